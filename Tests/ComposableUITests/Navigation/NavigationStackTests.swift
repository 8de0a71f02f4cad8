import ComposableArchitecture
import Testing

@testable import ComposableUI

@MainActor
@Suite struct NavigationStackTests {
  @Test func aLinkPushesItsStateAndEscapePops() async {
    let store = Store(initialState: FruitCatalog.State()) { FruitCatalog() }
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { FruitCatalogView(store: store) }
    #expect(terminal.visibleLines.first == "Fruit")
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)  // "pear"
    #expect(store.path.count == 1)
    #expect(terminal.visibleLines.first == "‹ Back  pear")
    #expect(terminal.text.contains("likes: 0"))
    await terminal.press(.escape)
    #expect(store.path.isEmpty)
    #expect(terminal.visibleLines.first == "Fruit")
  }

  @Test func theBackButtonPopsAndEachScreenKeepsItsState() async {
    let store = Store(initialState: FruitCatalog.State()) { FruitCatalog() }
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { FruitCatalogView(store: store) }
    await terminal.press(.tab)
    await terminal.press(.enter)  // "apple"
    await terminal.press(.tab)  // the back button, then "Like"
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("likes: 1"))
    await terminal.press(.backTab)
    await terminal.press(.enter)  // back
    #expect(store.path.isEmpty)
    #expect(terminal.text.contains("apple"))
  }

  @Test func aLinkOutsideAStackIsReported() async {
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { NavigationLink("go", state: 1) }
    await terminal.press(.tab)
    await withKnownIssue {
      await terminal.press(.enter)
    } matching: { issue in
      issue.description.contains(
        "A NavigationLink was pressed outside a NavigationStack with a path, so it pushes nothing.")
    }
  }
}

@MainActor
@Suite struct NavigationFocusTests {
  @Test func aPushedScreenTakesKeysAwayFromTheLinkUnderIt() async {
    let store = Store(initialState: FruitCatalog.State()) { FruitCatalog() }
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { FruitCatalogView(store: store) }
    await terminal.press(.tab)
    await terminal.press(.enter)  // "apple"
    await terminal.press(.enter)  // the link is hidden now: nothing is pushed again
    #expect(store.path.count == 1)
  }
}
