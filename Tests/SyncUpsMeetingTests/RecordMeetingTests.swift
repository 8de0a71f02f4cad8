import ComposableArchitecture
import Foundation
import SyncUpsMeetingFeature
import SyncUpsModels
import Testing

@Suite @MainActor struct RecordMeetingTests {
  /// Two attendees with two seconds each.
  static let standUp = SyncUp(
    id: UUID(100),
    attendees: [Attendee(id: UUID(101), name: "Ann"), Attendee(id: UUID(102), name: "Bob")],
    duration: .seconds(4),
    title: "Stand-up"
  )
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// A meeting of the stand-up under test: its store, on a test clock, with a transcription
  /// whose results the test yields (or the one given), and the dismissals it asked for.
  struct Fixture {
    let clock = TestClock()
    let dismissals = LockIsolated(0)
    let transcripts: AsyncThrowingStream<String, any Error>.Continuation
    let store: TestStoreOf<RecordMeeting>

    @MainActor init(syncUp: SyncUp = standUp, transcription: TranscriptionClient? = nil) {
      let (stream, transcripts) = AsyncThrowingStream<String, any Error>.makeStream()
      let (clock, dismissals) = (self.clock, self.dismissals)
      self.transcripts = transcripts
      store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: syncUp))) {
        RecordMeeting()
      } withDependencies: {
        $0.continuousClock = clock
        $0.date.now = now
        $0.dismiss = DismissEffect { dismissals.withValue { $0 += 1 } }
        $0.transcription =
          transcription ?? TranscriptionClient(availability: { .available }, transcribe: { stream })
        $0.uuid = .incrementing
      }
    }
  }

  @Test func eachSpeakerHasTheirTurnAndTheMeetingIsSavedWithItsTranscript() async {
    let meeting = Fixture()
    let (clock, dismissals, continuation, store) =
      (meeting.clock, meeting.dismissals, meeting.transcripts, meeting.store)
    let task = await store.send(.task)
    continuation.yield("Shipped the login screen.")
    await store.receive(\.transcriptionResult) {
      $0.transcript = "Shipped the login screen."
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 2
      $0.speakerIndex = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 3 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 4
      $0.$syncUp.withLock {
        $0.meetings.insert(
          Meeting(id: UUID(0), date: Self.now, transcript: "Shipped the login screen."), at: 0)
      }
    }
    // Ending the meeting stopped its clock and transcription, and asked to leave.
    await task.finish()
    await store.finish()
    #expect(dismissals.value == 1)
  }

  @Test func withoutTranscriptionTheMeetingSaysSoAndIsSavedWithoutATranscript() async {
    let meeting = Fixture(transcription: .liveValue)
    let (dismissals, store) = (meeting.dismissals, meeting.store)
    let task = await store.send(.task)
    await store.receive(\.transcriptionUnavailable) {
      $0.transcriptionNotice =
        "Speech transcription is not available on this system: the meeting is saved without a "
        + "transcript."
    }
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    // The last speaker's skip ends the meeting, once confirmed: saving it is the only way out
    // but resuming.
    await store.send(.nextButtonTapped) {
      $0.dialog = .endMeeting(isDiscardable: false)
    }
    await store.send(.dialog(.presented(.confirmSave))) {
      $0.dialog = nil
      $0.$syncUp.withLock {
        $0.meetings.insert(Meeting(id: UUID(0), date: Self.now, transcript: ""), at: 0)
      }
    }
    await task.finish()
    await store.finish()
    #expect(dismissals.value == 1)
  }

  @Test func anEarlyEndCanBeDiscardedAndTimeIsNotCountedWhileAsked() async {
    let meeting = Fixture()
    let (clock, dismissals, store) = (meeting.clock, meeting.dismissals, meeting.store)
    let task = await store.send(.task)
    await store.send(.endMeetingButtonTapped) {
      $0.dialog = .endMeeting(isDiscardable: true)
    }
    // The dialog is up: a second goes by uncounted.
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick)
    await store.send(.dialog(.dismiss)) {
      $0.dialog = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 1 }
    await store.send(.endMeetingButtonTapped) {
      $0.dialog = .endMeeting(isDiscardable: true)
    }
    await store.send(.dialog(.presented(.confirmDiscard))) {
      $0.dialog = nil
    }
    await task.finish()
    await store.finish()
    #expect(dismissals.value == 1)
    #expect(store.state.syncUp.meetings.isEmpty)
  }

  @Test func aMeetingEndsOnceEvenWhenEachTurnIsOneSecond() async {
    var quick = Self.standUp
    quick.duration = .seconds(2)
    let meeting = Fixture(syncUp: quick)
    let (clock, dismissals, store) = (meeting.clock, meeting.dismissals, meeting.store)
    let task = await store.send(.task)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 1
      $0.speakerIndex = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 2
      $0.$syncUp.withLock {
        $0.meetings.insert(Meeting(id: UUID(0), date: Self.now, transcript: ""), at: 0)
      }
    }
    // Time goes on before the screen is gone: no tick comes to save the meeting again.
    await clock.advance(by: .seconds(5))
    await task.finish()
    await store.finish()
    #expect(dismissals.value == 1)
  }

  @Test func aFailedTranscriptionIsSaidAndTheMeetingKeepsWhatWasHeard() async {
    struct MicrophoneGone: Error {}
    let meeting = Fixture()
    let (dismissals, continuation, store) = (meeting.dismissals, meeting.transcripts, meeting.store)
    let task = await store.send(.task)
    continuation.yield("Blocked on review.")
    await store.receive(\.transcriptionResult) { $0.transcript = "Blocked on review." }
    continuation.finish(throwing: MicrophoneGone())
    await store.receive(\.transcriptionFailed) {
      $0.transcriptionNotice =
        "Transcription stopped: the meeting is saved with what was heard before."
    }
    await store.send(.endMeetingButtonTapped) {
      $0.dialog = .endMeeting(isDiscardable: true)
    }
    await store.send(.dialog(.presented(.confirmSave))) {
      $0.dialog = nil
      $0.$syncUp.withLock {
        $0.meetings.insert(
          Meeting(id: UUID(0), date: Self.now, transcript: "Blocked on review."), at: 0)
      }
    }
    await task.finish()
    await store.finish()
    #expect(dismissals.value == 1)
  }

  @Test func theTestClientReportsAnyUseATestDidNotProvide() async {
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: Self.standUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await withKnownIssue {
      let task = await store.send(.task)
      // The unimplemented client answers with its placeholder: unavailable, for no reason.
      await store.receive(\.transcriptionUnavailable) { $0.transcriptionNotice = "" }
      await task.cancel()
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unimplemented: 'TranscriptionClient.availability'"]
    }
  }
}
