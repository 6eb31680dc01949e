// The identity of a scoping operator built from case paths, where its case has no name.

/// Where a scoping operator built from a case path was written, as a key path, for the identity of
/// its child's effects (a case key path names the case; a case path built from a function does not,
/// so its call site stands in: two operators on two cases of the same child type are written at two
/// places).
struct _CasePathSite: Hashable {
  let fileID: String
  let line: UInt
  let column: UInt

  /// The key path that identifies the site.
  static func keyPath(fileID: StaticString, line: UInt, column: UInt) -> AnyKeyPath {
    \_CasePathSites.[Self(fileID: "\(fileID)", line: line, column: column)]
  }
}

/// The key paths of ``_CasePathSite``s: one subscript, keyed by the site.
struct _CasePathSites {
  subscript(site: _CasePathSite) -> Void { () }
}
