import ComposableArchitecture
import Testing

@testable import ComposableUI

// A browser changes a control itself as the person uses it, before the app hears of it. When the
// app keeps another value (a reducer refuses or clamps the change), the page must show the app's
// value again, although the two frames around the event do not differ.

@Reducer
private struct Settings {
  @ObservableState
  struct State: Equatable {
    /// At most five characters.
    var code = ""
    /// While locked, notifications stay off and the flavor cannot be chosen.
    var isLocked = false
    var notifications = false
    /// Mint is sold out: choosing it keeps the flavor there was.
    var flavor = "Vanilla"
    var flavors = ["Vanilla", "Chocolate", "Mint"]
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case reverseFlavors
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.code) { _, code in
        Reduce { state, _ in
          state.code = String(code.prefix(5))
          return .none
        }
      }
      .onChange(of: \.flavor) { previous, flavor in
        Reduce { state, _ in
          if flavor == "Mint" { state.flavor = previous }
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding(\.notifications):
        if state.isLocked { state.notifications = false }
        return .none
      case .reverseFlavors:
        state.flavors.reverse()
        return .none
      case .binding:
        return .none
      }
    }
  }
}

private struct SettingsView: View {
  @Bindable var store: StoreOf<Settings>

  var body: some View {
    VStack {
      TextField("Code", text: $store.code)
      Toggle("Notifications", isOn: $store.notifications)
      Picker("Flavor", selection: $store.flavor) {
        ForEach(store.flavors, id: \.self) { flavor in
          Text(flavor).tag(flavor)
        }
      }
      .disabled(store.isLocked)
    }
  }
}

@MainActor
@Suite struct WebControlTests {
  @Test func aFieldShowsTheTextTheAppKept() async {
    let store = Store(initialState: Settings.State()) { Settings() }
    let page = TestWebPage()
    page.render { SettingsView(store: store) }
    await page.type("abcdefg", into: "Code")
    #expect(store.code == "abcde")
    #expect(page.texts.contains("[abcde]"))
    let field = page.field("Code")!
    #expect(page.messages.last?.contains(#"["attr","\#(field)","value","abcde"]"#) == true)
    #expect(page.logged.isEmpty)
  }

  @Test func aToggleTheAppRefusesShowsOffAgain() async {
    let store = Store(initialState: Settings.State(isLocked: true)) { Settings() }
    let page = TestWebPage()
    page.render { SettingsView(store: store) }
    await page.toggle("Notifications")
    #expect(store.notifications == false)
    #expect(page.isOn("Notifications") == false)
    store.send(.binding(.set(\.isLocked, false)))
    await page.settle()
    await page.toggle("Notifications")
    #expect(store.notifications)
    #expect(page.isOn("Notifications") == true)
    // The frame that answered said so already: nothing more was sent.
    let box = page.checkbox("Notifications")!
    #expect(
      page.messages.last == #"{"version":3,"ack":2,"patches":[["attr","\#(box)","checked",""]]}"#)
  }

  @Test func aChoiceTheAppRefusesShowsTheChoiceItKept() async {
    let store = Store(initialState: Settings.State()) { Settings() }
    let page = TestWebPage()
    page.render { SettingsView(store: store) }
    await page.choose("Chocolate", in: "Flavor")
    #expect(store.flavor == "Chocolate")
    #expect(page.choice(of: "Flavor") == "Chocolate")
    await page.choose("Mint", in: "Flavor")
    #expect(store.flavor == "Chocolate")
    #expect(page.choice(of: "Flavor") == "Chocolate")
    // Reading the HTML checks the patches against a fresh paint.
    _ = page.html
  }

  @Test func aChoiceMadeBeforeTheOptionsMovedPicksTheOptionThePersonSaw() async {
    let store = Store(initialState: Settings.State(flavor: "Chocolate")) { Settings() }
    let page = TestWebPage()
    page.render { SettingsView(store: store) }
    let menu = page.menu("Flavor")!
    let version = page.renderer.version
    let vanilla = page.id(of: "Vanilla", tag: "option")!
    let value = String(vanilla.dropLast(".option".count))
    store.send(.reverseFlavors)
    await page.settle()
    #expect(page.texts.suffix(3) == ["Mint", "Chocolate", "Vanilla"])
    // The person chose the first option of the menu as it was: Vanilla, not Mint.
    #expect(await page.send(.change, menu, value: value, version: version) == .handled)
    #expect(store.flavor == "Vanilla")
    #expect(page.choice(of: "Flavor") == "Vanilla")
  }

  @Test func aChoiceOnAPickerTheAppDisabledIsSetBack() async {
    let store = Store(initialState: Settings.State(isLocked: true)) { Settings() }
    let page = TestWebPage()
    page.render { SettingsView(store: store) }
    // The page chose before it learned the picker was disabled: the app keeps its flavor, and
    // the menu shows it again.
    await page.choose("Chocolate", in: "Flavor")
    #expect(store.flavor == "Vanilla")
    #expect(page.choice(of: "Flavor") == "Vanilla")
    #expect(page.logged.count == 1)
  }

  @Test func anOptionThePickerNoLongerOffersIsNotAChoice() async {
    let store = Store(initialState: Settings.State()) { Settings() }
    let page = TestWebPage()
    page.render { SettingsView(store: store) }
    let menu = page.menu("Flavor")!
    #expect(
      await page.send(.change, menu, value: "v1")
        == .rejected(
          "change on \(menu): the view did not take it (disabled, or a value it does not offer)"))
    #expect(store.flavor == "Vanilla")
  }
}
