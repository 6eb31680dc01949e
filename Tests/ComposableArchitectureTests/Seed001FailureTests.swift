@testable import ComposableArchitecture
import Foundation
import Testing

/// Lesson 2 (seed 001) — "Manejar el fallo": errors become actions; `catch:` translates them; cancellation is
/// not a failure; `Result` in an action carries both outcomes; typed failures; retry with an injected
/// clock.
@MainActor
@Suite("Seed 001: failure handling")
struct Seed001FailureTests {
  enum LoadFailure: Error, Equatable {
    case offline, unauthorized, server(code: Int), unreadable
  }

  struct Client: Sendable {
    var load: @Sendable () async throws(LoadFailure) -> [String]
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var isLoading = false
      var items: [String] = []
      var failure: LoadFailure?
      var message: String?
    }
    enum Action: Equatable {
      case refreshWithCatch, refreshWithResult, refreshUnhandled, refreshWithRetry, refreshForever
      case failed(String)
      case response(Result<[String], LoadFailure>)
      case loaded([String])
    }
    let client: Client
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .refreshWithCatch:
        state.isLoading = true
        return .run { send in
          await send(.loaded(try await client.load()))
        } catch: { error, send in
          await send(.failed("\(error)"))
        }
      case .refreshWithResult:
        state.isLoading = true
        return .run { send in
          do {
            await send(.response(.success(try await client.load())))
          } catch let failure as LoadFailure {
            await send(.response(.failure(failure)))
          }
        }
      case .refreshUnhandled:
        return .run { send in
          await send(.loaded(try await client.load()))
        }
      case .refreshWithRetry:
        return .run { send in
          for attempt in 0..<3 {
            do {
              await send(.response(.success(try await client.load())))
              return
            } catch {
              try await clock.sleep(for: .seconds(pow(2.0, Double(attempt))))
            }
          }
          await send(.response(.failure(.server(code: 503))))
        }
      case .refreshForever:
        return .run { send in
          try await clock.sleep(for: .seconds(60))
          await send(.loaded(["late"]))
        } catch: { error, send in
          await send(.failed("\(error)"))
        }
        .cancellable(id: "forever")
      case let .failed(message):
        state.isLoading = false
        state.message = message
        return .none
      case let .loaded(items):
        state.isLoading = false
        state.items = items
        return .none
      case let .response(result):
        state.isLoading = false  // written once for both outcomes
        switch result {
        case let .success(items):
          state.items = items
          state.failure = nil
        case let .failure(failure):
          state.failure = failure
        }
        return .none
      }
    }
  }

  static func failing(_ failure: LoadFailure) -> Client {
    Client { () async throws(LoadFailure) -> [String] in throw failure }
  }

  @Test func catchTranslatesTheErrorIntoAnAction() async {
    let store = Store(initialState: Feature.State()) { Feature(client: Self.failing(.offline)) }
    await store.send(.refreshWithCatch).finish()
    #expect(store.message == "offline")
    #expect(!store.isLoading)
  }

  @Test func cancellationNeverReachesCatch() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Feature.State()) {
        Feature(client: Self.failing(.offline))
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.refreshForever)
      await Task.megaYield()
      task.cancel()
      await task.finish()
      #expect(store.message == nil)
      #expect(store.items.isEmpty)
    }
  }

  @Test func resultCarriesBothOutcomesInOneAction() async {
    let failing = Store(initialState: Feature.State()) { Feature(client: Self.failing(.server(code: 500))) }
    await failing.send(.refreshWithResult).finish()
    #expect(failing.failure == .server(code: 500))
    #expect(!failing.isLoading)

    let succeeding = Store(initialState: Feature.State(failure: .offline)) {
      Feature(client: Client { ["a"] })
    }
    await succeeding.send(.refreshWithResult).finish()
    #expect(succeeding.items == ["a"])
    #expect(succeeding.failure == nil)
    #expect(!succeeding.isLoading)
  }

  @Test func unhandledErrorIsReportedWithTheErrorAndTheLocation() async {
    let store = Store(initialState: Feature.State()) { Feature(client: Self.failing(.unauthorized)) }
    await withKnownIssue {
      await store.send(.refreshUnhandled).finish()
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.contains("Seed001FailureTests.swift:")
          && comment.rawValue.contains("threw an unhandled error.\n\n    ")
          && comment.rawValue.contains("unauthorized")
          && comment.rawValue.contains("All non-cancellation errors must be explicitly handled")
      }
    }
  }

  @Test func retryWithGrowingWaitsUsesTheInjectedClock() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let attempts = LockIsolated(0)
      let store = Store(initialState: Feature.State()) {
        Feature(
          client: Client { () async throws(LoadFailure) -> [String] in
            attempts.withValue { $0 += 1 }
            throw .offline
          }
        )
      } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.refreshWithRetry)
      await clock.advance(by: .seconds(6))
      #expect(attempts.value == 3)
      #expect(store.failure == nil)
      await clock.advance(by: .seconds(1))  // 1 + 2 + 4 = 7 seconds, skipped by hand
      await task.finish()
      #expect(store.failure == .server(code: 503))
    }
  }
}
