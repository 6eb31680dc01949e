import CasePaths
import Testing

// CasePaths' function style and ready-made paths, from before case key paths. The deprecated API is
// exercised from deprecated functions, so the build stays free of warnings.

private enum Authentication: Equatable {
  case authenticated(String)
  case unauthenticated
  case locked(until: Int)
}

private struct LoadError: Error, Equatable {
  var code: Int
}

private enum Level: Int {
  case low = 1
  case high = 2
}

/// Every payload shape a case can have, for the matrix below.
@CasePathable
private enum Shapes {
  case bare
  case single(Int)
  case labelled(id: Int, name: String)
  case unlabelled(Int, String)
  case tuple((Int, Int))
  case optional(Int?)
  case nested(Inner)
  case text(String)
}

@CasePathable
private enum Inner: Equatable {
  case leaf(Int)
  case empty
}

/// One value of each case, two for some, so that a case is told from its neighbours.
private let shapeSamples: [Shapes] = [
  .bare, .single(1), .single(-7), .labelled(id: 2, name: "two"), .unlabelled(3, "three"),
  .tuple((4, 5)), .optional(6), .optional(nil), .nested(.leaf(8)), .nested(.empty), .text("nine"),
]

/// What a case path extracts from each sample, printed (payloads of tuple type are not `Equatable`).
/// A tuple is printed without its labels: a case constructor's function type has none, and the
/// case key path of `labelled(id:name:)` keeps them; the values are what must agree.
private func extractions<Value>(_ extract: (Shapes) -> Value?) -> [String] {
  shapeSamples.map { sample in
    guard let value = extract(sample) else { return "nil" }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .tuple else { return String(describing: value) }
    return "(" + mirror.children.map { String(describing: $0.value) }.joined(separator: ", ") + ")"
  }
}

@Suite("CasePaths' function style (deprecated)")
struct CasePathFunctionStyleTests {
  @available(*, deprecated)
  @Test("/Enum.case where a function is expected extracts the payloads of that case")
  func compactMapWithACaseConstructor() {
    let events: [Authentication] = [
      .authenticated("blob"), .unauthenticated, .locked(until: 3), .authenticated("blob jr"),
    ]
    #expect(events.compactMap(/Authentication.authenticated) == ["blob", "blob jr"])
    #expect(events.compactMap(/Authentication.locked(until:)) == [3])
    #expect(events.compactMap(/Authentication.unauthenticated).count == 1)
    let isLocked: (Authentication) -> Int? = /Authentication.locked
    #expect(isLocked(.locked(until: 9)) == 9)
    #expect(isLocked(.unauthenticated) == nil)
  }

  @available(*, deprecated)
  @Test("Where a case path is expected, /Enum.case is a case path")
  func casePathIsPreferredOverTheFunction() {
    let path: AnyCasePath<Authentication, String> = /Authentication.authenticated
    #expect(type(of: path) == AnyCasePath<Authentication, String>.self)
    #expect(path.embed("blob") == .authenticated("blob"))
  }

  @available(*, deprecated)
  @Test("The function style over an optional root: nil is in no case")
  func functionsOverOptionalRoots() {
    let authenticated: (Authentication?) -> String? = /Authentication.authenticated
    #expect(authenticated(.authenticated("a")) == "a")
    #expect(authenticated(.unauthenticated) == nil)
    #expect(authenticated(nil) == nil)
    let unauthenticated: (Authentication?) -> Void? = /Authentication.unauthenticated
    #expect(unauthenticated(.unauthenticated) != nil)
    #expect(unauthenticated(.authenticated("a")) == nil)
    #expect(unauthenticated(nil) == nil)
    let optionals: [Authentication?] = [nil, .authenticated("x"), .unauthenticated]
    #expect(optionals.compactMap(/Authentication.authenticated) == ["x"])
  }

  @available(*, deprecated)
  @Test("`..` chains an extraction function with a case constructor")
  func chainingFunctions() {
    let outer: [Shapes] = [.nested(.leaf(1)), .nested(.empty), .single(1), .nested(.leaf(2))]
    let leaf: (Shapes) -> Int? = /Shapes.nested .. Inner.leaf
    #expect(outer.compactMap(leaf) == [1, 2])
  }

