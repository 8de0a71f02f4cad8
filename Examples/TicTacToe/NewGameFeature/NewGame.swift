import ComposableArchitecture
import GameFeature

/// The screen before a game: the two players' names, a button that starts the game, and a button
/// that logs out (observed by the parent, which owns the session).
@Reducer
public struct NewGame: Sendable {
  @ObservableState
  public struct State: Equatable {
    @Presents public var game: Game.State?
    public var oPlayerName = ""
    public var xPlayerName = ""

    public init() {}

    public var isLetsPlayButtonDisabled: Bool {
      oPlayerName.isEmpty || xPlayerName.isEmpty
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case game(PresentationAction<Game.Action>)
    case letsPlayButtonTapped
    case logoutButtonTapped
  }

  public init() {}

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
