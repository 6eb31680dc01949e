// OpenTCA stand-in (our own code) for the two Speech framework types that TCA's SyncUps names in code
// kept on Linux: `SpeechClient`'s endpoints (an authorization status) and `RecordMeeting`, which makes
// a request to hand to `startTask`. The Speech framework exists only on Apple platforms; here they are
// plain values with the same names and the cases the reducers switch over. Declarations that use the
// rest of the framework (the recognizer, its results, the audio engine) are removed by strip_views.py.
// scripts/check-corpus-macros.sh also gives it to TCA's SpeechRecognition example, which names both.

/// Whether the app may recognize speech; the cases of Speech's type of the same name.
enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
  case notDetermined
  case denied
  case restricted
  case authorized
}

/// A request for recognizing live audio. It carries nothing: nothing records audio here.
final class SFSpeechAudioBufferRecognitionRequest {}
