import CasePaths
import Testing

// `/Enum.case` for a case without payload works whether the enum is `Equatable` or not, as in
// Point-Free's CasePaths: the case is compared by its tag, never by `==`. The deprecated API is
// exercised from deprecated functions, so the build stays free of warnings.

/// A payload that is not `Equatable`.
private struct Settings {
  var volume: Double
}

/// Not `Equatable`: its payloads hold a closure and a non-`Equatable` struct.
private enum Command {
  case reset
  case stop
  case run(() -> Void)
  case configure(Settings)
  case child(Step)
}

/// The payload of `Command.child`.
private enum Step {
  case first
  case next(Int)
}

/// Takes any case path from `Command`; `/Command.child` passed here must be the embed form.
private func value<Value>(in path: AnyCasePath<Command, Value>, of root: Command) -> Value? {
  path.extract(from: root)
}

@Suite("/Enum.case without payload, for an enum that is not Equatable")
struct NonEquatableVoidCaseTests {
  @available(*, deprecated)
  @Test func casePathExtractsOnlyItsCase() {
    let reset = /Command.reset
    #expect(reset.extract(from: .reset) != nil)
    #expect(reset.extract(from: .stop) == nil)
    #expect(reset.extract(from: .run({})) == nil)
    #expect(reset.extract(from: .configure(Settings(volume: 1))) == nil)
    #expect(reset.extract(from: .child(.first)) == nil)
    if case .reset = reset.embed(()) {} else { Issue.record("embed builds another case") }

    let typed: AnyCasePath<Command, Void> = /Command.reset
    #expect(typed.extract(from: .reset) != nil)
    #expect(typed.extract(from: .stop) == nil)
  }

  @available(*, deprecated)
  @Test func optionalRootIsInNoCaseWhenNil() {
    let reset: AnyCasePath<Command?, Void> = /Command.reset
    #expect(reset.extract(from: .reset) != nil)
    #expect(reset.extract(from: .stop) == nil)
    #expect(reset.extract(from: .configure(Settings(volume: 0))) == nil)
    #expect(reset.extract(from: nil) == nil)
  }

  @available(*, deprecated)
  @Test func functionFormTestsTheCase() {
    let isReset: (Command) -> Void? = /Command.reset
    #expect(isReset(.reset) != nil)
    #expect(isReset(.stop) == nil)
    #expect(isReset(.run({})) == nil)
    let commands: [Command] = [.reset, .stop, .run({}), .reset, .configure(Settings(volume: 2))]
    #expect(commands.compactMap(/Command.reset).count == 2)
  }

  @available(*, deprecated)
  @Test func optionalFunctionFormTestsTheCase() {
    let isReset: (Command?) -> Void? = /Command.reset
    #expect(isReset(.reset) != nil)
    #expect(isReset(.stop) == nil)
    #expect(isReset(nil) == nil)
  }

  @available(*, deprecated)
  @Test func caseConstructorStillBuildsTheEmbedForm() {
    let child: AnyCasePath<Command, Step> = /Command.child
    #expect(child.extract(from: .child(.next(3))).map { if case .next(3) = $0 { true } else { false } } == true)
    #expect(child.extract(from: .reset) == nil)
    #expect(value(in: /Command.child, of: .child(.first)) != nil)
    #expect(value(in: /Command.child, of: .stop) == nil)
    #expect(value(in: /Command.configure, of: .configure(Settings(volume: 4)))?.volume == 4)

    let promoted: AnyCasePath<Command?, Step> = /Command.child
    #expect(promoted.extract(from: .child(.first)) != nil)
    #expect(promoted.extract(from: nil) == nil)

    let function: (Command) -> Step? = /Command.child
    #expect(function(.child(.next(1))) != nil)
    #expect(function(.reset) == nil)
  }

  /// With no type expected, `/Command.child` is read as a case without payload whose root is the
  /// constructor's function type (as in Point-Free's overload set): using it says what to write.
  @available(*, deprecated)
  @Test func untypedCaseConstructorIsReportedWithItsFix() {
    withKnownIssue {
      let untyped = /Command.child
      #expect(untyped.extract(from: { _ in .stop }) == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "give it its type, such as 'let path: AnyCasePath<Action, ChildAction> = /Action.child'"
      )
    }
  }
}
