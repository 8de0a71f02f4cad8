// The object wrappers of the seed article's section "State management system"
// (`shared/seeds/004_…`): `@StateObject`, `@ObservedObject` and `@EnvironmentObject` with
// `.environmentObject(_:)`, over an `ObservableObject` with `@Published` properties.
//
// The article describes the wrappers in words and figures (6 and 7) and prints no code for
// them, so these samples are written from its words: a parent that owns an object, a child that
// observes it without owning it, and views C and D, below views A and B, that read it from the
// environment.
import ComposableUI
import Testing

/// The source of truth the article's figures share between views.
private final class FruitBasket: ObservableObject {
  @Published var fruit = "Banana"
}

// MARK: @StateObject and @ObservedObject

/// Owns the basket: SwiftUI creates it once for each identity of this view.
private struct FruitStand: View {
  @StateObject private var basket = FruitBasket()

  var body: some View {
    FruitLabel(basket: basket)
    Button("Next fruit") {
      basket.fruit = "Cherry"
    }
  }
}

/// Observes a basket it was handed, which it does not own.
private struct FruitLabel: View {
  @ObservedObject var basket: FruitBasket

  var body: some View {
    Text("Today: \(basket.fruit)")
  }
}

// MARK: @EnvironmentObject

/// Holds the source of truth, and puts it in the environment of the views below.
private struct ParentView: View {
  @StateObject private var basket = FruitBasket()

  var body: some View {
    ViewA()
      .environmentObject(basket)
  }
}

/// Does not need the basket, and does not pass it on.
private struct ViewA: View {
  var body: some View {
    ViewB()
  }
}

/// Does not need the basket either.
private struct ViewB: View {
  var body: some View {
    ViewC()
    ViewD()
  }
}

/// Reads the basket from the environment.
private struct ViewC: View {
  @EnvironmentObject var basket: FruitBasket

  var body: some View {
    Text("C sees \(basket.fruit)")
  }
}

/// Changes the basket it reads from the environment.
private struct ViewD: View {
  @EnvironmentObject var basket: FruitBasket

  var body: some View {
    Button("D picks a cherry") {
      basket.fruit = "Cherry"
    }
  }
}

@MainActor
@Suite struct ObjectWrapperSampleTests {
  @Test func theStateObjectOutlivesItsViewsEvaluations() async {
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { FruitStand() }
    #expect(terminal.visibleLines == ["Today: Banana", "[Next fruit]"])
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["Today: Cherry", "[Next fruit]"])
    // A new value of the same view keeps the object it created.
    terminal.render { FruitStand() }
    #expect(terminal.visibleLines == ["Today: Cherry", "[Next fruit]"])
  }

  @Test func viewsCAndDShareTheObjectThroughTheEnvironment() async {
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { ParentView() }
    #expect(terminal.visibleLines == ["C sees Banana", "[D picks a cherry]"])
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["C sees Cherry", "[D picks a cherry]"])
  }
}
