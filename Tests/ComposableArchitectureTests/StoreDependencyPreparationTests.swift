import ComposableArchitecture
import Testing

private struct SoloEnVivo: Sendable {
  var numero: @Sendable () -> Int
}

extension SoloEnVivo: DependencyKey {
  static let liveValue = SoloEnVivo(numero: { 42 })
}

extension DependencyValues {
  fileprivate var soloEnVivo: SoloEnVivo {
    get { self[SoloEnVivo.self] }
    set { self[SoloEnVivo.self] = newValue }
  }
}

private struct LeeNumero: Reducer {
  @Dependency(\.soloEnVivo) var soloEnVivo
  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    state = soloEnVivo.numero()
    return .none
  }
}

@MainActor
@Suite("Stores prepare their dependencies without using them")
struct StoreDependencyPreparationTests {
  @Test("Overriding an endpoint of a live-only dependency in withDependencies reports nothing")
  func overridingALiveOnlyEndpoint() async {
    let store = TestStore(initialState: 0) {
      LeeNumero()
    } withDependencies: {
      $0.soloEnVivo.numero = { 7 }
    }
    await store.send(()) { $0 = 7 }

    let live = Store(initialState: 0) {
      LeeNumero()
    } withDependencies: {
      $0.soloEnVivo.numero = { 8 }
    }
    live.send(())
    #expect(live.state == 8)
  }
}
