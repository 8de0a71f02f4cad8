import ComposableArchitecture
import Testing

extension CoreTests {
  /// How warnings name types and actions: readably, as a person would write them.
  @Suite @MainActor struct MessageFormatTests {
    enum Row: Equatable {
      case toggle
      case rename(String)
      case resize(width: Int, height: Int)
      case pair(Int, String)
    }
    enum ListAction: Equatable {
      case rows(IdentifiedAction<Int, Row>)
      case load([Int])
      case clear
    }

    @Test func enumCasesAreNamedWithTheirShortValues() {
      #expect(
        describeAction(ListAction.rows(.element(id: 1, action: .toggle)))
          == "CoreTests.MessageFormatTests.ListAction.rows(.element(id: 1, action: .toggle))"
      )
      #expect(
        describeAction(ListAction.rows(.element(id: 2, action: .rename("Milk"))))
          == #"CoreTests.MessageFormatTests.ListAction.rows(.element(id: 2, action: .rename("Milk")))"#
      )
      #expect(
        describeAction(Row.resize(width: 3, height: 4))
          == "CoreTests.MessageFormatTests.Row.resize(width: 3, height: 4)"
      )
      #expect(describeAction(Row.pair(1, "a")) == #"CoreTests.MessageFormatTests.Row.pair(1, "a")"#)
      #expect(describeAction(ListAction.clear) == "CoreTests.MessageFormatTests.ListAction.clear")
    }

    @Test func valuesLongerThanAShortLineAreElided() {
      #expect(
        describeAction(ListAction.load(Array(1...100)))
          == "CoreTests.MessageFormatTests.ListAction.load(…)"
      )
      #expect(
        describeAction(Row.rename(String(repeating: "x", count: 100)))
          == "CoreTests.MessageFormatTests.Row.rename(…)"
      )
    }

    @Test func typesDeclaredInsideAFunctionAreNamedWithoutTheirContextAddress() {
      struct Local {
        enum Action { case tap }
      }
      let name = typeName(Local.Action.self)
      #expect(!name.contains("unknown context"))
      #expect(name.hasSuffix("Local.Action"))
      #expect(describeAction(Local.Action.tap).hasSuffix("Local.Action.tap"))
    }

    @Test func aStructActionIsNamedByItsType() {
      struct Tap: Equatable { var x = 1 }
      #expect(describeAction(Tap()).hasSuffix("Tap"))
      #expect(!describeAction(Tap()).contains("unknown context"))
    }
  }
}
