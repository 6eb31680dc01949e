/// Where a `.run` effect was built: its call's `#fileID`, `#filePath`, `#line` and `#column`.
///
/// Every `.run` effect carries one (in its `Run`, held while it runs), and so does every action an
/// effect sends (in its ``EffectCause``), so it is kept in 48 bytes: the line and the column as
/// 32-bit numbers, each in the room a string's odd-sized layout leaves before the
/// next word (a tuple of two strings and two words takes 64).
struct EffectLocation: Sendable {
  let fileID: StaticString
  private let storedLine: UInt32
  let filePath: StaticString
  private let storedColumn: UInt32

  /// A location; a line or column beyond 32 bits (no source file has one) is kept as the largest.
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.storedLine = UInt32(clamping: line)
    self.filePath = filePath
    self.storedColumn = UInt32(clamping: column)
  }

  var line: UInt { UInt(storedLine) }
  var column: UInt { UInt(storedColumn) }
}

/// Why an action reached the store: `nil` for an action from outside (the store's user), or the
/// chain of effects that led to it: how many effect round-trips since the last outside action, and
/// the last few actions of that chain (to name a loop in a report).
///
/// Every effect in flight carries one: its depths are kept in 32 bits each (saturating, which
/// keeps every comparison with a loop limit below two billion exact).
struct EffectCause: @unchecked Sendable {
  private let storedDepth: Int32
  private let storedSynchronousDepth: Int32
  /// The last actions of the chain, oldest first (at most ``EffectCause/remembered``).
  let recent: [Any]
  /// Where the effect that sends the action was built, when it is a `.run`.
  let location: EffectLocation?

  static let remembered = 8

  /// The number of asynchronous effect round-trips since the last outside action: 1 for an action
  /// sent by a `.run` effect of an outside action, 0 for one sent by its `.send` effect.
  var depth: Int { Int(storedDepth) }
  /// How many of the last round-trips were synchronous (`.send` effects, reduced before `send`
  /// returns) in a row: 0 for an action sent by an asynchronous effect.
  var synchronousDepth: Int { Int(storedSynchronousDepth) }

  /// ``depth`` in the 32 bits it is kept in: what an effect in flight keeps of its cause, with
  /// ``recent`` (see ``EffectLaunch``).
  var storedDepthValue: Int32 { storedDepth }

  /// A cause with the given depths (see ``effect(of:cause:limit:synchronous:location:)``, which
  /// makes each cause from the one before).
  init(depth: Int32, synchronousDepth: Int32, recent: [Any], location: EffectLocation?) {
    self.storedDepth = depth
    self.storedSynchronousDepth = synchronousDepth
    self.recent = recent
    self.location = location
  }

  /// The cause of an action sent by an effect started by `action`, itself caused by `cause`;
  /// `location` is where the effect was built, when it is a `.run`.
  ///
  /// `synchronous` says whether the effect is a `.send` reduced at once: it adds one to
  /// ``synchronousDepth`` and leaves ``depth`` (asynchronous round-trips) as it was; an asynchronous
  /// effect adds one to ``depth`` and starts ``synchronousDepth`` over. The chain's actions are
  /// remembered only near the depth at which its kind of loop is reported (`limit` for asynchronous
  /// round-trips, ``RunawayLoopDetection/synchronousCeiling`` for synchronous ones), so that an
  /// ordinary effect costs no allocation for them.
  static func effect(
    of action: @autoclosure () -> Any, cause: EffectCause?, limit: Int?, synchronous: Bool = false,
    location: EffectLocation? = nil
  ) -> EffectCause {
    let depth: Int32
    let synchronousDepth: Int32
    let isNearReport: Bool
    if synchronous {
      depth = cause?.storedDepth ?? 0
      synchronousDepth = (cause?.storedSynchronousDepth ?? 0).incrementedSaturating
      isNearReport = Int(synchronousDepth) > RunawayLoopDetection.synchronousCeiling - remembered
    } else {
      depth = (cause?.storedDepth ?? 0).incrementedSaturating
      synchronousDepth = 0
      isNearReport = limit.map { Int(depth) > $0 - remembered } ?? false
    }
    guard isNearReport else {
      return EffectCause(
        depth: depth, synchronousDepth: synchronousDepth, recent: cause?.recent ?? [],
        location: location)
    }
    var recent = cause?.recent ?? []
    recent.append(action())
    if recent.count > remembered { recent.removeFirst(recent.count - remembered) }
    return EffectCause(
      depth: depth, synchronousDepth: synchronousDepth, recent: recent, location: location)
  }
}

extension Int32 {
  /// One more, or `Int32.max` when already there.
  fileprivate var incrementedSaturating: Int32 {
    self == .max ? self : self + 1
  }
}
