/// The name a dump shows for `type`, for the other modules of this package that print values in
/// their reports: no module, no `(unknown context at $…)` of a function-local type, and, when
/// `abbreviatingGenerics`, no generic arguments (`Result<Int, Failure>` is written `Result`).
package func readableTypeName(_ type: Any.Type, abbreviatingGenerics: Bool = true) -> String {
  typeName(type, abbreviatingGenerics: abbreviatingGenerics)
}
