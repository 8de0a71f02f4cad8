import Testing

@testable import ComposableUI

/// A view whose body does not read the environment, but whose button does.
private struct Submit: View {
  var body: some View {
    Button("Submit") {}
  }
}

@MainActor
@Suite struct EnvironmentTests {
  @Test func aNewEnvironmentReachesViewsWhoseBodyDidNotChange() async {
    struct Form: View {
      @State var isBusy = false
      var body: some View {
        VStack {
          Button("busy") { isBusy.toggle() }
          Submit().disabled(isBusy)
          Text("label").foregroundColor(isBusy ? .red : .green)
        }
      }
    }
    let terminal = TestTerminal(columns: 20, rows: 4)
    terminal.render { Form() }
    #expect(terminal.style(of: "[Submit]")?.foreground == nil)
    #expect(terminal.style(of: "label")?.foreground == .green)
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.style(of: "[Submit]")?.foreground == .gray)
    #expect(terminal.style(of: "label")?.foreground == .red)
    await terminal.press(.enter)
    #expect(terminal.style(of: "[Submit]")?.foreground == nil)
    #expect(terminal.style(of: "label")?.foreground == .green)
  }

  @Test func anUnchangedEnvironmentChangeKeepsItsEnvironment() {
    func text(in node: _ViewNode?) -> _ViewNode? {
      guard let node else { return nil }
      if node is LeafNode<Text> { return node }
      return node.children.lazy.compactMap { text(in: $0) }.first
    }
    let terminal = TestTerminal(columns: 10, rows: 2)
    terminal.render { Text("a").foregroundColor(.red) }
    let first = text(in: terminal.graph.root)?.environment
    terminal.render { Text("a").foregroundColor(.red) }
    let second = text(in: terminal.graph.root)?.environment
    #expect(first != nil)
    #expect(first.map { second?.isIdentical(to: $0) ?? false } == true)
  }

  @Test func stateInACustomModifierIsKept() async {
    struct Tapper: ViewModifier {
      @State var taps = 0
      func body(content: Content) -> some View {
        HStack {
          content
          Button("tap \(taps)") { taps += 1 }
        }
      }
    }
    struct Host: View {
      @State var generation = 0
      var body: some View {
        VStack {
          Button("redraw") { generation += 1 }
          Text("gen \(generation)").modifier(Tapper())
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("[tap 1]"))
    await terminal.press(.backTab)
    await terminal.press(.enter)  // the parent evaluates again, with a new Tapper value
    #expect(terminal.text.contains("gen 1"))
    #expect(terminal.text.contains("[tap 1]"))
  }
}
