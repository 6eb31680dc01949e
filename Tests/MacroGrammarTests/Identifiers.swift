/// Hands out names for the members of one declaration, never the same one twice: plain names,
/// unicode names, keywords in backticks and contextual keywords used as plain names.
struct NamePool {
  /// Keywords that need backticks to be names.
  static let backticked = [
    "`default`", "`Type`", "`self`", "`Protocol`", "`init`", "`class`", "`in`", "`where`", "`func`",
    "`var`", "`case`", "`switch`", "`is`", "`as`", "`return`", "`struct`", "`static`", "`inout`",
    "`subscript`", "`operator`", "`repeat`", "`if`", "`enum`", "`extension`", "`let`",
  ]

  /// Contextual keywords, names without backticks. Those the prelude declares as globals (`open`,
  /// `package`, `mutating`, `lazy`, `actor`, ...: see `ProgramPrelude.contextualGlobals`) are left out: a
  /// member of that name would shadow the global an initializer continues with.
  static let contextual = [
    "async", "nonisolated", "weak", "optional", "convenience", "override", "final", "required", "dynamic", "get", "set",
    "willSet", "didSet", "unowned", "isolated", "borrowing", "macro", "some", "any", "each",
  ]

  /// Unicode identifiers.
  static let unicode = ["café", "π", "naïve", "größe", "日付", "ñandú", "Δx", "ʼnœud"]

  /// Plain names.
  static let plain = [
    "count", "title", "items", "value", "flag", "total", "label", "query", "row", "detail", "isOn",
    "selection", "payload", "name", "cache",
  ]

  private var used: Set<String> = []
  private var serial = 0

  /// A fresh name: mostly plain, often unusual.
  mutating func next(_ random: inout SeededGenerator) -> String {
    let pool: [String]
    switch random.int(in: 0...9) {
    case 0...2: pool = Self.backticked
    case 3...4: pool = Self.contextual
    case 5...6: pool = Self.unicode
    default: pool = Self.plain
    }
    let candidate = random.element(of: pool)
    if used.insert(candidate).inserted { return candidate }
    return plain(&random)
  }

  /// A fresh plain name (a base name and a serial number when the base is taken).
  mutating func plain(_ random: inout SeededGenerator) -> String {
    let base = random.element(of: Self.plain)
    if used.insert(base).inserted { return base }
    serial += 1
    let name = base + String(serial)
    used.insert(name)
    return name
  }

  /// `name` without its backticks, for messages.
  static func bare(_ name: String) -> String {
    name.filter { $0 != "`" }
  }
}
