/// One level of `#if` nesting around a scanned member: which block, and which branch of it.
///
/// A member's `conditions` list these from the outermost `#if` to the innermost. Conditions are kept as
/// text and never evaluated; ``SourceBuilder/emit(_:conditions:_:)`` re-creates the same structure around
/// generated code.
///
/// ```swift
/// // #if os(Linux)      → ConditionalClause(branchIndex: 0, branchConditions: ["os(Linux)", "DEBUG", nil])
/// // #elseif DEBUG      → branchIndex: 1
/// // #else              → branchIndex: 2, condition == nil
/// // #endif
/// ```
public struct ConditionalClause: Sendable, Hashable {
  /// Identifies the `#if … #endif` block: the UTF-8 offset of its `#if` in the scanned source.
  public var blockID: Int
  /// The index of the branch within its block: 0 for `#if`, then each `#elseif`, then `#else`.
  public var branchIndex: Int
  /// The condition of every branch of the block, in order; `nil` for an `#else` branch.
  public var branchConditions: [String?]

  /// Creates a clause.
  public init(blockID: Int, branchIndex: Int, branchConditions: [String?]) {
    self.blockID = blockID
    self.branchIndex = branchIndex
    self.branchConditions = branchConditions
  }

  /// This branch's own condition text (`os(Linux)`), or `nil` for `#else`.
  public var condition: String? {
    branchConditions.indices.contains(branchIndex) ? branchConditions[branchIndex] : nil
  }

  /// The directive that opens this branch: `#if`, `#elseif` or `#else`.
  public var directive: String {
    branchIndex == 0 ? "#if" : (condition == nil ? "#else" : "#elseif")
  }

  /// A single condition, true exactly when this branch is the active one: every earlier branch's
  /// condition negated, and'ed with this branch's own, e.g. `!(os(Linux)) && (DEBUG)`.
  public var standaloneCondition: String {
    var parts = branchConditions.prefix(branchIndex).compactMap { $0 }.map { "!(\($0))" }
    if let condition { parts.append(branchIndex == 0 ? condition : "(\(condition))") }
    return parts.isEmpty ? "true" : parts.joined(separator: " && ")
  }
}
