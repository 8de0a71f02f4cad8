#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  extension CoreTests {
    /// `send(_:animation:)` in its spellings, as reducer files written for SwiftUI use them.
    @Suite @MainActor struct AnimationTests {
      @Reducer
      struct Drawer {
        struct State: Equatable {
          var isOpen = false
          var seen: [String] = []
        }
        enum Action: Equatable {
          case toggle
          case load
          case loaded
          case openAnimated
          case openThenClose
          case refresh
          case unanimated
          case nested
          case nestedAfterWork
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.seen.append("\(action): \(Animation.current.map(\.description) ?? "none")")
            switch action {
            case .toggle:
              state.isOpen.toggle()
              return .none
            case .load:
              return .run { send in await send(.loaded, animation: .easeIn(duration: 0.2)) }
            case .loaded:
              return .none
            case .openAnimated:
              return .send(.toggle, animation: .easeOut)
            case .openThenClose:
              // Each action keeps its own animation, whatever the action around it had.
              return .concatenate(
                .send(.toggle, animation: .linear),
                .send(.toggle),
                .send(.toggle).animation(nil)
              )
            case .refresh:
              return .run { send in
                await send(.loaded)
                await send(.loaded, animation: .spring)
              }
              .animation(.easeInOut(duration: 1))
            case .unanimated:
              return .send(.loaded).animation(nil)
            case .nested:
              return .merge(.send(.loaded, animation: .linear)).animation(.easeIn)
            case .nestedAfterWork:
              return .concatenate(.run { _ in }, .send(.loaded).animation(.linear))
                .animation(.easeIn)
            }
          }
        }
      }

      @Test func aStoreSendsInsideTheAnimation() {
        let store = Store(initialState: Drawer.State()) { Drawer() }
        store.send(.toggle, animation: .default)
        store.send(.toggle)
        store.send(.toggle, animation: .spring(response: 0.3, dampingFraction: 1))
        #expect(
          store.withState(\.seen) == [
            "toggle: default",
            "toggle: none",
            "toggle: spring(response: 0.3, dampingFraction: 1.0, blendDuration: 0.0)",
          ]
        )
        #expect(Animation.current == nil)
      }

      @Test func anEffectSendsInsideTheAnimation() async {
        let store = TestStore(initialState: Drawer.State()) { Drawer() }
        await store.send(.load) { $0.seen = ["load: none"] }
        await store.receive(.loaded) {
          $0.seen.append("loaded: easeIn(duration: 0.2)")
        }
      }

      @Test func anEffectsSendIsProcessedInsideItsAnimation() {
        let store = Store(initialState: Drawer.State()) { Drawer() }
        store.send(.openAnimated)
        #expect(store.withState(\.seen) == ["openAnimated: none", "toggle: easeOut"])
        #expect(store.withState(\.isOpen))
        #expect(Animation.current == nil)
      }

      @Test func eachSentActionKeepsTheAnimationItWasSentWith() {
        let store = Store(initialState: Drawer.State()) { Drawer() }
        store.send(.openThenClose, animation: .default)
        #expect(
          store.withState(\.seen) == [
            "openThenClose: default", "toggle: linear", "toggle: default", "toggle: none",
          ]
        )
        // The caller's animation is back once the store returns.
        store.send(.openThenClose)
        #expect(
          store.withState(\.seen).suffix(4) == [
            "openThenClose: none", "toggle: linear", "toggle: none", "toggle: none",
          ]
        )
        withAnimation(.easeIn) {
          store.send(.unanimated)
          #expect(Animation.current == .easeIn)
        }
        #expect(store.withState(\.seen).suffix(2) == ["unanimated: easeIn", "loaded: none"])
        #expect(Animation.current == nil)
      }

      @Test func anAnimatedRunSendsEveryActionInsideTheAnimation() async {
        let store = TestStore(initialState: Drawer.State()) { Drawer() }
        await store.send(.refresh) { $0.seen = ["refresh: none"] }
        // The effect's animation wins over the one its operation sends with, as upstream's does.
        await store.receive(.loaded) { $0.seen.append("loaded: easeInOut(duration: 1.0)") }
        await store.receive(.loaded) { $0.seen.append("loaded: easeInOut(duration: 1.0)") }
      }

      @Test func theOutermostAnimationWins() async {
        let store = TestStore(initialState: Drawer.State()) { Drawer() }
        await store.send(.nested) { $0.seen = ["nested: none"] }
        await store.receive(.loaded) { $0.seen.append("loaded: easeIn") }
        // The same inside a task (a concatenation's tail), where the inner node wraps the send.
        await store.send(.nestedAfterWork) { $0.seen.append("nestedAfterWork: none") }
        await store.receive(.loaded) { $0.seen.append("loaded: easeIn") }
      }

      @Test func animatingNoEffectIsNoEffect() {
        #expect(Effect<Drawer.Action>.none.animation().isNone)
      }

      @Test func withAnimationNestsAndRestores() {
        withAnimation(.linear) {
          #expect(Animation.current == .linear)
          withAnimation(nil) { #expect(Animation.current == nil) }
          withAnimation(.easeOut.delay(1).speed(2)) {
            #expect(Animation.current?.description == "easeOut.delay(1.0).speed(2.0)")
          }
          #expect(Animation.current == .linear)
        }
        #expect(Animation.current == nil)
      }

      @Test func aButtonsAnimationIsPartOfItsAction() {
        let plain = ButtonState<Drawer.Action>(action: .send(.toggle)) { TextState("Toggle") }
        let animated = ButtonState<Drawer.Action>(action: .send(.toggle, animation: .default)) {
          TextState("Toggle")
        }
        #expect(plain != animated)
        #expect(
          animated
            == ButtonState<Drawer.Action>(action: .animatedSend(.toggle)) { TextState("Toggle") }
        )
      }
    }
  }
#endif
