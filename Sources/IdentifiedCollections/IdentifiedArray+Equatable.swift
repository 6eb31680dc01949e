extension IdentifiedArray: Equatable where Element: Equatable {
  /// Returns whether two arrays hold equal elements in the same order.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}
