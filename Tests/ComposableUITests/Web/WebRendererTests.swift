import ComposableArchitecture
import InlineSnapshotTesting
import Testing

@testable import ComposableUI

// The browser renderer without a server: the first paint, the patches each change sends, and
// the events a page sends back, checked as a browser would apply them (see `TestWebPage`).

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var name = ""
    var isOn = false
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case decrementButtonTapped
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

private struct CounterView: View {
  @Bindable var store: StoreOf<Counter>

  var body: some View {
    VStack {
      HStack {
        Button("-") { store.send(.decrementButtonTapped) }
        Text("\(store.count)")
        Button("+") { store.send(.incrementButtonTapped) }
      }
      TextField("Name", text: $store.name)
      Toggle("On", isOn: $store.isOn)
      Text("Hello, \(store.name)").bold()
    }
  }
}

@MainActor
@Suite struct WebRendererTests {
  @Test func theFirstPaintIsCompleteHTML() {
    let page = TestWebPage()
    let store = Store(initialState: Counter.State()) { Counter() }
    page.render { CounterView(store: store) }
    assertInlineSnapshot(of: page.html, as: .lines) {
      """
      <div id="app" class="app"><div id="v3" class="vstack" style="align-items:center"><div id="v5" class="hstack" style="gap:1ch;align-items:center"><button id="v7" class="button" type="button"><span id="v8" class="text">-</span></button><span id="v9" class="text">0</span><button id="v10" class="button" type="button"><span id="v11" class="text">+</span></button></div><input id="v12" aria-label="Name" class="field" placeholder="Name" type="text" value=""><label id="v13" class="toggle"><input id="v13.box" type="checkbox"><span id="v13.label" class="label"><span id="v14" class="text">On</span></span></label><span id="v15" class="text" style="font-weight:bold">Hello, </span></div></div>
      """
    }
    #expect(page.renderer.html.contains(#"<input id="v13.box" type="checkbox">"#))
    #expect(!page.renderer.html.contains("</input>"))
  }

  @Test func aClickSendsOnlyTheChangedText() async {
    let page = TestWebPage()
    let store = Store(initialState: Counter.State()) { Counter() }
    page.render { CounterView(store: store) }
    await page.click("+")
    #expect(store.count == 1)
    let count = page.id(of: "1", tag: "span") ?? ""
    #expect(page.messages == [#"{"version":1,"ack":1,"patches":[["text",""# + count + #"","1"]]}"#])
    await page.click("+")
    await page.click("-")
    #expect(page.texts.contains("1"))
    _ = page.html
    #expect(page.messages.count == 3)
  }

  @Test func typingSetsTheBindingAndTheBrowsersValueIsNotSentBack() async {
    let page = TestWebPage()
    let store = Store(initialState: Counter.State()) { Counter() }
    page.render { CounterView(store: store) }
    await page.send(.input, page.field("Name"), value: "Blob")
    #expect(store.name == "Blob")
    #expect(page.texts.contains("Hello, Blob"))
    #expect(page.texts.contains("[Blob]"))
    _ = page.html
  }

  @Test func typingIntoAFieldSendsItsTextAfterEachCharacter() async {
    let page = TestWebPage()
    let store = Store(initialState: Counter.State()) { Counter() }
    page.render { CounterView(store: store) }
    await page.type("Blob", into: "Name")
    #expect(store.name == "Blob")
    #expect(page.texts.suffix(3) == ["[Blob]", "On", "Hello, Blob"])
    await page.type(" Jr.", into: "Name")
    #expect(store.name == "Blob Jr.")
    #expect(page.messages.count == 8)
  }

  @Test func textIsEscapedInContentAndAttributes() async {
    let page = TestWebPage()
    let store = Store(initialState: Counter.State()) { Counter() }
    page.render { CounterView(store: store) }
    await page.send(.input, page.field("Name"), value: #"<script>alert("x")</script>"#)
    #expect(store.name == #"<script>alert("x")</script>"#)
    let html = page.renderer.html
    #expect(!html.contains("<script>"))
    #expect(html.contains(#"value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;""#))
    #expect(html.contains(#">Hello, &lt;script&gt;"#))
    // The patch carries the text as JSON, with `<` escaped so that it cannot end a script.
    #expect(page.messages.last?.contains(#"\u003cscript>"#) == true)
    _ = page.html
  }

  @Test func aToggleTakesTheValueThePageShows() async {
    let page = TestWebPage()
    let store = Store(initialState: Counter.State()) { Counter() }
    page.render { CounterView(store: store) }
    await page.send(.change, page.checkbox("On"), value: "true")
    #expect(store.isOn)
    #expect(page.html.contains(#"checked="""#))
    // A repeated event does not flip it back.
    await page.send(.change, page.checkbox("On"), value: "true")
    #expect(store.isOn)
    await page.send(.change, page.checkbox("On"), value: "false")
    #expect(!store.isOn)
  }
}
