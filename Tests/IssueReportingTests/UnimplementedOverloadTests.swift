import IssueReporting
import Testing

/// Which `unimplemented` form served a call: told apart by what calling the closure does.
private enum Served: Equatable {
  case placeholder
  case threw
}

/// Calls `body` expecting exactly one unimplemented report, and says whether it threw.
private func serve(_ body: () throws -> Void) -> Served {
  var served = Served.placeholder
  let issues = withIssuesCollected {
    do { try body() } catch { served = .threw }
  }
  #expect(issues.count == 1)
  #expect(issues.first?.hasPrefix("Unimplemented")  == true)
  return served
}

/// Calls asynchronous `body` expecting exactly one unimplemented report, and says whether it threw.
private func serve(_ body: () async throws -> Void) async -> Served {
  var served = Served.placeholder
  let issues = await withIssuesCollected {
    do { try await body() } catch { served = .threw }
  }
  #expect(issues.count == 1)
  #expect(issues.first?.hasPrefix("Unimplemented")  == true)
  return served
}

// The matrix of closure shapes each existing call site uses: every one resolves to the form it did
// before the placeholder-less forms were added (a throwing type throws; a non-throwing one returns
// its placeholder), with and without a description and a placeholder.
@Suite("unimplemented overload ranking")
struct UnimplementedOverloadTests {
  @Test func synchronousShapes() {
    let void: @Sendable () -> Void = unimplemented()
    let voidDescribed: @Sendable (Int) -> Void = unimplemented("A.void")
    let placeholder: @Sendable (Int, String) -> Int = unimplemented("A.int", placeholder: 7)
    let throwingVoid: @Sendable () throws -> Void = unimplemented()
    let throwingInt: @Sendable (Int) throws -> Int = unimplemented("A.throwingInt")
    let throwingDefault: @Sendable () throws -> [String] = unimplemented()
    #expect(serve { void() } == .placeholder)
    #expect(serve { voidDescribed(1) } == .placeholder)
    var number = 0
    #expect(serve { number = placeholder(1, "a") } == .placeholder)
    #expect(number == 7)
    #expect(serve { try throwingVoid() } == .threw)
    #expect(serve { _ = try throwingInt(1) } == .threw)
    #expect(serve { _ = try throwingDefault() } == .threw)
  }

  @Test func asynchronousShapes() async {
    let void: @Sendable () async -> Void = unimplemented()
    let placeholder: @Sendable (Int) async -> String = unimplemented("A.name", placeholder: "?")
    let throwingVoid: @Sendable () async throws -> Void = unimplemented()
    let throwingInt: @Sendable (Int) async throws -> Int = unimplemented("A.load")
    #expect(await serve { await void() } == .placeholder)
    var name = ""
    #expect(await serve { name = await placeholder(1) } == .placeholder)
    #expect(name == "?")
    #expect(await serve { try await throwingVoid() } == .threw)
    #expect(await serve { _ = try await throwingInt(1) } == .threw)
  }

  @MainActor
  @Test func isolatedShapes() async {
    let void: @Sendable @MainActor () -> Void = unimplemented()
    let throwing: @Sendable @MainActor (Int) throws -> Int = unimplemented("A.main")
    #expect(serve { void() } == .placeholder)
    #expect(serve { _ = try throwing(1) } == .threw)
  }

  @Test func values() {
    var value = 0
    #expect(serve { value = unimplemented("A.value", placeholder: 3) } == .placeholder)
    #expect(value == 3)
    #expect(serve { let value: Void = unimplemented(); _ = value } == .placeholder)
  }
}
