import CustomDump
import Foundation

/// Writes a value as Swift source that builds it again: what ``SessionRecording/testSource(reducer:testName:)``
/// writes for recorded states and actions.
///
/// - Strings, characters: literals with every character that would not print escaped (`"a\n\"b\""`).
/// - Numbers, `Bool`: literals; `Double.infinity` and `.nan` by name.
/// - Optionals: `nil`, or the wrapped value (`.some(nil)` for a present `nil` in a double optional).
/// - Arrays, sets, identified arrays (anything expressible by an array literal): `[a, b]`, a set's
///   elements sorted by their source so the text is the same on every run.
/// - Dictionaries: `[key: value]`, sorted by the keys' source; `[:]` when empty.
/// - Structs: `.init(label: value, …)` (the memberwise initializer; the root value spells its type:
///   `Feature.State(…)`); storage the observation macros add (`_$…`) is left out, and a property
///   wrapper's storage (`_destination` of `@Presents var destination`) is written as its wrapped value.
/// - Enums: `.case`, `.case(value, label: value)` (the root value spells its type).
/// - `Date`, `UUID`, `URL`, `Data`, `Duration`: their initializers.
/// - A binding action: `.set(\.name, "Blob")`, when its root is `@ObservableState` (whose field
///   names are known).
///
/// What no literal can build (a class instance, a closure) is written as an editor placeholder,
/// `<#Model: a class instance, not written as a literal#>`, so the generated source fails to compile
/// at that spot, with the reason, instead of building a different value.
struct SwiftLiteral {
  /// Writes `value` as the root of an expression: a struct or an enum spells its type.
  static func source(of value: Any) -> String {
    write(value, isRoot: true)
  }

  /// The assignments that turn `old` into `new`, field by field through structs
  /// (`$0.detail.title = "Milk"`), a whole value where something else changed (`$0.items = […]`).
  /// Empty when the two are written the same (a dump would not do: it writes `nil` for a present
  /// `nil` in a double optional, `.some(nil)` here).
  static func assignments(from old: Any, to new: Any, path: String) -> [String] {
    guard write(old, isRoot: false) != write(new, isRoot: false) else { return [] }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    let oldFields = fields(oldMirror)
    let newFields = fields(newMirror)
    guard oldMirror.displayStyle == .struct, newMirror.displayStyle == .struct,
      !(new is any Collection), oldFields.map(\.name) == newFields.map(\.name), !newFields.isEmpty
    else {
      return ["\(path) = \(write(new, isRoot: false))"]
    }
    let changes = zip(oldFields, newFields).flatMap { oldField, newField in
      assignments(from: oldField.value, to: newField.value, path: "\(path).\(newField.name)")
    }
    return changes.isEmpty ? ["\(path) = \(write(new, isRoot: false))"] : changes
  }

  /// A struct's fields as its memberwise initializer names them.
  private static func fields(_ mirror: Mirror) -> [(name: String, value: Any)] {
    mirror.children.compactMap { child in
      guard let label = child.label, !label.hasPrefix("_$") else { return nil }
      let name = isWrapperStorage(child.value) && label.hasPrefix("_") ? String(label.dropFirst()) : label
      return (name, child.value)
    }
  }

