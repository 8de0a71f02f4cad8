import ComposableArchitecture
import Testing

@testable import ComposableUI

// The article's two pizzas in a page: an if/else between two rounded pizzas makes two views, so
// an animated toggle removes one and inserts the other (the page cross-fades them); a radius in
// the modifier's argument changes one view, whose corners the page animates in place.

private struct Pizza: View {
  var body: some View {
    Text("Pizza")
  }
}

private struct TwoPizzas: View {
  @State private var isRounded = false

  var body: some View {
    VStack {
      Toggle("Round", isOn: $isRounded.animation())
      Toggle("Round at once", isOn: $isRounded)
    }
    if isRounded {
      Pizza().cornerRadius(25)
    } else {
      Pizza().cornerRadius(0)
    }
  }
}

private struct OnePizza: View {
  @State private var isRounded = false

  var body: some View {
    Toggle("Round", isOn: $isRounded.animation(.linear(duration: 1).delay(0.5)))
    Pizza().cornerRadius(isRounded ? 25 : 0)
  }
}

@MainActor
@Suite struct WebAnimationTests {
  @Test func twoPizzasInAnIfElseAreRemovedAndInsertedInAnAnimatedFrame() async {
    let page = TestWebPage()
    page.render { TwoPizzas() }
    #expect(page.html.contains(#"style="border-radius:0px;overflow:hidden""#))
    let before = page.id(of: "Pizza", tag: "div")!
    await page.toggle("Round")
    let message = page.messages.last ?? ""
    #expect(
      message.contains(#""animation":{"duration":0.35,"curve":"ease-in-out","delay":0.0}"#))
    #expect(message.contains(#"["remove","\#(before)"]"#))
    #expect(message.contains(#"["insert","#))
    #expect(page.html.contains(#"style="border-radius:25px;overflow:hidden""#))
    // The same change made without an animation is not animated.
    await page.toggle("Round at once")
    #expect(page.messages.last?.contains(#""animation""#) == false)
    #expect(page.html.contains(#"style="border-radius:0px;overflow:hidden""#))
  }

  @Test func onePizzaWithAConditionalModifierChangesItsCornersInPlace() async {
    let page = TestWebPage()
    page.render { OnePizza() }
    let pizza = page.id(of: "Pizza", tag: "div")!
    await page.toggle("Round")
    let message = page.messages.last ?? ""
    #expect(
      message.hasPrefix(
        #"{"version":1,"ack":1,"animation":{"duration":1.0,"curve":"linear","delay":0.5},"#))
    #expect(message.contains(#"["attr","\#(pizza)","style","border-radius:25px;overflow:hidden"]"#))
    #expect(!message.contains("remove"))
    #expect(page.id(of: "Pizza", tag: "div") == pizza)
  }

  @Test func anActionSentWithAnAnimationAnimatesItsFrame() async {
    let store = Store(initialState: FruitDetail.State(name: "apple")) { FruitDetail() }
    let page = TestWebPage()
    page.render { FruitDetailView(store: store) }
    store.send(.likeButtonTapped, animation: .spring(response: 0.4).speed(2))
    await page.settle()
    #expect(
      page.messages.last?.contains(
        #""animation":{"duration":0.2,"curve":"cubic-bezier(0.2, 0.8, 0.2, 1)","delay":0.0}"#)
        == true)
    store.send(.likeButtonTapped)
    await page.settle()
    #expect(page.messages.last?.contains(#""animation""#) == false)
    #expect(page.texts.contains("likes: 2"))
  }
}
