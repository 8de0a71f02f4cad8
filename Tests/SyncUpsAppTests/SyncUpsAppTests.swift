import ComposableArchitecture
import ComposableUI
import Foundation
import SyncUpsAppFeature
import SyncUpsDetailFeature
import SyncUpsMeetingFeature
import SyncUpsModels
import Testing

@Suite @MainActor struct SyncUpsAppTests {
  static let designReview = SyncUp(
    id: UUID(100), attendees: [Attendee(id: UUID(101), name: "Ann")], title: "Design review")

  /// The app, the design review's screen pushed from the list by a tap, and the sync-up it
  /// shares with the list.
  func designReviewPushed(
    from syncUps: Shared<IdentifiedArrayOf<SyncUp>>
  ) async throws -> (TestStoreOf<SyncUpsApp>, Shared<SyncUp>) {
    let store = TestStore(initialState: SyncUpsApp.State()) {
      SyncUpsApp()
    }
    let syncUp = try #require(Shared(syncUps[id: UUID(100)]))
    await store.send(\.syncUpsList.syncUpTapped, UUID(100)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: syncUp))
    }
    return (store, syncUp)
  }

  @Test func tappingASyncUpPushesItsScreenSharingTheListsSyncUp() async throws {
    @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = [Self.designReview]
    let (store, _) = try await designReviewPushed(from: $syncUps)
    // An edit on the pushed screen is the list's.
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.editForm = .init(syncUp: Self.designReview) }
    }
    await store.send(
      .path(
        .element(
          id: 0, action: .detail(.editForm(.presented(.binding(.set(\.syncUp.title, "Retro")))))))
    ) {
      $0.path[id: 0]?.modify(\.detail) { $0.editForm?.syncUp.title = "Retro" }
    }
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.editForm = nil }
      $0.syncUpsList.$syncUps.withLock { $0[id: UUID(100)]?.title = "Retro" }
    }
  }

  @Test func aMeetingStartedOnASyncUpsScreenIsPushedSharingItsSyncUp() async throws {
    @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = [Self.designReview]
    let (store, syncUp) = try await designReviewPushed(from: $syncUps)
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: syncUp))
    }
    // The meeting shares the sync-up: a meeting it saves is the list's.
    guard case .record(let meeting)? = store.state.path[id: 1] else {
      Issue.record("no meeting was pushed")
      return
    }
    meeting.$syncUp.withLock {
      $0.meetings.insert(
        Meeting(id: UUID(7), date: Date(timeIntervalSince1970: 0), transcript: ""), at: 0)
    }
    #expect(syncUps[id: UUID(100)]?.meetings.map(\.id) == [UUID(7)])
  }

  @Test func aMeetingHeldIsShownOverItsSyncUp() async {
    var designReview = Self.designReview
    designReview.meetings = [
      Meeting(
        id: UUID(200), date: Date(timeIntervalSince1970: 1_800_000_000),
        transcript: "Shipped the login screen.")
    ]
    @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = [designReview]
    let store = Store(initialState: SyncUpsApp.State()) { SyncUpsApp() }
    let terminal = TestTerminal(columns: 70, rows: 20)
    terminal.render { SyncUpsAppView(store: store) }
    await terminal.click("Design review")
    await terminal.click("Shipped the login screen.")
    #expect(store.path.count == 2)
    #expect(terminal.position(of: "Transcript") != nil)
    #expect(terminal.position(of: "Ann") != nil)
    #expect(terminal.position(of: "Meetings held") == nil)
    await terminal.click("‹ Back")
    #expect(terminal.position(of: "Meetings held") != nil)
  }

  @Test func aDeletedSyncUpLeavesTheListAndItsScreenIsPopped() async {
    @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = [Self.designReview]
    let store = Store(initialState: SyncUpsApp.State()) { SyncUpsApp() }
    let terminal = TestTerminal(columns: 60, rows: 20)
    terminal.render { SyncUpsAppView(store: store) }
    await terminal.click("Design review")
    #expect(store.path.count == 1)
    #expect(terminal.position(of: "Meetings held") != nil)
    await terminal.click("Delete")
    #expect(terminal.position(of: "Delete this sync-up?") != nil)
    await terminal.click("Delete it")
    await terminal.settle(until: { store.path.isEmpty })
    #expect(syncUps.isEmpty)
    #expect(terminal.position(of: "No sync-ups yet") != nil)
  }

  @Test func anEditOnItsScreenShowsInTheList() async {
    @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = [Self.designReview]
    let store = Store(initialState: SyncUpsApp.State()) { SyncUpsApp() }
    let terminal = TestTerminal(columns: 60, rows: 20)
    terminal.render { SyncUpsAppView(store: store) }
    await terminal.click("Design review")
    await terminal.click("Edit")
    // The sheet opens with its first field, the title, focused: typing goes to its end.
    await terminal.type(" weekly")
    await terminal.click("Done")
    #expect(terminal.position(of: "Design review weekly") != nil)
    await terminal.click("Back")
    #expect(terminal.position(of: "Design review weekly · 1 attending · 5 min") != nil)
  }

  @Test func aMeetingStartedOnItsScreenIsSavedThereWhenEnded() async {
    @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = [Self.designReview]
    let clock = TestClock()
    let store = Store(initialState: SyncUpsApp.State()) {
      SyncUpsApp()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_800_000_000)
      $0.transcription = .liveValue
      $0.uuid = .incrementing
    }
    let terminal = TestTerminal(columns: 70, rows: 20)
    terminal.render { SyncUpsAppView(store: store) }
    await terminal.click("Design review")
    await terminal.click("Start meeting")
    #expect(store.path.count == 2)
    await terminal.settle()
    #expect(terminal.position(of: "Speaker 1 of 1: Ann") != nil)
    #expect(terminal.position(of: "not available on this system") != nil)
    // Seconds go by one at a time, each drawn before the next.
    for _ in 0..<30 {
      await clock.advance(by: .seconds(1))
      await terminal.settle()
    }
    #expect(terminal.position(of: "Elapsed 0:30") != nil)
    #expect(terminal.position(of: "Remaining 4:30") != nil)
    // The meeting has no back button, and Escape does not leave it: only "End meeting" does.
    #expect(terminal.position(of: "‹ Back") == nil)
    await terminal.press(.escape)
    await terminal.press(.escape)
    #expect(store.path.count == 2)
    await terminal.click("End meeting")
    #expect(terminal.position(of: "End the meeting?") != nil)
    await terminal.click("Save and end")
    await terminal.settle(until: { store.path.count == 1 })
    #expect(syncUps[id: UUID(100)]?.meetings.map(\.id) == [UUID(0)])
    #expect(terminal.position(of: "(no transcript)") != nil)
  }
}
