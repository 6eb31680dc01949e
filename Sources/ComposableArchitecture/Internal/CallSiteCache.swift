import CasePaths

/// Remembers, per call site, what a key path argument evaluated to.
///
/// `Scope(state: \.child, action: \.child)` sits in a reducer's `body`, which runs for every
/// action. A key path literal such as `\.child` makes Swift build a new key path object each time it
/// is evaluated; in a generic body (`struct Feature<Child: Reducer>`), it also resolves the generic
/// arguments by mangled name, which costs microseconds per literal. Measured, that is most of the
/// cost of a send through ten scopes.
///
/// The operators therefore take their key path arguments as escaping autoclosures. A closure is
/// code plus a context of what it captured. One that captures nothing (its context is empty) is
/// code that computes its result from no runtime value, which is what a key path literal in a
/// non-generic body is; each call site compiles to its own closure function. In a generic body the
/// closure's context holds only the generic arguments it was built with (their type metadata and
/// conformances), which the runtime describes in the context's capture descriptor; there the site
/// is the function and those arguments (see ``CallSiteKey/init(function:context:)``). Such a site is
/// evaluated once and its result reused. A closure that captures a value (`\.rows[id: id]`, a
/// variable, `self`) is evaluated on every use, as before.
///
/// The one expression this reuses wrongly is one that captures nothing yet returns different key
/// paths over time: a read of a `nonisolated(unsafe)` global or of a function's hidden state. Swift
/// 6 rejects plain mutable globals in reducer bodies, and a key path chosen that way is not a
/// pattern TCA code uses.
@usableFromInline
final class CallSiteCache<Key: CallSiteTableKey>: @unchecked Sendable {
  private let entries = ShortLocked(CallSiteTable<Key>())

  @usableFromInline
  init() {}

  /// The value cached for `site`, if its closure was evaluated already.
  ///
  /// A site is one closure's code with one set of generic arguments, so its closure's type, and
  /// the type of what it evaluates to, never change. A cache serves one kind of value per kind of
  /// closure (see ``CallSites``). The callers take the value back as its type without a dynamic
  /// cast, and no function here is generic over it: in a generic body, either would look the type
  /// up at run time at every call.
  ///
  /// Specialized here for each key type: a client's inlined resolution calls the generic entry
  /// point, which then runs the table's code specialized for the key rather than handling its
  /// entries through value witnesses.
  @usableFromInline
  @_specialize(where Key == CallSiteKey)
  @_specialize(where Key == ChildPathsSiteKey)
  func cached(at site: Key) -> AnyObject? {
    entries.withLock { $0.value(at: site) }
  }

  /// Caches what `site`'s closure evaluated to (built by the caller outside the lock: building
  /// evaluates user code, which may use other sites). Returns the value cached for the site, which
  /// is another thread's when two evaluated the site at once: one value per site.
  @usableFromInline
  @_specialize(where Key == CallSiteKey)
  @_specialize(where Key == ChildPathsSiteKey)
  func store(_ value: AnyObject, at site: Key) -> AnyObject {
    entries.withLock { $0.insert(value, at: site) }
  }

  /// The value cached for `site`, evaluating it (outside the lock) and caching it the first time;
  /// without a site (a closure that captures a value), evaluated on every call.
  @inlinable
  func value(at site: Key?, evaluate: () -> AnyObject) -> AnyObject {
    guard let site else { return evaluate() }
    return cached(at: site) ?? store(evaluate(), at: site)
  }
}

/// The call site caches, one per kind of value (see ``CallSiteCache``).
@usableFromInline
enum CallSites {
  /// The case key path sites (see ``resolveCaseKeyPath(_:)``).
  @usableFromInline static let casePaths = CallSiteCache<CallSiteKey>()
  /// The state key path sites (see ``resolveKeyPath(_:)``).
  @usableFromInline static let statePaths = CallSiteCache<CallSiteKey>()
  /// The sites of a state key path and an action case key path taken together (see
  /// ``resolveChildPaths(state:action:)``).
  @usableFromInline static let childPaths = CallSiteCache<ChildPathsSiteKey>()

