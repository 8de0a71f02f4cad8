import ComposableArchitecture
import ComposableUI
import Foundation
import Testing

@testable import CaseStudiesFeature

@MainActor @Suite struct RecursionTests {
  @Test func rowsHoldRowsAsDeepAsOneLikes() async {
    let store = TestStore(initialState: Nested.State(id: UUID(0))) {
      Nested()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addRowButtonTapped) {
      $0.rows.append(Nested.State(id: UUID(0)))
    }
    await store.send(\.rows[id: UUID(0)].addRowButtonTapped) {
      $0.rows[id: UUID(0)]?.rows.append(Nested.State(id: UUID(1)))
    }
    await store.send(\.rows[id: UUID(0)].rows[id: UUID(1)].addRowButtonTapped) {
      $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.rows.append(Nested.State(id: UUID(2)))
    }
    let rename = Nested.Action.rows(.element(id: UUID(1), action: .binding(.set(\.name, "Deep"))))
    await store.send(.rows(.element(id: UUID(0), action: rename))) {
      $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.name = "Deep"
    }
    await store.send(\.rows[id: UUID(0)].removeButtonTapped, UUID(1)) {
      $0.rows[id: UUID(0)]?.rows = []
    }
  }

  @Test func eachLevelIsIndentedUnderItsParentOnScreen() async throws {
    let store = Store(initialState: Nested.State(id: UUID(0))) {
      Nested()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let terminal = TestTerminal(columns: 60, rows: 14)
    terminal.render { NavigationStack { RecursionView(store: store) } }
    await terminal.click("Add a row")
    await terminal.click("Name")
    await terminal.type("Fruit")
    await terminal.click("Add a row")
    await terminal.click("Name")
    await terminal.type("Apple")
    let fruit = try #require(terminal.position(of: "Fruit"))
    let apple = try #require(terminal.position(of: "Apple"))
    #expect(apple.row > fruit.row)
    #expect(apple.column == fruit.column + 2)
    #expect(store.rows.first?.rows.first?.name == "Apple")
  }
}