  private static func write(_ value: Any, isRoot: Bool) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      if Mirror(reflecting: wrapped).displayStyle == .optional {
        return ".some(\(write(wrapped, isRoot: false)))"
      }
      return write(wrapped, isRoot: isRoot)
    }
    if let scalar = scalarSource(value) { return scalar }
    if let binding = value as? any SwiftLiteralBindingAction {
      guard let keyPath = binding.literalKeyPath else {
        return "<#BindingAction: a key path whose field names are unknown, not written as a literal#>"
      }
      return ".set(\(keyPath), \(write(binding.literalValue, isRoot: false)))"
    }
    if value is any ExpressibleByDictionaryLiteral, let collection = value as? any Collection {
      let entries = elements(of: collection).compactMap { entry -> (key: String, value: String)? in
        let parts = Array(Mirror(reflecting: entry).children)
        guard parts.count == 2 else { return nil }
        return (write(parts[0].value, isRoot: false), write(parts[1].value, isRoot: false))
      }
      guard !entries.isEmpty else { return "[:]" }
      return block("[", entries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }, "]")
    }
    if value is any ExpressibleByArrayLiteral, let collection = value as? any Collection {
      var items = elements(of: collection).map { write($0, isRoot: false) }
      if mirror.displayStyle == .set { items.sort() }
      return block("[", items, "]")
    }
    let typeName = readableTypeName(type(of: value), abbreviatingGenerics: false)
    switch mirror.displayStyle {
    case .struct?:
      let arguments = fields(mirror).map { "\($0.name): \(write($0.value, isRoot: false))" }
      return block(isRoot ? "\(typeName)(" : ".init(", arguments, ")")
    case .enum?:
      let prefix = isRoot ? typeName : ""
      guard let payload = mirror.children.first, let caseName = payload.label else {
        return "\(prefix).\(payloadlessCaseName(of: value))"
      }
      let payloadMirror = Mirror(reflecting: payload.value)
      let arguments: [String]
      if payloadMirror.displayStyle == .tuple {
        arguments = payloadMirror.children.map { argument($0.label, $0.value) }
      } else {
        arguments = [write(payload.value, isRoot: false)]
      }
      return inline("\(prefix).\(caseName)(", arguments, ")")
    case .tuple?:
      return inline("(", mirror.children.map { argument($0.label, $0.value) }, ")")
    default:
      let reason = mirror.displayStyle == .class ? "a class instance" : "a value with no literal"
      return "<#\(typeName): \(reason), not written as a literal#>"
    }
  }

  /// A tuple element or enum associated value, with its label unless positional (`.0`).
  private static func argument(_ label: String?, _ value: Any) -> String {
    let source = write(value, isRoot: false)
    guard let label, label.first != "." else { return source }
    return "\(label): \(source)"
  }

  /// Literals of the values that are not containers.
  private static func scalarSource(_ value: Any) -> String? {
    switch value {
    case let string as any StringProtocol: return String(string).debugDescription
    case let character as Character: return String(character).debugDescription
    case let scalar as Unicode.Scalar: return String(scalar).debugDescription
    case let bool as Bool: return bool ? "true" : "false"
    case let integer as any BinaryInteger: return "\(integer)"
    case let double as Double: return floatingSource(double)
    case let float as Float: return floatingSource(Double(float))
    case let date as Date:
      return "Date(timeIntervalSinceReferenceDate: \(floatingSource(date.timeIntervalSinceReferenceDate)))"
    case let uuid as UUID: return "UUID(uuidString: \"\(uuid.uuidString)\")!"
    case let url as URL: return "URL(string: \(url.absoluteString.debugDescription))!"
    case let data as Data: return "Data(\(Array(data)))"
    case let duration as Duration:
      let (seconds, attoseconds) = duration.components
      return ".init(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
    default: return nil
    }
  }

  private static func floatingSource(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return "\(value)"
  }

  /// Whether a stored property holds a property wrapper whose initializer takes the wrapped value,
  /// so the memberwise initializer's argument is named without the storage's underscore.
  private static func isWrapperStorage(_ value: Any) -> Bool {
    let name = readableTypeName(type(of: value))
    return ["PresentationState", "BindingState", "Shared", "SharedReader"].contains(name)
  }

  /// The name of a case with no associated value, as its dump spells it (`Feature.Action.tapped`).
  private static func payloadlessCaseName(of value: Any) -> String {
    let dump = String(customDumping: value)
    return dump.split(separator: ".").last.map(String.init) ?? dump
  }

  private static func elements(of collection: some Collection) -> [Any] {
    collection.map { $0 as Any }
  }

  /// `open`, the items one per line indented by two, `close`; `open` + `close` when there are none.
  private static func block(_ open: String, _ items: [String], _ close: String) -> String {
    guard !items.isEmpty else { return open + close }
    let body = items.enumerated().map { offset, item in
      let lines = item.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      return lines.joined(separator: "\n") + (offset < items.count - 1 ? "," : "")
    }
    return open + "\n" + body.joined(separator: "\n") + "\n" + close
  }

  /// On one line when every item is one line, as a block otherwise.
  private static func inline(_ open: String, _ items: [String], _ close: String) -> String {
    guard items.allSatisfy({ !$0.contains("\n") }) else { return block(open, items, close) }
    return open + items.joined(separator: ", ") + close
  }
}