  /// The site of `closure`: its code address when it captures nothing, with the generic arguments
  /// it holds when it captures only those; `nil` when it captures a value.
  ///
  /// The result type is a class (a key path) on purpose: a closure returning a class is passed as
  /// is at every abstraction level, while a fully generic `() -> T` would be wrapped in a
  /// reabstraction thunk (with a context) wherever the caller is not specialized. The closure is
  /// read from a stored property (``HeldClosure``), which keeps the representation its type
  /// declares; a bit cast of the closure itself would go through the generic `() -> T` form.
  ///
  /// A thunk, were one added anyway, would capture the closure: its site would be `nil` (evaluated
  /// every time), never another closure's. The tests check that literals do get sites, in debug
  /// builds, and in release builds through the benchmarks' counts.
  ///
  /// It takes the closure as `() -> AnyKeyPath`, converted by the caller: the conversion is a
  /// reinterpretation, not a new closure. Generic over the key path's type instead, it left the
  /// caller looking up that type's metadata (unused) on every call in an unspecialized body.
  @inlinable
  static func site(of closure: @escaping () -> AnyKeyPath) -> CallSiteKey? {
    let held = HeldClosure(closure: closure)
    // A thick function value is its code address followed by its context (nil when empty); `held`
    // keeps the context alive while it is read.
    return withExtendedLifetime(held) {
      let (function, context) = unsafeBitCast(held, to: (UnsafeRawPointer, UnsafeRawPointer?).self)
      guard let context else { return CallSiteKey(function: function) }
      return CallSiteKey(function: function, context: context)
    }
  }
}

/// A closure kept in a stored property, so that its representation is the one its type declares.
@usableFromInline
struct HeldClosure {
  @usableFromInline var closure: () -> AnyKeyPath

  @inlinable
  init(closure: @escaping () -> AnyKeyPath) {
    self.closure = closure
  }
}

/// A call site of a key path argument: the closure's code, and the generic arguments its context
/// holds (none outside a generic body).
@usableFromInline
struct CallSiteKey: CallSiteTableKey, @unchecked Sendable {
  /// The most generic arguments a site is keyed by; a closure holding more is not cached.
  @usableFromInline static let maximumBindings = 4

  let function: UnsafeRawPointer
  /// How many generic arguments the closure's context holds: 0 outside a generic body.
  @usableFromInline let bindingCount: Int
  let b0: UInt, b1: UInt, b2: UInt, b3: UInt

  /// Hashes the fields' mixed word.
  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(mixed)
  }

  /// The fields mixed into one word.
  @usableFromInline
  var mixed: UInt {
    var mixed = UInt(bitPattern: Int(bitPattern: function))
    if bindingCount > 0 {
      mixed = (mixed &* Self.multiplier) ^ b0
      mixed = (mixed &* Self.multiplier) ^ b1
      mixed = (mixed &* Self.multiplier) ^ b2
      mixed = (mixed &* Self.multiplier) ^ b3
    }
    return mixed
  }

  /// The odd constant the words are mixed with (2^64 over the golden ratio). Computed, so that it
  /// folds into the code that uses it instead of being a lazily initialized global.
  static var multiplier: UInt { 0x9E37_79B9_7F4A_7C15 }

  /// The site of a closure that captures nothing.
  @usableFromInline
  init(function: UnsafeRawPointer) {
    self.init(function: function, bindingCount: 0, b0: 0, b1: 0, b2: 0, b3: 0)
  }

  /// The site of a closure whose context holds only generic arguments; `nil` when it holds anything
  /// else, or when that cannot be told.
  ///
  /// A closure context is a heap object whose metadata is of the "heap local variable" kind (0x400)
  /// and points at the closure's capture descriptor (unless the build dropped reflection metadata):
  /// the number of values captured, then of metadata sources, then of generic bindings (type
  /// metadata and witness tables, each a pointer, stored at the head of the context, right after the
  /// object header). A closure capturing exactly one object may have that object as its context: its
  /// metadata is of another kind. Where Objective-C exists, an object's first word is not always a
  /// pointer to its metadata (tagged pointers, non-pointer isa), so no context is read there; nor on
  /// 32-bit platforms, whose object header differs. (Checked on x86_64 Linux; arm64 Linux has the
  /// same layout.)
  @usableFromInline
  init?(function: UnsafeRawPointer, context: UnsafeRawPointer) {
    #if canImport(ObjectiveC) || !(arch(x86_64) || arch(arm64))
      return nil
    #else
      let word = MemoryLayout<UInt>.size
      // Aligned, past the null page, and with none of the bits Swift may use for enum tags in a
      // pointer (the top byte, the low three bits) set.
      func isPlausiblePointer(_ value: UInt) -> Bool {
        value > 4096 && value % UInt(word) == 0 && value >> 56 == 0
      }
      guard isPlausiblePointer(UInt(bitPattern: context)) else { return nil }
      let metadata = context.load(as: UInt.self)
      guard isPlausiblePointer(metadata), let metadata = UnsafeRawPointer(bitPattern: metadata),
        metadata.load(as: UInt.self) == 0x400
      else { return nil }
      // After the kind: the offset to the first capture (32 bits, padded), then the descriptor.
      let descriptor = metadata.load(fromByteOffset: 2 * word, as: UInt.self)
      guard descriptor != 0, descriptor % 4 == 0, let descriptor = UnsafeRawPointer(bitPattern: descriptor)
      else { return nil }
      let capturedValues = descriptor.load(as: UInt32.self)
      let bindings = Int(descriptor.load(fromByteOffset: 8, as: UInt32.self))
      guard capturedValues == 0, bindings <= Self.maximumBindings else { return nil }
      // The object header is two words: the metadata and the reference counts.
      func binding(_ index: Int) -> UInt {
        index < bindings ? context.load(fromByteOffset: (2 + index) * word, as: UInt.self) : 0
      }
      self.init(
        function: function, bindingCount: bindings, b0: binding(0), b1: binding(1), b2: binding(2),
        b3: binding(3))
    #endif
  }

  /// A site from its fields: a closure's code, and the generic arguments its context holds (the
  /// first `bindingCount` words, the others zero).
  init(function: UnsafeRawPointer, bindingCount: Int, b0: UInt, b1: UInt, b2: UInt, b3: UInt) {
    self.function = function
    self.bindingCount = bindingCount
    (self.b0, self.b1, self.b2, self.b3) = (b0, b1, b2, b3)
  }
}

