import ComposableArchitecture
import Observation
import Testing

@testable import ComposableUI

// What a page sends is not trusted: each malformed, forged or stale message is rejected with a
// logged reason, nothing reaches the views, and the page keeps working.

@MainActor
@Observable
private final class Model {
  var count = 0
  var pressed = 0
  var flavor = "Vanilla"
  var isShowingSheet = false
  var isEnabled = true
}

private struct Controls: View {
  let model: Model

  var body: some View {
    VStack {
      Button("Press") { model.pressed += 1 }
        .disabled(!model.isEnabled)
      Stepper(
        "Count", value: Binding(get: { model.count }, set: { model.count = $0 }), in: 0...2)
      Picker("Flavor", selection: Binding(get: { model.flavor }, set: { model.flavor = $0 })) {
        Text("Vanilla").tag("Vanilla")
        Text("Chocolate").tag("Chocolate")
      }
      Button("Show") { model.isShowingSheet = true }
    }
    .sheet(
      isPresented: Binding(get: { model.isShowingSheet }, set: { model.isShowingSheet = $0 })
    ) {
      Text("A sheet")
    }
  }
}

private struct NameField: View {
  @Bindable var store: StoreOf<NamedItem>

  var body: some View {
    TextField("Name", text: $store.name)
  }
}

/// Two fields and a button that moves focus to the second, with where focus is shown.
private struct FocusView: View {
  enum Field: Hashable { case first, second }
  @FocusState private var focused: Field?
  @State private var first = ""
  @State private var second = ""

  var body: some View {
    VStack {
      TextField("First", text: $first).focused($focused, equals: .first)
      TextField("Second", text: $second).focused($focused, equals: .second)
      Button("Next") { focused = .second }
      Button("Done") { focused = nil }
      Text("focus: \(focused.map { "\($0)" } ?? "none")")
    }
  }
}

private struct CountView: View {
  let model: Model

  var body: some View {
    VStack {
      Text("\(model.count)")
      Button("+") { model.count += 1 }
    }
  }
}

