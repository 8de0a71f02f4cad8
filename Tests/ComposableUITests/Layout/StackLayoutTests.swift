import Foundation
import Testing

@testable import ComposableUI

/// Stacks, spacers, dividers and the views that take no space, laid out as SwiftUI lays them out,
/// in cells: each test asserts the whole screen, row by row.
@MainActor
@Suite struct StackLayoutTests {
  // MARK: Room for everyone

  @Test func aStackWithRoomForEveryViewCutsNone() {
    // The text of wide characters can wrap and varies more than the button; offered shares, the
    // button took half of the stack's ideal width and lost a cell of its label.
    for text in ["❌❌", "❌⭕️", "ab"] {
      let terminal = TestTerminal(columns: 20, rows: 1)
      terminal.render {
        HStack {
          Text(text)
          Button("Tap") {}
        }
      }
      #expect(terminal.visibleLines == ["\(text) [Tap]"])
    }
  }

  @Test func aScrollViewInAStackTakesTheRoomLeft() {
    // Its content is one row, but offered the room left it takes all of it, as SwiftUI's does.
    let terminal = TestTerminal(columns: 8, rows: 6)
    terminal.render {
      VStack(alignment: .leading) {
        Text("Title")
        ScrollView { Text("a") }
        Text("Footer")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["Title", "a", "", "", "", "Footer"])
  }

  @Test func aStackTooNarrowStillSharesByFlexibility() {
    let terminal = TestTerminal(columns: 9, rows: 2)
    terminal.render {
      HStack {
        Text("❌❌")
        Button("Tap") {}
      }
      .atTopLeading()
    }
    // Nine cells for ten: the two share the eight left after the spacing, four each, and the
    // button's label wraps in its four.
    #expect(terminal.lines == ["❌❌ [Ta]", "      p"])
  }

  // MARK: VStack

  @Test func vStackLeadingAlignmentLinesViewsUpOnTheLeftEdge() {
    let terminal = TestTerminal(columns: 8, rows: 3)
    terminal.render {
      VStack(alignment: .leading) {
        Text("ab")
        Text("abcdef")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["ab", "abcdef", ""])
  }

  @Test func vStackCentersNarrowerViewsByDefault() {
    let terminal = TestTerminal(columns: 8, rows: 3)
    terminal.render {
      VStack {
        Text("ab")
        Text("abcdef")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["  ab", "abcdef", ""])
  }

  @Test func vStackTrailingAlignmentLinesViewsUpOnTheRightEdge() {
    let terminal = TestTerminal(columns: 8, rows: 3)
    terminal.render {
      VStack(alignment: .trailing) {
        Text("ab")
        Text("abcdef")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["    ab", "abcdef", ""])
  }

  @Test func vStackPutsNoRowBetweenViewsByDefault() {
    let terminal = TestTerminal(columns: 4, rows: 3)
    terminal.render {
      VStack {
        Text("a")
        Text("b")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["a", "b", ""])
  }

  @Test func vStackSpacingPutsRowsBetweenViews() {
    let terminal = TestTerminal(columns: 4, rows: 5)
    terminal.render {
      VStack(spacing: 1) {
        Text("a")
        Text("b")
        Text("c")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["a", "", "b", "", "c"])
  }

  // MARK: HStack

  @Test func hStackPutsOneColumnBetweenViewsByDefault() {
    let terminal = TestTerminal(columns: 8, rows: 1)
    terminal.render {
      HStack {
        Text("a")
        Text("b")
        Text("c")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["a b c"])
  }

  @Test func hStackSpacingSetsTheColumnsBetweenViews() {
    let terminal = TestTerminal(columns: 8, rows: 2)
    terminal.render {
      VStack(alignment: .leading) {
        HStack(spacing: 0) {
          Text("a")
          Text("b")
        }
        HStack(spacing: 3) {
          Text("a")
          Text("b")
        }
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["ab", "a   b"])
  }

  @Test func hStackAlignmentPlacesShorterViewsVertically() {
    let terminal = TestTerminal(columns: 5, rows: 3)
    terminal.render {
      HStack(alignment: .bottom) {
        VStack {
          Text("a")
          Text("b")
          Text("c")
        }
        Text("x")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["a", "b", "c x"])
  }

  @Test func hStackCentersShorterViewsVerticallyByDefault() {
    let terminal = TestTerminal(columns: 5, rows: 3)
    terminal.render {
      HStack {
        VStack {
          Text("a")
          Text("b")
          Text("c")
        }
        Text("x")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["a", "b x", "c"])
  }

  @Test func aButtonTakesItsLabelBetweenBrackets() {
    let terminal = TestTerminal(columns: 14, rows: 1)
    terminal.render {
      HStack {
        Text("count: 0")
        Button("+") {}
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["count: 0 [+]"])
  }

  // MARK: Spacer

  @Test func spacerPushesTheLastViewToTheTrailingEdge() {
    let terminal = TestTerminal(columns: 24, rows: 1)
    terminal.render {
      HStack {
        Text("Name")
        Spacer()
        Text("42")
      }
      .frame(width: 20)
      .atTopLeading()
    }
    // "42" ends at the frame's last column, 19, not at the screen's.
    #expect(terminal.lines == ["Name              42"])
  }

  @Test func twoSpacersShareTheSpaceEqually() {
    let terminal = TestTerminal(columns: 12, rows: 1)
    terminal.render {
      HStack(spacing: 0) {
        Text("a")
        Spacer()
        Text("b")
        Spacer()
        Text("c")
      }
      .frame(width: 9)
      .atTopLeading()
    }
    #expect(terminal.lines == ["a   b   c"])
  }

  @Test func anOddCellGoesToTheFirstSpacer() {
    let terminal = TestTerminal(columns: 12, rows: 1)
    terminal.render {
      HStack(spacing: 0) {
        Text("a")
        Spacer()
        Text("b")
        Spacer()
        Text("c")
      }
      .frame(width: 8)
      .atTopLeading()
    }
    // SwiftUI would give each spacer 2.5 points; whole cells need a rule, and this is the
    // documented one.
    #expect(terminal.lines == ["a   b  c"])
  }

  @Test func spacerMinLengthKeepsViewsApartWhenSpaceIsShort() {
    let terminal = TestTerminal(columns: 12, rows: 1)
    terminal.render {
      HStack(spacing: 0) {
        Text("abcdef")
        Spacer(minLength: 2)
        Text("gh")
      }
      .frame(width: 8, height: 1)
      .atTopLeading()
    }
    // As SwiftUI does, the spacer's minimum is kept out of what the texts share, so the longer
    // text truncates rather than the stack overflowing its frame. (The current stack offers the
    // texts all 8 cells and adds the spacer's 2 after, so the stack is 10 wide and drawn one
    // cell left of its frame.)
    #expect(terminal.lines == ["abc…  gh"])
  }

  @Test func spacerPushesTheLastViewToTheBottomOfAFixedHeightFrame() {
    let terminal = TestTerminal(columns: 8, rows: 6)
    terminal.render {
      VStack(alignment: .leading) {
        Text("top")
        Spacer()
        Text("bottom")
      }
      .frame(height: 5)
      .atTopLeading()
    }
    #expect(terminal.lines == ["top", "", "", "", "bottom", ""])
  }

  // MARK: Nesting

  @Test func nestedStacksLayOutInsideTheirParentsPlaces() {
    let terminal = TestTerminal(columns: 10, rows: 5)
    terminal.render {
      VStack(alignment: .leading) {
        HStack {
          Text("a")
          Text("b")
        }
        HStack {
          Text("ccc")
          VStack {
            Text("d")
            Text("e")
            Text("f")
          }
        }
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["a b", "    d", "ccc e", "    f", ""])
  }

  // MARK: ZStack

  @Test func zStackCentersItsViewsByDefault() {
    let terminal = TestTerminal(columns: 10, rows: 1)
    terminal.render {
      ZStack {
        Text("-------")
        Text("abc")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["--abc--"])
  }

  @Test func zStackLeadingAlignmentPutsTheShorterTextOnTheLeft() {
    let terminal = TestTerminal(columns: 10, rows: 1)
    terminal.render {
      ZStack(alignment: .leading) {
        Text("-------")
        Text("abc")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["abc----"])
  }

  @Test func zStackTrailingAlignmentPutsTheShorterTextOnTheRight() {
    let terminal = TestTerminal(columns: 10, rows: 1)
    terminal.render {
      ZStack(alignment: .trailing) {
        Text("-------")
        Text("abc")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["----abc"])
  }

  @Test func zStackAlignsInBothDirections() {
    let terminal = TestTerminal(columns: 5, rows: 4)
    terminal.render {
      ZStack(alignment: .bottomTrailing) {
        VStack {
          Text("xxx")
          Text("xxx")
          Text("xxx")
        }
        Text("o")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["xxx", "xxx", "xxo", ""])
  }

  // MARK: Divider

  @Test func dividerInAVStackSpansTheWidthItIsOffered() {
    let terminal = TestTerminal(columns: 12, rows: 4)
    terminal.render {
      VStack(alignment: .leading) {
        Text("title")
        Divider()
        Text("body")
      }
      .frame(width: 8)
      .atTopLeading()
    }
    #expect(terminal.lines == ["title", "────────", "body", ""])
  }

  @Test func dividerInAnHStackIsAVerticalLineAsTallAsOffered() {
    let terminal = TestTerminal(columns: 8, rows: 4)
    terminal.render {
      HStack {
        Text("a")
        Divider()
        Text("b")
      }
      .frame(height: 3)
      .atTopLeading()
    }
    #expect(terminal.lines == ["  │", "a │ b", "  │", ""])
  }

  // MARK: Views that take no space

  @Test func emptyViewTakesNoSpaceAndNoSpacing() {
    let terminal = TestTerminal(columns: 8, rows: 1)
    terminal.render {
      HStack {
        Text("a")
        EmptyView()
        Text("b")
      }
      .atTopLeading()
    }
    #expect(terminal.lines == ["a b"])
  }

  @Test(arguments: [false, true])
  func anIfContributesItsViewOnlyWhenItsConditionHolds(isShown: Bool) {
    let terminal = TestTerminal(columns: 8, rows: 1)
    terminal.render {
      HStack {
        Text("a")
        if isShown {
          Text("x")
        }
        Text("b")
      }
      .atTopLeading()
    }
    // A false `if` leaves no space and no spacing behind.
    #expect(terminal.lines == [isShown ? "a x b" : "a b"])
  }
}
