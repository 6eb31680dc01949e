/// Records failures into XCTest without linking it, through the `XCTFail` function its library exports.
enum XCTestBridge {
  private typealias Fail = @convention(thin) (String, StaticString, UInt) -> Void

  private static let fail: Fail? = {
    // `XCTFail(_: String, file: StaticString, line: UInt)`, as exported by XCTest.
    guard let address = DynamicSymbol.address("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
    else { return nil }
    return unsafeBitCast(address, to: Fail.self)
  }()

  /// Whether XCTest is loaded in this process.
  static var isLoaded: Bool { fail != nil }

  /// Fails the current XCTest test case. Returns `false` when XCTest is not loaded.
  static func fail(message: String, location: IssueLocation) -> Bool {
    guard let fail else { return false }
    fail(message, location.filePath, location.line)
    return true
  }
}
