import Testing

@testable import ComposableUI

@MainActor
@Suite struct ColorTests {
  @Test func primaryIsTheTerminalsDefaultAndPutsBackAnEnclosingColor() {
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render {
      VStack {
        Text("inner").foregroundColor(.primary)
        Text("outer")
      }
      .foregroundColor(.red)
    }
    #expect(Color.primary == .default)
    // The default color: written out, since it puts back the enclosing red.
    #expect(terminal.foregroundColor(of: "inner") == .default)
    #expect(terminal.foregroundColor(of: "outer") == .red)
  }
}
