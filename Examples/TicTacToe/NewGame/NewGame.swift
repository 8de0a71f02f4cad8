import ComposableArchitecture
import TicTacToeGame

/// The screen before a game: the two players' names, a button that starts the game, and a button
/// that logs out (observed by the parent, which owns the session).
@Reducer
public struct NewGame: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The game being played, while it is.
    @Presents public var game: Game.State?
    /// The name of the player placing ⭕️.
    public var oPlayerName = ""
    /// The name of the player placing ❌.
    public var xPlayerName = ""

    /// No names yet.
    public init() {}

    /// Whether a name is missing: a game needs both.
    public var isLetsPlayButtonDisabled: Bool {
      oPlayerName.isEmpty || xPlayerName.isEmpty
    }
  }

  /// What happens before a game.
  public enum Action: BindableAction, Equatable, Sendable {
    /// A name changed.
    case binding(BindingAction<State>)
    /// The game's actions.
    case game(PresentationAction<Game.Action>)
    /// "Let's play!" was pressed.
    case letsPlayButtonTapped
    /// "Log out" was pressed: the parent, which owns the session, ends it.
    case logoutButtonTapped
  }

  /// The new-game reducer.
  public init() {}

  /// Starts the game once both players are named.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .game:
        return .none

      case .letsPlayButtonTapped:
        guard !state.isLetsPlayButtonDisabled else { return .none }
        state.game = Game.State(
          oPlayerName: state.oPlayerName,
          xPlayerName: state.xPlayerName
        )
        return .none

      case .logoutButtonTapped:
        return .none
      }
    }
    .ifLet(\.$game, action: \.game) {
      Game()
    }
  }
}
