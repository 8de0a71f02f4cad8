import ComposableArchitecture
import ComposableUI

/// A screen of the navigation stack study: pushed on the app's stack by a `NavigationLink`
/// holding its state, it pushes the next one the same way, pops itself with the `dismiss`
/// dependency, and asks the app (which owns the stack) to pop every screen at once.
@Reducer
struct StackScreen {
  @ObservableState
  struct State: Equatable {
    /// Where the screen is on the stack: 1 for the first one pushed.
    var number = 1
    var count = 0
  }

  enum Action: Equatable {
    case backButtonTapped
    case decrementButtonTapped
    case delegate(Delegate)
    case incrementButtonTapped
    case popToMenuButtonTapped

    @CasePathable
    enum Delegate: Equatable {
      /// The app pops every screen, back to the menu.
      case popToMenu
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .backButtonTapped:
        return .run { _ in await dismiss() }
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .delegate:
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .popToMenuButtonTapped:
        return .send(.delegate(.popToMenu))
      }
    }
  }
}

/// A screen's number and count, a link to the next screen, and the ways back.
struct StackScreenView: View {
  let store: StoreOf<StackScreen>

  var body: some View {
    VStack(alignment: .leading) {
      Text("Each screen is state on the app's stack; a link pushes the next.")
        .foregroundColor(.gray)
      HStack {
        Button("-") { store.send(.decrementButtonTapped) }
        Text("\(store.count)")
        Button("+") { store.send(.incrementButtonTapped) }
      }
      NavigationLink(
        "Push screen \(store.number + 1)",
        state: CaseStudiesApp.Path.State.stackScreen(StackScreen.State(number: store.number + 1)))
      Button("Back") { store.send(.backButtonTapped) }
      Button("Back to the menu") { store.send(.popToMenuButtonTapped) }
    }
    .navigationTitle("Screen \(store.number)")
  }
}
