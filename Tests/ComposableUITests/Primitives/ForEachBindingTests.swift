import ComposableUI
import Testing

/// `ForEach($items) { $item in … }`: each row gets a binding to its element.
@Suite @MainActor struct ForEachBindingTests {
  struct Item: Equatable, Identifiable {
    let id: Int
    var name: String
  }

  /// A collection that bindings read and write.
  @MainActor
  final class Items {
    var items: [Item]
    init(_ items: [Item]) { self.items = items }
    var binding: Binding<[Item]> {
      Binding(get: { self.items }, set: { self.items = $0 })
    }
  }

  @Test func aRowWritesItsElement() {
    let source = Items([Item(id: 1, name: "a"), Item(id: 2, name: "b")])
    let rows = ForEach(source.binding) { $item in Text(item.name) }.data
    rows[1].wrappedValue.name = "B"
    #expect(source.items == [Item(id: 1, name: "a"), Item(id: 2, name: "B")])
  }

  @Test func aRowFollowsItsElementWhenTheCollectionIsReordered() {
    let source = Items([Item(id: 1, name: "a"), Item(id: 2, name: "b")])
    let rows = ForEach(source.binding) { $item in Text(item.name) }.data
    source.items.reverse()
    #expect(rows.map(\.wrappedValue.name) == ["a", "b"])
    rows[0].wrappedValue.name = "A"
    #expect(source.items == [Item(id: 2, name: "b"), Item(id: 1, name: "A")])
  }

  @Test func aRowWhoseElementIsGoneReadsItAsItWasAndWritesNothing() {
    let source = Items([Item(id: 1, name: "a"), Item(id: 2, name: "b")])
    let rows = ForEach(source.binding) { $item in Text(item.name) }.data
    source.items.removeAll { $0.id == 1 }
    #expect(rows[0].wrappedValue == Item(id: 1, name: "a"))
    rows[0].wrappedValue.name = "A"
    #expect(source.items == [Item(id: 2, name: "b")])
  }

  @Test func typingIntoARowEditsItsElementOnScreen() async {
    let source = Items([Item(id: 1, name: "Ann"), Item(id: 2, name: "")])
    let terminal = TestTerminal(columns: 30, rows: 6)
    terminal.render {
      VStack {
        ForEach(source.binding) { $item in
          TextField("Name", text: $item.name)
        }
      }
    }
    await terminal.click("Name")
    await terminal.type("Bo")
    #expect(source.items.map(\.name) == ["Ann", "Bo"])
  }
}
