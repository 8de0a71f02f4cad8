import ComposableUI
import Testing

// The seed article's section "State management system" (`shared/seeds/004_…`): its `@State` and
// `@Binding` sample, as printed, and what a person sees of it.

private struct BananaView: View {
  @State private var isPeeled: Bool = false

  var body: some View {
    Text(isPeeled ? "Peeled banana!" : "Banana!")
      .background(.yellow)
    PeelBananaButton(isPeeled: $isPeeled)
  }
}

private struct PeelBananaButton: View {
  @Binding var isPeeled: Bool

  var body: some View {
    Button("Peel Banana") {
      isPeeled = true
    }
  }
}

@MainActor
@Suite struct StateSampleTests {
  @Test func theButtonPeelsTheBananaThroughItsBinding() async {
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { BananaView() }
    #expect(terminal.visibleLines == ["Banana!", "[Peel Banana]"])
    #expect(terminal.backgroundColor(of: "Banana!") == .yellow)

    await terminal.press(.tab)
    await terminal.press(.enter)
    // The child wrote the parent's state: the parent's text changed.
    #expect(terminal.visibleLines == ["Peeled banana!", "[Peel Banana]"])
    #expect(terminal.backgroundColor(of: "Peeled banana!") == .yellow)

    // Peeled stays peeled.
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["Peeled banana!", "[Peel Banana]"])
  }
}
