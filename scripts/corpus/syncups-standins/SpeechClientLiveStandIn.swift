// OpenTCA stand-in (our own code): the live `SpeechClient` on Linux. strip_views.py removes TCA's
// `SpeechClient.liveValue` (it drives `SFSpeechRecognizer` and `AVAudioEngine`) from the
// `extension SpeechClient: DependencyKey` it sits in, and this extension supplies the witness: there
// is no speech recognizer here, so authorization is `.denied` (`SyncUpDetail` then offers to continue
// without recording) and a task that is started anyway fails at once.

extension SpeechClient {
  static var liveValue: SpeechClient {
    SpeechClient(
      authorizationStatus: { .denied },
      requestAuthorization: { .denied },
      startTask: { _ in
        AsyncThrowingStream { $0.finish(throwing: SpeechRecognitionUnavailable()) }
      }
    )
  }
}

/// The error a live speech task ends with on a platform without a speech recognizer.
struct SpeechRecognitionUnavailable: Error {}
