import Testing

@testable import ComposableUI

/// `.transition(_:)` and `AnyTransition`: accepted, kept as values that say what was asked
/// for, and a view with one inserted and removed at once.
@MainActor
@Suite struct TransitionTests {
  @Test func aViewWithATransitionComesAndGoesAtOnce() async {
    let terminal = TestTerminal(columns: 24, rows: 2)
    terminal.render { Toast() }
    #expect(terminal.visibleLines == ["[ ] Toast"])
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[x] Toast", "Invalid phone number"])
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[ ] Toast"])
  }

  @Test func transitionsComposeAsTheyAreSpelled() {
    #expect(AnyTransition.identity.kind == .identity)
    #expect(AnyTransition.slide.kind == .slide)
    #expect(AnyTransition.push(from: .leading).kind == .push(.leading))
    #expect(
      AnyTransition.move(edge: .bottom).combined(with: .opacity).kind
        == .combined(.move(.bottom), .opacity))
    #expect(
      AnyTransition.asymmetric(insertion: .scale, removal: .slide).kind
        == .asymmetric(insertion: .scale(nil, anchor: .center), removal: .slide))
    #expect(
      AnyTransition.scale(scale: 0.5, anchor: .top).animation(.easeIn).kind
        == .animation(.scale(0.5, anchor: .top), .easeIn))
  }
}