  @available(*, deprecated)
  @Test("/Result.success ~= value matches by case in switch and if case")
  func patternMatching() {
    let results: [Result<Int, LoadError>] = [.success(1), .failure(LoadError(code: 2))]
    var matched: [String] = []
    for result in results {
      switch result {
      case /Result<Int, LoadError>.success: matched.append("success")
      case /Result<Int, LoadError>.failure: matched.append("failure")
      default: matched.append("nothing")
      }
    }
    #expect(matched == ["success", "failure"])
    // Outside `#expect`: the macro's expansion would read `/…/` on one line as a regex literal.
    let firstIsSuccess = /Result<Int, LoadError>.success ~= results[0]
    let secondIsSuccess = /Result<Int, LoadError>.success ~= results[1]
    #expect(firstIsSuccess)
    #expect(!secondIsSuccess)
    if case /Result<Int, LoadError>.failure = results[1] {
    } else {
      Issue.record("if case did not match the failure")
    }
    let untyped: Result<Int, any Error> = .success(3)
    let untypedIsSuccess = /Result<Int, any Error>.success ~= untyped
    let untypedIsFailure = /Result<Int, any Error>.failure ~= untyped
    #expect(untypedIsSuccess)
    #expect(!untypedIsFailure)
  }

  @available(*, deprecated)
  @Test("/.some is the optional case path where the type is known")
  func someCasePath() throws {
    let some: AnyCasePath<Int?, Int> = /.some
    #expect(some.extract(from: 3) == 3)
    #expect(some.extract(from: nil) == nil)
    #expect(some.embed(4) == 4)
    #expect(AnyCasePath<String?, String>.some.extract(from: "a") == "a")

    var child: Inner? = .leaf(1)
    try (/.some).modify(&child) { $0 = .leaf(2) }
    #expect(child == .leaf(2))
    var missing: Inner? = nil
    #expect(throws: CasePathExtractionError.self) {
      try (/.some).modify(&missing) { $0 = .empty }
    }
    #expect(missing == nil)

