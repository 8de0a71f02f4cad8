import ComposableArchitecture
import ComposableUI
import Foundation
import SyncUpsMeetingFeature
import SyncUpsModels
import Testing

@Suite @MainActor struct RecordMeetingScreenTests {
  /// The meeting of a two-person stand-up of four minutes, on a test clock, without
  /// transcription, as a 60-column terminal shows it.
  func meetingScreen(clock: TestClock<Duration>) async -> (StoreOf<RecordMeeting>, TestTerminal) {
    var standUp = RecordMeetingTests.standUp
    standUp.duration = .seconds(240)
    let store = Store(initialState: RecordMeeting.State(syncUp: Shared(value: standUp))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.transcription = .liveValue
    }
    let terminal = TestTerminal(columns: 60, rows: 16)
    terminal.render { RecordMeetingView(store: store) }
    await terminal.settle(until: { store.transcriptionNotice != nil })
    // Until the timer waits on the clock too.
    await terminal.settle()
    return (store, terminal)
  }

  /// Lets seconds go by one at a time, each drawn before the next: a test clock advanced by more
  /// at once wakes a timer only as often as the timer keeps up.
  func pass(_ seconds: Int, on clock: TestClock<Duration>, drawnOn terminal: TestTerminal) async {
    for _ in 0..<seconds {
      await clock.advance(by: .seconds(1))
      await terminal.settle()
    }
  }

  @Test func theMeetingShowsTheTimeWhoseTurnItIsAndWhyThereIsNoTranscript() async {
    let clock = TestClock()
    let (_, terminal) = await meetingScreen(clock: clock)
    await pass(60, on: clock, drawnOn: terminal)
    #expect(
      terminal.visibleLines == [
        String(repeating: "█", count: 15) + String(repeating: "░", count: 45),
        "Elapsed 1:00                                  Remaining 3:00",
        "Speaker 1 of 2: Ann",
        "▶ Ann",
        "· Bob",
        "Transcript",
        "Speech transcription is not available on this system: the",
        "meeting is saved without a transcript.",
        "[Next speaker] [End meeting]",
      ])
    // Attendees and the transcript are indented under their headings, a wrapped line too.
    #expect(terminal.position(of: "Speaker 1")?.column == 0)
    #expect(terminal.position(of: "▶ Ann")?.column == 2)
    #expect(terminal.position(of: "Speech transcription")?.column == 2)
    #expect(terminal.position(of: "meeting is saved")?.column == 2)
  }

  @Test func skippingToTheLastSpeakerAsksWhetherToEnd() async {
    let clock = TestClock()
    let (store, terminal) = await meetingScreen(clock: clock)
    await terminal.click("Next speaker")
    #expect(terminal.position(of: "Speaker 2 of 2: Bob") != nil)
    #expect(terminal.position(of: "✓ Ann") != nil)
    #expect(terminal.position(of: "Elapsed 2:00") != nil)
    await terminal.click("Next speaker")
    #expect(terminal.position(of: "End the meeting?") != nil)
    #expect(terminal.position(of: "[Save and end]") != nil)
    // The last speaker cannot discard the meeting, only save it or go on.
    #expect(terminal.position(of: "[Discard]") == nil)
    await terminal.click("Resume")
    #expect(store.dialog == nil)
    #expect(terminal.position(of: "End the meeting?") == nil)
  }
}
