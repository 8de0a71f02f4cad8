import ComposableArchitecture
import Testing

@testable import ComposableUI

private typealias Label10 = TitledRow

@Reducer
private struct Labels {
  @ObservableState
  struct State: Equatable {
    var rows = IdentifiedArray(
      uniqueElements: (0..<10_000).map { Label10.State(id: $0, title: "row \($0)") })
  }
  enum Action {
    case rows(IdentifiedActionOf<Label10>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }.forEach(\.rows, action: \.rows) { Label10() }
  }
}

private struct LabelRow: View {
  let store: StoreOf<Label10>
  var body: some View { Text(store.title) }
}

private struct LabelList: View {
  let store: StoreOf<Labels>
  var body: some View {
    List {
      ForEach(store.scope(state: \.rows, action: \.rows)) { LabelRow(store: $0) }
    }
  }
}

@MainActor
@Suite struct FrameCostTests {
  @Test func oneRowOfATenThousandRowListChangesWithOneEvaluationAndFewBytes() {
    let store = Store(initialState: Labels.State()) { Labels() }
    let terminal = TestTerminal(columns: 80, rows: 24)
    terminal.render { LabelList(store: store) }
    let before = evaluations(in: terminal.graph.root)
    store.send(.rows(.element(id: 3, action: .rename("abcdefghij"))))
    terminal.update()
    let after = evaluations(in: terminal.graph.root)
    // One body evaluation: the changed row's; the list and the other rows are untouched.
    #expect(after - before == 1)
    #expect(terminal.lines[3] == "abcdefghij")
    // A ten-character label change on an 80×24 screen: a cursor move, the cells, a reset.
    #expect(terminal.lastFrameBytes.count <= 64)
    store.send(.rows(.element(id: 3, action: .rename("klmnopqrst"))))
    terminal.update()
    #expect(terminal.lastFrameBytes.count <= 64)
  }

  /// The body evaluations of every node under `node`.
  private func evaluations(in node: _ViewNode?) -> Int {
    guard let node else { return 0 }
    var total = (node as? any EvaluationCounting)?.evaluationCount ?? 0
    for child in node.children { total += evaluations(in: child) }
    return total
  }
}

@MainActor
@Suite struct LazyStoreRowsTests {
  @Test func aListOverAScopedCollectionCreatesOnlyTheStoresOfTheRowsItShows() {
    let store = Store(initialState: Labels.State()) { Labels() }
    let terminal = TestTerminal(columns: 80, rows: 24)
    terminal.render { LabelList(store: store) }
    let rows = terminal.graph.root.map(lazyRowNodes) ?? []
    #expect(rows.map(\.builtCount) == [24])
  }

  private func lazyRowNodes(in node: _ViewNode) -> [LazyForEachNode<Int>] {
    ((node as? LazyForEachNode<Int>).map { [$0] } ?? []) + node.children.flatMap(lazyRowNodes)
  }
}
