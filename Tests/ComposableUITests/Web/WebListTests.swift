import ComposableArchitecture
import Foundation
import Testing

@testable import ComposableUI

// Keyed lists in a page: rows keep their elements across moves, and a change to one row of many
// sends that row's patch only.

@Reducer
private struct Rows {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<TitledRow.State>
  }
  enum Action {
    case rows(IdentifiedActionOf<TitledRow>)
    case reverse
    case removeFirst
    case insert(TitledRow.State, at: Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows:
        return .none
      case .reverse:
        state.rows = IdentifiedArray(uniqueElements: state.rows.reversed())
        return .none
      case .removeFirst:
        state.rows.removeFirst()
        return .none
      case .insert(let row, let offset):
        state.rows.insert(row, at: offset)
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { TitledRow() }
  }
}

private struct RowsView: View {
  let store: StoreOf<Rows>

  var body: some View {
    List {
      ForEach(store.scope(state: \.rows, action: \.rows)) { row in
        HStack {
          Text(row.title)
          Button("Rename") { row.send(.rename(row.title + "!")) }
        }
      }
    }
  }
}

/// Rows that each hold a list of their own.
private struct NestedRowsView: View {
  let store: StoreOf<Rows>

  var body: some View {
    List {
      ForEach(store.scope(state: \.rows, action: \.rows)) { row in
        VStack {
          Text(row.title)
          List {
            ForEach(["first", "second"], id: \.self) { Text("\(row.title), \($0)") }
          }
        }
      }
    }
  }
}

/// Rows that can be deleted and moved, with a button that scrolls to the last.
private struct EditableRowsView: View {
  let store: StoreOf<Rows>
  let log: Log

  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        Button("Last") { proxy.scrollTo(store.rows.last?.id ?? 0, anchor: .bottom) }
        List {
          ForEach(store.scope(state: \.rows, action: \.rows)) { row in
            Text(row.title)
          }
          .onDelete { offsets in log.entries.append("delete \(offsets.map { $0 })") }
          .onMove { offsets, target in
            log.entries.append("move \(offsets.map { $0 }) to \(target)")
          }
        }
      }
    }
  }
}

/// Rows that offer Delete once an Edit button is pressed.
private struct DeletableLaterView: View {
  let store: StoreOf<Rows>
  let log: Log
  @State private var isEditing = false

  private var delete: @MainActor @Sendable (IndexSet) -> Void {
    { [log] offsets in log.entries.append("delete \(offsets.map { $0 })") }
  }

  var body: some View {
    VStack {
      Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
      List {
        ForEach(store.scope(state: \.rows, action: \.rows)) { row in
          Text(row.title)
        }
        .onDelete(perform: isEditing ? delete : nil)
      }
    }
  }
}

@MainActor
@Suite struct WebListTests {
  private func rows(_ count: Int) -> IdentifiedArrayOf<TitledRow.State> {
    IdentifiedArray(uniqueElements: (1...count).map { TitledRow.State(id: $0, title: "Row \($0)") })
  }

  @Test func aListIsAListOfRows() {
    let page = TestWebPage()
    let store = Store(initialState: Rows.State(rows: rows(3))) { Rows() }
    page.render { RowsView(store: store) }
    let html = page.html
    #expect(html.hasPrefix(#"<div id="app" class="app"><ul id="#))
    #expect(html.components(separatedBy: "<li ").count == 4)
    #expect(page.texts == ["Row 1", "Rename", "Row 2", "Rename", "Row 3", "Rename"])
  }

