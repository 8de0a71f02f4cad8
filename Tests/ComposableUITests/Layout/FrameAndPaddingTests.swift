import Foundation
import Testing

@testable import ComposableUI

/// Frames, padding and borders, the root view's place on the screen, and a new layout when the
/// screen is resized.
@MainActor
@Suite struct FrameAndPaddingTests {
  // MARK: Fixed frames

  @Test func aFixedFrameCentersItsViewByDefault() {
    let terminal = TestTerminal(columns: 8, rows: 4)
    terminal.render {
      Text("ab")
        .frame(width: 6, height: 3)
        .atTopLeading()
    }
    #expect(terminal.lines == ["", "  ab", "", ""])
  }

  @Test func aFixedFramePlacesItsViewByItsAlignment() {
    let terminal = TestTerminal(columns: 10, rows: 6)
    terminal.render {
      Text("ab")
        .frame(width: 6, height: 3, alignment: .bottomTrailing)
        .border()
        .atTopLeading()
    }
    #expect(
      terminal.lines == [
        "┌──────┐",
        "│      │",
        "│      │",
        "│    ab│",
        "└──────┘",
        "",
      ])
  }

  // MARK: Flexible frames

  @Test func maxWidthInfinityStretchesABorderedViewToTheScreensWidth() {
    let terminal = TestTerminal(columns: 10, rows: 3)
    terminal.render {
      Text("hi")
        .frame(maxWidth: .infinity)
        .border()
    }
    #expect(terminal.lines == ["┌────────┐", "│   hi   │", "└────────┘"])
  }

  @Test func minWidthGrowsASmallerView() {
    let terminal = TestTerminal(columns: 12, rows: 4)
    terminal.render {
      Text("hi")
        .frame(minWidth: 6)
        .border()
        .atTopLeading()
    }
    // Without a maximum, the frame is as wide as its view, but no narrower than the minimum: not
    // the whole width offered.
    #expect(terminal.lines == ["┌──────┐", "│  hi  │", "└──────┘", ""])
  }

  // MARK: Padding

  @Test func paddingAddsOneCellOnEachEdge() {
    let terminal = TestTerminal(columns: 6, rows: 3)
    terminal.render {
      HStack(spacing: 0) {
        Text("hi").padding()
        Text("x")
      }
      .atTopLeading()
    }
    // A row above and below "hi", a column before it and after it (before "x").
    #expect(terminal.lines == ["", " hi x", ""])
  }

  @Test func horizontalPaddingAddsItsLengthOnTheLeftAndRightOnly() {
    let terminal = TestTerminal(columns: 10, rows: 4)
    terminal.render {
      Text("hi")
        .padding(.horizontal, 2)
        .border()
        .atTopLeading()
    }
    #expect(terminal.lines == ["┌──────┐", "│  hi  │", "└──────┘", ""])
  }

  // MARK: Borders

  @Test func borderDrawsABoxAroundTheText() {
    let terminal = TestTerminal(columns: 6, rows: 4)
    terminal.render {
      Text("hi")
        .border()
        .atTopLeading()
    }
    #expect(terminal.lines == ["┌──┐", "│hi│", "└──┘", ""])
  }

  @Test func borderFitsAroundAStack() {
    let terminal = TestTerminal(columns: 6, rows: 5)
    terminal.render {
      VStack {
        Text("a")
        Text("bbb")
      }
      .border()
      .atTopLeading()
    }
    #expect(terminal.lines == ["┌───┐", "│ a │", "│bbb│", "└───┘", ""])
  }

  @Test func paddingInsideABorderSpacesTheTextFromTheLine() {
    let terminal = TestTerminal(columns: 8, rows: 6)
    terminal.render {
      Text("hi")
        .padding()
        .border()
        .atTopLeading()
    }
    #expect(terminal.lines == ["┌────┐", "│    │", "│ hi │", "│    │", "└────┘", ""])
  }

  @Test func paddingOutsideABorderSpacesTheBoxFromItsSurroundings() {
    let terminal = TestTerminal(columns: 8, rows: 6)
    terminal.render {
      Text("hi")
        .border()
        .padding()
        .atTopLeading()
    }
    #expect(terminal.lines == ["", " ┌──┐", " │hi│", " └──┘", "", ""])
  }

  // MARK: The screen

  @Test func theRootViewIsCenteredOnTheScreen() {
    let terminal = TestTerminal(columns: 11, rows: 3)
    terminal.render { Text("hi") }
    // Of the 9 columns left, 4 go before the view and 5 after.
    #expect(terminal.lines == ["", "    hi", ""])
  }

  @Test func resizingCentersTheRootViewInTheNewScreen() {
    let terminal = TestTerminal(columns: 10, rows: 3)
    terminal.render { Text("hi") }
    #expect(terminal.lines == ["", "    hi", ""])
    terminal.resize(columns: 6, rows: 5)
    #expect(terminal.lines == ["", "", "  hi", "", ""])
  }

  @Test func resizingRewrapsTextToTheNewWidth() {
    let terminal = TestTerminal(columns: 20, rows: 3)
    terminal.render { Text("one two three") }
    #expect(terminal.lines == ["", "   one two three", ""])
    terminal.resize(columns: 9, rows: 3)
    #expect(terminal.lines == [" one two", " three", ""])
  }
}

@MainActor
@Suite struct ExtremeLengthTests {
  @Test func hugeAndInfiniteLengthsLayOutWithoutOverflow() {
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render {
      VStack(spacing: .infinity) {
        HStack(spacing: .greatestFiniteMagnitude) {
          Text("a")
          Text("b").frame(width: .infinity)
        }
        Text("c").frame(maxWidth: .greatestFiniteMagnitude).padding(.infinity)
        Spacer(minLength: .infinity)
      }
    }
    // Lengths beyond any screen put the views off it, without trapping.
    #expect(terminal.frameCount == 1)
    // An infinite fixed width is ignored, as SwiftUI ignores a non-finite frame length.
    terminal.render {
      HStack {
        Text("a")
        Text("b").frame(width: .infinity)
      }
    }
    #expect(terminal.visibleLines == ["a b"])
  }
}
