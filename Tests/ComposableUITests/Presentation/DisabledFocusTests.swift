import ComposableArchitecture
import Testing

@testable import ComposableUI

// A focused button disabled while its request loads keeps focus, so that after the alert with the
// answer closes, focus is back on it: the README demo's flow, with the loading frame drawn (as a
// slow machine draws it) before the answer arrives.

@Reducer
private struct Fact {
  @ObservableState
  struct State: Equatable {
    var isLoading = false
    var fact: String?
  }
  enum Action {
    case factButtonTapped
    case factResponse(String)
    case alertDismissed
  }
  let answers: AsyncStream<String>
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        state.isLoading = true
        return .run { [answers] send in
          for await answer in answers {
            await send(.factResponse(answer))
            return
          }
        }
      case .factResponse(let fact):
        state.isLoading = false
        state.fact = fact
        return .none
      case .alertDismissed:
        state.fact = nil
        return .none
      }
    }
  }
}

private struct FactView: View {
  let store: StoreOf<Fact>
  var body: some View {
    VStack {
      Button("Fact") { store.send(.factButtonTapped) }
        .disabled(store.isLoading)
      if store.isLoading {
        Text("loading…")
      }
    }
    .alert(
      "Fact",
      isPresented: Binding(
        get: { store.fact != nil },
        set: { if !$0 { store.send(.alertDismissed) } })
    ) {
      Button("OK") {}
    } message: {
      Text(store.fact ?? "")
    }
  }
}

@MainActor
@Suite struct DisabledFocusTests {
  @Test func aButtonDisabledWhileLoadingKeepsFocusAndGetsItBackAfterTheAlert() async {
    let (answers, answer) = AsyncStream.makeStream(of: String.self)
    let store = Store(initialState: Fact.State()) { Fact(answers: answers) }
    let terminal = TestTerminal(columns: 30, rows: 10)
    terminal.render { FactView(store: store) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    // The loading frame: the button is drawn disabled, and keeps focus.
    #expect(terminal.text.contains("loading…"))
    #expect(terminal.renderer.focused != nil)
    await terminal.press(.enter)
    #expect(terminal.text.contains("loading…"))

    answer.yield("7 is prime.")
    await terminal.settle()
    #expect(terminal.text.contains("7 is prime."))
    await terminal.press(.enter)  // OK
    #expect(!terminal.text.contains("7 is prime."))

    // Focus is back on the button: Enter asks again.
    await terminal.press(.enter)
    #expect(terminal.text.contains("loading…"))
    answer.yield("8 is even.")
    await terminal.settle()
    #expect(terminal.text.contains("8 is even."))
    answer.finish()
  }

  @Test func tabFromADisabledFocusedButtonMovesToTheNextEnabledView() async {
    let (answers, answer) = AsyncStream.makeStream(of: String.self)
    let store = Store(initialState: Fact.State()) { Fact(answers: answers) }
    let terminal = TestTerminal(columns: 30, rows: 10)
    terminal.render {
      VStack {
        FactView(store: store)
        Button("Other") {}
      }
    }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("loading…"))
    await terminal.press(.tab)
    #expect(terminal.style(of: "[Other]")?.inverse == true)
    answer.finish()
  }
}
