import IssueReporting
import Perception

/// Where a ``UIBinding`` reads and writes its value. Each way of deriving a binding (a key path, a
/// case, an unwrapped optional...) is a subclass wrapping the location it derives from.
///
/// A location's ``identity`` says which storage it reaches: two bindings derived the same way from the
/// same root have equal identities (``UIBindingIdentifier``).
///
/// `@unchecked Sendable`: a binding is handed across isolation boundaries like SwiftUI's, and like
/// SwiftUI's it must only be read and written where its root may be (usually the main actor).
class UIBindingLocation<Value>: @unchecked Sendable {
  /// The storage this location reaches: by default the location object itself (a box, a constant);
  /// derived locations extend the identity of their base.
  var identity: UIBindingLocationIdentity {
    UIBindingLocationIdentity(steps: [.object(ObjectIdentifier(self))])
  }

  /// The value. Subclasses override both accessors.
  var value: Value {
    get { preconditionFailure("UIBindingLocation.value is abstract") }
    set { preconditionFailure("UIBindingLocation.value is abstract") }
  }
}

/// The path from a root to a location: a sequence of steps, each a root object, a key path or a
/// named projection.
struct UIBindingLocationIdentity: Hashable, @unchecked Sendable {
  enum Step: Hashable {
    case object(ObjectIdentifier)
    case keyPath(AnyKeyPath)
    case projection(String)
  }

  var steps: [Step]

  func appending(_ step: Step) -> UIBindingLocationIdentity {
    UIBindingLocationIdentity(steps: steps + [step])
  }
}

/// The storage of `@UIBinding var value = ...`: an observable box, so `observe` sees its changes.
final class UIBindingBox<Value>: UIBindingLocation<Value>, Observable, @unchecked Sendable {
  private var stored: Value
  private let registrar = ObservationRegistrar()

  init(_ value: Value) {
    stored = value
  }

  override var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return stored
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) {
        stored = newValue
      }
    }
  }
}

/// A property of an object, held weakly (``UIBindable``): the binding must not keep a model alive.
/// Once the object is gone, reads give the last value seen and writes are reported.
final class UIBindingObjectProperty<Root: AnyObject, Value>: UIBindingLocation<Value>, @unchecked Sendable {
  private weak var root: Root?
  private let keyPath: ReferenceWritableKeyPath<Root, Value>
  private var lastValue: Value
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  init(
    root: Root,
    keyPath: ReferenceWritableKeyPath<Root, Value>,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.root = root
    self.keyPath = keyPath
    self.lastValue = root[keyPath: keyPath]
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.rootIdentifier = ObjectIdentifier(root)
  }

  private let rootIdentifier: ObjectIdentifier

  override var identity: UIBindingLocationIdentity {
    UIBindingLocationIdentity(steps: [.object(rootIdentifier), .keyPath(keyPath)])
  }

  override var value: Value {
    get {
      guard let root else { return lastValue }
      lastValue = root[keyPath: keyPath]
      return lastValue
    }
    set {
      lastValue = newValue
      guard let root else {
        reportIssue(
          """
          A binding to '\(Root.self)' (made at \(fileID):\(line)) was written after the object was \
          released.

          '@UIBindable' holds its object weakly: keep the object alive (in a property of the screen \
          or model that owns it) for as long as its bindings are used.
          """,
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
        return
      }
      root[keyPath: keyPath] = newValue
    }
  }
}

/// A value that never changes: writes are ignored.
final class UIBindingConstant<Value>: UIBindingLocation<Value>, @unchecked Sendable {
  private let constant: Value

  init(_ constant: Value) {
    self.constant = constant
  }

  override var value: Value {
    get { constant }
    set {}
  }
}
