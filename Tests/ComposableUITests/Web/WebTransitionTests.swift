import ComposableArchitecture
import Testing

@testable import ComposableUI

// `.transition(_:)` and `.animation(_:value:)` in a page: a view's transition is written on its
// element for the page's script to run when the element comes and goes, and a view whose
// animated value changed wraps its frame's patches in "animate" patches.

/// A count whose text animates when the count changes, next to a name that does not.
private struct AnimatedCount: View {
  let animation: Animation?
  @State private var count = 0
  @State private var name = "Blob"

  var body: some View {
    VStack {
      Text("Count: \(count)")
        .animation(animation, value: count)
      Text("Name: \(name)")
      Button("+") { count += 1 }
      Button("+ animated") { withAnimation(.linear(duration: 2)) { count += 1 } }
      Button("Rename") { name += "!" }
    }
  }
}

/// A counter that comes and goes with a slide, next to a name: its count is the view's state.
private struct SlidingCounter: View {
  @State private var isShowing = true
  @State private var name = "Blob"

  var body: some View {
    VStack {
      Toggle("Counter", isOn: $isShowing.animation())
      if isShowing {
        Counter().transition(.slide)
      }
      Text("Name: \(name)")
      Button("Rename") { name += "!" }
    }
  }
}

private struct Counter: View {
  @State private var count = 0

  var body: some View {
    HStack {
      Text("Count: \(count)")
      Button("+") { count += 1 }
    }
  }
}

/// Two scopes, one inside the other, and a change outside both.
private struct NestedScopes: View {
  @State private var outer = 0
  @State private var inner = 0
  @State private var other = 0

  var body: some View {
    VStack {
      VStack {
        Text("Outer: \(outer)")
        Text("Inner: \(inner)")
          .animation(.easeIn, value: inner)
      }
      .animation(.linear(duration: 1), value: outer)
      Text("Other: \(other)")
      Button("All") {
        outer += 1
        inner += 1
        other += 1
      }
    }
  }
}

@MainActor
@Suite struct WebTransitionTests {
  /// The attributes of the element that carries the toast's transition, once it shows (in name
  /// order, as the test page writes them).
  private func transitionAttributes(_ transition: AnyTransition) async -> String {
    let page = TestWebPage()
    page.render { Toast(transition: transition) }
    #expect(!page.html.contains("data-enter"))
    await page.toggle("Toast")
    #expect(page.texts.contains("Invalid phone number"))
    let html = page.html
    guard let start = html.range(of: "data-enter="),
      let end = html.range(of: ">", range: start.upperBound..<html.endIndex)
    else {
      Issue.record("No transition in \(html)")
      return ""
    }
    return String(html[start.lowerBound..<end.lowerBound])
  }

