import ComposableArchitecture
import Testing

@testable import ComposableUI

/// A count that animates its changes, as SwiftUI code writes it.
private struct AnimatedCount: View {
  @State private var count = 0

  var body: some View {
    HStack {
      Text("Count: \(count)")
        .animation(.easeInOut, value: count)
      Button("+") { count += 1 }
    }
  }
}

/// `.animation(_:value:)` and `Binding.animation(_:)`: accepted, and the terminal shows the new
/// state at once.
@MainActor
@Suite struct AnimationModifierTests {
  @Test func theNewValueShowsAtOnce() async {
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render { AnimatedCount() }
    #expect(terminal.visibleLines == ["Count: 0 [+]"])
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["Count: 1 [+]"])
  }

  @Test func aBindingsAnimationIsCurrentWhileItWrites() {
    var animations: [Animation?] = []
    let binding = Binding(get: { false }, set: { _ in animations.append(Animation.current) })
    binding.animation(.easeIn).wrappedValue = true
    binding.animation().wrappedValue = true
    binding.wrappedValue = false
    #expect(animations == [.easeIn, .default, nil])
  }
}
