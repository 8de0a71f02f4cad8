import Foundation
import Testing

@testable import ComposableUI

/// Rows of toggles and text fields, deletable.
private struct Chores: View {
  let inList: Bool
  @State var chores = ["Dishes", "Laundry", "Trash"]
  @State var done: Set<String> = []
  @State var deleted: [IndexSet] = []

  var body: some View {
    VStack(alignment: .leading) {
      if inList {
        List {
          rows
        }
        .frame(height: 3)
      } else {
        rows
      }
      Text("deleted \(deleted.map { Array($0) })")
    }
  }

  private var rows: some View {
    ForEach(chores, id: \.self) { chore in
      Toggle(
        chore,
        isOn: Binding(
          get: { done.contains(chore) },
          set: { if $0 { done.insert(chore) } else { done.remove(chore) } }))
    }
    .onDelete { offsets in
      deleted.append(offsets)
      chores.remove(atOffsets: offsets)
    }
  }
}

private struct Notes: View {
  @State var notes = ["one", "two"]

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(notes.indices, id: \.self) { index in
        TextField("Note", text: $notes[index])
      }
      .onDelete { notes.remove(atOffsets: $0) }
      Text(notes.joined(separator: ","))
    }
  }
}

/// Rows that move with Option-Up and Option-Down, each with a counter of its own.
private struct Queue: View {
  let inList: Bool
  @State var names = ["Ada", "Bob", "Cy"]
  @State var moves: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      if inList {
        List { rows }
          .frame(height: 3)
      } else {
        rows
      }
      Text(moves.joined(separator: " "))
    }
  }

  private var rows: some View {
    ForEach(names, id: \.self) { name in
      TallyButton(name: name)
    }
    .onMove { offsets, destination in
      moves.append("\(Array(offsets))→\(destination)")
      names.move(fromOffsets: offsets, toOffset: destination)
    }
  }
}

/// A button that counts its presses in its own state, to show that a row keeps its identity.
private struct TallyButton: View {
  let name: String
  @State var presses = 0
  var body: some View {
    Button("\(name) \(presses)") { presses += 1 }
  }
}

@MainActor
@Suite struct ForEachRowActionsTests {
  @Test(arguments: [false, true])
  func deleteRemovesTheRowThatHasFocus(inList: Bool) async {
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { Chores(inList: inList) }
    #expect(terminal.visibleLines == ["[ ] Dishes", "[ ] Laundry", "[ ] Trash", "deleted []"])
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.delete)
    #expect(terminal.visibleLines == ["[ ] Dishes", "[ ] Trash", "deleted [[1]]"])
    // Backspace too, when the focused view does not use it.
    await terminal.press(.backspace)
    #expect(terminal.visibleLines.last == "deleted [[1], [1]]")
    #expect(terminal.visibleLines.first == "[ ] Dishes")
  }

  @Test func aTextFieldKeepsBackspaceForItsText() async {
    let terminal = TestTerminal(columns: 30, rows: 3)
    terminal.render { Notes() }
    await terminal.press(.tab)
    await terminal.press(.end)
    await terminal.press(.backspace)
    #expect(terminal.visibleLines.last == "on,two")
  }

  @Test func withoutAnActionKeysDoNothing() async {
    struct Plain: View {
      @State var chores = ["Dishes", "Trash"]
      var body: some View {
        VStack {
          ForEach(chores, id: \.self) { chore in Button(chore) {} }
            .onDelete(perform: nil)
          Text("\(chores.count)")
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { Plain() }
    await terminal.press(.tab)
    await terminal.press(.delete)
    #expect(terminal.visibleLines.last == "2")
  }

  @Test func disabledRowsAreNotDeleted() async {
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { Chores(inList: false).disabled(true) }
    await terminal.press(.tab)
    await terminal.press(.delete)
    #expect(terminal.visibleLines.last == "deleted []")
  }

  @Test(arguments: [false, true])
  func optionArrowsMoveTheFocusedRowAndItKeepsItsState(inList: Bool) async {
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { Queue(inList: inList) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines.prefix(3) == ["[Ada 1]", "[Bob 0]", "[Cy 0]"])
    await terminal.press(.modified(.down, .option))
    #expect(terminal.visibleLines == ["[Bob 0]", "[Ada 1]", "[Cy 0]", "[0]→2"])
    // Focus moved with the row: Enter presses Ada again.
    await terminal.press(.enter)
    #expect(terminal.visibleLines[1] == "[Ada 2]")
    await terminal.press(.modified(.down, .option))
    #expect(terminal.visibleLines.prefix(3) == ["[Bob 0]", "[Cy 0]", "[Ada 2]"])
    // At the end, Option-Down does nothing, and does not move focus either.
    await terminal.press(.modified(.down, .option))
    await terminal.press(.modified(.up, .option))
    #expect(terminal.visibleLines == ["[Bob 0]", "[Ada 2]", "[Cy 0]", "[0]→2 [1]→3 [2]→1"])
  }

  @Test func plainArrowsStillMoveFocus() async {
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { Queue(inList: false) }
    await terminal.press(.tab)
    await terminal.press(.down)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[Ada 0]", "[Bob 1]", "[Cy 0]"])
  }

  @Test func offsetsRemoveAndMoveAsSwiftUIDoes() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.remove(atOffsets: [1, 3])
    #expect(letters == ["a", "c", "e"])

    var numbers = [0, 1, 2, 3, 4]
    numbers.move(fromOffsets: [0], toOffset: 2)
    #expect(numbers == [1, 0, 2, 3, 4])
    numbers.move(fromOffsets: [3], toOffset: 1)
    #expect(numbers == [1, 3, 0, 2, 4])
    numbers.move(fromOffsets: [0, 2], toOffset: 5)
    #expect(numbers == [3, 2, 4, 1, 0])
    numbers.move(fromOffsets: [3, 4], toOffset: 0)
    #expect(numbers == [1, 0, 3, 2, 4])
    numbers.move(fromOffsets: [], toOffset: 2)
    #expect(numbers == [1, 0, 3, 2, 4])
  }
}
