import ComposableArchitecture
import ComposableArchitectureRecording
import ComposableUI
import Foundation

/// The case studies: a menu of small features, one concept each, on a navigation stack.
///
/// ```swift
/// await TerminalApp.run { CaseStudiesAppView() }
/// ```
///
/// The view makes its store: make it once, at the app's root (a program's `TerminalApp.run`, or
/// a page's `WebApp` closure).
public struct CaseStudiesAppView: View {
  @Bindable var store: StoreOf<CaseStudiesApp>

  /// The catalogue, with a store of its own, at its menu.
  public init() {
    self.init(store: Store(initialState: CaseStudiesApp.State()) { CaseStudiesApp() })
  }

  init(store: StoreOf<CaseStudiesApp>) {
    self.store = store
  }

  /// The view's content.
  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      CaseStudiesMenu()
    } destination: { screen in
      switch screen.case {
      case .alertsAndDialogs(let store): AlertsAndDialogsView(store: store)
      case .bindings(let store): BindingsView(store: store)
      case .cancellation(let store): CancellationView(store: store)
      case .debouncedSearch(let store): DebouncedSearchView(store: store)
      case .effectsBasics(let store): EffectsBasicsView(store: store)
      case .lists(let store): ListsView(store: store)
      case .longLivingEffects(let store): LongLivingEffectsView(store: store)
      case .optionalState(let store): OptionalStateView(store: store)
      case .recursion(let store): RecursionView(store: store)
      case .reusableComponents(let store): ReusableComponentsView(store: store)
      case .sharedState(let store): SharedStateView(store: store)
      case .sheets(let store): SheetsView(store: store)
      case .stackScreen(let store): StackScreenView(store: store)
      case .timers(let store): TimersView(store: store)
      case .viewIdentity(let store): ViewIdentityView(store: store)
      }
    }
  }
}

/// Every case study, a link each, grouped by what they teach.
struct CaseStudiesMenu: View {
  typealias Screen = CaseStudiesApp.Path.State

  var body: some View {
    List {
      Section("Getting started") {
        NavigationLink("Bindings", state: Screen.bindings(Bindings.State()))
        NavigationLink("Optional state", state: Screen.optionalState(OptionalState.State()))
        NavigationLink("Shared state", state: Screen.sharedState(SharedState.State()))
        NavigationLink("Lists", state: Screen.lists(Lists.State()))
      }
      Section("Effects") {
        NavigationLink("Effect basics", state: Screen.effectsBasics(EffectsBasics.State()))
        NavigationLink("Cancellation", state: Screen.cancellation(Cancellation.State()))
        NavigationLink(
          "Long-living effects", state: Screen.longLivingEffects(LongLivingEffects.State()))
        NavigationLink("Timers", state: Screen.timers(Timers.State()))
        NavigationLink("Debounced search", state: Screen.debouncedSearch(DebouncedSearch.State()))
      }
      Section("Navigation") {
        NavigationLink("Navigation stack", state: Screen.stackScreen(StackScreen.State()))
        NavigationLink("Sheets", state: Screen.sheets(Sheets.State()))
        NavigationLink(
          "Alerts and dialogs", state: Screen.alertsAndDialogs(AlertsAndDialogs.State()))
      }
      Section("Higher-order features") {
        NavigationLink("Recursion", state: Screen.recursion(Outline.State(id: UUID(0))))
        NavigationLink(
          "Reusable components", state: Screen.reusableComponents(ReusableComponents.State()))
      }
      Section("Views") {
        NavigationLink("View identity", state: Screen.viewIdentity(ViewIdentity.State()))
      }
    }
    .navigationTitle("Case studies")
  }
}

extension CaseStudiesAppView {
  /// The catalogue, with a store of its own that records each action it processes to `file`
  /// (see `Reducer.record(to:)`), and what writes the last steps before the program ends.
  ///
  /// - Parameter file: The recording's file.
  /// - Returns: The view, and a function that waits until every step recorded is written.
  public static func recording(to file: URL) -> (view: Self, flush: @Sendable () -> Void) {
    let recorder = SessionRecorder<CaseStudiesApp.State, CaseStudiesApp.Action>(url: file)
    let store = Store(initialState: CaseStudiesApp.State()) {
      CaseStudiesApp().record(to: recorder)
    }
    return (Self(store: store), { recorder.flush() })
  }
}
