import ComposableArchitecture
import Testing

@testable import ComposableUI

@Reducer
private struct Deleter {
  @ObservableState
  struct State: Equatable {
    var items = ["milk", "eggs"]
    @Presents var alert: AlertState<Action.Alert>?
  }
  enum Action {
    case alert(PresentationAction<Alert>)
    case deleteButtonTapped
    enum Alert: Equatable {
      case confirmDeletion
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        state.items.removeAll()
        return .none
      case .alert:
        return .none
      case .deleteButtonTapped:
        state.alert = AlertState {
          TextState("Delete everything?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("This cannot be undone.")
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

private struct DeleterView: View {
  @Bindable var store: StoreOf<Deleter>
  var body: some View {
    VStack {
      Text("items: \(store.items.joined(separator: ", "))")
      Button("Delete all") { store.send(.deleteButtonTapped) }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}

@Reducer
private struct Shelf {
  @Reducer
  enum Destination {
    case alert(AlertState<Alert>)
    case dialog(ConfirmationDialogState<Dialog>)
    enum Alert: Equatable {
      case confirmEmptying
    }
    enum Dialog: Equatable {
      case sortByName
    }
  }
  @ObservableState
  struct State {
    var items = ["pears", "apples"]
    @Presents var destination: Destination.State?
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case emptyButtonTapped
    case sortButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.alert(.confirmEmptying))):
        state.items = []
        return .none
      case .destination(.presented(.dialog(.sortByName))):
        state.items.sort()
        return .none
      case .destination:
        return .none
      case .emptyButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Empty the shelf?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmEmptying) { TextState("Empty") }
            ButtonState(role: .cancel) { TextState("Keep") }
          })
        return .none
      case .sortButtonTapped:
        state.destination = .dialog(
          ConfirmationDialogState(titleVisibility: .visible) {
            TextState("Sort how?")
          } actions: {
            ButtonState(action: .sortByName) { TextState("By name") }
            ButtonState(role: .cancel) { TextState("Leave") }
          })
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

private struct ShelfView: View {
  @Bindable var store: StoreOf<Shelf>
  var body: some View {
    VStack {
      Text("shelf: \(store.items.joined(separator: ", "))")
      Button("Empty") { store.send(.emptyButtonTapped) }
      Button("Sort") { store.send(.sortButtonTapped) }
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    .confirmationDialog($store.scope(state: \.destination?.dialog, action: \.destination.dialog))
  }
}

@MainActor
@Suite struct AlertTests {
  @Test func aDestinationsAlertAndDialogAreScopedByTheirCases() async {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let terminal = TestTerminal(columns: 40, rows: 12)
    terminal.render { ShelfView(store: store) }
    await terminal.press(.tab)  // Empty
    await terminal.press(.tab)  // Sort
    await terminal.press(.enter)
    #expect(terminal.text.contains("Sort how?"))
    #expect(!terminal.text.contains("Empty the shelf?"))
    await terminal.press(.enter)  // By name
    #expect(store.items == ["apples", "pears"])
    #expect(store.destination == nil)
    #expect(terminal.text.contains("shelf: apples, pears"))

    await terminal.press(.backTab)  // Empty
    await terminal.press(.enter)
    #expect(terminal.text.contains("Empty the shelf?"))
    await terminal.press(.escape)  // the view's dismissal is the destination's dismiss action
    #expect(store.destination == nil)
    #expect(store.items == ["apples", "pears"])
    #expect(!terminal.text.contains("Empty the shelf?"))
  }

  @Test func aStoreAlertShowsItsStateAndSendsTheChosenButtonsAction() async {
    let store = Store(initialState: Deleter.State()) { Deleter() }
    let terminal = TestTerminal(columns: 40, rows: 12)
    terminal.render { DeleterView(store: store) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("Delete everything?"))
    #expect(terminal.text.contains("This cannot be undone."))
    #expect(terminal.text.contains("[Delete]  [Cancel]"))
    #expect(terminal.text.contains("┌"))
    // The alert took focus: its first button.
    await terminal.press(.enter)
    #expect(store.items.isEmpty)
    #expect(store.alert == nil)
    #expect(!terminal.text.contains("Delete everything?"))
    #expect(terminal.text.contains("items:"))
  }

  @Test func escapeCancelsAStoreAlert() async {
    let store = Store(initialState: Deleter.State()) { Deleter() }
    let terminal = TestTerminal(columns: 40, rows: 12)
    terminal.render { DeleterView(store: store) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(store.alert != nil)
    await terminal.press(.escape)
    #expect(store.alert == nil)
    #expect(store.items == ["milk", "eggs"])
    #expect(!terminal.text.contains("Delete everything?"))
  }

  @Test func onlyTheAlertsButtonsTakeFocusWhileItIsShown() async {
    let store = Store(initialState: Deleter.State()) { Deleter() }
    let terminal = TestTerminal(columns: 40, rows: 12)
    terminal.render { DeleterView(store: store) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.tab)  // Cancel
    await terminal.press(.tab)  // wraps to Delete, never to "Delete all" behind the alert
    await terminal.press(.tab)  // Cancel
    await terminal.press(.enter)
    #expect(store.alert == nil)
    #expect(store.items == ["milk", "eggs"])
  }

  @Test func aSwiftUIAlertDismissesAfterItsButtonsAction() async {
    struct Host: View {
      @State var isPresented = false
      @State var answer = "none"
      var body: some View {
        VStack {
          Text("answer: \(answer)")
          Button("Ask") { isPresented = true }
        }
        .alert("Really?", isPresented: $isPresented) {
          Button("Yes") { answer = "yes" }
          Button("No", role: .cancel) { answer = "no" }
        } message: {
          Text("Think twice")
        }
      }
    }
    let terminal = TestTerminal(columns: 40, rows: 12)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("Really?"))
    #expect(terminal.text.contains("Think twice"))
    await terminal.press(.enter)
    #expect(terminal.text.contains("answer: yes"))
    #expect(!terminal.text.contains("Really?"))
  }

  @Test func aSheetShowsItsItemAndEscapeDismissesIt() async {
    struct Item: Identifiable {
      let id: Int
    }
    struct Host: View {
      @State var item: Item?
      @State var dismissals = 0
      var body: some View {
        VStack {
          Text("dismissals: \(dismissals)")
          Button("Open") { item = Item(id: 7) }
        }
        .sheet(item: $item, onDismiss: { dismissals += 1 }) { item in
          Text("sheet \(item.id)")
        }
      }
    }
    let terminal = TestTerminal(columns: 30, rows: 10)
    terminal.render { Host() }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.text.contains("sheet 7"))
    await terminal.press(.escape)
    #expect(!terminal.text.contains("sheet 7"))
    #expect(terminal.text.contains("dismissals: 1"))
  }
}

@MainActor
@Suite struct PresentationFocusTests {
  @Test func focusGoesBackToTheButtonThatShowedTheAlert() async {
    let store = Store(initialState: Deleter.State()) { Deleter() }
    let terminal = TestTerminal(columns: 40, rows: 12)
    terminal.render { DeleterView(store: store) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.escape)
    #expect(store.alert == nil)
    // "Delete all" has focus again: Enter shows the alert once more.
    await terminal.press(.enter)
    #expect(store.alert != nil)
  }
}
