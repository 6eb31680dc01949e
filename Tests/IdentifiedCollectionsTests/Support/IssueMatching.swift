import Testing

extension Issue {
  /// Whether the issue's comments contain every fragment.
  func mentions(_ fragments: String...) -> Bool {
    let text = comments.map(\.rawValue).joined(separator: " ")
    return fragments.allSatisfy { text.contains($0) }
  }
}
