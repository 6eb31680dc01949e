/// The recursive-descent reader behind ``DeclarationScanner``.
///
/// It reads declaration structure only; expressions (initializers, default values, bodies) are skipped
/// as balanced token runs and kept as text. Every loop makes progress, so malformed input cannot hang it.
struct DeclarationParser {
  let tokens: [Token]
  let bytes: [UInt8]
  var position = 0

  init(source: String) {
    self.tokens = Lexer.tokenize(source)
    self.bytes = Array(source.utf8)
  }

  // MARK: - Token access

  var current: Token? { token(at: position) }

  func token(at index: Int) -> Token? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  func isAt(_ text: String) -> Bool {
    current?.is(text) ?? false
  }

  mutating func advance() {
    position += 1
  }

  /// Source text from the start of token `first` to the end of token `last` (inclusive).
  func text(from first: Int, through last: Int) -> String {
    guard first <= last, let a = token(at: first), let b = token(at: last) else { return "" }
    return text(a.range.lowerBound..<b.range.upperBound)
  }

  func text(_ range: Range<Int>) -> String {
    let clamped = max(0, range.lowerBound)..<min(bytes.count, max(range.lowerBound, range.upperBound))
    return String(decoding: bytes[clamped], as: UTF8.self)
  }

  /// The UTF-8 range covering tokens `first...last`; empty at `first`'s start when `last < first`.
  func range(from first: Int, through last: Int) -> Range<Int> {
    let start = token(at: first)?.range.lowerBound ?? token(at: last)?.range.upperBound ?? bytes.count
    guard last >= first, let end = token(at: last)?.range.upperBound else { return start..<start }
    return start..<end
  }

  // MARK: - Keyword sets

  static let declarationKeywords: Set<String> = [
    "case", "var", "let", "func", "init", "deinit", "subscript", "typealias", "associatedtype", "struct", "enum",
    "class", "actor", "extension", "protocol", "macro", "operator", "precedencegroup", "import",
  ]

