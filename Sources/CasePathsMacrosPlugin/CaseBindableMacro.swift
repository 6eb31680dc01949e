import Foundation
import MacroSupport

/// `@CaseBindable`: gives an enum its `CaseBindable` conformance (and makes it `@CasePathable`) (SwiftNavigation's),
/// so that a binding to it can be switched over case by case, each case holding a binding to its
/// associated value.
///
/// ```swift
/// @CaseBindable
/// enum Status {
///   case inStock(quantity: Int)
///   case discontinued
/// }
/// // public enum UIBindingEnumeration {
/// //   case inStock(SwiftNavigation.UIBinding<Int>)
/// //   case discontinued
/// // }
/// // public static func _$caseBinding(_ binding: SwiftNavigation.UIBinding<Status>) -> UIBindingEnumeration {
/// //   if case let .inStock(v0) = binding.wrappedValue { return .inStock(binding._$case(\.inStock, v0)) }
/// //   if case .discontinued = binding.wrappedValue { return .discontinued }
/// //   Swift.preconditionFailure("a 'Status' value in no case of its declaration")
/// // }
/// // extension Status: SwiftNavigation.CaseBindable {}
/// ```
///
/// It reads the enum as `@CasePathable` does and reports the same errors. Like Point-Free's, it makes
/// the enum `@CasePathable` itself: without that attribute beside it, it also generates the case
/// paths (`AllCasePaths`, `allCasePaths`) and their conformances; with it, it leaves them to it.
public enum CaseBindableMacro: MacroExpander {
  /// Expands the member and extension roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    switch request.role {
    case .member:
      guard case .success(let enumeration) = analyze(request) else { return .empty }
      // Without its own `@CasePathable`, the enum gets that macro's members from this one.
      let casePaths = isAlsoCasePathable(request) ? "" : CasePathableMacro.memberSource(enumeration) + "\n"
      return MacroExpansion(source: casePaths + memberSource(enumeration))
    case .extension:
      let enumeration: CasePathableMacro.Enumeration
      switch analyze(request) {
      case .success(let success): enumeration = success
      case .failure(let failure): return .failed(failure.diagnostics)
      }
      // The protocols the type lacks, less the case-path ones a `@CasePathable` beside this macro
      // declares itself.
      let ownsCasePaths = !isAlsoCasePathable(request)
      let protocols = request.conformances.compactMap { name -> String? in
        if let casePathProtocol = CasePathableMacro.qualifiedCasePathConformance(name) {
          return ownsCasePaths ? casePathProtocol : nil
        }
        return name.split(separator: ".").last == "CaseBindable" ? "SwiftNavigation.CaseBindable" : name
      }
      guard let extendedType = request.extendedType?.trimmedSource, !protocols.isEmpty
      else { return .empty }
      return MacroExpansion(
        source: CasePathableMacro.conformanceExtension(
          extendedType, protocols, availability: enumeration.availability))
    default:
      return .empty
    }
  }

  /// The enum as `@CasePathable` reads it, with `@CaseBindable`'s wording, and the check that the
  /// enum is `@CasePathable` too.
  static func analyze(
    _ request: MacroExpansionRequest
  ) -> Result<CasePathableMacro.Enumeration, CasePathableMacro.Failure> {
    let analysis = CasePathableMacro.analyze(request).mapError { failure in
      CasePathableMacro.Failure(
        diagnostics: failure.diagnostics.map { diagnostic in
          var diagnostic = diagnostic
          diagnostic.message = diagnostic.message.replacingOccurrences(
            of: "'@CasePathable'", with: "'@CaseBindable'")
          return diagnostic
        })
    }
    return analysis
  }

  /// Whether the enum is marked `@CasePathable` as well: that macro then declares the case paths and
  /// their conformances, and this one only what bindings need.
  static func isAlsoCasePathable(_ request: MacroExpansionRequest) -> Bool {
    let type = request.declaration.flatMap { DeclarationScanner.typeDeclaration(in: $0.source) }
    return type?.attributes.contains(where: { $0.name == "CasePathable" }) == true
  }

  /// `UIBindingEnumeration` and `_$caseBinding(_:)`.
  static func memberSource(_ enumeration: CasePathableMacro.Enumeration) -> String {
    let name = enumeration.name
    let cases = enumeration.cases
    var builder = SourceBuilder()
    builder.block("public enum UIBindingEnumeration") { builder in
      builder.emit(cases, conditions: \.conditions) { builder, definition in
        if definition.values.isEmpty {
          builder.line("case \(definition.name)")
        } else {
          builder.line("case \(definition.name)(SwiftNavigation.UIBinding<\(definition.valueType)>)")
        }
      }
    }
    // One `if case` a case, not a `switch`: a payload may be uninhabited without being spelled `Never`
    // (an empty enum), and a `switch` whose every case is uninhabited is an error the compiler then
    // crashes on. A value is always in one of the cases, so the last line is never reached.
    //
    // A deprecated case's path is read by its plain key path, `\.c`, inside a function marked deprecated
    // itself (which silences the warning; the conformance calls it generically, which warns of nothing).
    let inhabited = cases.filter { $0.uninhabitedIndex == nil }
    if inhabited.contains(where: \.availability.isDeprecated) {
      builder.line("@available(*, deprecated, message: \"lists the enum's deprecated cases\")")
    }
    builder.block(
      "public static func _$caseBinding(_ binding: SwiftNavigation.UIBinding<\(name)>) -> UIBindingEnumeration"
    ) { builder in
      builder.emit(inhabited, conditions: \.conditions) { builder, definition in
        let keyPath = "\\.\(definition.name)"
        let available = definition.availability.availabilityCondition.map { ", \($0)" } ?? ""
        switch definition.values.count {
        case 0:
          builder.line(
            "if case .\(definition.name) = binding.wrappedValue\(available) { return .\(definition.name) }")
        case 1:
          builder.line(
            "if case let .\(definition.name)(v0) = binding.wrappedValue\(available) { return .\(definition.name)(binding._$case(\(keyPath), v0)) }")
        default:
          let names = definition.values.indices.map { "v\($0)" }.joined(separator: ", ")
          // The tuple carries the case's external labels, as its value type does.
          let tuple = definition.values.enumerated().map { index, value in
            value.label.map { "\(SwiftIdentifier.argumentLabel($0)): v\(index)" } ?? "v\(index)"
          }.joined(separator: ", ")
          builder.line(
            "if case let .\(definition.name)(\(names)) = binding.wrappedValue\(available) { return .\(definition.name)(binding._$case(\(keyPath), (\(tuple)))) }"
          )
        }
      }
      builder.line("Swift.preconditionFailure(\"a '\(SwiftIdentifier.unescaped(name))' value in no case of its declaration\")")
    }
    return builder.source
  }
}
