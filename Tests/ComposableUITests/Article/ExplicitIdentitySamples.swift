import ComposableUI
import Testing

// The seed article's section "Explicit identity" (`shared/seeds/004_…`): its code, as printed,
// and what a person sees of it. Its arrays of fruits keep the article's line breaks, which the
// formatter would change.

// MARK: A fruit, and a scrolling list of fruits identified by name

private struct Fruit {
  let name: String
  let color: Color
}

// The article's first try, which it shows failing to compile. It fails here too, with the
// article's message: "referencing initializer 'init(_:content:)' on 'ForEach' requires that
// 'Fruit' conform to 'Identifiable'". Kept out of the build.
#if false
  struct FruitListView: View {
    // swift-format-ignore
    let fruits = [Fruit(name: "Banana", color: .yellow),
                  Fruit(name: "Cherry", color: .red)]

    var body: some View {
      ScrollView {
        ForEach(fruits) { fruit in
          FruitView(fruit: fruit)
        }
      }
    }
  }
#endif

private struct FruitListView: View {
  // swift-format-ignore
  let fruits = [Fruit(name: "Banana", color: .yellow),
                Fruit(name: "Cherry", color: .red)]

  var body: some View {
    ScrollView {
      ForEach(fruits, id: \.name) { fruit in
        FruitView(fruit: fruit)
      }
    }
  }
}

private struct FruitView: View {
  let fruit: Fruit

  var body: some View {
    Text("\(fruit.name)!")
      .foregroundColor(fruit.color)
      .padding()
  }
}

// MARK: Scrolling back to a view by its id

private struct ContentView: View {
  let headerID = "header"
  // swift-format-ignore
  let fruits = [Fruit(name: "Banana", color: .yellow),
                Fruit(name: "Cherry", color: .red)]

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

// MARK: `.id(_:)`, which the article quotes from SwiftUI's interface

/// A count of the fruits eaten, kept in the view's own state.
private struct EatenCounter: View {
  @State private var eaten = 0

  var body: some View {
    Button("Eaten: \(eaten)") { eaten += 1 }
  }
}

/// A counter whose identity is the day: a new day is a new counter.
private struct FruitOfTheDay: View {
  @State private var day = 1

  var body: some View {
    VStack {
      Button("Next day") { day += 1 }
      EatenCounter()
        .id(day)
    }
  }
}

@MainActor
@Suite struct ExplicitIdentitySampleTests {
  /// The article's `func id<ID>(_ id: ID) -> some View where ID : Hashable` is SwiftUI's
  /// interface, without a body; ComposableUI's has the same shape, and ties the view's identity
  /// to the value: a new value is a new view, whose state starts over.
  @Test func anIDTiesTheViewsIdentityToAHashableValue() async {
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { FruitOfTheDay() }
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[Next day]", "[Eaten: 2]"])
    await terminal.press(.backTab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[Next day]", "[Eaten: 0]"])
  }

  @Test func theFruitListShowsEachFruitInItsColor() {
    let terminal = TestTerminal(columns: 20, rows: 8)
    terminal.render { FruitListView() }
    // Each fruit has a cell of padding around it, so a blank row above and below.
    #expect(terminal.visibleLines == ["Banana!", "Cherry!"])
    let banana = terminal.lines.firstIndex { $0.contains("Banana!") }
    let cherry = terminal.lines.firstIndex { $0.contains("Cherry!") }
    // Banana's padding below it, and Cherry's above.
    #expect(cherry.map { $0 - 3 } == banana)
    #expect(terminal.foregroundColor(of: "Banana!") == .yellow)
    #expect(terminal.foregroundColor(of: "Cherry!") == .red)
  }

  @Test func theScrollToTopButtonScrollsBackToTheHeader() async {
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { ContentView() }
    #expect(terminal.visibleLines.first == "Fruits")
    // Tab scrolls on until it reaches the button, at the bottom, and the header is gone.
    await terminal.press(.tab)
    #expect(terminal.visibleLines == ["Cherry!", "[Scroll to top]"])
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["Fruits", "Banana!"])
  }
}
