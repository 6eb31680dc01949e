/// The parts of the state tree an effect belongs to, outermost first: what ``Effect/_scoped(to:)``
/// applied, once per level it went through.
///
/// An effect scoped again is not nested one node deeper: the new component is put in front of the
/// path it already had. A feature presenting itself thousands of levels deep returns effects scoped
/// as many times; as nested nodes, releasing one recursed once per level and could overflow the
/// thread's stack, and mapping one rebuilt every level below. The path is a chain that shares its
/// tail (putting a component in front copies nothing) and is released one link at a time.
@usableFromInline
final class EffectScopePath: @unchecked Sendable {
  /// The outermost component.
  let component: EffectID
  /// The components inside it; only `deinit` changes it, on a link no one else holds.
  private var inner: EffectScopePath?

  init(_ component: EffectID, inside inner: EffectScopePath? = nil) {
    self.component = component
    self.inner = inner
  }

  /// The components, outermost first.
  var components: [EffectID] {
    var components: [EffectID] = []
    var link: EffectScopePath? = self
    while let current = link {
      components.append(current.component)
      link = current.inner
    }
    return components
  }

  deinit {
    // Releases the links this one held alone in a loop: each is unlinked before it goes, so its
    // own deinit has nothing left to release (no recursion, whatever the length).
    var next = inner
    inner = nil
    while var link = next {
      next = nil
      guard isKnownUniquelyReferenced(&link) else { break }
      next = link.inner
      link.inner = nil
    }
  }
}