  @Test func reorderedRowsAreMovedNotMadeAgain() async {
    let page = TestWebPage()
    let store = Store(initialState: Rows.State(rows: rows(5))) { Rows() }
    page.render { RowsView(store: store) }
    let before = page.renderer.shownRoot!.children[0].children.map(\.id)
    store.send(.reverse)
    await page.settle()
    let patches = page.renderer.lastPatches
    // Four moves put five rows in reverse order; no row is removed, inserted or replaced.
    #expect(patches.count == 4)
    #expect(
      patches.allSatisfy {
        if case .move = $0 { true } else { false }
      })
    #expect(page.renderer.shownRoot!.children[0].children.map(\.id) == before.reversed())
    #expect(
      page.texts.filter { $0.hasPrefix("Row") } == ["Row 5", "Row 4", "Row 3", "Row 2", "Row 1"])
    _ = page.html
  }

  @Test func insertionsAndRemovalsTouchOnlyTheirRows() async {
    let page = TestWebPage()
    let store = Store(initialState: Rows.State(rows: rows(3))) { Rows() }
    page.render { RowsView(store: store) }
    store.send(.removeFirst)
    store.send(.insert(TitledRow.State(id: 9, title: "New"), at: 1))
    await page.settle()
    let patches = page.renderer.lastPatches
    #expect(patches.count == 2)
    guard case .remove = patches[0], case .insert(_, 1, let row) = patches[1] else {
      Issue.record("Expected a removal and an insertion, got \(patches)")
      return
    }
    #expect(row.html.contains(">New<"))
    #expect(page.texts.filter { $0 != "Rename" } == ["Row 2", "New", "Row 3"])
    _ = page.html
  }

  @Test func aButtonInARowActsOnItsRow() async {
    let page = TestWebPage()
    let store = Store(initialState: Rows.State(rows: rows(3))) { Rows() }
    page.render { RowsView(store: store) }
    let secondRename = page.renderer.shownRoot!.children[0].children[1].html
      .components(separatedBy: #"<button id=""#)[1].prefix { $0 != "\"" }
    await page.send(.click, String(secondRename))
    #expect(store.rows[id: 2]?.title == "Row 2!")
    #expect(page.renderer.lastPatches.count == 1)
    _ = page.html
  }

  @Test func aScrollToARowScrollsItsElementIntoView() async {
    let page = TestWebPage()
    let store = Store(initialState: Rows.State(rows: rows(100))) { Rows() }
    page.render { EditableRowsView(store: store, log: Log()) }
    await page.click("Last")
    let row = page.id(of: "Row 100", tag: "li")!
    #expect(
      page.messages.last == #"{"version":1,"ack":1,"patches":[["scroll",""# + row + #"","end"]]}"#)
  }

  @Test func rowsThatOfferDeleteAndMoveTakeTheirKeys() async {
    let page = TestWebPage()
    let log = Log()
    let store = Store(initialState: Rows.State(rows: rows(3))) { Rows() }
    page.render { EditableRowsView(store: store, log: log) }
    #expect(page.html.contains(#"class="row" data-keys="""#))
    let second = page.id(of: "Row 2", tag: "li")!
    #expect(await page.send(.key, second, value: "Delete") == .handled)
    #expect(await page.send(.key, second, value: "Alt+ArrowUp") == .handled)
    #expect(await page.send(.key, second, value: "Alt+ArrowDown") == .handled)
    #expect(
      await page.send(.key, second, value: "x")
        == .rejected(
          "key on \(second): the view did not take it (disabled, or a value it does not offer)"))
    #expect(log.entries == ["delete [1]", "move [1] to 0", "move [1] to 3"])
    // Rows of a `ForEach` without those actions take no keys.
    let plain = TestWebPage()
    plain.render { RowsView(store: store) }
    #expect(!plain.html.contains("data-keys"))
    #expect(await plain.send(.key, plain.id(of: "Row 1", tag: "li"), value: "Delete") != .handled)
  }

  @Test func rowsThatOfferDeleteLaterTakeTheKeyFromThen() async {
    let page = TestWebPage()
    let log = Log()
    let store = Store(initialState: Rows.State(rows: rows(3))) { Rows() }
    page.render { DeletableLaterView(store: store, log: log) }
    #expect(!page.html.contains("data-keys"))
    await page.click("Edit")
    #expect(page.html.components(separatedBy: #"data-keys="""#).count == 4)
    #expect(await page.send(.key, page.id(of: "Row 2", tag: "li"), value: "Delete") == .handled)
    #expect(log.entries == ["delete [1]"])
    await page.click("Done")
    #expect(!page.html.contains("data-keys"))
    #expect(await page.send(.key, page.id(of: "Row 2", tag: "li"), value: "Delete") != .handled)
    #expect(log.entries == ["delete [1]"])
  }

  // A long list keeps its rows' elements in chunks that frames share (`HTMLChildren`): rows
  // changed in two chunks, then rows that come, go and move, each frame checked against a fresh
  // paint of the page (`html`).
  @Test func rowsChangedInSeveralChunksOfALongListAreEachPatched() async {
    let page = TestWebPage()
    let store = Store(initialState: Rows.State(rows: rows(200))) { Rows() }
    page.render { RowsView(store: store) }
    let firstID = page.id(of: "Row 3")
    store.send(.rows(.element(id: 3, action: .rename("Third"))))
    store.send(.rows(.element(id: 150, action: .rename("Hundred and fiftieth"))))
    await page.settle()
    #expect(page.renderer.lastPatches.count == 2)
    #expect(page.id(of: "Third") == firstID)
    #expect(page.html.contains("Hundred and fiftieth"))

    store.send(.insert(TitledRow.State(id: 1_000, title: "Inserted"), at: 70))
    await page.settle()
    #expect(page.texts.firstIndex(of: "Inserted").map { page.texts[$0 - 2] } == "Row 70")
    store.send(.removeFirst)
    await page.settle()
    store.send(.rows(.element(id: 199, action: .rename("Near the end"))))
    await page.settle()
    #expect(page.renderer.lastPatches.count == 1)
    store.send(.reverse)
    await page.settle()
    let texts = page.texts.filter { $0 != "Rename" }
    #expect(texts.count == 200)
    #expect(texts.first == "Row 200")
    #expect(texts.dropFirst().first == "Near the end")
    #expect(texts.last == "Row 2")
    #expect(page.html.contains("Inserted"))
  }

  // A frame rebuilds only the chunks of the rows that changed since the last one; a row changed
  // twice, or more rows than a chunk holds, in one frame, are each still patched.
  @Test func rowsChangedTwiceOrManyAtOnceAreEachPatched() async {
    let page = TestWebPage()
    let store = Store(initialState: Rows.State(rows: rows(300))) { Rows() }
    page.render { RowsView(store: store) }
    store.send(.rows(.element(id: 10, action: .rename("Once"))))
    store.send(.rows(.element(id: 10, action: .rename("Twice"))))
    await page.settle()
    #expect(page.renderer.lastPatches.count == 1)
    #expect(page.texts.contains("Twice"))
    for id in stride(from: 1, through: 300, by: 4) {
      store.send(.rows(.element(id: id, action: .rename("Renamed \(id)"))))
    }
    await page.settle()
    #expect(page.renderer.lastPatches.count == 75)
    #expect(page.texts.filter { $0.hasPrefix("Renamed") }.count == 75)
    #expect(page.html.contains("Renamed 297"))
  }

  // A change inside a list inside a row: the inner list rebuilds its changed row, the outer
  // list the row the inner list is in.
  @Test func aListInsideARowOfAListIsPatchedWhereItChanged() async {
    let page = TestWebPage()
    let store = Store(initialState: Rows.State(rows: rows(100))) { Rows() }
    page.render { NestedRowsView(store: store) }
    store.send(.rows(.element(id: 80, action: .rename("Renamed"))))
    await page.settle()
    #expect(page.texts.contains("Renamed, second"))
    #expect(!page.texts.contains("Row 80, first"))
    #expect(page.texts.contains("Row 79, first"))
    store.send(.rows(.element(id: 2, action: .rename("Early"))))
    await page.settle()
    #expect(page.html.contains("Early, first"))
    #expect(page.html.contains("Renamed, second"))
  }

  @Test func oneRowOfTenThousandChangesWithASmallPatch() async {
    let page = TestWebPage()
    let store = Store(initialState: Rows.State(rows: rows(10_000))) { Rows() }
    page.render { RowsView(store: store) }
    store.send(.rows(.element(id: 5_000, action: .rename("Changed"))))
    await page.settle()
    let message = page.messages.last ?? ""
    #expect(message.contains(#""Changed""#))
    #expect(message.utf8.count <= 200)
    #expect(page.renderer.lastPatches.count == 1)
  }
}
