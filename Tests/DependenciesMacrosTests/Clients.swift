import DependenciesMacros

// Clients declared with the real macros; the tests below check what they do at run time.

struct LoadFailure: Error, Equatable {}

/// The client from the issue: one endpoint of each kind.
@DependencyClient
struct APIClient: Sendable {
  var fetch: @Sendable (_ id: Int) async throws -> String
  var count: @Sendable () -> Int = { 0 }
  var track: @Sendable (String) -> Void
  var load: @Sendable () async throws(LoadFailure) -> [String] = { [] }
}

extension APIClient: TestDependencyKey {
  static let testValue = APIClient()
}

extension DependencyValues {
  var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}

/// A public client mixing endpoints with other stored properties.
@DependencyClient
public struct SettingsClient: Sendable {
  public var baseURL: String = "https://example.com"
  public var retries = 3
  public var token: String?
  public let onEvent: @Sendable (String) -> Void
  public var lookup: @Sendable (_ key: String, _ fallback: Int) -> Int?
  public var adjust: @Sendable (inout Int) -> Void = { $0 += 1 }
  public var title: @MainActor @Sendable () -> String = { "main" }
  public let createdBy = "tests"
  public static let shared = 1
  public var computed: Int { retries * 2 }
}

/// Endpoints sharing a method name through `@DependencyEndpoint(method:)`, and a keyword-named one.
@DependencyClient
struct UserClient: Sendable {
  @DependencyEndpoint(method: "fetch")
  var fetchByID: @Sendable (_ id: Int) async throws -> String
  @DependencyEndpoint(method: "fetch")
  var fetchByName: @Sendable (_ name: String) async throws -> String
  var `default`: @Sendable () -> Void
}

/// Endpoints taking closures: an autoclosure is forwarded as a call, an escaping closure as is.
@DependencyClient
struct LoggerClient: Sendable {
  var log: @Sendable (_ message: @autoclosure () -> String) -> Void
  var measure: @Sendable (_ label: String, _ work: @escaping @Sendable () -> Int) -> Int = { _, work in work() }
}

enum Outer {
  /// A nested client: issues name it `Outer.Ping`.
  @DependencyClient
  struct Ping: Sendable {
    var ping: @Sendable () throws -> Void
  }
}

/// A generic client.
@DependencyClient
struct Storage<Value: Sendable>: Sendable {
  var load: @Sendable () async throws -> Value
  var save: @Sendable (_ value: Value) async throws -> Void
}

/// `@DependencyEndpoint` on its own, in a type with a hand-written initializer that may leave it out.
struct Calculator: Sendable {
  @DependencyEndpoint
  var double: @Sendable (_ value: Int) throws -> Int
  var scale: Int

  init(scale: Int) {
    self.scale = scale
  }
}

/// An endpoint with a `willSet` observer: still unimplemented by default, and observed when set.
@DependencyClient
struct ObservedClient: Sendable {
  static let changes = LockIsolated(0)
  var ping: @Sendable () -> Void {
    willSet { Self.changes.withValue { $0 += 1 } }
  }
  var count: @Sendable () -> Int = { 7 } {
    willSet { Self.changes.withValue { $0 += 1 } }
  }
}

/// `@DependencyEndpoint` on its own on properties with observers (Point-Free's `testWillSet` shape): the
/// observers move to the storage, so they run once per write, with `newValue`/`oldValue` as written.
struct ObservedEndpoints: Sendable {
  let log = LockIsolated<[String]>([])

  @DependencyEndpoint
  public var reset: @Sendable () throws -> Void {
    willSet {
      log.withValue { $0.append("reset will be set") }
    }
  }

  @DependencyEndpoint
  var scaled: @Sendable (_ value: Int) -> Int = { $0 } {
    willSet { log.withValue { $0.append("scaled: \(newValue(1))") } }
    didSet(previous) {
      log.withValue { $0.append("scaled was: \(previous(1))") }
    }
  }
}
