import ComposableArchitecture

/// Turns what is said during a meeting into text.
///
/// Speech recognition is a service of the system the app runs on. Linux has none, so the live
/// client says transcription is unavailable, and a meeting is saved without a transcript; tests
/// use a client that hands back the text they choose.
@DependencyClient
public struct TranscriptionClient: Sendable {
  /// Whether transcription can run here, and why not if it cannot.
  public var availability: @Sendable () async -> Availability = { .unavailable(reason: "") }
  /// Transcribes what is said until the stream's task is cancelled: each element is the whole
  /// transcript so far.
  public var transcribe: @Sendable () async -> AsyncThrowingStream<String, any Error> = {
    .finished()
  }

  /// Whether transcription can run.
  public enum Availability: Equatable, Sendable {
    /// It can.
    case available
    /// It cannot, for the reason given, in words a person reads.
    case unavailable(reason: String)
  }
}

extension TranscriptionClient: DependencyKey {
  /// This system's transcription: none, on Linux.
  public static let liveValue = TranscriptionClient(
    availability: {
      .unavailable(
        reason: "Speech transcription is not available on this system: the meeting is saved "
          + "without a transcript.")
    },
    transcribe: { .finished() }
  )

  /// A client every test must replace before a meeting asks it anything.
  public static let testValue = TranscriptionClient()
}

extension DependencyValues {
  /// What turns speech into a meeting's transcript.
  public var transcription: TranscriptionClient {
    get { self[TranscriptionClient.self] }
    set { self[TranscriptionClient.self] = newValue }
  }
}
