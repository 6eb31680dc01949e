import Perception

/// A wrapper of an observable object that makes bindings to its properties.
///
/// Like SwiftUI's `Bindable`, for code that is not SwiftUI. `$model.title` is a ``UIBinding`` to the
/// object's `title`:
///
/// ```swift
/// @Observable
/// final class Book {
///   var title = "Sample Book Title"
///   var isAvailable = true
/// }
///
/// final class BookEditScreen {
///   @UIBindable var book: Book
///
///   func makeControls() {
///     titleField.bind(text: $book.title)
///     availableSwitch.bind(isOn: $book.isAvailable)
///   }
/// }
/// ```
///
/// Bindings hold the object weakly: they do not keep the model alive. A write through a binding
/// whose object was released is reported as an issue.
@dynamicMemberLookup
@propertyWrapper
public struct UIBindable<Value> {
  /// The object.
  public var wrappedValue: Value

  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Wraps an observable object; the same as `init(wrappedValue:)`, shorter inside expressions:
  /// `UIBindable(model).$title`... .
  ///
  /// - Parameters:
  ///   - wrappedValue: An observable (or perceptible) object.
  ///   - fileID: The source `#fileID` a misuse of its bindings is reported at.
  ///   - filePath: The source `#filePath` a misuse of its bindings is reported at.
  ///   - line: The source `#line` a misuse of its bindings is reported at.
  ///   - column: The source `#column` a misuse of its bindings is reported at.
  public init(
    _ wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Perceptible {
    self.init(wrappedValue: wrappedValue, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Wraps an observable object. Swift calls this for a property declared `@UIBindable`.
  ///
  /// - Parameters:
  ///   - wrappedValue: An observable (or perceptible) object.
  ///   - fileID: The source `#fileID` a misuse of its bindings is reported at.
  ///   - filePath: The source `#filePath` a misuse of its bindings is reported at.
  ///   - line: The source `#line` a misuse of its bindings is reported at.
  ///   - column: The source `#column` a misuse of its bindings is reported at.
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Perceptible {
    self.wrappedValue = wrappedValue
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Creates a bindable from another one.
  ///
  /// - Parameter projectedValue: A bindable.
  public init(projectedValue: UIBindable<Value>) {
    self = projectedValue
  }

  /// The bindable itself: `$model` makes bindings through dynamic member lookup.
  public var projectedValue: UIBindable<Value> {
    self
  }

  /// A binding to a property of the object: `$model.title`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: A binding to it.
  public subscript<Member>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> UIBinding<Member> where Value: AnyObject {
    UIBinding(
      location: UIBindingObjectProperty(
        root: wrappedValue,
        keyPath: keyPath,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      ),
      transaction: UITransaction()
    )
  }
}

extension UIBindable: Identifiable where Value: Identifiable {
  /// The identity of the object.
  public var id: Value.ID {
    wrappedValue.id
  }
}
