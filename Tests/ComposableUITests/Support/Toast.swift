import ComposableUI

/// A toast that comes and goes with a transition, shown by an animated toggle: what the
/// transition tests show in a terminal and in a page.
struct Toast: View {
  var transition: AnyTransition = .move(edge: .bottom).combined(with: .opacity)
  @State private var isShowing = false

  var body: some View {
    VStack {
      Toggle("Toast", isOn: $isShowing.animation())
      if isShowing {
        Text("Invalid phone number")
          .transition(transition)
      }
    }
  }
}
