import ComposableArchitecture
import Testing

@testable import ComposableUI

@MainActor
@Suite struct BackButtonHiddenTests {
  @Test func aScreenThatHidesTheBackButtonIsLeftOnlyByItsOwnButtons() async {
    let store = Store(initialState: FruitCatalog.State()) { FruitCatalog() }
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { FruitCatalogView(store: store, hidesBackButton: true) }
    await terminal.press(.tab)
    await terminal.press(.enter)  // "apple"
    #expect(store.path.count == 1)
    #expect(terminal.visibleLines.first == "apple")
    // Escape, twice, pops nothing.
    await terminal.press(.escape)
    await terminal.press(.escape)
    #expect(store.path.count == 1)
    // Focus goes straight to the screen's own button, never to a hidden back button.
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("likes: 1"))
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("likes: 2"))
    #expect(store.path.count == 1)
  }

  @Test func aPageHasNoBackButtonWhenTheScreenHidesIt() async {
    let page = TestWebPage()
    let store = Store(initialState: FruitCatalog.State()) { FruitCatalog() }
    page.render { FruitCatalogView(store: store, hidesBackButton: true) }
    // The stack's header elements are named after the stack: its title is `<stack>.title`.
    let title = page.id(of: "Fruit", tag: "h1")!
    let stack = String(title.dropLast(".title".count))
    await page.click("apple")
    #expect(page.texts == ["apple", "likes: 0", "Like"])
    // A click on where the back button was is not one a person could make.
    #expect(
      await page.send(.click, "\(stack).back")
        == .rejected("click on \(stack).back: no such element on the page"))
    #expect(store.path.count == 1)
  }

  @Test func aSheetsSettingsDoNotReachTheStackUnderIt() async {
    struct Host: View {
      var body: some View {
        NavigationStack {
          Text("root")
            .navigationTitle("Root")
            .sheet(isPresented: .constant(true)) {
              Text("in the sheet").navigationTitle("Sheet")
            }
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { Host() }
    #expect(terminal.visibleLines.first == "Root")
    #expect(terminal.text.contains("in the sheet"))
  }
}
