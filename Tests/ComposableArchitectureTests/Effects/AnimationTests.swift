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
