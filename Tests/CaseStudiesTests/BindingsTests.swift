import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

@MainActor @Suite struct BindingsTests {
  @Test func aLowerMaximumPullsTheLevelDownAndResetStartsOver() async {
    let store = TestStore(initialState: Bindings.State()) { Bindings() }
    await store.send(.binding(.set(\.text, "hello"))) { $0.text = "hello" }
    await store.send(.binding(.set(\.level, 8))) { $0.level = 8 }
    await store.send(.binding(.set(\.maximum, 6))) {
      $0.maximum = 6
      $0.level = 6
    }
    // A maximum above the level leaves the level alone.
    await store.send(.binding(.set(\.maximum, 9))) { $0.maximum = 9 }
    await store.send(.binding(.set(\.isEnabled, false))) { $0.isEnabled = false }
    await store.send(.resetButtonTapped) { $0 = Bindings.State() }
  }

  @Test func typingShowsAtOnceAndTheToggleFreezesTheField() async {
    let store = Store(initialState: Bindings.State()) { Bindings() }
    let terminal = TestTerminal(columns: 70, rows: 14)
    terminal.render { NavigationStack { BindingsView(store: store) } }
    await terminal.click("Type here")
    await terminal.type("quiet")
    #expect(terminal.position(of: "Shouted: QUIET") != nil)
    await terminal.click("Controls enabled")
    #expect(!store.isEnabled)
    // The field no longer takes keys.
    await terminal.click("quiet")
    await terminal.type("!")
    #expect(store.text == "quiet")
    await terminal.click("Maximum: 10")
    await terminal.press(.left)
    #expect(store.maximum == 10)
  }

  @Test func theSteppersMoveTheLevelWithinTheMaximum() async {
    let store = Store(initialState: Bindings.State()) { Bindings() }
    let terminal = TestTerminal(columns: 70, rows: 14)
    terminal.render { NavigationStack { BindingsView(store: store) } }
    // A click on a stepper's label steps up, as Enter does, and focuses it for the arrows.
    await terminal.click("Level: 5")
    for _ in 1...7 { await terminal.press(.right) }
    #expect(store.level == 10)
    #expect(terminal.position(of: "Level: 10") != nil)
    await terminal.click("Maximum: 10")
    for _ in 1...3 { await terminal.press(.left) }
    #expect(store.maximum == 8)
    #expect(terminal.position(of: "Level: 8") != nil)
  }
}
