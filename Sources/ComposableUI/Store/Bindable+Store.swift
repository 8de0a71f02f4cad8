import ComposableArchitecture

extension Bindable {
  /// A field of the store's state, to be bound by naming the action that changes it:
  /// `$store.title.sending(\.titleChanged)`.
  public subscript<State: ObservableState, Action, Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> _StoreBindable<State, Action, Member> where Value == Store<State, Action> {
    _StoreBindable(store: wrappedValue, keyPath: keyPath)
  }

  /// A binding to a child feature presented from this store (a sheet's, an alert's): it reads
  /// the child's store while the child state is present, and writing `nil` (the view dismissing
  /// it) sends the presentation's `dismiss` action.
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.editor, action: \.editor)) { store in
  ///   EditorView(store: store)
  /// }
  /// .alert($store.scope(state: \.alert, action: \.alert))
  /// ```
  public func scope<State: ObservableState, Action, ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    let store = wrappedValue
    return Binding(
      get: { store.scope(state: state, action: action.appending(path: \.presented)) },
      set: { newValue in
        if newValue == nil, store.state[keyPath: state] != nil {
          store.send(action(.dismiss))
        }
      }
    )
  }
}

extension Bindable {
  /// A binding to the stack of a feature's navigation, for `NavigationStack(path:root:destination:)`.
  ///
  /// ```swift
  /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) { … } destination: { … }
  /// ```
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    let store = wrappedValue
    // The stack changes through its actions (push, pop), never by writing the binding.
    return Binding(get: { store.scope(state: state, action: action) }, set: { _ in })
  }
}

extension Binding {
  /// A binding to a child feature presented from a store held in a binding.
  public func scope<State: ObservableState, Action, ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    Bindable(wrappedValue).scope(state: state, action: action)
  }
}

/// A field of a store's state, ready to be bound with the action that changes it; made by
/// `$store.field` on a ``Bindable`` store.
@MainActor
public struct _StoreBindable<State: ObservableState, Action, Value> {
  let store: Store<State, Action>
  let keyPath: KeyPath<State, Value>

  /// A binding that reads the field and, when written, sends the action `action` embeds the
  /// new value in.
  public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
    let store = self.store
    let keyPath = self.keyPath
    return Binding(
      get: { store.state[keyPath: keyPath] },
      set: { store.send(action($0)) }
    )
  }

  /// A field further inside the state.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> _StoreBindable<State, Action, Member> {
    _StoreBindable<State, Action, Member>(
      store: store, keyPath: self.keyPath.appending(path: keyPath))
  }
}
