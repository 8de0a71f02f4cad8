import ComposableArchitecture
import Foundation

/// What a button inside an alert or a dialog does after its action: it dismisses the alert.
struct PresentationDismissKey: EnvironmentKey {
  static let defaultValue: (@MainActor () -> Void)? = nil
}

extension EnvironmentValues {
  /// Dismisses the alert or dialog a button is in, after the button's action.
  var dismissPresentation: (@MainActor () -> Void)? {
    get { self[PresentationDismissKey.self] }
    set { self[PresentationDismissKey.self] = newValue }
  }
}

/// The box an alert or a confirmation dialog shows: a bold title, a message, and the buttons
/// (side by side for an alert, one per row for a dialog).
struct AlertContent<Actions: View, Message: View>: View {
  let title: String
  let actions: Actions
  let message: Message
  let stacksButtons: Bool
  let dismiss: @MainActor () -> Void

  var body: some View {
    VStack(spacing: 1) {
      if !title.isEmpty {
        Text(title).bold()
      }
      message
      if stacksButtons {
        VStack { actions }
      } else {
        HStack(spacing: 2) { actions }
      }
    }
    .environment(\.dismissPresentation, dismiss)
  }
}

extension View {
  /// Shows an alert while `isPresented` is true, with buttons built by `actions`; pressing any
  /// of them, or Escape, dismisses it (sets `isPresented` to false).
  public func alert<Actions: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// Shows an alert with a message while `isPresented` is true.
  public func alert<Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> some View {
    let dismiss: @MainActor () -> Void = { isPresented.wrappedValue = false }
    return modifier(
      PresentationModifier(
        id: isPresented.wrappedValue ? AnyHashable(true) : nil,
        presented: isPresented.wrappedValue
          ? AlertContent(
            title: title, actions: actions(), message: message(), stacksButtons: false,
            dismiss: dismiss)
          : nil,
        style: .alert,
        dismiss: dismiss))
  }

  /// Shows the alert a feature's state describes, while the state is present: each button sends
  /// its action to the store, and Escape sends the cancel button's action, if any, or dismisses.
  ///
  /// ```swift
  /// .alert($store.scope(state: \.alert, action: \.alert))
  /// ```
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    let store = item.wrappedValue
    return stateDrivenPresentation(
      store: store, state: store?.withState { $0 }, title: \.title, message: \.message,
      buttons: \.buttons, stacksButtons: false, item: item)
  }

  /// Shows the confirmation dialog a feature's state describes, while the state is present: its
  /// buttons one per row, each sending its action to the store.
  ///
  /// ```swift
  /// .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
  /// ```
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    let store = item.wrappedValue
    return stateDrivenPresentation(
      store: store, state: store?.withState { $0 }, title: \.title, message: \.message,
      buttons: \.buttons, stacksButtons: true, item: item)
  }

  /// An alert or a dialog built from its state's title, message and buttons.
  private func stateDrivenPresentation<State: Identifiable, Action>(
    store: Store<State, Action>?, state: State?, title: KeyPath<State, TextState>,
    message: KeyPath<State, TextState?>, buttons: KeyPath<State, [ButtonState<Action>]>,
    stacksButtons: Bool, item: Binding<Store<State, Action>?>
  ) -> some View {
    let dismiss: @MainActor () -> Void = { item.wrappedValue = nil }
    var content: AlertContent<ForEach<[ButtonState<Action>], UUID, Button<Text>>, Text?>?
    var cancel = dismiss
    if let store, let state {
      var buttonStates = state[keyPath: buttons]
      if buttonStates.isEmpty {
        // As SwiftUI does, an alert without buttons gets an OK button that dismisses it.
        buttonStates = [ButtonState(role: .cancel, action: .send(nil)) { TextState("OK") }]
      }
      let send: @MainActor (ButtonState<Action>) -> Void = { button in
        if let action = button.action.action {
          if let animation = button.action.animation {
            withAnimation(animation) { _ = store.send(action) }
          } else {
            store.send(action)
          }
        }
      }
      if let cancelButton = buttonStates.first(where: { $0.role == .cancel }) {
        cancel = {
          send(cancelButton)
          dismiss()
        }
      }
      content = AlertContent(
        title: String(state: state[keyPath: title]),
        actions: ForEach(buttonStates, id: \.id) { button in
          Button(
            String(state: button.label),
            role: button.role == .destructive
              ? .destructive : button.role == .cancel ? .cancel : nil
          ) { send(button) }
        },
        message: state[keyPath: message].map { Text(String(state: $0)) },
        stacksButtons: stacksButtons, dismiss: dismiss)
    }
    return modifier(
      PresentationModifier(
        id: state.map { AnyHashable($0.id) }, presented: content, style: .alert,
        dismiss: cancel))
  }
}
