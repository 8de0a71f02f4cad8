import ComposableUI
import Testing

// The seed article's section "Structural identity" (`shared/seeds/004_…`): its code, as printed,
// and what a person sees of it. In SwiftUI the first pizza cross-fades (a removal and an
// insertion) and the second animates its corners in place; the terminal shows the difference
// in what outlives the change: the first pizza starts over, the second keeps its state.

/// The article never shows `PizzaView`. This one has a state of its own, the slices left, so
/// that a test can tell the same pizza (its slices kept) from a new one (a whole pizza).
private struct PizzaView: View {
  @State private var slices = 8

  var body: some View {
    HStack {
      Text("Pizza with \(slices) slices")
      Button("Eat a slice") { slices -= 1 }
    }
  }
}

// MARK: Two pizzas in an if/else, and one pizza with a conditional modifier

private struct ContentView: View {
  @State var isRounded: Bool = false

  var body: some View {
    if isRounded {
      PizzaView()
        .cornerRadius(25)
    } else {
      PizzaView()
        .cornerRadius(0)
    }
    PizzaView()
      .cornerRadius(isRounded ? 25 : 0)
    Toggle("Round", isOn: $isRounded.animation())
      .fixedSize()
  }
}

// MARK: The conditional modifier, printed again on its own

/// A home for the fragment the article prints again, which needs an `isRounded` to read.
private struct RoundedPizza: View {
  let isRounded: Bool

  var body: some View {
    PizzaView()
      .cornerRadius(isRounded ? 25 : 0)
  }
}

@MainActor
@Suite struct StructuralIdentitySampleTests {
  @Test func theToggleReplacesTheIfElsePizzaAndKeepsTheModifiedOne() async {
    let terminal = TestTerminal(columns: 40, rows: 5)
    terminal.render { ContentView() }
    #expect(
      terminal.visibleLines == [
        "Pizza with 8 slices [Eat a slice]",
        "Pizza with 8 slices [Eat a slice]",
        "[ ] Round",
      ])

    // A slice of the first pizza, two of the second.
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.enter)
    #expect(
      terminal.visibleLines == [
        "Pizza with 7 slices [Eat a slice]",
        "Pizza with 6 slices [Eat a slice]",
        "[ ] Round",
      ])

    // Rounding takes the other branch of the if/else: a pizza of another identity, whole. The
    // second pizza is the same view with another radius, and keeps its slices.
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(
      terminal.visibleLines == [
        "Pizza with 8 slices [Eat a slice]",
        "Pizza with 6 slices [Eat a slice]",
        "[x] Round",
      ])

    // A slice of the rounded pizza; going back to square corners makes a new square pizza
    // again: a branch that is left is forgotten, with its state.
    await terminal.press(.backTab)
    await terminal.press(.backTab)
    await terminal.press(.enter)
    #expect(
      terminal.visibleLines == [
        "Pizza with 7 slices [Eat a slice]",
        "Pizza with 6 slices [Eat a slice]",
        "[x] Round",
      ])
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(
      terminal.visibleLines == [
        "Pizza with 8 slices [Eat a slice]",
        "Pizza with 6 slices [Eat a slice]",
        "[ ] Round",
      ])
  }

  @Test func inAPageTheIfElsePizzaIsReplacedAndTheOtherRoundsInPlace() async {
    let page = TestWebPage()
    page.render { ContentView() }
    #expect(page.html.components(separatedBy: "border-radius:0px").count == 3)
    await page.toggle("Round")
    let message = page.messages.last ?? ""
    // One frame, animated (the toggle's binding has `.animation()`): the first pizza's element
    // is removed and a new one inserted, which the page cross-fades; the second pizza's element
    // stays, and only its style changes, which the page animates in place.
    #expect(message.contains(#""animation":{"duration":0.35,"curve":"ease-in-out","delay":0.0}"#))
    #expect(message.components(separatedBy: #"["remove",""#).count == 2)
    #expect(message.components(separatedBy: #"["insert",""#).count == 2)
    #expect(
      message.components(separatedBy: #""style","border-radius:25px;overflow:hidden"]"#).count == 2)
    #expect(page.html.components(separatedBy: "border-radius:25px").count == 3)
  }

  @Test func theConditionalModifierKeepsThePizzasIdentity() async {
    let terminal = TestTerminal(columns: 40, rows: 1)
    terminal.render { RoundedPizza(isRounded: false) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["Pizza with 7 slices [Eat a slice]"])
    terminal.render { RoundedPizza(isRounded: true) }
    #expect(terminal.visibleLines == ["Pizza with 7 slices [Eat a slice]"])
  }
}