    let identity: AnyCasePath<Inner, Inner> = /.self
    #expect(identity.extract(from: .empty) == .empty)
  }

  @available(*, deprecated)
  @Test("constant, never, rawValue and description")
  func readyMadePaths() {
    let answer = AnyCasePath<Void, Int>.constant(42)
    #expect(answer.extract(from: ()) == 42)
    answer.embed(1)  // `()`, nothing to check beyond it compiling and returning

    let never = AnyCasePath<Authentication, Never>.never
    #expect(never.extract(from: .unauthenticated) == nil)
    #expect(never.extract(from: .authenticated("a")) == nil)

    let level = AnyCasePath<Int, Level>.rawValue
    #expect(level.extract(from: 2) == .high)
    #expect(level.extract(from: 3) == nil)
    #expect(level.embed(.low) == 1)

    let number = AnyCasePath<String, Int>.description
    #expect(number.extract(from: "42") == 42)
    #expect(number.extract(from: "4 2") == nil)
    #expect(number.embed(7) == "7")
    let flag = AnyCasePath<String, Bool>.description
    #expect(flag.extract(from: "true") == true)
    #expect(flag.extract(from: "yes") == nil)
  }

  @available(*, deprecated)
  @Test("A case path describes itself by its root and value types")
  func description() {
    let path: AnyCasePath<Authentication, String> = /Authentication.authenticated
    #expect(path.description == "AnyCasePath<Authentication, String>")
    #expect(path.description == path.debugDescription)
    #expect(String(describing: path) == path.description)
  }

  @available(*, deprecated)
  @Test(
    "/Enum.case extracts as the case key path does, for every payload shape",
    arguments: [
      "bare", "single", "labelled", "unlabelled", "tuple", "optional", "nested", "text",
    ]
  )
  func payloadShapeMatrix(_ shape: String) throws {
    // For each shape: what the constructor's case path extracts, what its function form extracts,
    // what the case key path extracts, and a payload that must survive an embed and an extraction.
    let (byCasePath, byFunction, byKeyPath, roundTrip): ([String], [String], [String], Bool)
    switch shape {
    case "bare":
      let path = AnyCasePath(Shapes.bare)
      let function: (Shapes) -> Void? = { path.extract(from: $0) }
      (byCasePath, byFunction, byKeyPath) = (
        extractions(path.extract(from:)), extractions(function),
        extractions(AnyCasePath(\Shapes.Cases.bare).extract(from:))
      )
      roundTrip = path.extract(from: path.embed(())) != nil
    case "single":
      let path: AnyCasePath<Shapes, Int> = /Shapes.single
      let function: (Shapes) -> Int? = /Shapes.single
      (byCasePath, byFunction, byKeyPath) = (
        extractions(path.extract(from:)), extractions(function),
        extractions(AnyCasePath(\Shapes.Cases.single).extract(from:))
      )
      roundTrip = path.extract(from: path.embed(11)) == 11
    case "labelled":
      let path: AnyCasePath<Shapes, (Int, String)> = /Shapes.labelled(id:name:)
      let function: (Shapes) -> (Int, String)? = /Shapes.labelled(id:name:)
      (byCasePath, byFunction, byKeyPath) = (
        extractions(path.extract(from:)), extractions(function),
        extractions(AnyCasePath(\Shapes.Cases.labelled).extract(from:))
      )
      let value = path.extract(from: path.embed((12, "twelve")))
      roundTrip = value?.0 == 12 && value?.1 == "twelve"
    case "unlabelled":
      let path: AnyCasePath<Shapes, (Int, String)> = /Shapes.unlabelled
      let function: (Shapes) -> (Int, String)? = /Shapes.unlabelled
      (byCasePath, byFunction, byKeyPath) = (
        extractions(path.extract(from:)), extractions(function),
        extractions(AnyCasePath(\Shapes.Cases.unlabelled).extract(from:))
      )
      let value = path.extract(from: path.embed((13, "thirteen")))
      roundTrip = value?.0 == 13 && value?.1 == "thirteen"
    case "tuple":
      let path: AnyCasePath<Shapes, (Int, Int)> = /Shapes.tuple
      let function: (Shapes) -> (Int, Int)? = /Shapes.tuple
      (byCasePath, byFunction, byKeyPath) = (
        extractions(path.extract(from:)), extractions(function),
        extractions(AnyCasePath(\Shapes.Cases.tuple).extract(from:))
      )
      let value = path.extract(from: path.embed((14, 15)))
      roundTrip = value?.0 == 14 && value?.1 == 15
    case "optional":
      let path: AnyCasePath<Shapes, Int?> = /Shapes.optional
      let function: (Shapes) -> Int?? = /Shapes.optional
      (byCasePath, byFunction, byKeyPath) = (
        extractions(path.extract(from:)), extractions(function),
        extractions(AnyCasePath(\Shapes.Cases.optional).extract(from:))
      )
      roundTrip = path.extract(from: path.embed(nil)) == .some(nil)
        && path.extract(from: path.embed(16)) == .some(16)
    case "nested":
      let path: AnyCasePath<Shapes, Inner> = /Shapes.nested
      let function: (Shapes) -> Inner? = /Shapes.nested
      (byCasePath, byFunction, byKeyPath) = (
        extractions(path.extract(from:)), extractions(function),
        extractions(AnyCasePath(\Shapes.Cases.nested).extract(from:))
      )
      let leaf = /Shapes.nested .. /Inner.leaf
      #expect(extractions(leaf.extract(from:)) == extractions(AnyCasePath(\Shapes.Cases.nested.leaf).extract(from:)))
      roundTrip = path.extract(from: path.embed(.leaf(17))) == .leaf(17)
        && leaf.extract(from: leaf.embed(18)) == 18
    case "text":
      let path: AnyCasePath<Shapes, String> = /Shapes.text
      let function: (Shapes) -> String? = /Shapes.text
      (byCasePath, byFunction, byKeyPath) = (
        extractions(path.extract(from:)), extractions(function),
        extractions(AnyCasePath(\Shapes.Cases.text).extract(from:))
      )
      roundTrip = path.extract(from: path.embed("nineteen")) == "nineteen"
    default:
      Issue.record("no such shape: \(shape)")
      return
    }
    #expect(byCasePath == byKeyPath)
    #expect(byFunction == byKeyPath)
    // The path extracts from its own case only: a sample for each other case gives `nil`.
    #expect(byKeyPath.contains { $0 != "nil" })
    #expect(byKeyPath.contains("nil"))
    #expect(roundTrip)
  }
}
