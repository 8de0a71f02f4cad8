import ComposableArchitecture
import Foundation

/// The catalogue: a menu at the root of a navigation stack, and a case study pushed for each
/// entry chosen.
@Reducer
struct CaseStudiesApp {
  /// The screens pushed over the menu: one per case study, and the navigation stack study's
  /// screens, which push one another.
  @Reducer
  enum Path {
    case alertsAndDialogs(AlertsAndDialogs)
    case bindings(Bindings)
    case cancellation(Cancellation)
    case debouncedSearch(DebouncedSearch)
    case effectsBasics(EffectsBasics)
    case lists(Lists)
    case longLivingEffects(LongLivingEffects)
    case optionalState(OptionalState)
    case recursion(Outline)
    case reusableComponents(ReusableComponents)
    case sharedState(SharedState)
    case sheets(Sheets)
    case stackScreen(StackScreen)
    case timers(Timers)
    case viewIdentity(ViewIdentity)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(_, .stackScreen(.delegate(.popToMenu)))):
        state.path.removeAll()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension CaseStudiesApp.Path.State: Equatable {}
