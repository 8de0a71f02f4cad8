import Foundation
import Testing

@testable import ComposableUI

/// The lazy `ForEach` nodes under a node, to count the rows a list built.
@MainActor
private func lazyForEachNodes(in node: _ViewNode?) -> [LazyForEachNode<Int>] {
  guard let node else { return [] }
  var found: [LazyForEachNode<Int>] = []
  if let lazy = node as? LazyForEachNode<Int> { found.append(lazy) }
  for child in node.children { found += lazyForEachNodes(in: child) }
  return found
}

/// An element identified by its name, as the article's fruits are.
private struct Item {
  let name: String
}

/// Fifty items, "Item 0" to "Item 49".
private let items = (0..<50).map { Item(name: "Item \($0)") }

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)`: a scroll view or list scrolls
/// to show a view with an id, a `ForEach` row or an `.id(_:)`.
@MainActor
@Suite struct ScrollViewReaderTests {
  // MARK: Lists

  @Test func aButtonScrollsAListToARowOfAForEach() async {
    let terminal = TestTerminal(columns: 20, rows: 10)
    terminal.render {
      ScrollViewReader { proxy in
        VStack {
          Button("Jump to 40") { proxy.scrollTo("Item 40") }
          List {
            ForEach(items, id: \.name) { item in Text(item.name) }
          }
        }
      }
    }
    #expect(!terminal.text.contains("Item 40"))
    await terminal.press(.tab)
    await terminal.press(.enter)
    // As little scrolling as it takes: the row comes in at the bottom.
    #expect(terminal.visibleLines.first == "[Jump to 40]")
    #expect(terminal.visibleLines.last == "Item 40")
    #expect(terminal.visibleLines.dropFirst().first == "Item 32")
  }

  @Test func aRowAlreadyShownDoesNotScroll() async {
    let terminal = TestTerminal(columns: 20, rows: 10)
    terminal.render {
      ScrollViewReader { proxy in
        VStack {
          Button("Jump to 3") { proxy.scrollTo("Item 3") }
          List {
            ForEach(items, id: \.name) { item in Text(item.name) }
          }
        }
      }
    }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines.dropFirst().first == "Item 0")
  }

  @Test func anAnchorPlacesTheRowAtThatEdge() async {
    let terminal = TestTerminal(columns: 20, rows: 6)
    terminal.render {
      ScrollViewReader { proxy in
        VStack {
          HStack {
            Button("Top") { proxy.scrollTo("Item 20", anchor: .top) }
            Button("Middle") { proxy.scrollTo("Item 30", anchor: .center) }
          }
          List {
            ForEach(items, id: \.name) { item in Text(item.name) }
          }
        }
      }
    }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(
      terminal.visibleLines == [
        "[Top] [Middle]", "Item 20", "Item 21", "Item 22", "Item 23", "Item 24",
      ])
    await terminal.press(.tab)
    await terminal.press(.enter)
    // Five rows: two above the target, two below.
    #expect(
      terminal.visibleLines == [
        "[Top] [Middle]", "Item 28", "Item 29", "Item 30", "Item 31", "Item 32",
      ])
  }

  @Test func aRowNearTheEndStopsWithTheLastRowAtTheBottom() async {
    let terminal = TestTerminal(columns: 20, rows: 5)
    terminal.render {
      ScrollViewReader { proxy in
        List {
          ForEach(0..<50) { index in Text("Row \(index)") }
        }
        .onAppear { proxy.scrollTo(48, anchor: .top) }
      }
    }
    await terminal.settle()
    #expect(terminal.visibleLines == ["Row 45", "Row 46", "Row 47", "Row 48", "Row 49"])
  }

  @Test func aTaskScrollsALongListBuildingOnlyTheRowsItShows() async {
    let terminal = TestTerminal(columns: 20, rows: 5)
    terminal.render {
      ScrollViewReader { proxy in
        List {
          ForEach(0..<10_000) { index in Text("Row \(index)") }
        }
        .task { proxy.scrollTo(9_000) }
      }
    }
    await terminal.settle()
    #expect(terminal.visibleLines == ["Row 8996", "Row 8997", "Row 8998", "Row 8999", "Row 9000"])
    // The five rows shown first, and the five shown now.
    #expect(lazyForEachNodes(in: terminal.graph.root).map(\.builtCount) == [10])
  }

  @Test func anIDOnASectionScrollsToItsHeader() async {
    let terminal = TestTerminal(columns: 20, rows: 6)
    terminal.render {
      ScrollViewReader { proxy in
        VStack {
          Button("Vegetables") { proxy.scrollTo("vegetables", anchor: .top) }
          List {
            Section("Fruit") {
              ForEach(0..<20) { index in Text("Fruit \(index)") }
            }
            .id("fruit")
            Section("Vegetables") {
              ForEach(0..<20) { index in Text("Vegetable \(index)") }
            }
            .id("vegetables")
          }
        }
      }
    }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines.dropFirst().first == "Vegetables")
    #expect(terminal.visibleLines.last == "Vegetable 3")
  }

  @Test func anIDNoViewHasScrollsNothing() async {
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render {
      ScrollViewReader { proxy in
        VStack {
          // An `Int` does not find a row whose id is a `String`, as in SwiftUI.
          Button("Jump") {
            proxy.scrollTo("Item 99")
            proxy.scrollTo(40)
          }
          List {
            ForEach(items, id: \.name) { item in Text(item.name) }
          }
        }
      }
    }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[Jump]", "Item 0", "Item 1", "Item 2"])
  }

  // MARK: Scroll views

  @Test func theArticlesScrollToTopButtonScrollsBackToTheHeader() async {
    struct Fruit {
      let name: String
      let color: Color
    }
    struct FruitView: View {
      let fruit: Fruit
      var body: some View {
        Text("\(fruit.name)!")
          .foregroundColor(fruit.color)
          .padding()
      }
    }
    struct ContentView: View {
      let headerID = "header"
      let fruits = [
        Fruit(name: "Banana", color: .yellow),
        Fruit(name: "Cherry", color: .red),
      ]
      var body: some View {
        ScrollView {
          ScrollViewReader { proxy in
            Text("Fruits")
              .id(headerID)
            ForEach(fruits, id: \.name) { fruit in
              FruitView(fruit: fruit)
            }
            Button("Scroll to top") {
              proxy.scrollTo(headerID)
            }
          }
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { ContentView() }
    #expect(terminal.visibleLines.first == "Fruits")
    // Tab scrolls on until it reaches the button, at the bottom, and the header is gone.
    await terminal.press(.tab)
    #expect(terminal.visibleLines == ["Cherry!", "[Scroll to top]"])
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["Fruits", "Banana!"])
  }

  @Test func aButtonScrollsAScrollViewToARowOfAForEach() async {
    let terminal = TestTerminal(columns: 20, rows: 10)
    terminal.render {
      ScrollView {
        ScrollViewReader { proxy in
          Button("Jump to 40") { proxy.scrollTo("Item 40") }
          ForEach(items, id: \.name) { item in Text(item.name) }
        }
      }
    }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines.first == "Item 31")
    #expect(terminal.visibleLines.last == "Item 40")
  }

  @Test func aReaderAroundAScrollViewFindsViewsNestedInItsStacks() async {
    let terminal = TestTerminal(columns: 20, rows: 5)
    terminal.render {
      ScrollViewReader { proxy in
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(0..<50) { index in
              Text("Row \(index)").id("row \(index)")
            }
          }
        }
        .onAppear { proxy.scrollTo("row 30", anchor: .center) }
      }
    }
    await terminal.settle()
    #expect(terminal.visibleLines == ["Row 28", "Row 29", "Row 30", "Row 31", "Row 32"])
  }

  @Test func aBottomAnchorPutsTheTargetOnTheLastRow() async {
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render {
      ScrollViewReader { proxy in
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(0..<50) { index in Text("Row \(index)") }
          }
        }
        .task {
          proxy.scrollTo(45)
          proxy.scrollTo(20, anchor: .bottom)
        }
      }
    }
    await terminal.settle()
    // The last request is the one carried out.
    #expect(terminal.visibleLines == ["Row 17", "Row 18", "Row 19", "Row 20"])
  }
}
