extension Store {
  /// Scopes the store to a child feature's state and actions.
  ///
  /// ```swift
  /// let profileStore = store.scope(state: \.profile, action: \.profile)
  /// ```
  ///
  /// The child store reads its state from this store's and sends its actions through this
  /// store's reducer. Scoping twice with the same key paths returns the same store while this
  /// store is alive.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the child's.
  ///   - action: A case key path from this store's action to the child's.
  /// - Returns: A store of the child's state and action.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(id: ScopeID(state: state, action: action), state: state) {
      CachedCasePath.of(action).casePath
    }
  }

  /// Scopes the store to a child feature's state and actions, naming the child's action case
  /// directly: `store.scope(state: \.child, action: \.child)`.
  ///
  /// This is the overload a `\.case` literal resolves to when the action is `@CasePathable`;
  /// actions sent to the child store are embedded without building a case key path.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the child's.
  ///   - action: A key path to the child action's case in this store's action case paths.
  /// - Returns: A store of the child's state and action.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    scope(id: ScopeID(state: state, action: action), state: state) {
      Action.allCasePaths[keyPath: action]
    }
  }

  private func scope<ChildState, ChildAction>(
    id: ScopeID,
    state: KeyPath<State, ChildState>,
    action: () -> AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    if let child = children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let child = Store<ChildState, ChildAction>(
      core: core.scoped(state: state, action: action().embed)
    )
    children[id] = child
    return child
  }

  /// Scopes the store to optional child state, returning `nil` while the state is `nil`.
  ///
  /// ```swift
  /// if let childStore = store.scope(state: \.child, action: \.child) {
  ///   // present the child
  /// }
  /// ```
  ///
  /// The same store is returned for as long as the child state stays present; once it is `nil`,
  /// a later presentation gets a new store.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the optional child state.
  ///   - action: A case key path from this store's action to the child's.
  /// - Returns: A store of the child's state and action, or `nil`.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(id: ScopeID(state: state, action: action), state: state) {
      CachedCasePath.of(action).casePath
    }
  }

  /// Scopes the store to optional child state, naming the child's action case directly.
  ///
  /// This is the overload a `\.case` literal resolves to when the action is `@CasePathable`.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the optional child state.
  ///   - action: A key path to the child action's case in this store's action case paths.
  /// - Returns: A store of the child's state and action, or `nil`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    scope(id: ScopeID(state: state, action: action), state: state) {
      Action.allCasePaths[keyPath: action]
    }
  }

  private func scope<ChildState, ChildAction>(
    id: ScopeID,
    state: KeyPath<State, ChildState?>,
    action: () -> AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let childState = self.state[keyPath: state] else {
      children[id] = nil
      return nil
    }
    if let child = children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let embed = action().embed
    func scoped(_ base: some Core<State, Action>) -> Store<ChildState, ChildAction> {
      Store<ChildState, ChildAction>(
        core: IfLetCore(base: base, initialState: childState, toState: state, fromAction: embed)
      )
    }
    let child = scoped(core)
    children[id] = child
    return child
  }
}

/// Identifies a scope of a store, to return the same child store for the same scope.
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
}

extension Store {
  /// Scopes the store to a child feature, in the newest spelling without a `state:` label:
  /// `store.scope(\.child, action: \.child)`.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the child's.
  ///   - action: A key path to the child action's case in this store's action case paths.
  /// - Returns: A store of the child's state and action.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    scope(state: state, action: action)
  }

  /// Scopes the store to a child feature with a case key path value, without a `state:` label.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the child's.
  ///   - action: A case key path from this store's action to the child's.
  /// - Returns: A store of the child's state and action.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: state, action: action)
  }

  /// Scopes the store to optional child state, without a `state:` label.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the optional child state.
  ///   - action: A key path to the child action's case in this store's action case paths.
  /// - Returns: A store of the child's state and action, or `nil`.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    scope(state: state, action: action)
  }

  /// Scopes the store to optional child state with a case key path value, without a `state:`
  /// label.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the optional child state.
  ///   - action: A case key path from this store's action to the child's.
  /// - Returns: A store of the child's state and action, or `nil`.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }
}
