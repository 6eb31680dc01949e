import ConcurrencyExtras
import Testing

private struct Failure: Error, Equatable {}

struct StreamAndTaskTests {
  @Test func finishedStreamsEndAtOnce() async throws {
    var count = 0
    for await _ in AsyncStream<Int>.finished { count += 1 }
    #expect(count == 0)
    await #expect(throws: Failure.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failure()) {}
    }
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() { count += 1 }
    #expect(count == 0)
  }

  @Test func neverStreamEndsOnlyWhenCancelled() async {
    let task = Task {
      var count = 0
      for await _ in AsyncStream<Int>.never { count += 1 }
      return count
    }
    task.cancel()
    #expect(await task.value == 0)
  }

  @Test func makeStreamAndErasure() async throws {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    let erased = AsyncStream(stream)
    var values: [Int] = []
    for await value in erased { values.append(value) }
    #expect(values == [1, 2])

    let (failing, failingContinuation) = AsyncThrowingStream.makeStream(of: Int.self)
    failingContinuation.yield(3)
    failingContinuation.finish(throwing: Failure())
    var received: [Int] = []
    await #expect(throws: Failure.self) {
      for try await value in failing.eraseToThrowingStream() { received.append(value) }
    }
    #expect(received == [3])
  }

  @Test func taskNeverThrowsCancellationWhenCancelled() async {
    let task = Task { try await Task.never() }
    task.cancel()
    guard case .failure(let error) = await task.result else { return }
    #expect(error is CancellationError)
    let typed = Task<Int, any Error> { try await Task<Int, Never>.never() }
    typed.cancel()
    await #expect(throws: CancellationError.self) { try await typed.value }
  }

  @Test func asyncResultCatching() async {
    func load(_ fail: Bool) async throws(Failure) -> Int {
      if fail { throw Failure() }
      return 1
    }
    let success = await Result { () async throws(Failure) -> Int in try await load(false) }
    #expect(success == .success(1))
    let failure = await Result { () async throws(Failure) -> Int in try await load(true) }
    #expect(failure == .failure(Failure()))
    let untyped = await Result { () async throws -> Int in throw Failure() }
    #expect(throws: Failure.self) { try untyped.get() }
  }

  @Test func anyHashableSendable() {
    let value = AnyHashableSendable(42)
    #expect(value == AnyHashableSendable(42))
    #expect(value != AnyHashableSendable("42"))
    #expect(value.base as? Int == 42)
    #expect(AnyHashableSendable(value) == value)
    #expect(AnyHashable(value) == AnyHashable(42))
    let literal: AnyHashableSendable = "blob"
    #expect(literal == AnyHashableSendable("blob"))
    #expect(Set([value, 42, "a"]).count == 2)
    #expect(value.debugDescription == "AnyHashableSendable(42)")
    #expect(value.description == "42")
  }
}
