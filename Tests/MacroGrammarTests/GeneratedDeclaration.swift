/// The macros the generator writes declarations for.
enum MacroKind: String, CaseIterable, Sendable {
  case observableStateStruct = "@ObservableState struct"
  case observableStateEnum = "@ObservableState enum"
  case casePathable = "@CasePathable enum"
  case dependencyClient = "@DependencyClient struct"
  case reducerStruct = "@Reducer struct"
  case reducerEnum = "@Reducer enum"

  /// A short prefix for the names of generated declarations.
  var prefix: String {
    switch self {
    case .observableStateStruct: "OS"
    case .observableStateEnum: "OE"
    case .casePathable: "CP"
    case .dependencyClient: "DC"
    case .reducerStruct: "RS"
    case .reducerEnum: "RE"
    }
  }
}

/// One member of a generated declaration: its source text and the statements of the behaviour check
/// that concern it. The bisector removes members one by one to find a minimal failing declaration.
struct GeneratedMember: Sendable {
  /// The member's declaration, with its comments, attributes and `#if` (whole lines, indented).
  var source: String
  /// Statements of the check function for this member (may be empty).
  var check: String = ""
  /// The grammar features this member exercises.
  var features: [String] = []
  /// Whether the declaration is still meaningful without this member (the reducer keeps removable
  /// `false` for what its checks need).
  var isRemovable = true
  /// Data the declaration's template uses (a case name, a property name); free-form.
  var tag = ""
}

/// What a declaration's template renders: the declaration (and its supporting declarations) and
/// the body of its `async` check function.
struct RenderedDeclaration: Sendable {
  /// Top-level source: the declaration and any extension or helper it needs.
  var source: String
  /// Statements run by the check; they call `fail(_:)` (in scope) to report a failure.
  var check: String
}

/// A generated declaration for one macro, renderable with any subset of its members.
struct GeneratedDeclaration: Sendable {
  /// A name unique in the program (`OS_12`), the declared type's name.
  var name: String
  /// The macro under test.
  var kind: MacroKind
  /// The members, in declaration order.
  var members: [GeneratedMember]
  /// Renders the declaration from `members`; `macros: false` leaves out the macros (and what depends
  /// on them), for the control compilation that proves the shape is valid Swift.
  var template: @Sendable (_ members: [GeneratedMember], _ macros: Bool) -> RenderedDeclaration

  /// The declaration with all its members.
  func rendered(macros: Bool = true) -> RenderedDeclaration {
    template(members, macros)
  }

  /// The same declaration with only `members`.
  func with(members: [GeneratedMember]) -> GeneratedDeclaration {
    var copy = self
    copy.members = members
    return copy
  }

  /// The grammar features the declaration exercises.
  var features: Set<String> {
    Set(members.flatMap(\.features))
  }
}

/// Renders declarations from a seed: the entry point of the generator.
enum DeclarationGenerator {
  /// `count` declarations for `kind` from `seed`; the same arguments give the same declarations.
  static func declarations(_ kind: MacroKind, count: Int, seed: UInt64) -> [GeneratedDeclaration] {
    var random = SeededGenerator(seed: seed ^ UInt64(kind.prefix.hashValueStable))
    return (0..<count).map { index in
      var local = random.split()
      let name = "\(kind.prefix)_\(index)"
      var declaration: GeneratedDeclaration
      switch kind {
      case .observableStateStruct: declaration = ObservableStateShapes.structure(name: name, &local)
      case .observableStateEnum: declaration = ObservableStateShapes.enumeration(name: name, &local)
      case .casePathable: declaration = CasePathableShapes.enumeration(name: name, &local)
      case .dependencyClient: declaration = DependencyClientShapes.client(name: name, &local)
      case .reducerStruct: declaration = ReducerShapes.structure(name: name, &local)
      case .reducerEnum: declaration = ReducerEnumShapes.enumeration(name: name, &local)
      }
      if local.chance(0.1) { wrapInConditionalCompilation(&declaration, &local) }
      return declaration
    }
  }

  /// Puts the whole declaration inside an `#if` at the top level, an inactive branch holding a decoy
  /// type of the same name.
  private static func wrapInConditionalCompilation(
    _ declaration: inout GeneratedDeclaration, _ random: inout SeededGenerator
  ) {
    let inner = declaration.template
    let name = declaration.name
    let on = random.element(of: ConditionalCompilation.active)
    let off = random.element(of: ConditionalCompilation.inactive)
    let form = random.int(in: 0...1)
    declaration.template = { members, macros in
      var rendered = inner(members, macros)
      rendered.source =
        form == 0
        ? "#if \(on)\n\(rendered.source)#else\nstruct \(name) {}\n#endif\n"
        : "#if \(off)\nenum \(name) { case decoy }\n#elseif \(on)\n\(rendered.source)#endif\n"
      return rendered
    }
    if !declaration.members.isEmpty { declaration.members[0].features.append("top-level #if") }
  }
}

extension String {
  /// A hash of the string that is the same in every process (`hashValue` is seeded per process).
  var hashValueStable: Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return Int(truncatingIfNeeded: hash)
  }
}
