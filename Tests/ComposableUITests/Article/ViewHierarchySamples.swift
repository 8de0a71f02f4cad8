import ComposableUI
import Testing

// The seed article's section "About SwiftUI's view hierarchy" (`shared/seeds/004_…`): its code,
// as printed, and what a person sees of it.

// MARK: The default view of a new project

private struct ContentView: View {
  var body: some View {
    Text("Hello, world!")
      .padding()
  }
}

// MARK: Views whose bodies are other views

private struct FruitsView: View {
  var body: some View {
    BananaView()
  }
}

private struct BananaView: View {
  var body: some View {
    Text("I am banana!")
      .padding()
  }
}

@MainActor
@Suite struct ViewHierarchySampleTests {
  @Test func theDefaultContentViewSaysHelloWithACellOfPaddingAround() {
    let terminal = TestTerminal(columns: 15, rows: 3)
    terminal.render { ContentView() }
    #expect(terminal.lines == ["", " Hello, world!", ""])
  }

  /// The article's `protocol View` is quoted from SwiftUI's interface, without bodies; it cannot
  /// be declared again here, so this checks that ComposableUI's `View` is the same: each view
  /// has a `body` whose type is itself a view, built by a view builder.
  @Test func theViewProtocolAsksEachViewForABodyThatIsAView() {
    func body<V: View>(of view: V) -> V.Body { view.body }
    #expect(type(of: body(of: FruitsView())) == BananaView.self)
  }

  @Test func fruitsViewShowsTheTextOfTheBananaViewItsBodyIs() {
    let terminal = TestTerminal(columns: 14, rows: 3)
    terminal.render { FruitsView() }
    #expect(terminal.lines == ["", " I am banana!", ""])
  }

  /// The article's `extension Text: View` and `extension Never: View` are also SwiftUI's
  /// interface, without bodies: the recursion through bodies ends at primitives whose `Body` is
  /// `Never`, as it does in ComposableUI, for the primitives the article lists.
  @Test func textAndTheOtherPrimitivesHaveNeverForBody() {
    #expect(Text.Body.self == Never.self)
    #expect(Never.Body.self == Never.self)
    #expect(Image.Body.self == Never.self)
    #expect(Spacer.Body.self == Never.self)
    #expect(ZStack<Text>.Body.self == Never.self)
    #expect(VStack<Text>.Body.self == Never.self)
    #expect(HStack<Text>.Body.self == Never.self)
    #expect(List<Text>.Body.self == Never.self)
  }
}
