import ComposableArchitecture

#if !canImport(SwiftUI)
  /// How a frame's changes animate in a page: the timing of the CSS transitions the page's
  /// script runs for them, from the animation the changes were made with (``withAnimation(_:_:)``,
  /// ``Binding/animation(_:)``, `store.send(_:animation:)`).
  ///
  /// The page animates what the frame changes: an element's style moves to its new value (a
  /// radius, a color, a size), an element inserted or removed runs its view's transition (a
  /// fade by default, so that a view replaced by another, a new identity, cross-fades with it,
  /// as SwiftUI's default transition does), and elements that change places slide there.
  struct PageAnimation: Equatable {
    /// Seconds.
    var duration: Double
    /// A CSS timing function.
    var curve: String
    /// Seconds.
    var delay: Double

    init(_ animation: Animation) {
      let speed = animation.speed > 0 && animation.speed.isFinite ? animation.speed : 1
      switch animation.curve {
      case .default:
        curve = "ease-in-out"
      case .linear:
        curve = "linear"
      case .easeIn:
        curve = "ease-in"
      case .easeOut:
        curve = "ease-out"
      case .easeInOut:
        curve = "ease-in-out"
      case .spring:
        // Settling without overshoot: a CSS curve cannot bounce past its end.
        curve = "cubic-bezier(0.2, 0.8, 0.2, 1)"
      }
      var seconds = animation.duration ?? 0.35
      if case .spring(let response, _, _) = animation.curve, animation.duration == nil {
        seconds = response
      }
      // A page's script and CSS take finite, non-negative times only.
      func finite(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
      duration = finite(seconds / speed)
      delay = finite(animation.delay / speed)
    }

    /// The animation as the JSON object a frame carries:
    /// `{"duration":0.35,"curve":"ease-in-out","delay":0.0}`.
    func writeJSON(to json: inout String) {
      json += "{\"duration\":\(duration),\"curve\":"
      JSON.string(curve, to: &json)
      json += ",\"delay\":\(delay)}"
    }

    /// The animation as a JSON object.
    var json: String {
      var json = ""
      writeJSON(to: &json)
      return json
    }
  }
#endif