  static let modifierKeywords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final", "override",
    "required", "convenience", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional",
    "indirect", "nonisolated", "isolated", "prefix", "postfix", "infix", "distributed", "consuming", "borrowing",
    "__consuming", "_const",
  ]

  static let accessorKeywords: Set<String> = [
    "get", "set", "willSet", "didSet", "_modify", "_read", "modify", "read", "unsafeAddress",
    "unsafeMutableAddress", "init",
  ]

  static let effectKeywords: Set<String> = ["async", "throws", "rethrows", "reasync"]

  static let directives: Set<String> = ["#if", "#elseif", "#else", "#endif"]

  static let typeKeywords: [String: TypeDeclaration.Kind] = [
    "struct": .struct, "enum": .enum, "class": .class, "actor": .actor, "protocol": .protocol,
    "extension": .extension,
  ]

  func isKeyword(_ token: Token, in set: Set<String>) -> Bool {
    token.kind == .identifier && set.contains(token.text)
  }

  func isDirective(_ token: Token) -> Bool {
    token.kind == .pound && Self.directives.contains(token.text)
  }

  /// Keywords Swift reserves everywhere: at the start of a line they always begin a declaration.
  /// The other declaration keywords and modifiers (`actor`, `open`, `package`, `lazy`, `mutating`, …)
  /// are contextual: they are also ordinary names.
  static let reservedKeywords: Set<String> = [
    "case", "var", "let", "func", "init", "deinit", "subscript", "typealias", "struct", "enum", "class",
    "extension", "protocol", "import", "public", "private", "fileprivate", "internal", "static",
  ]

  /// Whether the token at `index` can only begin a new declaration (attribute, modifier, declaration keyword,
  /// `#` directive or freestanding macro) when it starts a line.
  ///
  /// A contextual keyword begins one only when what follows it does too (`open var`, `actor Cache`,
  /// `lazy var`); alone, or followed by anything else, it is a name (`actor` in `1 +⏎ actor`).
  func startsDeclaration(at index: Int) -> Bool {
    guard let token = token(at: index) else { return false }
    if token.is("@") { return true }
    if token.kind == .pound { return true }  // a directive or a freestanding macro such as `#warning`
    guard isKeyword(token, in: Self.declarationKeywords) || isKeyword(token, in: Self.modifierKeywords) else {
      return false
    }
    if Self.reservedKeywords.contains(token.text) { return true }
    // A modifier's detail, `nonisolated(unsafe)` or `unowned(safe)`, is looked past.
    var following = index + 1
    if self.token(at: following)?.is("(") == true, self.token(at: following + 1)?.kind == .identifier,
      self.token(at: following + 2)?.is(")") == true, isKeyword(token, in: Self.modifierKeywords)
    {
      following += 3
    }
    guard let next = self.token(at: following), !next.precededByNewline || next.is("@") else { return false }
    if next.is("@") { return true }
    if isKeyword(next, in: Self.declarationKeywords) || isKeyword(next, in: Self.modifierKeywords) { return true }
    return Self.namedDeclarationKeywords.contains(token.text) && (next.kind == .identifier || next.kind == .operator)
  }

  /// Contextual keywords that begin a declaration when a name follows them: `actor Name`,
  /// `macro name(…)`, `operator +++`, `precedencegroup Name`, `associatedtype Name`.
  static let namedDeclarationKeywords: Set<String> = [
    "actor", "macro", "operator", "precedencegroup", "associatedtype",
  ]

  /// Whether the line break before the token at `index` continues the expression on the previous line:
  /// that line ends with a binary operator (spaced on both sides, `=` included), a `.`, or an opener.
  func continuesExpression(at index: Int) -> Bool {
    guard let previous = token(at: index - 1) else { return false }
    if previous.kind == .operator { return previous.precededBySpace }
    return previous.is(".") || previous.is("=") || Self.isOpener(previous)
  }

  /// With `index` on a `<` written right after a name, the index of the `>` that closes it as a generic
  /// argument list (`Dictionary<String, Int>()`), or `nil` when the `<` is a less-than.
  ///
  /// As Swift decides: between the angle brackets only what a type can hold (names, `.`, `,`, `?`, `!`,
  /// brackets, parentheses, `:`, `->`, `&`, `...`, attributes, integer arguments), and after the `>`
  /// no name, number or string on the same line (`a < b, c > d` is two comparisons).
  func genericArgumentListEnd(at index: Int) -> Int? {
    guard let open = token(at: index), open.is("<"), !open.precededBySpace,
      let name = token(at: index - 1), name.kind == .identifier || name.is(">")
    else { return nil }
    var angles = 0
    var brackets = 0
    var i = index
    while let token = self.token(at: i) {
      switch token.kind {
      case .identifier, .number:
        break
      case .string, .pound, .regex:
        return nil
      case .operator:
        if token.is("<") {
          angles += 1
        } else if token.is(">") {
          angles -= 1
          if angles == 0 {
            guard brackets == 0 else { return nil }
            if let next = self.token(at: i + 1), !next.precededByNewline,
              next.kind == .identifier || next.kind == .number || next.kind == .string
            {
              return nil
            }
            return i
          }
        } else if !["?", "!", "->", "&", "...", "~"].contains(token.text) {
          return nil
        }
      case .punctuation:
        if token.is("(") || token.is("[") {
          brackets += 1
        } else if token.is(")") || token.is("]") {
          brackets -= 1
          if brackets < 0 { return nil }
        } else if ![".", ",", ":", "@"].contains(token.text) {
          return nil
        }
      }
      i += 1
    }
    return nil
  }

  static func isOpener(_ token: Token) -> Bool {
    token.kind == .punctuation && (token.text == "(" || token.text == "[" || token.text == "{")
  }

  static func isCloser(_ token: Token) -> Bool {
    token.kind == .punctuation && (token.text == ")" || token.text == "]" || token.text == "}")
  }

  // MARK: - Balanced skipping

  /// With `current` on an opening `(`, `[`, `{` or `<`, skips to just past its matching closer and returns
  /// the index of that closer (or the last token if unbalanced). Angle brackets count only when `angles`.
  @discardableResult
  mutating func skipBalanced(angles: Bool) -> Int {
    var depth = 0
    while let token = current {
      if Self.isOpener(token) || (angles && token.is("<")) {
        depth += 1
      } else if Self.isCloser(token) || (angles && token.is(">")) {
        depth -= 1
        if depth <= 0 {
          advance()
          return position - 1
        }
      }
      advance()
    }
    return tokens.count - 1
  }

  /// Skips an expression (initializer, default value, raw value) and returns its token index range.
  ///
  /// Stops, at nesting depth 0, before a token in `stops`, before `;` or an unbalanced closer, before a
  /// `#if`-family directive, before a line that starts a new declaration, and (when `observerBlockStops`)
  /// before a `{ willSet/didSet … }` block.
  mutating func skipExpression(stops: Set<String>, observerBlockStops: Bool = false) -> ClosedRange<Int>? {
    let first = position
    var depth = 0
    while let token = current {
      if depth == 0 {
        if token.kind != .string && stops.contains(token.text) { break }
        if token.is(";") || Self.isCloser(token) { break }
        if isDirective(token) { break }
        if position > first && token.precededByNewline && startsDeclaration(at: position)
          && !continuesExpression(at: position)
        {
          break
        }
        if observerBlockStops && token.is("{") && isObserverBlock(at: position) { break }
      }
      if let close = genericArgumentListEnd(at: position) {
        position = close + 1
        continue
      }
      if Self.isOpener(token) {
        depth += 1
      } else if Self.isCloser(token) {
        depth -= 1
      }
      advance()
    }
    return position > first ? first...(position - 1) : nil
  }

  /// Whether the `{` at `index` opens a `willSet`/`didSet` block.
  func isObserverBlock(at index: Int) -> Bool {
    var i = index + 1
    while let token = self.token(at: i), token.is("@") {
      i += 2
    }
    guard let token = self.token(at: i) else { return false }
    return token.kind == .identifier && (token.text == "willSet" || token.text == "didSet")
  }

  /// Scans a type and returns its token index range.
  ///
  /// Angle brackets nest; stops at depth 0 before `=`, `{`, `,`, `;`, `where`, an unbalanced closer, a
  /// directive, a line starting a declaration, or a token in `extraStops`.
  mutating func scanType(extraStops: Set<String> = []) -> ClosedRange<Int>? {
    let first = position
    var depth = 0
    while let token = current {
      if depth == 0 {
        if token.kind != .string && (extraStops.contains(token.text) || ["=", "{", ",", ";"].contains(token.text)) {
          break
        }
        if token.kind == .identifier && token.text == "where" { break }
        if Self.isCloser(token) || token.is(">") || isDirective(token) { break }
        if position > first, token.precededByNewline, startsDeclaration(at: position),
          let previous = self.token(at: position - 1), !["->", "&", ":", "@"].contains(previous.text)
        {
          break
        }
      }
      if Self.isOpener(token) || token.is("<") {
        depth += 1
      } else if Self.isCloser(token) || token.is(">") {
        depth -= 1
      }
      advance()
    }
    return position > first ? first...(position - 1) : nil
  }

  func text(_ range: ClosedRange<Int>?) -> String? {
    guard let range else { return nil }
    return text(from: range.lowerBound, through: range.upperBound)
  }

  // MARK: - Member lists and #if

  /// Parses declarations until `}` (not consumed) or the end; with `stopAtBranch`, also stops before
  /// `#elseif`, `#else` and `#endif`.
  mutating func parseMembers(conditions: [ConditionalClause], stopAtBranch: Bool, topLevel: Bool) -> [Member] {
    var members: [Member] = []
    while let token = current {
      if token.is("}") {
        if topLevel {
          advance()
          continue
        }
        break
      }
      if token.is(";") {
        advance()
        continue
      }
      if token.kind == .pound && ["#elseif", "#else", "#endif"].contains(token.text) {
        if stopAtBranch { break }
        advance()
        continue
      }
      if token.kind == .pound && token.text == "#if" {
        members += parseConditionalBlock(conditions: conditions)
        continue
      }
      let start = position
      if let member = parseDeclaration(conditions: conditions) {
        members.append(member)
      }
      if position == start { advance() }
    }
    return members
  }

  /// Parses `#if … #elseif … #else … #endif` around members, starting on `#if`.
  mutating func parseConditionalBlock(conditions: [ConditionalClause]) -> [Member] {
    let blockID = current?.range.lowerBound ?? 0
    let depth = conditions.count
    var branchConditions: [String?] = []
    var members: [Member] = []
    while let directive = current, isDirective(directive) {
      advance()
      if directive.text == "#endif" { break }
      let condition = directive.text == "#else" ? nil : parseDirectiveCondition()
      let clause = ConditionalClause(blockID: blockID, branchIndex: branchConditions.count, branchConditions: [])
      branchConditions.append(condition)
      members += parseMembers(conditions: conditions + [clause], stopAtBranch: true, topLevel: false)
    }
    for index in members.indices where members[index].conditions.count > depth {
      members[index].conditions[depth].branchConditions = branchConditions
    }
    return members
  }

  /// Reads a directive's condition: the rest of its line (continued over `&&`/`||` and open parentheses).
  mutating func parseDirectiveCondition() -> String? {
    let first = position
    var depth = 0
    while let token = current {
      if position > first && depth == 0 && token.precededByNewline {
        let previous = self.token(at: position - 1)
        if previous.map({ !["&&", "||", "!"].contains($0.text) }) ?? true { break }
      }
      if token.is("(") { depth += 1 } else if token.is(")") { depth -= 1 }
      advance()
    }
    return position > first ? text(from: first, through: position - 1) : nil
  }

  // MARK: - Declarations

  mutating func parseAttributes() -> [Attribute] {
    var attributes: [Attribute] = []
    while isAt("@"), let next = token(at: position + 1), next.kind == .identifier {
      attributes.append(parseAttribute())
    }
    return attributes
  }

  /// Parses `@Name`, `@Module.Name<T>`, `@Name(arguments)` starting on `@`.
  mutating func parseAttribute() -> Attribute {
    let first = position
    advance()
    var name = current?.text ?? ""
    advance()
    while isAt("."), current?.precededBySpace == false, let next = token(at: position + 1), next.kind == .identifier {
      name += "." + next.text
      position += 2
    }
    if isAt("<"), current?.precededBySpace == false {
      skipBalanced(angles: true)
    }
    var argumentsText: String?
    var arguments: [Argument] = []
    if isAt("("), current?.precededBySpace == false {
      let open = position
      let close = skipBalanced(angles: false)
      argumentsText = close > open + 1 ? text(from: open + 1, through: close - 1) : ""
      arguments = parseArguments(from: open + 1, to: close)
    }
    let last = position - 1
    return Attribute(
      name: name, argumentsText: argumentsText, arguments: arguments, text: text(from: first, through: last),
      range: range(from: first, through: last))
  }

  /// Splits tokens `start..<end` at depth-0 commas into labeled arguments.
  func parseArguments(from start: Int, to end: Int) -> [Argument] {
    var arguments: [Argument] = []
    var segmentStart = start
    var depth = 0
    var index = start
    func flush(_ last: Int) {
      guard last >= segmentStart else { return }
      var valueStart = segmentStart
      var label: String?
      if let first = token(at: segmentStart), first.kind == .identifier,
        let colon = token(at: segmentStart + 1), colon.is(":"), segmentStart + 1 <= last
      {
        label = first.text
        valueStart = segmentStart + 2
      }
      let value = valueStart <= last ? text(from: valueStart, through: last) : ""
      arguments.append(Argument(label: label, value: value, range: range(from: segmentStart, through: last)))
    }
    while index < end, let token = token(at: index) {
      if let close = genericArgumentListEnd(at: index), close < end {
        index = close + 1
        continue
      }
      if Self.isOpener(token) {
        depth += 1
      } else if Self.isCloser(token) {
        depth -= 1
      } else if depth == 0 && token.is(",") {
        flush(index - 1)
        segmentStart = index + 1
      }
      index += 1
    }
    flush(end - 1)
    return arguments
  }

  mutating func parseModifiers() -> [Modifier] {
    var modifiers: [Modifier] = []
    while let token = current, isKeyword(token, in: Self.modifierKeywords) {
      guard let next = self.token(at: position + 1) else { break }
      if token.text == "class" {
        let nextIsDeclarationStart =
          (isKeyword(next, in: Self.declarationKeywords) && Self.typeKeywords[next.text] == nil)
          || isKeyword(next, in: Self.modifierKeywords)
        if !nextIsDeclarationStart { break }
      }
      let first = position
      advance()
      var detail: String?
      if isAt("("), current?.precededBySpace == false, let inner = self.token(at: position + 1),
        inner.kind == .identifier, self.token(at: position + 2)?.is(")") == true
      {
        detail = inner.text
        position += 3
      }
      modifiers.append(Modifier(name: token.text, detail: detail, range: range(from: first, through: position - 1)))
    }
    return modifiers
  }

  /// Parses one declaration starting at `current` (attributes first).
  mutating func parseDeclaration(conditions: [ConditionalClause]) -> Member? {
    let first = position
    let attributes = parseAttributes()
    let modifiers = parseModifiers()
    guard let keyword = current else {
      return makeOther(first: first, attributes: attributes, modifiers: modifiers, conditions: conditions)
    }
    let declaration: Declaration?
    if keyword.kind != .identifier {
      declaration = nil
    } else if keyword.text == "case" {
      declaration = parseEnumCase(first: first, attributes: attributes, modifiers: modifiers).map(Declaration.enumCase)
    } else if keyword.text == "var" || keyword.text == "let" {
      declaration = .property(parseProperty(first: first, attributes: attributes, modifiers: modifiers))
    } else if keyword.text == "func" {
      declaration = .function(parseFunction(first: first, attributes: attributes, modifiers: modifiers))
    } else if keyword.text == "init" {
      declaration = .initializer(parseFunction(first: first, attributes: attributes, modifiers: modifiers))
    } else if keyword.text == "subscript" {
      declaration = .subscript(parseFunction(first: first, attributes: attributes, modifiers: modifiers))
    } else if keyword.text == "typealias" {
      declaration = .typeAlias(parseTypeAlias(first: first, attributes: attributes, modifiers: modifiers))
    } else if keyword.text == "associatedtype" {
      declaration = .associatedType(parseTypeAlias(first: first, attributes: attributes, modifiers: modifiers))
    } else if let kind = Self.typeKeywords[keyword.text], let next = token(at: position + 1),
      next.kind == .identifier
    {
      declaration = .type(parseType(first: first, kind: kind, attributes: attributes, modifiers: modifiers))
    } else {
      declaration = nil
    }
    guard let declaration else {
      return makeOther(first: first, attributes: attributes, modifiers: modifiers, conditions: conditions)
    }
    return Member(declaration: declaration, conditions: conditions, text: text(declaration.range))
  }

  mutating func makeOther(
    first: Int, attributes: [Attribute], modifiers: [Modifier], conditions: [ConditionalClause]
  ) -> Member? {
    if let token = current, !isDirective(token), !token.is("}") {
      let start = position
      _ = skipExpression(stops: [])
      if position == start { advance() }
    }
    guard position > first else { return nil }
    let range = range(from: first, through: position - 1)
    let other = OtherDeclaration(attributes: attributes, modifiers: modifiers, text: text(range), range: range)
    return Member(declaration: .other(other), conditions: conditions, text: other.text)
  }

  // MARK: Enum cases

  mutating func parseEnumCase(first: Int, attributes: [Attribute], modifiers: [Modifier]) -> EnumCaseDeclaration? {
    advance()  // case
    var elements: [EnumCaseElement] = []
    while let name = current, name.kind == .identifier {
      let elementStart = position
      advance()
      var associatedValues: [Parameter]?
      if isAt("(") {
        associatedValues = parseParameterList()
      }
      var rawValue: String?
      if isAt("=") {
        advance()
        rawValue = text(skipExpression(stops: [","]))
      }
      elements.append(
        EnumCaseElement(
          name: name.text, associatedValues: associatedValues, rawValue: rawValue,
          range: range(from: elementStart, through: position - 1)))
      guard isAt(",") else { break }
      advance()
    }
    guard !elements.isEmpty else {
      position = first
      return nil
    }
    return EnumCaseDeclaration(
      attributes: attributes, modifiers: modifiers, elements: elements, range: range(from: first, through: position - 1))
  }

  // MARK: Parameters

  /// Parses `( … )` starting on `(` into parameters.
  mutating func parseParameterList() -> [Parameter] {
    advance()  // (
    var parameters: [Parameter] = []
    while let token = current, !token.is(")") {
      let start = position
      var firstName: String?
      var secondName: String?
      // Attributes before the names (`@ViewBuilder content: …`) belong to the parameter; others to the type.
      var attributes = token.is("@") ? parseAttributes() : []
      if !attributes.isEmpty && !startsParameterNames(at: position) {
        attributes = []
        position = start
      }
      if let token = current, token.kind == .identifier, let next = self.token(at: position + 1) {
        if next.is(":") {
          firstName = token.text
          position += 2
        } else if next.kind == .identifier, self.token(at: position + 2)?.is(":") == true {
          firstName = token.text
          secondName = next.text
          position += 3
        }
      }
      let typeText = text(scanType()) ?? ""
      var defaultValue: String?
      if isAt("=") {
        advance()
        defaultValue = text(skipExpression(stops: [","]))
      }
      if position > start {
        parameters.append(
          Parameter(
            attributes: attributes, firstName: firstName, secondName: secondName, type: typeText,
            defaultValue: defaultValue, range: range(from: start, through: position - 1)))
      }
      if isAt(",") {
        advance()
      } else if !isAt(")") {
        // Malformed: resynchronize on the next comma or the closing parenthesis.
        if let current, Self.isOpener(current) { skipBalanced(angles: false) } else { advance() }
        if current == nil { break }
        if position == start { advance() }
      }
    }
    if isAt(")") { advance() }
    return parameters
  }

  /// Whether `name:` or `first second:` begins at `index`.
  func startsParameterNames(at index: Int) -> Bool {
    guard let first = token(at: index), first.kind == .identifier, let next = token(at: index + 1) else {
      return false
    }
    return next.is(":") || (next.kind == .identifier && token(at: index + 2)?.is(":") == true)
  }

  // MARK: Properties

  mutating func parseProperty(first: Int, attributes: [Attribute], modifiers: [Modifier]) -> PropertyDeclaration {
    let isLet = current?.text == "let"
    advance()
    var bindings: [PropertyBinding] = []
    while let token = current {
      let start = position
      var name: String
      var tupleNames: [String] = []
      if token.kind == .identifier {
        name = token.text
        advance()
      } else if token.is("(") {
        let close = skipBalanced(angles: false)
        name = text(from: start, through: close)
        for index in (start + 1)..<close {
          guard let element = self.token(at: index), element.kind == .identifier, element.text != "_" else { continue }
          if self.token(at: index + 1)?.is(":") == true { continue }
          tupleNames.append(element.text)
        }
      } else {
        break
      }
      var type: String?
      if isAt(":") {
        advance()
        type = text(scanType())
      }
      var initializer: String?
      if isAt("=") {
        advance()
        initializer = text(skipExpression(stops: [","], observerBlockStops: true))
      }
      var accessors: [Accessor] = []
      var hasAccessorBlock = false
      if isAt("{") {
        hasAccessorBlock = true
        accessors = parseAccessorBlock()
      }
      let storage: PropertyBinding.Storage
      if !hasAccessorBlock {
        storage = .stored
      } else if !accessors.isEmpty && accessors.allSatisfy({ $0.kind == "willSet" || $0.kind == "didSet" }) {
        storage = .observed
      } else {
        storage = .computed
      }
      bindings.append(
        PropertyBinding(
          name: name, tupleNames: tupleNames, type: type, initializer: initializer, accessors: accessors,
          storage: storage, range: range(from: start, through: position - 1)))
      guard isAt(",") else { break }
      advance()
    }
    return PropertyDeclaration(
      attributes: attributes, modifiers: modifiers, isLet: isLet, bindings: bindings,
      range: range(from: first, through: position - 1))
  }

  /// Whether an explicit accessor (optionally after attributes and modifiers) begins at `index`.
  func startsAccessor(at index: Int) -> Bool {
    var i = index
    while let token = self.token(at: i) {
      if token.is("@") {
        i += 2
        if self.token(at: i)?.is("(") == true { return true }
        continue
      }
      guard token.kind == .identifier else { return false }
      if Self.accessorKeywords.contains(token.text) {
        guard let next = self.token(at: i + 1) else { return true }
        return next.is("{") || next.is("(") || next.is("}") || next.kind == .identifier
      }
      if ["mutating", "nonmutating", "__consuming", "consuming", "borrowing"].contains(token.text) {
        i += 1
        continue
      }
      return false
    }
    return false
  }

  /// Parses a `{ … }` accessor block starting on `{`.
  mutating func parseAccessorBlock() -> [Accessor] {
    let open = position
    guard startsAccessor(at: open + 1) else {
      let close = skipBalanced(angles: false)
      let body = close > open + 1 ? text(from: open + 1, through: close - 1) : ""
      return [
        Accessor(
          kind: "get", isImplicit: true, modifiers: [], parameter: nil, effects: nil, body: body,
          range: range(from: open, through: close))
      ]
    }
    advance()  // {
    var accessors: [Accessor] = []
    while let token = current, !token.is("}") {
      let start = position
      _ = parseAttributes()
      var modifiers: [Modifier] = []
      while let modifier = current, modifier.kind == .identifier,
        ["mutating", "nonmutating", "__consuming", "consuming", "borrowing"].contains(modifier.text)
      {
        modifiers.append(Modifier(name: modifier.text, detail: nil, range: modifier.range))
        advance()
      }
      guard let keyword = current, keyword.kind == .identifier else {
        if position == start { advance() }
        continue
      }
      advance()
      var parameter: String?
      if isAt("(") {
        let parenOpen = position
        let close = skipBalanced(angles: false)
        parameter = close > parenOpen + 1 ? text(from: parenOpen + 1, through: close - 1) : nil
      }
      let effects = parseEffects()
      var body: String?
      if isAt("{") {
        let bodyOpen = position
        let close = skipBalanced(angles: false)
        body = close > bodyOpen + 1 ? text(from: bodyOpen + 1, through: close - 1) : ""
      }
      accessors.append(
        Accessor(
          kind: keyword.text, isImplicit: false, modifiers: modifiers, parameter: parameter, effects: effects,
          body: body, range: range(from: start, through: position - 1)))
    }
    if isAt("}") { advance() }
    return accessors
  }

  /// Parses `async`, `throws`, `throws(E)`, `rethrows` … and returns their text.
  mutating func parseEffects() -> String? {
    let first = position
    while let token = current, isKeyword(token, in: Self.effectKeywords) {
      advance()
      if token.text == "throws", isAt("("), current?.precededBySpace == false {
        skipBalanced(angles: false)
      }
    }
    return position > first ? text(from: first, through: position - 1) : nil
  }

  // MARK: Functions, initializers, subscripts

  mutating func parseFunction(first: Int, attributes: [Attribute], modifiers: [Modifier]) -> FunctionDeclaration {
    let keyword = current?.text ?? "func"
    advance()
    var name = keyword
    if keyword == "func", let token = current {
      if token.kind == .identifier {
        name = token.text
        advance()
      } else if token.kind == .operator || (token.kind == .punctuation && !token.is("(")) {
        let start = position
        advance()
        while let next = current, !next.precededBySpace, next.kind == .operator, !next.is("<") || start == position {
          advance()
        }
        name = text(from: start, through: position - 1)
      }
    } else if keyword == "init", let token = current, token.is("?") || token.is("!"), !token.precededBySpace {
      name += token.text
      advance()
    }
    var genericParameterClause: String?
    if isAt("<") {
      let open = position
      let close = skipBalanced(angles: true)
      genericParameterClause = text(from: open, through: close)
    }
    var parameters: [Parameter] = []
    if isAt("(") {
      parameters = parseParameterList()
    }
    let effects = parseEffects()
    var returnType: String?
    if isAt("->") {
      advance()
      returnType = text(scanType())
    }
    var whereClause: String?
    if let token = current, token.kind == .identifier, token.text == "where" {
      advance()
      whereClause = text(skipExpression(stops: ["{"]))
    }
    var body: String?
    if isAt("{") {
      let open = position
      let close = skipBalanced(angles: false)
      body = close > open + 1 ? text(from: open + 1, through: close - 1) : ""
    }
    return FunctionDeclaration(
      attributes: attributes, modifiers: modifiers, keyword: keyword, name: name,
      genericParameterClause: genericParameterClause, parameters: parameters, effects: effects, returnType: returnType,
      whereClause: whereClause, body: body, range: range(from: first, through: position - 1))
  }

  // MARK: Type aliases and associated types

  mutating func parseTypeAlias(first: Int, attributes: [Attribute], modifiers: [Modifier]) -> TypeAliasDeclaration {
    let keyword = current?.text ?? "typealias"
    advance()
    var name = ""
    if let token = current, token.kind == .identifier {
      name = token.text
      advance()
    }
    var genericParameterClause: String?
    if isAt("<") {
      let open = position
      let close = skipBalanced(angles: true)
      genericParameterClause = text(from: open, through: close)
    }
    let inheritance = isAt(":") ? parseInheritance() : []
    var value: String?
    if isAt("=") {
      advance()
      value = text(scanType())
    }
    var whereClause: String?
    if let token = current, token.kind == .identifier, token.text == "where" {
      advance()
      whereClause = text(skipExpression(stops: ["{"]))
    }
    return TypeAliasDeclaration(
      attributes: attributes, modifiers: modifiers, keyword: keyword, name: name,
      genericParameterClause: genericParameterClause, inheritance: inheritance, value: value,
      whereClause: whereClause, range: range(from: first, through: position - 1))
  }

  /// Parses `: A, B, C` starting on `:`.
  mutating func parseInheritance() -> [String] {
    advance()  // :
    var types: [String] = []
    while let type = text(scanType()) {
      types.append(type)
      guard isAt(",") else { break }
      advance()
    }
    return types
  }

  // MARK: Types

  mutating func parseType(
    first: Int, kind: TypeDeclaration.Kind, attributes: [Attribute], modifiers: [Modifier]
  ) -> TypeDeclaration {
    advance()  // struct / enum / …
    var name = ""
    var genericParameterClause: String?
    if kind == .extension {
      name = text(scanType(extraStops: [":"])) ?? ""
    } else if let token = current {
      name = token.text
      advance()
      if isAt("<") {
        let open = position
        let close = skipBalanced(angles: true)
        genericParameterClause = text(from: open, through: close)
      }
    }
    let inheritance = isAt(":") ? parseInheritance() : []
    var whereClause: String?
    if let token = current, token.kind == .identifier, token.text == "where" {
      advance()
      whereClause = text(skipExpression(stops: ["{"]))
    }
    var members: [Member] = []
    var memberBlockRange: Range<Int>?
    if isAt("{") {
      let open = position
      advance()
      members = parseMembers(conditions: [], stopAtBranch: false, topLevel: false)
      if isAt("}") { advance() }
      memberBlockRange = range(from: open, through: position - 1)
    }
    return TypeDeclaration(
      attributes: attributes, modifiers: modifiers, kind: kind, name: name,
      genericParameterClause: genericParameterClause, inheritance: inheritance, whereClause: whereClause,
      members: members, range: range(from: first, through: position - 1), memberBlockRange: memberBlockRange)
  }
}
