import ComposableArchitecture
import Testing

@testable import ComposableUI

// `Self._printChanges()` says why a body is evaluated, as SwiftUI's does: a new identity, a new
// value from the parent, a `@State` by name, or something observed.

@Reducer
private struct Tally {
  @ObservableState
  struct State: Equatable {
    var total = 0
  }
  enum Action {
    case add
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.total += 1
      return .none
    }
  }
}

private struct TotalView: View {
  let store: StoreOf<Tally>
  var body: some View {
    let _ = Self._printChanges()
    Text("total: \(store.total)")
  }
}

private struct Caption: View {
  let text: String
  var body: some View {
    let _ = Self._printChanges()
    Text(text)
  }
}

private struct Clicker: View {
  @State var clicks = 0
  var body: some View {
    let _ = Self._printChanges()
    VStack {
      Button("Click") { clicks += 1 }
      Caption(text: "clicks: \(clicks)")
    }
  }
}

@MainActor
@Suite struct PrintChangesTests {
  @Test func aStateNamesItselfAndAChildSeesANewValue() async {
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { Clicker() }
    #expect(
      terminal.printedChanges == [
        "Clicker: @self, @identity changed.", "Caption: @self, @identity changed.",
      ])

    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(
      terminal.printedChanges.suffix(2) == [
        "Clicker: _clicks changed.", "Caption: @self changed.",
      ])
    #expect(terminal.text.contains("clicks: 1"))
  }

  @Test func aStoreChangeIsADependency() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { TotalView(store: store) }
    store.send(.add)
    await terminal.settle()
    #expect(
      terminal.printedChanges == [
        "TotalView: @self, @identity changed.", "TotalView: @dependencies changed.",
      ])
  }

  @Test func outsideABodyNothingIsPrinted() {
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { Text("quiet") }
    Caption._printChanges()
    #expect(terminal.printedChanges.isEmpty)
  }
}

private struct Row: View {
  let store: StoreOf<Tally>
  let name: String
  var body: some View {
    Text("\(name): \(store.total)")
  }
}

private struct Board: View {
  let first: StoreOf<Tally>
  let second: StoreOf<Tally>
  var body: some View {
    VStack {
      Row(store: first, name: "first")
      Row(store: second, name: "second")
    }
  }
}

@MainActor
@Suite struct EvaluationOverlayTests {
  @Test func theOverlayMarksOnlyTheViewsEvaluatedForTheFrame() async {
    let first = Store(initialState: Tally.State()) { Tally() }
    let second = Store(initialState: Tally.State()) { Tally() }
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { Board(first: first, second: second) }
    #expect(terminal.style(of: "first")?.background == nil)

    terminal.marksEvaluations = true
    second.send(.add)
    await terminal.settle()
    #expect(terminal.text.contains("second: 1"))
    #expect(terminal.style(of: "second: 1")?.background == .yellow)
    #expect(terminal.style(of: "first: 0")?.background == nil)

    // The next frame marks only what it evaluated: nothing, once nothing changed.
    first.send(.add)
    await terminal.settle()
    #expect(terminal.style(of: "first: 1")?.background == .yellow)
    #expect(terminal.style(of: "second: 1")?.background == nil)

    terminal.marksEvaluations = false
    first.send(.add)
    await terminal.settle()
    #expect(terminal.style(of: "first: 2")?.background == nil)
  }
}
