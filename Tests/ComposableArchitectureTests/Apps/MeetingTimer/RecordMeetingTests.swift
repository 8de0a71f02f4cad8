import ComposableArchitecture
import Testing

extension CoreTests {
  @Suite @MainActor struct RecordMeetingTests {
    /// A meeting of `.morningSync`, its timer running on `clock`.
    private func makeStore(clock: TestClock<Duration>) -> TestStoreOf<RecordMeeting> {
      TestStore(initialState: RecordMeeting.State(standup: .morningSync)) {
        RecordMeeting()
      } withDependencies: {
        $0.continuousClock = clock
      }
    }

    @Test func timerTicksPassTheFloor() async {
      let clock = TestClock()
      let store = makeStore(clock: clock)

      await store.send(.onAppear)
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = 1
      }
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = 2
        $0.speakerIndex = 1
      }
      await clock.advance(by: .seconds(2))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = 3
      }
      await store.receive(\.timerTick) {
        $0.secondsElapsed = 4
        $0.speakerIndex = 2
      }
      #expect(store.state.durationRemaining == 2)

      // While the alert is up, the meeting is paused.
      await store.send(.endMeetingButtonTapped) {
        $0.alert = .endMeeting
      }
      await clock.advance(by: .seconds(2))
      await store.receive(\.timerTick)
      await store.receive(\.timerTick)
      await store.send(\.alert.dismiss) {
        $0.alert = nil
      }
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = 5
      }

      // Saving early ends the meeting on the last speaker to have the floor.
      await store.send(.endMeetingButtonTapped) {
        $0.alert = .endMeeting
      }
      await store.send(\.alert.confirmSave) {
        $0.alert = nil
      }
      await store.receive(\.delegate.save, "Blob, Blob Jr, Blob Sr")
    }

    @Test func timeRunningOutSavesAndDismisses() async {
      let clock = TestClock()
      let store = makeStore(clock: clock)

      await store.send(.onAppear)
      await clock.advance(by: .seconds(6))
      await store.receive(\.timerTick) { $0.secondsElapsed = 1 }
      await store.receive(\.timerTick) {
        $0.secondsElapsed = 2
        $0.speakerIndex = 1
      }
      await store.receive(\.timerTick) { $0.secondsElapsed = 3 }
      await store.receive(\.timerTick) {
        $0.secondsElapsed = 4
        $0.speakerIndex = 2
      }
      await store.receive(\.timerTick) { $0.secondsElapsed = 5 }
      await store.receive(\.timerTick) { $0.secondsElapsed = 6 }
      await store.receive(\.delegate.save, "Blob, Blob Jr, Blob Sr")
      // The meeting dismissed itself: its timer is no longer the test's to wait for.
    }

    @Test func endingEarlyAndSaving() async {
      var state = RecordMeeting.State(standup: .morningSync)
      state.secondsElapsed = 3
      state.speakerIndex = 1
      let store = TestStore(initialState: state) { RecordMeeting() }

      await store.send(.endMeetingButtonTapped) {
        $0.alert = .endMeeting
      }
      await store.send(\.alert.confirmSave) {
        $0.alert = nil
      }
      await store.receive(\.delegate.save, "Blob, Blob Jr")
    }

    @Test func endingEarlyAndDiscarding() async {
      let store = TestStore(initialState: RecordMeeting.State(standup: .morningSync)) {
        RecordMeeting()
      }

      await store.send(.endMeetingButtonTapped) {
        $0.alert = .endMeeting
      }
      // Nothing is saved: the meeting just goes away.
      await store.send(\.alert.confirmDiscard) {
        $0.alert = nil
      }
    }

    @Test func nextSkipsToTheNextSpeaker() async {
      let store = TestStore(initialState: RecordMeeting.State(standup: .morningSync)) {
        RecordMeeting()
      }

      await store.send(.nextButtonTapped) {
        $0.speakerIndex = 1
        $0.secondsElapsed = 2
      }
      await store.send(.nextButtonTapped) {
        $0.speakerIndex = 2
        $0.secondsElapsed = 4
      }
      // Past the last speaker, the user is asked how to end the meeting.
      await store.send(.nextButtonTapped) {
        $0.alert = .endMeeting
      }
      await store.send(\.alert.dismiss) {
        $0.alert = nil
      }
      await store.send(.nextButtonTapped) {
        $0.alert = .endMeeting
      }
      await store.send(\.alert.confirmSave) {
        $0.alert = nil
      }
      await store.receive(\.delegate.save, "Blob, Blob Jr, Blob Sr")
    }

    @Test func dismissingWithTheTimerInFlight() async {
      let clock = TestClock()
      let store = makeStore(clock: clock)

      await store.send(.onAppear)
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsElapsed = 1
      }
      await store.send(.endMeetingButtonTapped) {
        $0.alert = .endMeeting
      }
      await store.send(\.alert.confirmDiscard) {
        $0.alert = nil
      }
      // Dismissed with its timer running: nothing more to assert, nothing to wait for.
    }
  }
}
