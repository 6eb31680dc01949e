import CustomDump
import IssueReporting
import SwiftNavigation
import Testing

@Suite("ButtonState")
struct ButtonStateTests {
  @Test func initializersSetRoleActionAndLabel() {
    let cancel = ButtonState<AlertAction>(role: .cancel) { TextState("Cancel") }
    #expect(cancel.role == .cancel)
    #expect(cancel.action == .send(nil))
    #expect(cancel.action.action == nil)
    #expect(cancel.label == TextState("Cancel"))

    let ok = ButtonState(action: AlertAction.confirm, label: { TextState("OK") })
    #expect(ok.role == nil)
    #expect(ok.action == .send(.confirm))
    #expect(ok.action.action == .confirm)

    let delete = ButtonState(role: .destructive, action: .send(AlertAction.delete(id: 1))) {
      TextState("Delete")
    }
    #expect(delete.role == .destructive)
    #expect(delete.action.action == .delete(id: 1))
  }

  @Test func equalityIgnoresTheID() {
    let first = ButtonState(action: AlertAction.confirm) { TextState("OK") }
    let second = ButtonState(action: AlertAction.confirm) { TextState("OK") }
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
  }

  @Test func equalityComparesRoleActionAndLabel() {
    let ok = ButtonState(action: AlertAction.confirm) { TextState("OK") }
    #expect(ok != ButtonState(role: .cancel, action: .confirm) { TextState("OK") })
    #expect(ok != ButtonState(action: .deny) { TextState("OK") })
    #expect(ok != ButtonState(action: .confirm) { TextState("Yes") })
    #expect(ok != ButtonState(action: .send(.confirm, animation: .default)) { TextState("OK") })
  }

  @Test func animatedActionsCompareTheirAnimationButHashAlike() {
    let easeInOut = ButtonStateAction.send(AlertAction.confirm, animation: .easeInOut)
    let linear = ButtonStateAction.send(AlertAction.confirm, animation: .linear)
    #expect(easeInOut == .send(.confirm, animation: .easeInOut))
    #expect(easeInOut != linear)
    #expect(easeInOut.hashValue == linear.hashValue)
    #expect(easeInOut.action == .confirm)
  }

  @Test func mapTransformsTheActionAndKeepsTheRest() {
    let button = ButtonState(role: .destructive, action: .send(AlertAction.deny, animation: .default)) {
      TextState("No")
    }
    let mapped = button.map { $0.map(ParentAction.alert) }
    #expect(mapped.id == button.id)
    #expect(mapped.role == .destructive)
    #expect(mapped.label == TextState("No"))
    #expect(mapped.action == .send(.alert(.deny), animation: .default))

    let dropped = button.map { _ -> ParentAction? in nil }
    #expect(dropped.action == .send(nil, animation: .default))
  }

  @Test func withActionPassesTheAction() {
    var received: [AlertAction?] = []
    ButtonState(action: AlertAction.confirm) { TextState("OK") }.withAction { received.append($0) }
    ButtonState<AlertAction>(role: .cancel) { TextState("Cancel") }.withAction { received.append($0) }
    ButtonState(action: .send(AlertAction.deny, animation: .easeInOut)) { TextState("No") }
      .withAction { received.append($0) }
    #expect(received == [.confirm, nil, .deny])
  }

  @MainActor
  @Test func asyncWithActionPassesTheAction() async {
    var received: [AlertAction?] = []
    await ButtonState(action: AlertAction.confirm) { TextState("OK") }.withAction { action in
      await Task.yield()
      received.append(action)
    }
    #expect(received == [.confirm])
  }

  // Dumps OpenTCA's own `Animation`; SwiftUI's dumps as CustomDump sees it.
  #if !canImport(SwiftUI)
    @MainActor
    @Test func asyncWithActionReportsAnAnimatedAction() async {
      let button = ButtonState(action: .send((), animation: .easeInOut)) {
        TextState("Animate!")
      }
      var performed = false
      await withKnownIssue {
        await button.withAction { _ in
          await Task.yield()
          performed = true
        }
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue == """
            An animated action was performed asynchronously: …

              Action:
                ButtonStateAction.send(
                  (),
                  animation: Animation.easeInOut
                )

            Asynchronous actions cannot be animated. Evaluate this action in a synchronous closure, \
            or use 'SwiftUI.withAnimation' explicitly.
            """
        }
      }
      #expect(performed)
    }
  #endif

  @MainActor
  @Test func asyncWithActionDoesNotReportAnAnimatedDismissal() async {
    let button = ButtonState<AlertAction>(action: .send(nil, animation: .easeInOut)) {
      TextState("Close")
    }
    var received: [AlertAction?] = [.confirm]
    await button.withAction { action in
      await Task.yield()
      received.append(action)
    }
    #expect(received == [.confirm, nil])
  }

  // NB: The literal dumps below use dismissing (`nil`) and animated actions, whose layout is the
  //     same whichever line-breaking rule CustomDump follows. A plain `.send(.deny)` is checked
  //     against an enum of the same shape instead, so the test holds whether CustomDump writes it on
  //     one line or (as Point-Free's does, the payload being an optional) over three.
  @Test func dumpShowsRoleActionAndLabel() {
    #expect(
      String(customDumping: ButtonState<AlertAction>(role: .cancel) { TextState("Cancel") })
        == """
        ButtonState(
          role: .cancel,
          action: .send(nil),
          label: "Cancel"
        )
        """
    )
  }

  /// An enum shaped as `ButtonStateAction` dumps: one case, `send`, with an optional action.
  enum SendShape {
    case send(AlertAction?)
  }

  @Test func plainActionDumpsAsASendCaseWithAnOptionalAction() {
    let button = ButtonState(role: .destructive, action: AlertAction.delete(id: 7)) {
      TextState("Delete")
    }
    let shape = SendShape.send(.delete(id: 7))
    #expect(String(customDumping: [button.action]) == String(customDumping: [shape]))
  }

  // Dumps OpenTCA's own `Animation`; SwiftUI's dumps as CustomDump sees it.
  #if !canImport(SwiftUI)
    @Test func animatedActionDumpsWithItsAnimation() {
      #expect(
        String(
          customDumping: ButtonState(action: .send(AlertAction.confirm, animation: .default)) {
            TextState("OK")
          }
        )
          == """
          ButtonState(
            action: .send(
              .confirm,
              animation: Animation.default
            ),
            label: "OK"
          )
          """
      )
    }

    @Test func buttonStateActionDumpsAsItsCase() {
      #expect(
        String(customDumping: ButtonStateAction<AlertAction>.send(nil))
          == "ButtonStateAction.send(nil)"
      )
      #expect(
        String(
          customDumping: ButtonStateAction.send(
            AlertAction.confirm, animation: .linear(duration: 0.3)
          )
        )
          == """
          ButtonStateAction.send(
            .confirm,
            animation: Animation.linear(duration: 0.3)
          )
          """
      )
      #expect(
        String(customDumping: ButtonStateAction<AlertAction>.send(nil, animation: nil))
          == """
          ButtonStateAction.send(
            nil,
            animation: nil
          )
          """
      )
    }
  #endif

  @Test func rolesAreHashable() {
    let roles: Set<ButtonStateRole> = [.cancel, .destructive, .cancel]
    #expect(roles.count == 2)
  }

  @Test func isSendableAndIdentifiable() async {
    let button = ButtonState(action: AlertAction.confirm) { TextState("OK") }
    let received = await Task.detached { button }.value
    #expect(received.id == button.id)
    #expect(received == button)
  }
}
