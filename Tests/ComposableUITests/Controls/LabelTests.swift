import Testing

@testable import ComposableUI

@MainActor
@Suite struct LabelTests {
  @Test func aKnownSystemImageDrawsASymbolBeforeTheTitle() {
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render { Label("Favorites", systemImage: "star") }
    #expect(terminal.visibleLines == ["☆ Favorites"])
    terminal.render { Label("Done", systemImage: "checkmark") }
    #expect(terminal.visibleLines == ["✓ Done"])
    terminal.render { Label("Careful", systemImage: "exclamationmark.triangle") }
    #expect(terminal.visibleLines == ["⚠ Careful"])
  }

  @Test func anUnknownSystemImageDrawsTheTitleAlone() {
    // Exactly as wide as the title: an icon, or the space after one, would not fit.
    let terminal = TestTerminal(columns: 9, rows: 1)
    terminal.render { Label("Favorites", systemImage: "no.such.symbol") }
    #expect(terminal.lines == ["Favorites"])
    terminal.render { Label("Favorites", systemImage: "") }
    #expect(terminal.lines == ["Favorites"])
  }

  @Test func aTitleAndAnIconBuiltByClosures() {
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render {
      Label {
        Text("Offline").bold()
      } icon: {
        Text("⚠")
      }
    }
    #expect(terminal.visibleLines == ["⚠ Offline"])
  }

  @Test func labelsLineUpInAStack() {
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render {
      VStack(alignment: .leading) {
        Label("Inbox", systemImage: "envelope")
        Label("Settings", systemImage: "gear")
      }
    }
    #expect(terminal.visibleLines == ["✉ Inbox", "⚙ Settings"])
  }
}
