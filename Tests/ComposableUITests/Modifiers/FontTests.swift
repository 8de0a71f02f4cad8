import Testing

@testable import ComposableUI

/// `.font(_:)`: accepted and kept in the environment, while the terminal draws text the same in
/// any font.
@MainActor
@Suite struct FontTests {
  @Test func aFontIsKeptInTheEnvironmentAndTheTextDrawsTheSame() {
    struct Caption: View {
      @Environment(\.font) private var font
      var body: some View {
        Text(font == .headline.bold() ? "headline" : "other")
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render {
      VStack(alignment: .leading) {
        Text("Settings").font(.largeTitle)
        Caption().font(.headline.bold())
        Caption()
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["Settings", "headline", "other"])
    #expect(terminal.style(of: "Settings") == .plain)
  }
}
