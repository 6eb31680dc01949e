import MacroSupport

/// How `@ObservableState` treats one binding of a struct's property declaration.
enum StoredProperty {
  /// A stored `var` made observable: `@ObservationStateTracked` turns it into accessors over `_name`.
  case tracked(Property)
  /// A stored property left as it is (a `let`, an ignored `var`, one with a property wrapper, `lazy`,
  /// `weak`/`unowned`, part of a tuple pattern or of a declaration with several bindings).
  case untracked(Property, name: String)
  /// Not stored in instances: `static`, `class` or computed.
  case none

  /// The attributes that leave a `var` trackable; any other attribute may be a property wrapper or a
  /// macro of its own, so such a property is left alone.
  static let neutralAttributes: Set<String> = ["available", "usableFromInline"]

  /// Every stored instance property binding of `type`, in declaration order, each with how it is
  /// treated (a tuple pattern yields one untracked entry per name).
  static func all(in type: TypeDeclaration) -> [StoredProperty] {
    type.properties.flatMap { property -> [StoredProperty] in
      let classified = StoredProperty(property)
      if case .untracked = classified, property.binding.isTuplePattern {
        return property.binding.tupleNames.map { .untracked(property, name: $0) }
      }
      return [classified]
    }
  }

  /// Classifies one binding.
  init(_ property: Property) {
    if property.isStatic || !property.isStored {
      self = .none
      return
    }
    let isTrackable =
      !property.isLet && !property.isLazy && !property.binding.isTuplePattern
      && property.declaration.bindings.count == 1
      && !property.modifiers.contains("weak") && !property.modifiers.contains("unowned")
      && property.attributes.allSatisfy {
        Self.neutralAttributes.contains($0.baseName) || $0.isNamed("ObservationStateTracked")
      }
    self = isTrackable ? .tracked(property) : .untracked(property, name: property.name)
  }

  /// The property, when it is stored.
  var property: Property? {
    switch self {
    case let .tracked(property), let .untracked(property, _): return property
    case .none: return nil
    }
  }

  /// The name as written (backticks kept).
  var name: String? {
    switch self {
    case let .tracked(property): return property.name
    case let .untracked(_, name): return name
    case .none: return nil
    }
  }

  /// Whether the property is a shared value (`@Shared`, `@SharedReader`), whose storage is the
  /// shared value itself.
  var isShared: Bool {
    guard case let .untracked(property, _) = self, !property.binding.isTuplePattern else {
      return false
    }
    return property.attributes.contains { $0.isNamed("Shared") || $0.isNamed("SharedReader") }
  }

  /// The name of the private storage of a tracked property: `_count` for `count`.
  static func storageName(of name: String) -> String {
    "_" + SwiftIdentifier.unescaped(name)
  }

  /// Whether this is a lazy property (not listed in the generated tables: its storage is hidden).
  var isLazy: Bool { property?.isLazy ?? false }
}
