// `IdentifiedArray` stores its id key path and a closure that reads it. Neither is declared
// `Sendable`, but both are immutable after creation and capture nothing mutable, so the array is
// as thread-safe as its elements and ids.
extension IdentifiedArray: @unchecked Sendable where ID: Sendable, Element: Sendable {}
