import Foundation
import Testing

@testable import ComposableUI

/// `Image(systemName:)`: SF Symbols names drawn as terminal glyphs, a placeholder for any other
/// name, and the image modifiers a terminal accepts without effect.
@MainActor
@Suite struct ImageTests {
  @Test func aKnownSystemNameDrawsItsGlyph() {
    let terminal = TestTerminal(columns: 12, rows: 1)
    terminal.render {
      HStack {
        Image(systemName: "checkmark")
        Image(systemName: "star")
        Image(systemName: "star.fill")
        Image(systemName: "heart.fill")
        Image(systemName: "chevron.right")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["✓ ☆ ★ ♥ ›"])
  }

  @Test func aTodoListShowsWhichTodosAreDone() {
    struct Todo {
      let title: String
      let isComplete: Bool
    }
    let todos = [
      Todo(title: "Buy milk", isComplete: true), Todo(title: "Walk dog", isComplete: false),
    ]
    let terminal = TestTerminal(columns: 12, rows: 2)
    terminal.render {
      VStack(alignment: .leading) {
        ForEach(todos, id: \.title) { todo in
          HStack {
            Image(systemName: todo.isComplete ? "checkmark.circle.fill" : "circle")
            Text(todo.title)
          }
        }
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["✔ Buy milk", "○ Walk dog"])
  }

  @Test func anUnknownNameDrawsAPlaceholder() {
    let terminal = TestTerminal(columns: 10, rows: 3)
    terminal.render {
      VStack(alignment: .leading) {
        Image(systemName: "no.such.symbol")
        Image(systemName: "")
        Image("AppLogo")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["□", "□", "□"])
  }

  @Test func aTwoCellGlyphTakesTwoCells() {
    // Measured one cell wide, the glyph would be half overwritten by the text after it.
    let terminal = TestTerminal(columns: 4, rows: 1)
    terminal.render {
      HStack(spacing: 0) {
        Image(systemName: "magnifyingglass")
        Text("ab")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["🔍ab"])
  }

  @Test func aSymbolDrawsInTheColorOfTheTextAroundIt() {
    let terminal = TestTerminal(columns: 4, rows: 1)
    terminal.render {
      Image(systemName: "gear")
        .resizable()
        .imageScale(.large)
        .font(.title)
        .foregroundColor(.red)
        .atTopLeading()
    }
    #expect(terminal.lines == ["⚙"])
    #expect(terminal.style(of: "⚙")?.foreground == .red)
  }

  @Test func anImageIsALabelsIcon() {
    let terminal = TestTerminal(columns: 12, rows: 1)
    terminal.render {
      Label {
        Text("Favorites")
      } icon: {
        Image(systemName: "star.fill")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["★ Favorites"])
  }

  @Test func everySymbolIsOneGlyphOfOneOrTwoCellsThatDoesNotLookMissing() {
    for (name, glyph) in SystemSymbols.table {
      #expect((1...2).contains(CellBuffer.width(of: glyph)), "\(name)")
      #expect(glyph != Image.placeholder, "\(name)")
    }
  }
}