  @Test func aMoveCombinedWithAFadeComesFromItsEdgeAndGoesBackThere() async {
    let attributes = await transitionAttributes(.move(edge: .bottom).combined(with: .opacity))
    #expect(
      attributes
        == #"data-enter="opacity:0;transform:translateY(100%)" data-exit="opacity:0;transform:translateY(100%)""#
    )
  }

  @Test func aSlideComesFromTheLeadingEdgeAndGoesTowardsTheTrailingOne() async {
    let attributes = await transitionAttributes(.slide)
    #expect(
      attributes
        == #"data-enter="transform:translateX(-100%)" data-exit="transform:translateX(100%)""#)
  }

  @Test func aPushComesFromItsEdgeAndGoesTowardsTheOppositeOneFading() async {
    let attributes = await transitionAttributes(.push(from: .top))
    #expect(
      attributes
        == #"data-enter="opacity:0;transform:translateY(-100%)" data-exit="opacity:0;transform:translateY(100%)""#
    )
  }

  @Test func anAsymmetricTransitionScalesInAroundItsAnchorAndFadesOut() async {
    let attributes = await transitionAttributes(
      .asymmetric(insertion: .scale(scale: 0.5, anchor: .bottomTrailing), removal: .opacity))
    #expect(
      attributes
        == #"data-enter="transform:scale(0.5);transform-origin:100% 100%" data-exit="opacity:0""#)
    #expect(
      await transitionAttributes(.scale)
        == #"data-enter="transform:scale(0);transform-origin:50% 50%" data-exit="transform:scale(0);transform-origin:50% 50%""#
    )
  }

  @Test func theIdentityTransitionChangesNothing() async {
    #expect(await transitionAttributes(.identity) == #"data-enter="" data-exit="""#)
  }

  @Test func aTransitionWithItsOwnAnimationCarriesItsTiming() async {
    let attributes = await transitionAttributes(
      .asymmetric(
        insertion: .slide.animation(.easeOut(duration: 1)), removal: .opacity.animation(nil))
    )
    #expect(
      attributes
        == #"data-enter="transform:translateX(-100%)" data-enter-timing="{&quot;duration&quot;:1.0,&quot;curve&quot;:&quot;ease-out&quot;,&quot;delay&quot;:0.0}" data-exit="opacity:0" data-exit-timing="null""#
    )
  }

  @Test func aTransitionKeepsItsViewsIdentityAndState() async {
    let page = TestWebPage()
    page.render { SlidingCounter() }
    let counter = page.id(of: "Count: 0")
    await page.click("+")
    #expect(page.texts.contains("Count: 1"))
    // A change next to the counter leaves its element and its state alone.
    await page.click("Rename")
    #expect(page.texts.contains("Name: Blob!"))
    #expect(page.id(of: "Count: 1") == counter)
    #expect(page.messages.last?.contains(counter ?? "-") == false)
    // Removed and shown again, it is a new view: a new element, its state new.
    await page.toggle("Counter")
    #expect(!page.texts.contains("Count: 1"))
    await page.toggle("Counter")
    #expect(page.texts.contains("Count: 0"))
    #expect(page.id(of: "Count: 0") != counter)
  }

  @Test func aTransitionOnAForEachIsEachRowsAndLeavesTheLayoutAlone() async {
    let rows = HStack {
      ForEach(["Apple", "Pear"], id: \.self) { Text($0) }
        .transition(.slide)
    }
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render { rows }
    #expect(terminal.visibleLines == ["Apple Pear"])
    let page = TestWebPage()
    page.render { rows }
    let html = page.html
    #expect(html.components(separatedBy: #"data-enter="transform:translateX(-100%)""#).count == 3)
    #expect(html.contains(#"class="hstack""#))
    #expect(!html.contains(#"class="view""#))
  }

  @Test func anAnimationOnAListsForEachKeepsItsRows() async {
    let list = List {
      ForEach(["Apple", "Pear"], id: \.self) { Text($0) }
        .animation(.default, value: 1)
    }
    let page = TestWebPage()
    page.render { list }
    #expect(page.html.components(separatedBy: "<li ").count == 3)
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { list }
    #expect(terminal.visibleLines == ["Apple", "Pear"])
  }

  @Test func aChangedValueAnimatesThePatchesInsideItsViewOnly() async {
    let page = TestWebPage()
    page.render { AnimatedCount(animation: .easeIn) }
    let count = page.id(of: "Count: 0")!
    await page.click("+")
    #expect(page.texts.contains("Count: 1"))
    let message = page.messages.last ?? ""
    #expect(!message.contains(#""animation":"#))
    #expect(
      message.contains(
        #"["animate",{"duration":0.35,"curve":"ease-in","delay":0.0}],["text","\#(count)","Count: 1"],["animate",null]"#
      ))
    // A change outside the view, its value the same, is not animated.
    await page.click("Rename")
    #expect(page.texts.contains("Name: Blob!"))
    #expect(page.messages.last?.contains("animate") == false)
  }

  @Test func nestedScopesEachAnimateTheirOwnAndHandBackTheOuterAnimation() async {
    let page = TestWebPage()
    page.render { NestedScopes() }
    let outer = page.id(of: "Outer: 0")!
    let inner = page.id(of: "Inner: 0")!
    let other = page.id(of: "Other: 0")!
    await page.click("All")
    let message = page.messages.last ?? ""
    let linear = #"{"duration":1.0,"curve":"linear","delay":0.0}"#
    let easeIn = #"{"duration":0.35,"curve":"ease-in","delay":0.0}"#
    #expect(
      message.contains(
        #"["animate",\#(linear)],["text","\#(outer)","Outer: 1"],["animate",\#(easeIn)],"#
          + #"["text","\#(inner)","Inner: 1"],["animate",\#(linear)],["animate",null],"#
          + #"["text","\#(other)","Other: 1"]"#))
  }

  @Test func aNilAnimationTurnsTheFramesAnimationOffInsideItsView() async {
    let page = TestWebPage()
    page.render { AnimatedCount(animation: nil) }
    let count = page.id(of: "Count: 0")!
    await page.click("+ animated")
    #expect(page.texts.contains("Count: 1"))
    let message = page.messages.last ?? ""
    #expect(message.contains(#""animation":{"duration":2.0,"curve":"linear","delay":0.0}"#))
    #expect(
      message.contains(
        #"["animate",null],["text","\#(count)","Count: 1"],["animate",{"duration":2.0,"curve":"linear","delay":0.0}]"#
      ))
  }

  @Test func theTerminalShowsTheNewValueAtOnce() async {
    let terminal = TestTerminal(columns: 20, rows: 5)
    terminal.render { AnimatedCount(animation: .default) }
    #expect(terminal.visibleLines.first == "Count: 0")
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines.first == "Count: 1")
  }
}
