extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements, in order.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_elements)
  }
}
