import ComposableArchitecture
import Testing

/// `BindingAction.customDumpDescription`: the write on one line.
@Suite("BindingAction.customDumpDescription")
struct BindingActionDumpDescriptionTests {
  @ObservableState
  struct Settings: Equatable {
    var name = ""
    var volume = 0
  }

  @Test func namesTheFieldAndTheValue() {
    #expect(
      BindingAction<Settings>.set(\.name, "Blob").customDumpDescription
        == #".set(\BindingActionDumpDescriptionTests.Settings.name, "Blob")"#
    )
    #expect(BindingAction<Settings>.set(\.volume, 11).customDumpDescription == #".set(\BindingActionDumpDescriptionTests.Settings.volume, 11)"#)
  }
}
