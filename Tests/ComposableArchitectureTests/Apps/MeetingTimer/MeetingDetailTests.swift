import ComposableArchitecture
import Foundation
import Testing

extension CoreTests {
  @Suite @MainActor struct MeetingDetailTests {
    /// When every meeting these tests save is held.
    let meetingDate = Date(timeIntervalSince1970: 1_234_567_890)

    /// The detail screen of `.morningSync`, its meetings timed on `clock`, dated `meetingDate` and
    /// numbered from `UUID(0)` when saved.
    private func makeStore(clock: TestClock<Duration>) -> TestStoreOf<MeetingDetail> {
      TestStore(initialState: MeetingDetail.State(standup: .morningSync)) {
        MeetingDetail()
      } withDependencies: {
        $0.continuousClock = clock
        $0.date.now = meetingDate
        $0.uuid = .incrementing
      }
    }

    /// Taps "Start meeting" and lets the meeting's timer start, asserting the sheet presented.
    private func startMeeting(_ store: TestStoreOf<MeetingDetail>) async {
      await store.send(.startMeetingButtonTapped) {
        $0.recordMeeting = RecordMeeting.State(standup: .morningSync)
      }
      await store.send(\.recordMeeting.onAppear)
    }

    /// Receives the meeting's save, asserting it entered in the history as the first meeting,
    /// then its dismissal.
    private func receiveSaveAndDismissal(
      _ store: TestStoreOf<MeetingDetail>, transcript: String
    ) async {
      await store.receive(\.recordMeeting.delegate.save, transcript) {
        $0.history = [
          PastMeeting(id: UUID(0), date: meetingDate, transcript: transcript)
        ]
      }
      await store.receive(\.recordMeeting.dismiss) {
        $0.recordMeeting = nil
      }
    }

    @Test func aMeetingRunToTheEndIsSavedAndDismissed() async {
      let clock = TestClock()
      let store = makeStore(clock: clock)

      await startMeeting(store)
      await clock.advance(by: .seconds(6))
      await store.receive(\.recordMeeting.timerTick) {
        $0.recordMeeting?.secondsElapsed = 1
      }
      await store.receive(\.recordMeeting.timerTick) {
        $0.recordMeeting?.secondsElapsed = 2
        $0.recordMeeting?.speakerIndex = 1
      }
      await store.receive(\.recordMeeting.timerTick) {
        $0.recordMeeting?.secondsElapsed = 3
      }
      await store.receive(\.recordMeeting.timerTick) {
        $0.recordMeeting?.secondsElapsed = 4
        $0.recordMeeting?.speakerIndex = 2
      }
      await store.receive(\.recordMeeting.timerTick) {
        $0.recordMeeting?.secondsElapsed = 5
      }
      await store.receive(\.recordMeeting.timerTick) {
        $0.recordMeeting?.secondsElapsed = 6
      }
      await receiveSaveAndDismissal(store, transcript: "Blob, Blob Jr, Blob Sr")
      // Dismissal cancelled the timer: time passing changes nothing.
      await clock.advance(by: .seconds(5))
    }

    @Test func savingEarlyThroughTheAlert() async {
      let clock = TestClock()
      let store = makeStore(clock: clock)

      await startMeeting(store)
      await clock.advance(by: .seconds(2))
      await store.receive(\.recordMeeting.timerTick) {
        $0.recordMeeting?.secondsElapsed = 1
      }
      await store.receive(\.recordMeeting.timerTick) {
        $0.recordMeeting?.secondsElapsed = 2
        $0.recordMeeting?.speakerIndex = 1
      }
      await store.send(\.recordMeeting.endMeetingButtonTapped) {
        $0.recordMeeting?.alert = .endMeeting
      }
      await store.send(\.recordMeeting.alert.confirmSave) {
        $0.recordMeeting?.alert = nil
      }
      await receiveSaveAndDismissal(store, transcript: "Blob, Blob Jr")
    }

    @Test func discardingLeavesTheHistoryAlone() async {
      let clock = TestClock()
      let store = makeStore(clock: clock)

      await startMeeting(store)
      await clock.advance(by: .seconds(1))
      await store.receive(\.recordMeeting.timerTick) {
        $0.recordMeeting?.secondsElapsed = 1
      }
      await store.send(\.recordMeeting.endMeetingButtonTapped) {
        $0.recordMeeting?.alert = .endMeeting
      }
      await store.send(\.recordMeeting.alert.confirmDiscard) {
        $0.recordMeeting?.alert = nil
      }
      await store.receive(\.recordMeeting.dismiss) {
        $0.recordMeeting = nil
      }
      #expect(store.state.history.isEmpty)
    }

    @Test func closingTheSheetCancelsTheTimer() async {
      let clock = TestClock()
      let store = makeStore(clock: clock)

      await startMeeting(store)
      await clock.advance(by: .seconds(1))
      await store.receive(\.recordMeeting.timerTick) {
        $0.recordMeeting?.secondsElapsed = 1
      }
      // Swiping the sheet away dismisses from the parent's side.
      await store.send(.recordMeeting(.dismiss)) {
        $0.recordMeeting = nil
      }
      await clock.advance(by: .seconds(10))
      #expect(store.state.history.isEmpty)
    }
  }
}
