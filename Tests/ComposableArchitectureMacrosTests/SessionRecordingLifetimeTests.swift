import ComposableArchitecture
import Foundation
import Testing

// How long a recording lasts: until it is stopped, or until the store ends, whether or not the caller
// keeps the recorder. The store keeps the recorder, the recorder never keeps the store.

@Reducer
struct Pista {
  @ObservableState
  struct State: Equatable, Codable, Sendable { var toques = 0 }
  enum Action: Equatable, Codable, Sendable { case tocar }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.toques += 1
      return .none
    }
  }
}

@Reducer
struct Cinta {
  @ObservableState
  struct State: Equatable, Codable, Sendable { var pista = Pista.State() }
  enum Action: Equatable, Codable, Sendable { case pista(Pista.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.pista, action: \.pista) { Pista() }
  }
}

@MainActor
@Suite("Record and replay: how long a recording lasts")
struct SessionRecordingLifetimeTests {
  @Test("Discarding the recorder of record(to:) does not stop the recording")
  func discardedFileRecorderKeepsRecording() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    let store = Store(initialState: Grabadora.State()) { Grabadora() }
    try store.record(to: url)
    store.send(.sumar)
    await store.send(.pedir).finish()
    store.send(.sumar)
    let read = try SessionRecording<Grabadora.State, Grabadora.Action>(contentsOf: url)
    #expect(read.steps.map(\.action) == [.sumar, .pedir, .respuesta(42), .sumar])
    #expect(read.truncationNote == nil)
  }

  @Test("Releasing the store releases it (no cycle through the recorder) and closes a complete file")
  func storeReleaseClosesTheFile() async throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    weak var weakStore: StoreOf<Grabadora>?
    let recorder: SessionRecorder<Grabadora.State, Grabadora.Action>
    do {
      let store = Store(initialState: Grabadora.State()) { Grabadora() }
      weakStore = store
      recorder = try store.record(to: url)
      store.send(.sumar)
      await store.send(.pedir).finish()
      #expect(recorder.isRecording)
      #expect((openDescriptors(of: url) ?? 1) == 1)
    }
    #expect(weakStore == nil)
    // The caller still holds the recorder, but the store is gone: the recording has ended.
    #expect(!recorder.isRecording)
    #expect((openDescriptors(of: url) ?? 0) == 0)
    #expect(recorder.recording.steps.count == 3)
    let read = try SessionRecording<Grabadora.State, Grabadora.Action>(contentsOf: url)
    #expect(read.steps.map(\.action) == [.sumar, .pedir, .respuesta(42)])
    #expect(read.steps.map(\.state) == recorder.recording.steps.map(\.state))
  }

  @Test("Stopping closes the file; nothing is written after")
  func stopClosesTheFile() throws {
    let url = temporaryRecordingURL()
    defer { try? FileManager.default.removeItem(at: url) }
    let store = Store(initialState: Grabadora.State()) { Grabadora() }
    let recorder = try store.record(to: url)
    store.send(.sumar)
    recorder.stop()
    #expect((openDescriptors(of: url) ?? 0) == 0)
    store.send(.sumar)
    #expect(try lineCount(url) == 2)
    #expect(recorder.recording.steps.count == 1)
  }

  /// How a recording is made, kept and ended, each combination checked for what was recorded, that the
  /// store is released, and that the file is complete and closed.
  enum Making: CaseIterable { case inMemory, toFile }
  enum Keeping: CaseIterable { case kept, discarded }
  enum Ending: CaseIterable { case stopped, storeReleased, scopedStoreOutlivesRoot }

  @Test(
    "Every way of making, keeping and ending a recording",
    arguments: Making.allCases, Keeping.allCases
  )
  func lifetimeMatrix(making: Making, keeping: Keeping) async throws {
    for ending in Ending.allCases {
      // A stopped recorder must be kept to be stopped.
      if ending == .stopped && keeping == .discarded { continue }
      let url = temporaryRecordingURL()
      defer { try? FileManager.default.removeItem(at: url) }
      weak var weakStore: StoreOf<Cinta>?
      weak var weakRecorder: SessionRecorder<Cinta.State, Cinta.Action>?
      var kept: SessionRecorder<Cinta.State, Cinta.Action>?
      var leaf: StoreOf<Pista>?
      do {
        let store = Store(initialState: Cinta.State()) { Cinta() }
        weakStore = store
        let recorder: SessionRecorder<Cinta.State, Cinta.Action>
        switch making {
        case .inMemory: recorder = store.startRecording()
        case .toFile: recorder = try store.record(to: url)
        }
        weakRecorder = recorder
        if keeping == .kept { kept = recorder }
        store.send(.pista(.tocar))
        store.send(.pista(.tocar))
        if ending == .stopped {
          kept?.stop()
          store.send(.pista(.tocar))
        }
        if ending == .scopedStoreOutlivesRoot {
          leaf = store.scope(state: \.pista, action: \.pista)
        }
      }
      let label = "\(making), \(keeping), \(ending)"
      if ending == .scopedStoreOutlivesRoot {
        // The root store object is gone, but its state lives on in the scoped store: still recording.
        leaf?.send(.tocar)
        #expect(weakRecorder?.isRecording == true, "\(label)")
        leaf = nil
      }
      let expectedSteps = ending == .scopedStoreOutlivesRoot ? 3 : 2
      #expect(weakStore == nil, "\(label)")
      if keeping == .discarded {
        #expect(weakRecorder == nil, "\(label): the ended recording is released")
      }
      #expect(kept?.isRecording != true, "\(label)")
      if let kept {
        #expect(kept.recording.steps.count == expectedSteps, "\(label)")
      }
      if making == .toFile {
        #expect((openDescriptors(of: url) ?? 0) == 0, "\(label)")
        let read = try SessionRecording<Cinta.State, Cinta.Action>(contentsOf: url)
        #expect(read.steps.count == expectedSteps, "\(label)")
        #expect(read.steps.last?.state.pista.toques == expectedSteps, "\(label)")
        #expect(read.truncationNote == nil, "\(label)")
      }
    }
  }
}

func temporaryRecordingURL(_ name: String = "recording") -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("opentca-\(name)-\(UUID().uuidString).jsonl")
}

private func lineCount(_ url: URL) throws -> Int {
  try String(contentsOf: url, encoding: .utf8).split(separator: "\n").count
}

/// How many of this process's file descriptors refer to `url`, where that is observable
/// (`/proc/self/fd` on Linux); `nil` elsewhere.
func openDescriptors(of url: URL) -> Int? {
  #if os(Linux)
    let target = url.resolvingSymlinksInPath().path
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return descriptors.filter {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) == target
    }.count
  #else
    return nil
  #endif
}
