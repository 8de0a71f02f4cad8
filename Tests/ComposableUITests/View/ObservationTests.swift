import ComposableArchitecture
import Testing

@testable import ComposableUI

private typealias Row = TitledRow

@Reducer
private struct Rows {
  @ObservableState
  struct State: Equatable {
    var header = "Rows"
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  enum Action {
    case headerChanged(String)
    case rows(IdentifiedActionOf<Row>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .headerChanged(let header):
        state.header = header
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

private struct RowView: View {
  let store: StoreOf<Row>
  var body: some View {
    Text("\(store.id): \(store.title)")
  }
}

private struct RowsView: View {
  let store: StoreOf<Rows>
  var body: some View {
    VStack(alignment: .leading) {
      Text(store.header)
      ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in
        RowView(store: rowStore)
      }
    }
  }
}

/// The body evaluations of every view of a type in a graph.
@MainActor
private func evaluations<V: View>(of type: V.Type, in node: _ViewNode?) -> [Int] {
  guard let node else { return [] }
  var counts: [Int] = []
  if let body = node as? BodyNode<V> { counts.append(body.evaluationCount) }
  for child in node.children {
    counts += evaluations(of: type, in: child)
  }
  return counts
}

@MainActor
@Suite struct ObservationTests {
  @Test func aChangeToOneRowEvaluatesThatRowAlone() async {
    let store = Store(
      initialState: Rows.State(
        rows: IdentifiedArray(uniqueElements: (0..<1_000).map { Row.State(id: $0, title: "row") }))
    ) {
      Rows()
    }
    let terminal = TestTerminal(columns: 40, rows: 10)
    terminal.render { RowsView(store: store) }
    let root = terminal.graph.root
    #expect(evaluations(of: RowsView.self, in: root) == [1])
    #expect(evaluations(of: RowView.self, in: root) == Array(repeating: 1, count: 1_000))

    store.send(.rows(.element(id: 3, action: .rename("renamed"))))
    // Nothing is drawn in the middle of a turn: the change only marked the row.
    #expect(!terminal.text.contains("renamed"))
    await terminal.settle()
    #expect(terminal.text.contains("3: renamed"))
    #expect(evaluations(of: RowsView.self, in: root) == [1])
    var expected = Array(repeating: 1, count: 1_000)
    expected[3] = 2
    #expect(evaluations(of: RowView.self, in: root) == expected)
  }

  @Test func aRowClosureThatReadsItsStoreIsWatchedForThatRow() async {
    let store = Store(
      initialState: Rows.State(rows: [Row.State(id: 0, title: "a"), Row.State(id: 1, title: "b")])
    ) {
      Rows()
    }
    let terminal = TestTerminal(columns: 40, rows: 6)
    // The row reads its store in the `ForEach` closure itself, with no view of its own.
    terminal.render {
      List {
        ForEach(store.scope(state: \.rows, action: \.rows)) { row in
          Text("\(row.id): \(row.title)")
        }
      }
    }
    #expect(terminal.visibleLines == ["0: a", "1: b"])
    store.send(.rows(.element(id: 1, action: .rename("renamed"))))
    await terminal.settle()
    #expect(terminal.visibleLines == ["0: a", "1: renamed"])
  }

  @Test func aChangeTheParentReadEvaluatesTheParentButNotUnchangedRows() async {
    let store = Store(
      initialState: Rows.State(rows: [Row.State(id: 0, title: "a"), Row.State(id: 1, title: "b")])
    ) {
      Rows()
    }
    let terminal = TestTerminal(columns: 40, rows: 10)
    terminal.render { RowsView(store: store) }
    store.send(.headerChanged("Todos"))
    await terminal.settle()
    #expect(terminal.visibleLines.first == "Todos")
    let root = terminal.graph.root
    #expect(evaluations(of: RowsView.self, in: root) == [2])
    #expect(evaluations(of: RowView.self, in: root) == [1, 1])
  }

  @Test func severalChangesInOneTurnMakeOneUpdate() async {
    let store = Store(initialState: Rows.State()) { Rows() }
    let terminal = TestTerminal(columns: 40, rows: 10)
    terminal.render { RowsView(store: store) }
    let frames = terminal.frameCount
    store.send(.headerChanged("1"))
    store.send(.headerChanged("2"))
    store.send(.headerChanged("3"))
    await terminal.settle()
    #expect(terminal.frameCount == frames + 1)
    #expect(evaluations(of: RowsView.self, in: terminal.graph.root) == [2])
    #expect(terminal.visibleLines == ["3"])
  }
}

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var title = "Counter"
    var showsTitle = true
  }
  enum Action {
    case increment
    case toggleTitle
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case .toggleTitle:
        state.showsTitle.toggle()
      }
      return .none
    }
  }
}

/// Reads the title, which never changes; its parent gives it a new closure on every evaluation.
private struct TitleView: View {
  let store: StoreOf<Counter>
  let onTap: () -> Void
  var body: some View {
    Text(store.title)
  }
}

private struct CounterView: View {
  let store: StoreOf<Counter>
  var body: some View {
    VStack {
      if store.showsTitle {
        // Captures two values, so that each evaluation makes a new closure context.
        let count = store.count
        TitleView(store: store) { store.send(.increment, animation: count > 10 ? .default : nil) }
      }
      Text("\(store.count)")
    }
  }
}

@MainActor
@Suite struct ObservationRegistrationTests {
  /// A counter on screen, and the registrar of its state.
  private func renderCounter() -> (StoreOf<Counter>, TestTerminal, ObservationStateRegistrar) {
    let store = Store(initialState: Counter.State()) { Counter() }
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { CounterView(store: store) }
    return (store, terminal, store.withState { $0._$observationRegistrar })
  }

  @Test func aViewEvaluatedAgainForANewValueKeepsOneRegistration() async {
    let (store, terminal, registrar) = renderCounter()
    // The parent's tracking and the title's.
    #expect(registrar.trackingCount == 2)

    for _ in 1...100 {
      store.send(.increment)
      await terminal.settle()
    }
    #expect(terminal.visibleLines == ["Counter", "100"])
    // The title was evaluated again each time (its closure is new), and read the title each
    // time: it still has one registration, not 101.
    #expect(evaluations(of: TitleView.self, in: terminal.graph.root) == [101])
    #expect(registrar.trackingCount == 2)
  }

  @Test func aViewThatGoesAwayLeavesNoRegistration() async {
    let (store, terminal, registrar) = renderCounter()
    #expect(registrar.trackingCount == 2)

    store.send(.toggleTitle)
    await terminal.settle()
    #expect(terminal.visibleLines == ["0"])
    #expect(registrar.trackingCount == 1)
  }
}
