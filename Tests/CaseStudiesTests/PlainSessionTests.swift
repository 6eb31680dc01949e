import CaseStudiesCore
import Testing

@MainActor
@Suite("Plain line output (stdout is not a terminal)")
struct PlainSessionTests {
  @Test("Each action is written as it happens, with its changed lines; the frame at the end")
  func lines() async {
    var input = ["2", "m", "<wait 1s>bad<oops>"][...]
    var output: [String] = []
    await PlainSession.run(nextLine: { input.popFirst() }, write: { output.append($0) })
    #expect(output[0] == "case-studies: standard output is not a terminal; reading keys from standard input.")
    #expect(output.contains("received action: CaseStudies.Action.destination(.presented(.failure(.modeTapped)))"))
    #expect(output.contains("  −       mode: .online,"))
    #expect(output.contains("  +       mode: .offline,"))
    #expect(output.contains("case-studies: Unknown key <oops> in the script."))
    #expect(output.last?.contains("│ [m] server: online [offline] unauthorized server 503 flaky") == true)
    #expect(output.last?.contains("\u{1B}") == false)
  }

  @Test("Input after a quitting key is not read")
  func quits() async {
    var input = ["q", "1"][...]
    var output: [String] = []
    await PlainSession.run(nextLine: { input.popFirst() }, write: { output.append($0) })
    #expect(input == ["1"])
    #expect(output.count == 2)
  }
}
