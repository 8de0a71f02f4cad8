#if !canImport(SwiftUI)
  import Foundation

  /// How a view layer animates the changes an action makes, spelled as SwiftUI spells it, so
  /// that `store.send(.toggle, animation: .default)` and `await send(.loaded, animation: .easeIn)`
  /// compile where there is no SwiftUI. On Apple platforms the library uses SwiftUI's.
  ///
  /// The store does not animate anything itself: it sends the action inside ``withAnimation(_:_:)``,
  /// and a view layer that animates reads ``Animation/current`` while it renders the change.
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The timing curve.
    public enum Curve: Hashable, Sendable {
      /// The platform's default curve.
      case `default`
      /// Constant speed.
      case linear
      /// Slow start.
      case easeIn
      /// Slow end.
      case easeOut
      /// Slow start and end.
      case easeInOut
      /// A spring, settling over `response` seconds with `dampingFraction` of critical damping.
      case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }

    /// The timing curve.
    public let curve: Curve
    /// How long the animation lasts, in seconds; `nil` for the curve's own duration.
    public let duration: Double?
    /// How long the animation waits before it starts, in seconds.
    public private(set) var delay: Double = 0
    /// How much faster (above 1) or slower the animation runs.
    public private(set) var speed: Double = 1

    init(curve: Curve, duration: Double?) {
      self.curve = curve
      self.duration = duration
    }

    /// The default animation.
    public static let `default` = Animation(curve: .default, duration: nil)
    /// A linear animation of the default duration.
    public static let linear = Animation(curve: .linear, duration: nil)
    /// An ease-in animation of the default duration.
    public static let easeIn = Animation(curve: .easeIn, duration: nil)
    /// An ease-out animation of the default duration.
    public static let easeOut = Animation(curve: .easeOut, duration: nil)
    /// An ease-in-out animation of the default duration.
    public static let easeInOut = Animation(curve: .easeInOut, duration: nil)
    /// A spring with the default response and damping.
    public static let spring = spring()

    /// A linear animation lasting `duration` seconds.
    public static func linear(duration: Double) -> Self {
      Animation(curve: .linear, duration: duration)
    }

    /// An ease-in animation lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Self {
      Animation(curve: .easeIn, duration: duration)
    }

    /// An ease-out animation lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Self {
      Animation(curve: .easeOut, duration: duration)
    }

    /// An ease-in-out animation lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Self {
      Animation(curve: .easeInOut, duration: duration)
    }

    /// A spring animation.
    ///
    /// - Parameters:
    ///   - response: How long the spring takes to settle, roughly, in seconds.
    ///   - dampingFraction: The damping, as a fraction of critical damping (1: no bounce).
    ///   - blendDuration: How long a change of springs blends, in seconds.
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Self {
      Animation(
        curve: .spring(
          response: response, dampingFraction: dampingFraction, blendDuration: blendDuration
        ),
        duration: nil
      )
    }

    /// This animation, starting after `delay` seconds.
    public func delay(_ delay: Double) -> Self {
      var copy = self
      copy.delay = delay
      return copy
    }

    /// This animation, running `speed` times as fast.
    public func speed(_ speed: Double) -> Self {
      var copy = self
      copy.speed = speed
      return copy
    }

    /// `easeInOut(duration: 0.3)`, say.
    public var description: String {
      var text: String
      switch curve {
      case .default: text = "default"
      case .linear: text = "linear"
      case .easeIn: text = "easeIn"
      case .easeOut: text = "easeOut"
      case .easeInOut: text = "easeInOut"
      case .spring(let response, let damping, let blend):
        text = "spring(response: \(response), dampingFraction: \(damping), blendDuration: \(blend))"
      }
      if let duration { text += "(duration: \(duration))" }
      if delay != 0 { text += ".delay(\(delay))" }
      if speed != 1 { text += ".speed(\(speed))" }
      return text
    }

    /// The animation of the change being made now: set by ``withAnimation(_:_:)`` for the
    /// duration of its body, for a view layer to read while it renders the change.
    public static var current: Animation? {
      slot.value.animation
    }

    /// The animation in force on this thread, and whether any ``withAnimation(_:_:)`` set it
    /// (`withAnimation(nil)` turns animation off, which is not the same as no decision).
    static var decided: Animation?? {
      get {
        let current = slot.value
        return current.depth > 0 ? .some(current.animation) : .none
      }
      set {
        let current = slot.value
        current.animation = newValue ?? nil
        current.depth = newValue == nil ? 0 : max(current.depth, 1)
      }
    }

    fileprivate final class Current {
      var animation: Animation?
      /// How many ``withAnimation(_:_:)`` bodies are running.
      var depth = 0
    }

    fileprivate static let slot = ThreadLocalSlot { Current() }
  }

  /// Runs `body` with `animation` as ``Animation/current``: the changes it makes are animated by
  /// a view layer that animates. `nil` makes them unanimated.
  ///
  /// - Parameters:
  ///   - animation: How to animate the changes.
  ///   - body: The changes.
  /// - Returns: What `body` returns.
  public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
  ) rethrows -> Result {
    let current = Animation.slot.value
    let outer = current.animation
    current.animation = animation
    current.depth += 1
    defer {
      current.animation = outer
      current.depth -= 1
    }
    return try body()
  }
#endif
