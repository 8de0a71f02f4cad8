import ComposableArchitecture
import ComposableUI
import Foundation
import Testing

@testable import CaseStudiesFeature

extension CaseStudiesTests {
  @MainActor @Suite struct OutlineTests {
    @Test func entriesHoldEntriesAsDeepAsOneLikes() async {
      let store = TestStore(initialState: Outline.State(id: UUID(0))) {
        Outline()
      } withDependencies: {
        $0.uuid = .incrementing
      }
      await store.send(.newChildButtonTapped) {
        $0.children.append(Outline.State(id: UUID(0)))
      }
      await store.send(\.children[id: UUID(0)].newChildButtonTapped) {
        $0.children[id: UUID(0)]?.children.append(Outline.State(id: UUID(1)))
      }
      await store.send(\.children[id: UUID(0)].children[id: UUID(1)].newChildButtonTapped) {
        $0.children[id: UUID(0)]?.children[id: UUID(1)]?.children.append(Outline.State(id: UUID(2)))
      }
      let retitle = Outline.Action.children(
        .element(id: UUID(1), action: .binding(.set(\.title, "Deep"))))
      await store.send(.children(.element(id: UUID(0), action: retitle))) {
        $0.children[id: UUID(0)]?.children[id: UUID(1)]?.title = "Deep"
      }
      await store.send(\.children[id: UUID(0)].deleteChildButtonTapped, UUID(1)) {
        $0.children[id: UUID(0)]?.children = []
      }
    }

    @Test func eachLevelIsIndentedUnderItsEntryOnScreen() async throws {
      let store = Store(initialState: Outline.State(id: UUID(0))) {
        Outline()
      } withDependencies: {
        $0.uuid = .incrementing
      }
      let terminal = TestTerminal(columns: 60, rows: 14)
      terminal.render { NavigationStack { RecursionView(store: store) } }
      await terminal.click("New entry")
      await terminal.click("Title")
      await terminal.type("Fruit")
      await terminal.click("New entry")
      await terminal.click("Title")
      await terminal.type("Apple")
      let fruit = try #require(terminal.position(of: "Fruit"))
      let apple = try #require(terminal.position(of: "Apple"))
      #expect(apple.row > fruit.row)
      #expect(apple.column == fruit.column + 2)
      #expect(store.children.first?.children.first?.title == "Apple")
    }
  }
}
