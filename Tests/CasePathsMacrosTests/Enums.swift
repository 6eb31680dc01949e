import CasePaths

// Enums declared with the real `@CasePathable` macro, for the end-to-end tests. Each one exercises
// something the declaration scanner or the expansion could get wrong.

/// Comments, doc comments and strings that mention `case`, a default value holding `,` and `)`, and
/// members that are not cases.
@CasePathable @dynamicMemberLookup
enum Tricky: Equatable {
  // case commentedOut(Int)
  /* case blockComment(String) */
  /// A doc comment: case documented(Int)
  case text(String = "case fake(Int), )")
  case number(Int)  // case trailing(Int)

  var summary: String {
    switch self {
    case .text(let text): "case text: \(text)"
    case .number(let number): "case number: \(number)"
    }
  }
  static let keywords = ["case", "enum", "indirect case"]
  static var zero: Tricky { .number(0) }
  func describe() -> String { "case \(summary)" }
  struct Nested {
    enum NotMine { case inner }
    var value = 0
  }
  typealias Alias = Int
  init(alias: Alias) { self = .number(alias) }
}

/// Cases that exist only on some platforms.
@CasePathable
enum PlatformEvent: Equatable {
  case common(Int)
  #if os(Linux)
  case linux(String)
  #else
  case other(String)
  #endif
  #if DEBUG
  static let isDebug = true
  #endif
}

/// Payloads whose types contain commas, parentheses, brackets and closures.
@CasePathable
enum Payloads {
  case result(Result<[Int], any Error>)
  case pairs(Dictionary<String, (Int, Int)>)
  case nested([String: [Int?]]?)
  case transform(@Sendable (Int) -> Int)
}

/// An `indirect` enum, with `Self` in a payload.
@CasePathable
indirect enum Expr: Equatable {
  case number(Int)
  case add(Expr, Expr)
  case negate(Self)
}

/// An `indirect` case.
@CasePathable
enum List: Equatable {
  case empty
  indirect case cons(head: Int, tail: List)
}

/// Deprecated, unavailable and introduced cases.
@CasePathable
enum Legacy: Equatable {
  case current(Int)
  @available(*, deprecated, message: "Use current")
  case old(Int)
  @available(*, unavailable, message: "Gone")
  case gone
  @available(macOS 10.15, iOS 13, *)
  case introduced(String)
}

/// Default values in associated values, and labelled, unlabelled and mixed payloads.
@CasePathable @dynamicMemberLookup
enum Request: Equatable {
  case fetch(id: Int, page: Int = 1, query: String = "")
  case ping(_ count: Int = 1)
  case pair(Int, String)
  case point(x: Int, y: Int)
  case mixed(Int, name: String, _ flag: Bool)
  case single(value: Int)
  case none
}

/// Nested enums, each with its own macro, composed as `\.child.grandchild`.
@CasePathable
enum AppAction: Equatable {
  case child(ChildAction)
  case optionalChild(ChildAction?)
  case other

  @CasePathable
  enum ChildAction: Equatable {
    case grandchild(GrandchildAction)
    case tap

    @CasePathable
    enum GrandchildAction: Equatable {
      case increment
      case set(Int)
    }
  }
}

/// A navigation destination held optionally by its parent, read and written as properties.
@CasePathable @dynamicMemberLookup
enum Destination: Equatable {
  case sheet(SheetState)
  case alert(message: String)
  case confirm

  /// A real member: wins over the case properties of dynamic member lookup.
  var title: String {
    switch self {
    case .sheet(let sheet): sheet.title
    case .alert(let message): message
    case .confirm: "Confirm"
    }
  }
  static let deleteAlert = Destination.alert(message: "Delete?")
}

struct SheetState: Equatable {
  var count = 0
  var title = ""
}

struct ParentState: Equatable {
  var destination: Destination?
}

/// Generic enums: a constrained parameter, and one named `Element`.
@CasePathable
enum Loadable<Value: Equatable>: Equatable {
  case idle
  case loaded(Value)
  case failed(message: String)
}

@CasePathable
enum Batch<Element: Hashable>: Equatable {
  case one(Element)
  case many([Element])
  case pair(Element, Element)
}

/// Case names that need backticks.
@CasePathable
enum Toggle: Equatable {
  case on
  case off
  case `default`(Int)
  case `init`
}

/// No cases at all.
@CasePathable
enum NoCases {}

/// A raw-value enum with several cases per declaration, available from some OS versions on.
@available(macOS 10.15, iOS 13, *)
@CasePathable
enum Direction: String, CaseIterable {
  case north = "N", south = "S"
  case east, west
}

enum Markup {
  /// An enum named `Element`, a name `AllCasePaths` (a `Sequence`) gives another meaning.
  @CasePathable
  indirect enum Element: Equatable {
    case text(String)
    case node(tag: String, children: [Element])
  }
}
