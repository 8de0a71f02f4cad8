import ComposableArchitecture
import ComposableUI
import TicTacToeGame

/// The screen before a game: the players' names, the button that starts the game (shown over
/// it), and the button that logs out.
public struct NewGameView: View {
  @Bindable var store: StoreOf<NewGame>

  /// The view of a new game's store.
  public init(store: StoreOf<NewGame>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text("New game").bold()
      Group {
        TextField("Player \(Player.x.label) name", text: $store.xPlayerName)
        TextField("Player \(Player.o.label) name", text: $store.oPlayerName)
      }
      .onSubmit { store.send(.letsPlayButtonTapped) }
      HStack {
        Button("Let's play!") { store.send(.letsPlayButtonTapped) }
          .disabled(store.isLetsPlayButtonDisabled)
        Button("Log out") { store.send(.logoutButtonTapped) }
      }
    }
    .sheet(item: $store.scope(state: \.game, action: \.game)) { store in
      GameView(store: store)
    }
  }
}
