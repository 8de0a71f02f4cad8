/// Makes a type a reducer.
///
/// On a struct, `@Reducer` marks the `Action` enum (and an enum `State`) `@CasePathable`, applies
/// `@ReducerBuilder` to `body`, supplies an empty `State` or `Action` when the struct declares
/// none, and adds the ``Reducer`` conformance:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State { var count = 0 }
///   enum Action { case increment }
///   var body: some ReducerOf<Self> {
///     Reduce { state, _ in state.count += 1; return .none }
///   }
/// }
/// ```
///
/// On an enum whose cases each hold a reducer, it generates a ``CaseReducer``: `State` and
/// `Action` enums with a case per reducer, a `body` that runs each case's reducer on its case, and
/// a `CaseScope` for ``Store/case``.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case editor(Editor)
///   case settings(Settings)
/// }
/// ```
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Makes a type a reducer, adding conformances to the `State` and `Action` that the macro
/// generates for an enum of reducers (or for a struct that declares none).
///
/// ```swift
/// @Reducer(state: .equatable, action: .equatable)
/// enum Destination { … }
/// ```
///
/// - Parameters:
///   - state: Conformances for the generated `State`.
///   - action: Conformances for the generated `Action`.
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Marks a case of a `@Reducer` enum that holds state with no reducer, whose actions are the
/// state's own `Action`, such as an alert.
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of a `@Reducer` enum that holds plain state, with no reducer and no actions.
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseIgnoredMacro")

/// A conformance that `@Reducer(state:action:)` adds to a generated `State` or `Action`.
public struct _SynthesizedConformance: Sendable {
  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Makes a struct's properties observable one by one, or gives an enum an observable identity.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
///   var isLoading = false
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// Reading `store.count` inside `withObservationTracking` (or a view that observes) is told when
/// `count` changes, and not when `isLoading` does. Each stored `var` is tracked unless marked
/// ``ObservationStateIgnored()``. See ``ObservableState`` for how identity decides what
/// notifies.
@attached(extension, conformances: ObservableState, Observable, CustomDumpReflectable)
@attached(
  member, names: named(_$id), named(_$stamp), named(_$identityOffset), named(_$changeCountOffset),
  named(_$willModify),
  named(_$observationRegistrar), named(customDumpMirror), named(_$inPlace))
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Tracks one property of an ``ObservableState()`` struct. Added by that macro; not written by
/// hand.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Leaves a property of an ``ObservableState()`` struct unobserved: changing it notifies nobody.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateIgnoredMacro")

/// Declares presented child state in an ``ObservableState()`` struct, stored as a
/// ``PresentationState`` and reachable as `$name` for
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
///
/// ```swift
/// @Presents var destination: Destination.State?
/// ```
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")

/// Makes a view send its feature's view actions directly: `send(.loginButtonTapped)` sends
/// `.view(.loginButtonTapped)` to the view's `store`.
///
/// ```swift
/// @ViewAction(for: Login.self)
/// struct LoginView: View {
///   let store: StoreOf<Login>
///   var body: some View {
///     Button("Log in") { send(.loginButtonTapped) }
///   }
/// }
/// ```
///
/// The view conforms to ``ViewActionSending``; a `store.send(…)` inside it is flagged with a
/// warning and a fix-it, since it would skip the view actions.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ViewActionMacro")
