import Foundation
import Testing

@testable import ComposableUI

/// `.fixedSize()`: a view proposed its ideal size on the fixed axes, so that a narrow frame
/// around it does not make it wrap or truncate.
@MainActor
@Suite struct FixedSizeTests {
  @Test func aTextInANarrowFrameWrapsUnlessItsSizeIsFixed() {
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render {
      Text("Hello, world")
        .frame(width: 6, alignment: .leading)
        .atTopLeading()
    }
    #expect(terminal.lines == ["Hello,", "world"])

    terminal.render {
      Text("Hello, world")
        .fixedSize()
        .frame(width: 6, alignment: .leading)
        .atTopLeading()
    }
    #expect(terminal.lines == ["Hello, world", ""])
  }

  @Test func fixedHorizontallyATextStaysOnOneLine() {
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render {
      Text("Hello, world")
        .fixedSize(horizontal: true, vertical: false)
        .frame(width: 6, alignment: .leading)
        .atTopLeading()
    }
    #expect(terminal.lines == ["Hello, world", ""])
  }

  @Test func fixedVerticallyATextWrapsAndKeepsAllItsLines() {
    let terminal = TestTerminal(columns: 10, rows: 3)
    terminal.render {
      Text("one two three")
        .frame(width: 5, height: 1, alignment: .top)
        .atTopLeading()
    }
    #expect(terminal.lines == ["one…", "", ""])

    terminal.render {
      Text("one two three")
        .fixedSize(horizontal: false, vertical: true)
        .frame(width: 5, height: 1, alignment: .top)
        .atTopLeading()
    }
    #expect(terminal.lines == ["one", "two", "three"])
  }

  @Test func theArticlesToggleKeepsItsTitleWhole() {
    let terminal = TestTerminal(columns: 12, rows: 2)
    terminal.render {
      Toggle("Round", isOn: .constant(false))
        .frame(width: 7, alignment: .leading)
        .atTopLeading()
    }
    #expect(terminal.lines == ["[ ] Rou", "    nd"])

    terminal.render {
      Toggle("Round", isOn: .constant(false))
        .fixedSize()
        .frame(width: 7, alignment: .leading)
        .atTopLeading()
    }
    #expect(terminal.lines == ["[ ] Round", ""])
  }
}
