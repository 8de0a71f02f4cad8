import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

/// What each kind of identity keeps, read off the tallies' counts on screen.
extension CaseStudiesTests {
  @MainActor @Suite struct ViewIdentityTests {
    func screen() -> (StoreOf<ViewIdentity>, TestTerminal) {
      let store = Store(initialState: ViewIdentity.State()) { ViewIdentity() }
      let terminal = TestTerminal(columns: 100, rows: 24)
      terminal.render { NavigationStack { ViewIdentityView(store: store) } }
      return (store, terminal)
    }

    @Test func anIfsBranchesAreTwoViewsAndAChangedModifierIsOne() async {
      let (store, terminal) = screen()
      await terminal.click("Tap", onTheRowOf: "In an if:")
      await terminal.click("Tap", onTheRowOf: "Modifier changed:")
      #expect(terminal.position(of: "In an if: 1") != nil)
      #expect(terminal.position(of: "Modifier changed: 1") != nil)
      await terminal.click("Highlighted")
      #expect(store.isHighlighted)
      #expect(terminal.position(of: "In an if: 0") != nil)
      #expect(terminal.position(of: "Modifier changed: 1") != nil)
    }

    @Test func aNewIDIsANewView() async {
      let (_, terminal) = screen()
      await terminal.click("Tap", onTheRowOf: "With .id(0):")
      #expect(terminal.position(of: "With .id(0): 1") != nil)
      await terminal.click("New id")
      #expect(terminal.position(of: "With .id(1): 0") != nil)
    }

    @Test func rowsKeyedByTheirDataFollowItAndRowsKeyedByPositionStay() async throws {
      let (store, terminal) = screen()
      await terminal.click("Tap", onTheRowOf: "Apple:")
      await terminal.click("Reverse")
      #expect(store.fruits == ["Cherry", "Banana", "Apple"])
      // Keyed by the fruit: Apple's row moved, with its count.
      #expect(terminal.position(of: "Apple: 1") != nil)
      let cherry = try #require(terminal.position(of: "Cherry: 0"))
      let apple = try #require(terminal.position(of: "Apple: 1"))
      #expect(cherry.row < apple.row)

      await terminal.click("Keyed by position")
      await terminal.click("Tap", onTheRowOf: "Cherry:")
      await terminal.click("Reverse")
      // Keyed by position: the first row kept its count, and now shows another fruit.
      #expect(terminal.position(of: "Apple: 1") != nil)
      #expect(terminal.position(of: "Cherry: 0") != nil)
    }

    @Test func theTogglesAndButtonsChangeTheState() async {
      let store = TestStore(initialState: ViewIdentity.State()) { ViewIdentity() }
      await store.send(.binding(.set(\.isHighlighted, true))) { $0.isHighlighted = true }
      await store.send(.newIDButtonTapped) { $0.resetID = 1 }
      await store.send(.reverseButtonTapped) { $0.fruits = ["Cherry", "Banana", "Apple"] }
      await store.send(.binding(.set(\.keysArePositions, true))) { $0.keysArePositions = true }
    }
  }
}
