import CaseStudiesCore

extension PlainSession {
  /// Plays standard input, printing to standard output.
  static func runOnStandardStreams() async {
    await run(nextLine: { readLine(strippingNewline: true) }, write: { print($0) })
  }
}
