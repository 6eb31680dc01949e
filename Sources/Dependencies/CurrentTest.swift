import IssueReporting

/// The identity of the Swift Testing test running in the current task, found at run time (this module
/// never links Swift Testing), so the process-wide defaults can be kept per test, as Point-Free's
/// library keeps them.
enum CurrentTest {
  /// The current test's `id`, with the identity of the current case of a parameterized test (its
  /// arguments' ids and discriminator), or `nil` outside a Swift Testing test (or when Swift Testing's
  /// entry points cannot be found). Each case of a parameterized test is a test of its own here.
  static var identity: AnyHashable? {
    guard let entry = entryPoints, let pointer = entry.metadataAccessor(0).0 else { return nil }
    let testType = unsafeBitCast(pointer, to: Any.Type.self)
    guard let test = identity(of: testType, getter: entry.currentGetter) else { return nil }
    guard let caseEntry = caseEntryPoints, let casePointer = caseEntry.metadataAccessor(0).0 else {
      return test
    }
    let caseType = unsafeBitCast(casePointer, to: Any.Type.self)
    guard let testCase = caseIdentity(of: caseType, getter: caseEntry.currentGetter) else { return test }
    return AnyHashable([test, AnyHashable(testCase)])
  }

  private typealias MetadataAccessor = @convention(thin) (Int) -> (UnsafeRawPointer?, Int)
  private typealias CurrentGetter = @convention(thin) () -> ReturnBuffer

  private struct EntryPoints: @unchecked Sendable {
    let metadataAccessor: MetadataAccessor
    let currentGetter: CurrentGetter
  }

  private static let entryPoints = lookUp(
    accessor: "$s7Testing4TestVMa", getter: "$s7Testing4TestV7currentACSgvgZ")

  /// The entry points of `Test.Case.current`.
  private static let caseEntryPoints = lookUp(
    accessor: "$s7Testing4TestV4CaseVMa", getter: "$s7Testing4TestV4CaseV7currentAESgvgZ")

  /// A type's metadata accessor and its `current` getter, found by their mangled names in the
  /// loaded Swift Testing, if any.
  private static func lookUp(accessor: String, getter: String) -> EntryPoints? {
    guard let accessor = DynamicSymbol.address(accessor), let getter = DynamicSymbol.address(getter)
    else { return nil }
    return EntryPoints(
      metadataAccessor: unsafeBitCast(accessor, to: MetadataAccessor.self),
      currentGetter: unsafeBitCast(getter, to: CurrentGetter.self)
    )
  }

  /// What tells the current case of a parameterized test from its other cases: the ids of its
  /// arguments and its discriminator, read through reflection (`Test.Case` has no public identity).
  /// `nil` for a test that is not parameterized, or when the case cannot be read.
  private static func caseIdentity<Case>(of _: Case.Type, getter: CurrentGetter) -> String? {
    guard
      MemoryLayout<Case?>.size <= MemoryLayout<ReturnBuffer>.size,
      MemoryLayout<Case?>.alignment <= MemoryLayout<ReturnBuffer>.alignment
    else { return nil }
    var buffer = getter()
    let testCase = withUnsafeMutableBytes(of: &buffer) { raw -> Case? in
      guard let base = raw.baseAddress else { return nil }
      return base.assumingMemoryBound(to: Case?.self).move()
    }
    guard let testCase else { return nil }
    guard
      let kind = Mirror(reflecting: testCase).children.first(where: { $0.label == "_kind" })?.value,
      let payload = Mirror(reflecting: kind).children.first,
      payload.label == "parameterized"
    else { return nil }
    var key = ""
    for part in Mirror(reflecting: payload.value).children {
      switch part.label {
      case "arguments":
        for argument in Mirror(reflecting: part.value).children {
          let id = Mirror(reflecting: argument.value).children.first { $0.label == "id" }?.value
          key += id.map { String(reflecting: $0) } ?? String(reflecting: argument.value)
          key += ";"
        }
      case "discriminator":
        key += "#\(part.value)"
      default:
        break
      }
    }
    return key
  }

  private static func identity<Test>(of _: Test.Type, getter: CurrentGetter) -> AnyHashable? {
    guard
      MemoryLayout<Test?>.size <= MemoryLayout<ReturnBuffer>.size,
      MemoryLayout<Test?>.alignment <= MemoryLayout<ReturnBuffer>.alignment
    else { return nil }
    var buffer = getter()
    let test = withUnsafeMutableBytes(of: &buffer) { raw -> Test? in
      guard let base = raw.baseAddress else { return nil }
      return base.assumingMemoryBound(to: Test?.self).move()
    }
    guard let test, let identifiable = test as? any Identifiable else { return nil }
    return id(of: identifiable)
  }

  private static func id<Value: Identifiable>(of value: Value) -> AnyHashable {
    AnyHashable(value.id)
  }
}

/// Raw storage larger than Swift Testing's `Test?`: being larger than four machine words it is returned
/// indirectly, as a resilient type is, so the getter of `Test.current` can be called as returning it.
private struct ReturnBuffer {
  typealias Row = (
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
  )
  var rows: (Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row)
}