@MainActor
@Suite struct WebEventTests {
  @Test func malformedMessagesAreRejected() {
    let page = TestWebPage()
    let model = Model()
    page.render { Controls(model: model) }
    let button = page.id(of: "Press", tag: "button")!
    let renderer = page.renderer
    #expect(
      renderer.handle(message: "{not json", limit: 1024)
        == .unreadable("the message is not an event (not JSON)"))
    #expect(
      renderer.handle(message: "[1,2]", limit: 1024)
        == .unreadable("the message is not an event (not a JSON object)"))
    #expect(
      renderer.handle(
        message: #"{"kind":"explode","target":"\#(button)","version":0}"#, limit: 1024)
        == .unreadable(#"the message is not an event (unknown kind explode)"#))
    #expect(
      renderer.handle(message: #"{"kind":"click","version":0}"#, limit: 1024)
        == .unreadable("the message is not an event (no target)"))
    #expect(
      renderer.handle(message: #"{"kind":"click","target":"\#(button)"}"#, limit: 1024)
        == .unreadable("the message is not an event (no version)"))
    #expect(
      renderer.handle(
        message: #"{"kind":"input","target":"\#(button)","version":0,"value":3}"#, limit: 1024)
        == .unreadable("the message is not an event (a value that is not text)"))
    let large =
      #"{"kind":"click","target":"\#(button)","version":0,"value":""#
      + String(repeating: "x", count: 70_000) + #""}"#
    #expect(
      renderer.handle(message: large, limit: 65_536)
        == .unreadable("a message of 70053 bytes is over the limit of 65536 bytes"))
    #expect(
      renderer.handle(
        message: #"{"kind":"click","target":"\#(button)","version":0,"sequence":-1}"#, limit: 1024)
        == .unreadable("the message is not an event (a sequence that is not a count)"))
    #expect(model.pressed == 0)
    #expect(page.logged.count == 8)
    #expect(page.logged.allSatisfy { $0.hasPrefix("ignored a message from the page: ") })
    // The page still works.
    #expect(
      renderer.handle(message: #"{"kind":"click","target":"\#(button)","version":0}"#, limit: 1024)
        == .handled)
    #expect(model.pressed == 1)
  }

  @Test func eventsAPersonCouldNotHaveCausedAreRejected() async {
    let page = TestWebPage()
    let model = Model()
    page.render { Controls(model: model) }
    let button = page.id(of: "Press", tag: "button")!
    #expect(
      await page.send(.click, "v999")
        == .rejected("click on v999: no such element on the page"))
    #expect(
      await page.send(.input, button, value: "x")
        == .rejected("input on \(button): the element does not take it"))
    #expect(
      await page.send(.click, button, version: 5)
        == .rejected(
          "click on \(button) is from frame 5, which was not sent yet (the page is at 0)"))
    // A choice the picker does not offer.
    let select = page.id(of: "Vanilla", tag: "select")!
    #expect(
      await page.send(.change, select, value: "7")
        == .rejected(
          "change on \(select): the view did not take it (disabled, or a value it does not offer)"))
    #expect(model.flavor == "Vanilla")
    #expect(model.pressed == 0)
  }

  @Test func framesSayWhichEventsTheyFollow() async {
    let page = TestWebPage()
    let model = Model()
    page.render { CountView(model: model) }
    let button = page.id(of: "+", tag: "button")!
    page.renderer.handle(
      message: #"{"kind":"click","target":"\#(button)","version":0,"sequence":5}"#, limit: 1024)
    #expect(page.messages.last?.hasPrefix(#"{"version":1,"ack":5,"patches":"#) == true)
  }

  @Test func focusFollowsThePageAndTheAppMovesIt() async {
    let page = TestWebPage()
    page.render { FocusView() }
    #expect(page.texts.last == "focus: none")
    // The person focuses the first field: the `@FocusState` says so.
    #expect(await page.send(.focus, page.field("First")) == .handled)
    #expect(page.texts.last == "focus: first")
    // The app moves focus: the page is told to focus the second field.
    await page.click("Next")
    #expect(page.renderer.lastPatches.contains { if case .focus = $0 { true } else { false } })
    #expect(page.focused == page.field("Second"))
    #expect(page.texts.last == "focus: second")
    await page.click("Done")
    #expect(page.texts.last == "focus: none")
    #expect(page.messages.contains { $0.contains(#"["blur"]"#) })
    // Focus that leaves for nothing clears it.
    await page.send(.focus, page.field("First"))
    await page.send(.blur, page.field("First"))
    #expect(page.texts.last == "focus: none")
    // Only an element on the page can take focus.
    #expect(
      await page.send(.focus, "v999") == .rejected("focus on v999: no such element on the page"))
  }

  @Test func aDisabledButtonTakesNoClick() async {
    let page = TestWebPage()
    let model = Model()
    model.isEnabled = false
    page.render { Controls(model: model) }
    #expect(page.html.contains(#"disabled="""#))
    let button = page.id(of: "Press", tag: "button")!
    #expect(
      await page.send(.click, button)
        == .rejected(
          "click on \(button): the view did not take it (disabled, or a value it does not offer)"))
    #expect(model.pressed == 0)
  }

  @Test func eventsFromAPageThatChangedTooMuchSinceAreRejected() async {
    let page = TestWebPage()
    let model = Model()
    page.render { CountView(model: model) }
    page.renderer.staleLimit = 2
    let button = page.id(of: "+", tag: "button")!
    // Three frames the page did not cause (a timer, another page).
    for _ in 0..<3 {
      model.count += 10
      await page.settle()
    }
    #expect(page.renderer.version == 3)
    #expect(
      await page.send(.click, button, version: 0)
        == .rejected(
          "click on \(button) is from frame 0; 3 frames changed the page since, besides answers to its events (the limit is 2)"
        ))
    #expect(await page.send(.click, button, version: 1) == .handled)
    #expect(model.count == 31)
  }

  @Test func eventsFromFramesNoLongerRememberedAreRejected() async {
    let page = TestWebPage()
    let model = Model()
    page.render { CountView(model: model) }
    page.renderer.rememberedFrames = 2
    let button = page.id(of: "+", tag: "button")!
    for _ in 0..<3 {
      await page.click("+")
    }
    #expect(
      await page.send(.click, button, version: 0)
        == .rejected("click on \(button) is from frame 0, older than the 2 frames remembered"))
    #expect(await page.send(.click, button, version: 2) == .handled)
    #expect(model.count == 4)
  }

  @Test func typingFasterThanFramesComeBackLosesNothing() async {
    let page = TestWebPage()
    let store = Store(initialState: NamedItem.State()) { NamedItem() }
    page.render { NameField(store: store) }
    page.renderer.staleLimit = 2
    let field = page.field("Name")
    let text = String(repeating: "Typed fast. ", count: 17).prefix(200)
    // Every keystroke's event leaves before any frame answers: all are from frame 0.
    for length in 1...text.count {
      #expect(
        await page.send(.input, field, value: String(text.prefix(length)), version: 0) == .handled)
    }
    #expect(store.name == String(text))
    #expect(page.renderer.version == 200)
    #expect(page.logged.isEmpty)
  }

  @Test func aPageInFrontOfSomeoneSaysSoAndNothingElseHappens() async {
    let page = TestWebPage()
    let model = Model()
    page.render { CountView(model: model) }
    #expect(
      page.renderer.handle(
        message: #"{"kind":"visible","target":"app","version":0}"#, limit: 1_024) == .handled)
    await page.settle()
    #expect(page.messages.isEmpty)
    #expect(page.renderer.acknowledged == 0)
    #expect(page.logged.isEmpty)
  }

  @Test func aStepperAndAPickerTakeTheirChoices() async {
    let page = TestWebPage()
    let model = Model()
    page.render { Controls(model: model) }
    let stepper = page.id(of: "Count", tag: "div")!
    await page.send(.click, stepper + ".up")
    await page.send(.click, stepper + ".up")
    #expect(model.count == 2)
    // At its upper bound, `+` is disabled and a click on it is not taken.
    #expect(page.html.contains(#"aria-label="Increment" class="button step" disabled="""#))
    #expect(
      await page.send(.click, stepper + ".up")
        == .rejected(
          "click on \(stepper).up: the view did not take it (disabled, or a value it does not offer)"
        ))
    await page.send(.click, stepper + ".down")
    #expect(model.count == 1)
    await page.choose("Chocolate", in: "Flavor")
    #expect(model.flavor == "Chocolate")
    #expect(page.choice(of: "Flavor") == "Chocolate")
  }

  @Test func aSheetIsADialogThatEscapeDismisses() async {
    let page = TestWebPage()
    let model = Model()
    page.render { Controls(model: model) }
    await page.click("Show")
    #expect(model.isShowingSheet)
    let html = page.html
    #expect(html.contains(#"<dialog id="#))
    #expect(html.contains(#"class="sheet" open="">"#))
    await page.dismiss()
    #expect(!model.isShowingSheet)
    #expect(!page.html.contains("<dialog"))
  }

  @Test func aSheetShownAgainIsANewDialog() async {
    let page = TestWebPage()
    let model = Model()
    page.render { Controls(model: model) }
    await page.click("Show")
    let first = page.id(of: "A sheet", tag: "dialog")!
    await page.send(.dismiss, first)
    await page.click("Show")
    let second = page.id(of: "A sheet", tag: "dialog")
    #expect(second != nil)
    #expect(second != first)
    #expect(page.html.contains("A sheet"))
    #expect(await page.send(.dismiss, second) == .handled)
    #expect(!model.isShowingSheet)
  }

  @Test func aPageThatReconnectsGetsWhatItMissed() async {
    let page = TestWebPage()
    let model = Model()
    page.render { Controls(model: model) }
    let stepper = page.id(of: "Count", tag: "div")!
    await page.send(.click, stepper + ".up")
    await page.send(.click, stepper + ".up")
    #expect(page.renderer.version == 2)
    #expect(page.renderer.messages(after: 2) == [])
    #expect(page.renderer.messages(after: 0) == page.messages)
    #expect(page.renderer.messages(after: 1) == [page.messages[1]])
    // Past what is kept, or from a page that claims a frame never sent: the whole page.
    page.renderer.historyLimit = 1
    await page.send(.click, stepper + ".down")
    let whole = page.renderer.messages(after: 0)
    #expect(whole.count == 1)
    #expect(whole[0].hasPrefix(#"{"version":3,"ack":3,"html":"\u003cdiv id=\"app\""#))
    #expect(page.renderer.messages(after: 9)[0].hasPrefix(#"{"version":3,"ack":3,"html":"#))
  }
}
