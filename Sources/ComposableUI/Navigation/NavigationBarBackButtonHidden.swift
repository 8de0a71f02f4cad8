/// Whether a screen hides its navigation stack's back button.
struct BackButtonHidden: Equatable {
  let isHidden: Bool

  /// Whether a screen hides the back button.
  @MainActor
  static func isHidden(in screen: _ViewNode) -> Bool {
    ScreenSettingNode<BackButtonHidden>.setting(in: screen)?.isHidden ?? false
  }
}

extension View {
  /// Hides the back button of the navigation stack this screen is pushed on, and with it the
  /// ways back it stands for (Escape in the terminal): the screen's own buttons must then lead
  /// away from it, as a meeting's "End meeting" does.
  ///
  /// - Parameter hidesBackButton: Whether to hide the back button.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(ScreenSettingModifier(setting: BackButtonHidden(isHidden: hidesBackButton)))
  }
}
