/// Consumes a value so that the optimizer must compute it.
///
/// The body is empty, but `@_optimize(none)` with `@inline(never)` keeps the compiler from looking
/// inside: it cannot prove the value unused, so the work that produced it stays.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns `value` unchanged, hiding it from the optimizer so that work on it cannot be folded
/// into constants ahead of time.
@inline(never)
@_optimize(none)
func opaque<T>(_ value: T) -> T {
  value
}
