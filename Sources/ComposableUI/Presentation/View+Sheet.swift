import ComposableArchitecture

extension View {
  /// Shows a sheet over the screen while `isPresented` is true; Escape dismisses it (sets
  /// `isPresented` to false), after which `onDismiss` runs.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    let isShown = isPresented.wrappedValue
    return modifier(
      PresentationModifier(
        id: isShown ? AnyHashable(true) : nil, presented: isShown ? content() : nil,
        style: .sheet,
        dismiss: {
          isPresented.wrappedValue = false
          onDismiss?()
        }))
  }

  /// Shows a sheet for an item while it is present; a new item (another id) is a new sheet.
  /// Escape dismisses it (sets the item to `nil`), after which `onDismiss` runs.
  // Disfavored: a store whose state is identifiable is an identifiable item too, and the
  // store's own overload (a scoped store's presentation) is the one meant.
  @_disfavoredOverload
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return modifier(
      PresentationModifier(
        id: value.map { AnyHashable($0.id) }, presented: value.map(content), style: .sheet,
        dismiss: {
          item.wrappedValue = nil
          onDismiss?()
        }))
  }

  /// Shows a sheet for a child feature while its state is present, with the child's store;
  /// Escape dismisses it, which sends the presentation's `dismiss` action.
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.addItem, action: \.addItem)) { store in
  ///   AddItemView(store: store)
  /// }
  /// ```
  public func sheet<State, Action, Content: View>(
    item: Binding<Store<State, Action>?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: (Store<State, Action>) -> Content
  ) -> some View {
    let store = item.wrappedValue
    return modifier(
      PresentationModifier(
        id: store.map { AnyHashable(ObjectIdentifier($0)) }, presented: store.map(content),
        style: .sheet,
        dismiss: {
          item.wrappedValue = nil
          onDismiss?()
        }))
  }
}