/// A case key path argument and the case path it leads to, resolved once per call site.
@usableFromInline
final class ResolvedCaseKeyPath<Root, Value>: ResolvedCasePath<Root, Value>, @unchecked Sendable {
  /// The key path the site evaluated to.
  @usableFromInline let keyPath: CaseKeyPath<Root, Value>

  /// Resolves `keyPath`'s case path.
  @usableFromInline
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.keyPath = keyPath
    super.init(AnyCasePath(keyPath))
  }
}

/// Resolves a case key path argument taken as an autoclosure, once per call site when it captures
/// nothing (see ``CallSiteCache``).
///
/// A cached site costs no type metadata look-up: only the first evaluation, out of line, names the
/// key path's types, which in a generic body are looked up by hashing each time they are named.
@inlinable
func resolveCaseKeyPath<Root, Value>(
  _ keyPath: @escaping () -> CaseKeyPath<Root, Value>
) -> ResolvedCaseKeyPath<Root, Value> {
  let value = CallSites.casePaths.value(at: CallSites.site(of: keyPath)) {
    evaluateCaseKeyPath(keyPath)
  }
  return unsafeDowncast(value, to: ResolvedCaseKeyPath<Root, Value>.self)
}

/// Evaluates a case key path argument and resolves its case path (see ``resolveCaseKeyPath(_:)``).
@usableFromInline
@inline(never)
func evaluateCaseKeyPath<Root, Value>(_ keyPath: () -> CaseKeyPath<Root, Value>) -> AnyObject {
  ResolvedCaseKeyPath(keyPath())
}

/// Resolves a state key path argument taken as an autoclosure, once per call site when it captures
/// nothing but generic arguments (see ``CallSiteCache``).
///
/// Outside a generic body a state key path literal needs no cache: the runtime makes its object
/// once, and evaluating the literal again only retains it.
@inlinable
func resolveKeyPath<Root, Value>(
  _ keyPath: @escaping () -> WritableKeyPath<Root, Value>
) -> WritableKeyPath<Root, Value> {
  guard let site = CallSites.site(of: keyPath), site.bindingCount > 0 else {
    return keyPath()
  }
  let value = CallSites.statePaths.value(at: site) { evaluateKeyPath(keyPath) }
  return unsafeDowncast(value, to: WritableKeyPath<Root, Value>.self)
}

/// Evaluates a state key path argument (see ``resolveKeyPath(_:)``), out of line: a cached site
/// names none of its types.
@usableFromInline
@inline(never)
func evaluateKeyPath<Root, Value>(_ keyPath: () -> WritableKeyPath<Root, Value>) -> AnyObject {
  keyPath()
}
