import Foundation
import Testing

@testable import ComposableUI

/// How text breaks into lines, truncates, and takes cells: `TextLayout` on its own, and `Text` on
/// a screen.
@MainActor
@Suite struct TextLayoutTests {
  /// The lines `TextLayout` makes of a text for a width and a height, as strings.
  private func lines(_ text: Text, width: Int?, height: Int? = nil) -> [String] {
    TextLayout(runs: text.runs).lines(width: width, height: height).map { line in
      line.pieces.map { $0.string }.joined()
    }
  }

  // MARK: Wrapping

  @Test func wrapsAtSpacesToFitTheWidth() {
    #expect(lines(Text("The quick brown fox"), width: 10) == ["The quick", "brown fox"])
  }

  @Test func dropsTheSpacesAtALineBreak() {
    // Neither the end of a line nor the start of the next shows the spaces it broke at.
    #expect(lines(Text("aa   bb"), width: 3) == ["aa", "bb"])
  }

  @Test func aWordLongerThanTheWidthStartsALineAndBreaksWhereItMust() {
    #expect(lines(Text("a abcdefgh"), width: 4) == ["a", "abcd", "efgh"])
  }

  @Test func newlinesStartLinesAndNoWidthBreaksNowhereElse() {
    #expect(
      lines(Text("one\ntwo words\n\nthree"), width: nil) == ["one", "two words", "", "three"])
  }

  @Test func anEmptyTextIsOneEmptyLine() {
    let layout = TextLayout(runs: Text("").runs).lines(width: 10, height: nil)
    #expect(layout.count == 1)
    #expect(layout.map(\.width) == [0])
  }

  @Test func aTextOfferedNoRowsStillTakesOne() {
    #expect(lines(Text("hello"), width: 10, height: 0) == ["hello"])
  }

  // MARK: Truncation

  @Test func truncatesTheLastLineThatFitsWithAnEllipsis() {
    #expect(
      lines(Text("The quick brown fox jumps"), width: 10, height: 2) == ["The quick", "brown fox…"])
  }

  @Test func truncationDropsCharactersToMakeRoomForTheEllipsis() {
    #expect(lines(Text("one two three"), width: 7, height: 1) == ["one tw…"])
  }

  @Test func textThatFitsIsNotTruncated() {
    #expect(lines(Text("one two"), width: 7, height: 1) == ["one two"])
    #expect(lines(Text("one two"), width: 3, height: 2) == ["one", "two"])
  }

  // MARK: Wide characters

  @Test func japaneseCharactersTakeTwoCellsEach() {
    let layout = TextLayout(runs: Text("こんにちは").runs).lines(width: nil, height: nil)
    #expect(layout.map(\.width) == [10])
  }

  @Test func japaneseTextBreaksBetweenCharactersNeverInsideOne() {
    let layout = TextLayout(runs: Text("こんにちは").runs).lines(width: 5, height: nil)
    // Three characters would be 6 cells: each line takes two, leaving its fifth cell empty.
    #expect(layout.map { $0.pieces.map { $0.string }.joined() } == ["こん", "にち", "は"])
    #expect(layout.map(\.width) == [4, 4, 2])
  }

  // MARK: Styles

  @Test func runsKeepTheirAttributesAcrossALineBreak() {
    let layout = TextLayout(runs: (Text("ab ") + Text("cd").bold()).runs)
      .lines(width: 3, height: nil)
    #expect(layout.map { $0.pieces.map { $0.string }.joined() } == ["ab", "cd"])
    #expect(layout[0].pieces.map { $0.attributes.bold } == [nil])
    #expect(layout[1].pieces.map { $0.attributes.bold } == [true])
  }

  // MARK: On screen

  @Test func textWrapsAtSpacesInANarrowFrame() {
    let terminal = TestTerminal(columns: 12, rows: 4)
    terminal.render {
      Text("The quick brown fox jumps")
        .frame(width: 10)
        .atTopLeading()
    }
    // The lines of a text line up on its leading edge.
    #expect(terminal.lines == ["The quick", "brown fox", "jumps", ""])
  }

  @Test func aWordLongerThanTheFrameBreaksAcrossRows() {
    let terminal = TestTerminal(columns: 6, rows: 4)
    terminal.render {
      Text("abcdefghij")
        .frame(width: 4)
        .atTopLeading()
    }
    #expect(terminal.lines == ["abcd", "efgh", "ij", ""])
  }

  @Test func explicitNewlinesStartNewRows() {
    let terminal = TestTerminal(columns: 12, rows: 3)
    terminal.render {
      Text("one\ntwo three")
        .atTopLeading()
    }
    #expect(terminal.lines == ["one", "two three", ""])
  }

  @Test func textTruncatesWithAnEllipsisWhenItsFrameHasTooFewRows() {
    let terminal = TestTerminal(columns: 12, rows: 3)
    terminal.render {
      Text("The quick brown fox jumps")
        .frame(width: 10, height: 2)
        .atTopLeading()
    }
    #expect(terminal.lines == ["The quick", "brown fox…", ""])
  }

  @Test func anEmptyTextTakesOneRow() {
    let terminal = TestTerminal(columns: 3, rows: 4)
    terminal.render {
      VStack {
        Text("a")
        Text("")
        Text("b")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["a", "", "b", ""])
  }

  @Test func japaneseTextIsTwoCellsPerCharacterInAStack() {
    let terminal = TestTerminal(columns: 16, rows: 3)
    terminal.render {
      HStack {
        Text("こんにちは")
        Text("x")
      }
      .border()
      .atTopLeading()
    }
    // The stack is 10 + 1 + 1 cells wide: "x" starts after the tenth column and a space.
    #expect(terminal.lines == ["┌────────────┐", "│こんにちは x│", "└────────────┘"])
  }

  @Test func japaneseTextWrapsInANarrowFrame() {
    let terminal = TestTerminal(columns: 8, rows: 4)
    terminal.render {
      Text("こんにちは")
        .frame(width: 5)
        .atTopLeading()
    }
    #expect(terminal.lines == ["こん", "にち", "は", ""])
  }

  @Test func boldTextIsDrawnInBoldCells() {
    let terminal = TestTerminal(columns: 6, rows: 1)
    terminal.render {
      (Text("ab") + Text("cd").bold())
        .atTopLeading()
    }
    let screen = Self.screenDrawnByTheFirstFrame(of: terminal, columns: 6, rows: 1)
    #expect(screen.buffer.lines == ["abcd"])
    #expect(
      (0..<4).map { screen.buffer[column: $0, row: 0].style.bold } == [false, false, true, true])
  }

  @Test func boldOnAViewReachesTheTextsInsideUnlessATextSaysOtherwise() {
    let terminal = TestTerminal(columns: 3, rows: 2)
    terminal.render {
      VStack {
        Text("a")
        Text("b").bold(false)
      }
      .bold()
      .atTopLeading()
    }
    let screen = Self.screenDrawnByTheFirstFrame(of: terminal, columns: 3, rows: 2)
    #expect(screen.buffer.lines == ["a", "b"])
    #expect(screen.buffer[column: 0, row: 0].style.bold)
    #expect(!screen.buffer[column: 0, row: 1].style.bold)
  }

  /// A screen that received only the terminal's last frame: right after the first render, that
  /// frame redraws everything, so this is the screen with each cell's style, which
  /// `TestTerminal` keeps to itself.
  private static func screenDrawnByTheFirstFrame(
    of terminal: TestTerminal, columns: Int, rows: Int
  ) -> VirtualScreen {
    var screen = VirtualScreen(columns: columns, rows: rows)
    screen.apply(terminal.lastFrameBytes)
    return screen
  }
}
