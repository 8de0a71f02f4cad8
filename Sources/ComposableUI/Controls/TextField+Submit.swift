/// The actions Enter runs in a text field, innermost first.
struct SubmitAction {
  var actions: [@MainActor () -> Void] = []

  /// Runs every action.
  @MainActor
  func run() {
    for action in actions {
      action()
    }
  }
}

/// Where `onSubmit(_:)` puts its action for the fields below.
struct SubmitActionKey: EnvironmentKey {
  static var defaultValue: SubmitAction { SubmitAction() }
}

extension EnvironmentValues {
  /// What Enter runs in the text fields below.
  var submitAction: SubmitAction {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}

extension View {
  /// Runs an action when the user presses Enter in a text field or a secure field in this view.
  ///
  /// ```swift
  /// VStack {
  ///   TextField("Username", text: $username)
  ///   SecureField("Password", text: $password)
  /// }
  /// .onSubmit { store.send(.logInButtonTapped) }
  /// ```
  ///
  /// The action applies to every field below the view it modifies. Where several `onSubmit`
  /// modifiers enclose a field, each runs, the innermost first.
  ///
  /// - Parameter action: What to do when a field is submitted.
  public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
    // The environment is transformed from the outside in: an inner modifier puts its action
    // before those of the modifiers around it.
    modifier(_EnvironmentModifier(action) { $0.submitAction.actions.insert($1, at: 0) })
  }
}
