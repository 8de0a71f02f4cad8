import ComposableArchitecture
import Testing

@testable import ComposableUI

// A navigation stack in a page: the top screen with its title and a back button, and nothing of
// the screens it covers reachable by an event.

@MainActor
@Suite struct WebNavigationTests {
  @Test func aPushShowsTheTopScreenAndBackPopsIt() async {
    let page = TestWebPage()
    let store = Store(initialState: FruitCatalog.State()) { FruitCatalog() }
    page.render { FruitCatalogView(store: store) }
    #expect(page.texts == ["Fruit", "apple", "pear"])
    let pear = page.id(of: "pear", tag: "button")!

    await page.click("apple")
    #expect(store.path.count == 1)
    #expect(page.texts == ["‹ Back", "apple", "likes: 0", "Like"])
    await page.click("Like")
    #expect(page.texts.contains("likes: 1"))
    // The covered screen's link is still a view, but not on the page: an event naming it was
    // not made by a person.
    #expect(
      await page.send(.click, pear)
        == .rejected(
          "click on \(pear): the element is covered (by a presentation or a pushed screen)"))
    #expect(store.path.count == 1)

    await page.click("‹ Back")
    #expect(store.path.isEmpty)
    #expect(page.texts == ["Fruit", "apple", "pear"])
  }

  @Test func aSheetCoversThePageBehindIt() async {
    let page = TestWebPage()
    let store = Store(initialState: FruitCatalog.State()) { FruitCatalog() }
    var isPresented = true
    page.render {
      FruitCatalogView(store: store)
        .sheet(isPresented: Binding(get: { isPresented }, set: { isPresented = $0 })) {
          Text("A sheet")
        }
    }
    #expect(page.html.contains("<dialog"))
    let apple = page.id(of: "apple", tag: "button")!
    #expect(
      await page.send(.click, apple)
        == .rejected(
          "click on \(apple): the element is covered (by a presentation or a pushed screen)"))
    #expect(store.path.isEmpty)
  }
}
