import CustomDump
import Foundation
import Testing

// Dumps of Foundation types that swift-corelibs-foundation has: an exception's name and a predicate.
// (`NSException` and a usable `NSExpression` exist on Apple platforms only; their dumps too.)
struct FoundationNamesDumpTests {
  @Test func exceptionNameDumpsAsItsRawValue() {
    #expect(String(customDumping: NSExceptionName("LegacyFailure")) == "LegacyFailure")
  }

  @Test func predicateDumpsAsItsDescription() {
    let predicate = NSPredicate(value: true)
    #expect(String(customDumping: predicate) == predicate.debugDescription)
  }
}
