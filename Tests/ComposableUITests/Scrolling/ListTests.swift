import Testing

@testable import ComposableUI

/// The lazy `ForEach` nodes under a node.
@MainActor
private func lazyRows(in node: _ViewNode?) -> [LazyForEachNode<Int>] {
  guard let node else { return [] }
  var found: [LazyForEachNode<Int>] = []
  if let lazy = node as? LazyForEachNode<Int> { found.append(lazy) }
  for child in node.children { found += lazyRows(in: child) }
  return found
}

@MainActor
@Suite struct ListTests {
  @Test func aListBuildsOnlyTheRowsItShows() {
    let terminal = TestTerminal(columns: 20, rows: 5)
    terminal.render {
      List {
        ForEach(0..<10_000) { index in Text("row \(index)") }
      }
    }
    #expect(terminal.visibleLines == ["row 0", "row 1", "row 2", "row 3", "row 4"])
    #expect(lazyRows(in: terminal.graph.root).map(\.builtCount) == [5])
  }

  @Test func pageDownAndTheWheelScrollAList() async {
    let terminal = TestTerminal(columns: 20, rows: 5)
    terminal.render {
      List {
        ForEach(0..<100) { index in Text("row \(index)") }
      }
    }
    await terminal.press(.pageDown)
    #expect(terminal.visibleLines.first == "row 4")
    await terminal.send(Array("\u{1B}[<65;1;1M".utf8))  // wheel down: 3 rows
    #expect(terminal.visibleLines.first == "row 7")
    await terminal.send(Array("\u{1B}[<64;1;1M".utf8))  // wheel up
    #expect(terminal.visibleLines.first == "row 4")
    await terminal.press(.pageUp)
    #expect(terminal.visibleLines.first == "row 0")
  }

  @Test func movingFocusPastTheLastVisibleRowScrollsTheList() async {
    let log = Log()
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render {
      List {
        ForEach(0..<10) { index in
          Button("item \(index)") { log.entries.append("pressed \(index)") }
        }
      }
    }
    await terminal.press(.tab)
    await terminal.press(.down)
    await terminal.press(.down)
    await terminal.press(.down)  // past the third visible row
    await terminal.press(.enter)
    #expect(log.entries == ["pressed 3"])
    #expect(terminal.visibleLines == ["[item 1]", "[item 2]", "[item 3]"])
    await terminal.press(.up)
    await terminal.press(.up)
    await terminal.press(.up)  // past the first visible row
    await terminal.press(.enter)
    #expect(log.entries == ["pressed 3", "pressed 0"])
    #expect(terminal.visibleLines.first == "[item 0]")
  }

  @Test func aRowKeepsItsStateWhileScrolledAway() async {
    struct Counter: View {
      let index: Int
      @State var count = 0
      var body: some View {
        Button("\(index): \(count)") { count += 1 }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render {
      List {
        ForEach(0..<50) { index in Counter(index: index) }
      }
    }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines.first == "[0: 1]")
    await terminal.press(.pageDown)
    await terminal.press(.pageDown)
    #expect(!terminal.text.contains("0: 1"))
    await terminal.press(.pageUp)
    await terminal.press(.pageUp)
    #expect(terminal.visibleLines.first == "[0: 1]")
  }

  @Test func sectionsShowTheirHeadersInBoldAboveTheirRows() {
    let terminal = TestTerminal(columns: 20, rows: 6)
    terminal.render {
      List {
        Section("Fruit") {
          ForEach(["apple", "pear"], id: \.self) { Text($0) }
        }
        Section("Vegetables") {
          Text("leek")
        }
      }
    }
    #expect(terminal.visibleLines == ["Fruit", "apple", "pear", "Vegetables", "leek"])
  }

  @Test func rowsRemovedFromTheDataEndTheirIdentity() async {
    let log = Log()
    struct Host: View {
      let log: Log
      @State var count = 5
      var body: some View {
        VStack {
          Button("drop") { count -= 1 }
          List {
            ForEach(0..<count, id: \.self) { index in
              Text("row \(index)").onDisappear { log.entries.append("gone \(index)") }
            }
          }
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 8)
    terminal.render { Host(log: log) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(log.entries == ["gone 4"])
    #expect(!terminal.text.contains("row 4"))
  }
}

@MainActor
@Suite struct ScrollViewTests {
  @Test func focusingAViewBelowTheFrameScrollsItIntoView() async {
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render {
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<10) { index in
            if index == 8 {
              Button("deep") {}
            } else {
              Text("line \(index)")
            }
          }
        }
      }
    }
    #expect(terminal.visibleLines.first == "line 0")
    await terminal.press(.tab)
    #expect(terminal.visibleLines.last == "[deep]")
    #expect(terminal.visibleLines.first == "line 5")
  }

  @Test func theWheelScrollsAScrollViewWithinItsContent() async {
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render {
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<6) { index in Text("line \(index)") }
        }
      }
    }
    await terminal.send(Array("\u{1B}[<65;1;1M".utf8))
    await terminal.send(Array("\u{1B}[<65;1;1M".utf8))
    // Stops at the end of the content.
    #expect(terminal.visibleLines == ["line 2", "line 3", "line 4", "line 5"])
  }
}

@MainActor
@Suite struct ListAppearanceTests {
  @Test func rowsScrolledIntoViewRunTheirOnAppearInTheSameUpdate() {
    let log = Log()
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render {
      List {
        ForEach(0..<20) { index in
          Text("row \(index)").onAppear { log.entries.append("appear \(index)") }
        }
      }
    }
    #expect(log.entries == ["appear 0", "appear 1", "appear 2"])
    // Page Down: the frame builds rows 3 and 4 while drawing; their callbacks run before the
    // update ends, without waiting for another key.
    terminal.feed(Array("\u{1B}[6~".utf8))
    #expect(!terminal.graph.isUpdatePending)
    #expect(log.entries == ["appear 0", "appear 1", "appear 2", "appear 3", "appear 4"])
  }

  @Test func rowsWithTheSameIDAreToldApartByPosition() {
    struct Item {
      var name: String
      var value: Int
    }
    let terminal = TestTerminal(columns: 20, rows: 5)
    let items = [Item(name: "x", value: 1), Item(name: "y", value: 2), Item(name: "x", value: 3)]
    withKnownIssue {
      terminal.render {
        List {
          ForEach(items, id: \.name) { item in Text("\(item.name) \(item.value)") }
        }
      }
    } matching: { issue in
      issue.description.contains("has duplicate ids: x.")
    }
    // Each row shows its own element: the second "x" is a row of its own, not the first again.
    #expect(terminal.visibleLines == ["x 1", "y 2", "x 3"])
    var changed = items
    changed[2].value = 30
    // The ids are the same as before: reported once, when they changed.
    terminal.render {
      List {
        ForEach(changed, id: \.name) { item in Text("\(item.name) \(item.value)") }
      }
    }
    #expect(terminal.visibleLines == ["x 1", "y 2", "x 30"])
  }
}
