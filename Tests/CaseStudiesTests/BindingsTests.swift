import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

extension CaseStudiesTests {
  @MainActor @Suite struct BindingsTests {
    @Test func aLowerLimitTurnsTheVolumeDownAndDefaultsStartOver() async {
      let store = TestStore(initialState: Bindings.State()) { Bindings() }
      await store.send(.binding(.set(\.name, "Ann"))) { $0.name = "Ann" }
      await store.send(.binding(.set(\.volume, 7))) { $0.volume = 7 }
      await store.send(.binding(.set(\.limit, 5))) {
        $0.limit = 5
        $0.volume = 5
      }
      // A limit above the volume leaves the volume alone.
      await store.send(.binding(.set(\.limit, 9))) { $0.limit = 9 }
      await store.send(.binding(.set(\.isSoundOn, false))) { $0.isSoundOn = false }
      await store.send(.defaultsButtonTapped) { $0 = Bindings.State() }
    }

    @Test func theGreetingFollowsTheNameAndTheSwitchFreezesTheVolume() async {
      let store = Store(initialState: Bindings.State()) { Bindings() }
      let terminal = TestTerminal(columns: 70, rows: 14)
      terminal.render { NavigationStack { BindingsView(store: store) } }
      #expect(terminal.position(of: "Hello!") != nil)
      await terminal.click("Your name")
      await terminal.type("Ann")
      #expect(terminal.position(of: "Hello, Ann!") != nil)
      await terminal.click("Sound on")
      #expect(!store.isSoundOn)
      // The volume no longer takes keys or clicks.
      await terminal.click("Volume: 3")
      await terminal.press(.right)
      #expect(store.volume == 3)
    }

    @Test func theSteppersMoveTheVolumeWithinTheLimit() async {
      let store = Store(initialState: Bindings.State()) { Bindings() }
      let terminal = TestTerminal(columns: 70, rows: 14)
      terminal.render { NavigationStack { BindingsView(store: store) } }
      // A click on a stepper's label steps up, as Enter does, and focuses it for the arrows.
      await terminal.click("Volume: 3")
      for _ in 1...7 { await terminal.press(.right) }
      #expect(store.volume == 8)
      #expect(terminal.position(of: "Volume: 8") != nil)
      await terminal.click("Limit: 8")
      for _ in 1...3 { await terminal.press(.left) }
      #expect(store.limit == 6)
      #expect(terminal.position(of: "Volume: 6") != nil)
    }
  }
}
