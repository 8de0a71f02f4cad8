import Testing

@testable import ComposableUI

/// `.cornerRadius(_:antialiased:)`: accepted, and the view drawn as it is, since a terminal's
/// cells have square corners.
@MainActor
@Suite struct CornerRadiusTests {
  @Test func aRoundedViewDrawsTheCellsASquareOneDraws() {
    let square = TestTerminal(columns: 12, rows: 3)
    square.render { Text("Pizza").padding(.horizontal).border(.gray) }
    let rounded = TestTerminal(columns: 12, rows: 3)
    rounded.render {
      Text("Pizza").padding(.horizontal).border(.gray).cornerRadius(25, antialiased: false)
    }
    #expect(rounded.lines == square.lines)
    #expect(rounded.text.contains("Pizza"))
  }
}
