/// A tiny builder for generated Swift source: indented lines, braced blocks, and members re-wrapped in the
/// same `#if` clauses as the declarations they were generated from.
///
/// ```swift
/// var builder = SourceBuilder()
/// builder.block("public struct AllCasePaths") { builder in
///   builder.emit(type.cases, conditions: \.conditions) { builder, enumCase in
///     builder.line("public var \(enumCase.name): Int { 0 }")
///   }
/// }
/// return builder.source
/// ```
public struct SourceBuilder: Sendable {
  /// The text built so far; every line ends with a newline.
  public private(set) var source = ""
  /// The text of one indentation level.
  public var indentUnit: String
  /// The current indentation level.
  public private(set) var level = 0

  /// Creates an empty builder.
  public init(indentUnit: String = "  ") {
    self.indentUnit = indentUnit
  }

  /// Appends `text` at the current indentation; each line of a multi-line `text` is indented, blank lines
  /// stay empty.
  public mutating func line(_ text: String = "") {
    let indentation = String(repeating: indentUnit, count: level)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      source += line.allSatisfy(\.isWhitespace) ? "\n" : indentation + line + "\n"
    }
  }

  /// Runs `body` one indentation level deeper.
  public mutating func indented(_ body: (inout SourceBuilder) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }

  /// Appends `header {`, the indented `body`, and `}`.
  public mutating func block(_ header: String, _ body: (inout SourceBuilder) -> Void) {
    line(header + " {")
    indented(body)
    line("}")
  }

  /// Emits `body` for each element, wrapped in `#if`/`#elseif`/`#else`/`#endif` directives that re-create
  /// the element's `conditions` (see ``ConditionalClause``); unconditional elements are emitted as is.
  ///
  /// Every branch of a block is emitted, even one without elements, so `#elseif` keeps its meaning.
  /// Elements of one block are grouped at the block's first element; order is otherwise preserved.
  public mutating func emit<Element>(
    _ elements: [Element],
    conditions: (Element) -> [ConditionalClause],
    _ body: (inout SourceBuilder, Element) -> Void
  ) {
    let items = elements.map { (conditions: conditions($0), element: $0) }
    emit(items, depth: 0, body)
  }

  private mutating func emit<Element>(
    _ items: [(conditions: [ConditionalClause], element: Element)],
    depth: Int,
    _ body: (inout SourceBuilder, Element) -> Void
  ) {
    var consumed = Set<Int>()
    for index in items.indices where !consumed.contains(index) {
      let item = items[index]
      guard item.conditions.count > depth else {
        body(&self, item.element)
        continue
      }
      let clause = item.conditions[depth]
      let group = items.indices.filter {
        !consumed.contains($0) && items[$0].conditions.count > depth
          && items[$0].conditions[depth].blockID == clause.blockID
      }
      consumed.formUnion(group)
      guard !clause.branchConditions.isEmpty else {
        // A clause built without its block's conditions: fall back to one standalone `#if`.
        line("#if \(clause.standaloneCondition)")
        emit(group.map { items[$0] }, depth: depth + 1, body)
        line("#endif")
        continue
      }
      for (branchIndex, condition) in clause.branchConditions.enumerated() {
        if branchIndex == 0 {
          line("#if \(condition ?? "true")")
        } else if let condition {
          line("#elseif \(condition)")
        } else {
          line("#else")
        }
        let members = group.filter { items[$0].conditions[depth].branchIndex == branchIndex }.map { items[$0] }
        emit(members, depth: depth + 1, body)
      }
      line("#endif")
    }
  }
}
