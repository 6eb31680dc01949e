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
    #expect(output[0] == """
      case-studies: standard output is not a terminal; reading keys from standard input, a line at a \
      time, on a virtual clock (see --help).
      """)
    #expect(output.contains("received action: CaseStudies.Action.destination(.presented(.failure(.modeTapped)))"))
    #expect(output.contains("  −       mode: .online,"))
    #expect(output.contains("  +       mode: .offline,"))
    #expect(output.contains { $0.hasPrefix("case-studies: Unknown key <oops> at character 13 of the script") })
    #expect(output.last?.contains("│ [m] server: online [offline] unauthorized server 503 flaky") == true)
    #expect(output.last?.contains("\u{1B}") == false)
  }

  @Test("Each line's output is written before the next line is read; effects' lifecycle included")
  func asItGoes() async {
    var input = ["1", "l<wait 1s>", "c"][...]
    var output: [String] = []
    var seenBeforeEachRead: [Int] = []
    await PlainSession.run(
      nextLine: {
        seenBeforeEachRead.append(output.count)
        return input.popFirst()
      },
      write: { output.append($0) })
    #expect(seenBeforeEachRead.count == 4)
    #expect(zip(seenBeforeEachRead, seenBeforeEachRead.dropFirst()).allSatisfy { $0 < $1 })
    #expect(output.contains(
      "effect of CaseStudies.Action.destination(.presented(.run(.startLoopTapped))) started (cancel id: RunLesson.CancelID.loop)"))
    // The wait is virtual: one second of the loop's 200 ms steps, exactly.
    #expect(output.contains("received action: CaseStudies.Action.destination(.presented(.run(.loopStep(6))))"))
    #expect(!output.contains("received action: CaseStudies.Action.destination(.presented(.run(.loopStep(7))))"))
    #expect(output.contains(
      "effect of CaseStudies.Action.destination(.presented(.run(.startLoopTapped))) cancelled (by id RunLesson.CancelID.loop)"))
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
