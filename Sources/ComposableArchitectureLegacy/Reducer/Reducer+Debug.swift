import ComposableArchitecture
import ConcurrencyExtras
import Foundation

extension Reducer {
  /// Prints each action this reducer receives and a diff of the state it changed, in debug
  /// builds.
  ///
  /// ```swift
  /// appReducer.debug()
  /// // received action:
  /// //   AppAction.incrementButtonTapped
  /// //   AppState(
  /// // -   count: 0,
  /// // +   count: 1,
  /// //     numberFactAlert: nil
  /// //   )
  /// ```
  ///
  /// The text is formatted and printed on the debug environment's queue, off the store's thread.
  ///
  /// - Parameters:
  ///   - prefix: Text printed before each message, followed by a colon.
  ///   - actionFormat: Whether to print whole actions or only their case names.
  ///   - toDebugEnvironment: Where and how to print.
  /// - Returns: A reducer that prints what this one does.
  public func debug(
    _ prefix: String = "",
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Reducer {
    debug(
      prefix, state: { $0 }, action: AnyCasePath(embed: { $0 }, extract: { $0 }),
      actionFormat: actionFormat,
      environment: toDebugEnvironment)
  }

  /// Prints each action this reducer receives, without state, in debug builds.
  ///
  /// - Parameters:
  ///   - prefix: Text printed before each message, followed by a colon.
  ///   - actionFormat: Whether to print whole actions or only their case names.
  ///   - toDebugEnvironment: Where and how to print.
  /// - Returns: A reducer that prints the actions this one receives.
  public func debugActions(
    _ prefix: String = "",
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Reducer {
    debug(
      prefix, state: { _ in () }, action: AnyCasePath(embed: { $0 }, extract: { $0 }),
      actionFormat: actionFormat,
      environment: toDebugEnvironment)
  }

  /// Prints the actions of one case and the changes to part of the state, in debug builds.
  ///
  /// - Parameters:
  ///   - prefix: Text printed before each message, followed by a colon.
  ///   - toLocalState: The part of state to diff.
  ///   - toLocalAction: The actions to print; others pass silently.
  ///   - actionFormat: Whether to print whole actions or only their case names.
  ///   - toDebugEnvironment: Where and how to print.
  /// - Returns: A reducer that prints what this one does.
  public func debug<LocalState, LocalAction>(
    _ prefix: String = "",
    state toLocalState: @escaping (State) -> LocalState,
    action toLocalAction: AnyCasePath<Action, LocalAction>,
    actionFormat: ActionFormat = .prettyPrint,
    environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in
      DebugEnvironment()
    }
  ) -> Reducer {
    #if DEBUG
      return .init { state, action, environment in
        let previousState = toLocalState(state)
        let effects = self.run(&state, action, environment)
        guard let localAction = toLocalAction.extract(from: action) else { return effects }
        let nextState = toLocalState(state)
        let debugEnvironment = toDebugEnvironment(environment)
        let change = UncheckedSendable((localAction, previousState, nextState, debugEnvironment))
        return .merge(
          .fireAndForget {
            debugEnvironment.queue.async {
              let (action, previousState, nextState, debugEnvironment) = change.value
              debugEnvironment.printer(
                DebugEnvironment.format(
                  prefix: prefix, action: action, actionFormat: actionFormat,
                  previousState: previousState, nextState: nextState
                )
              )
            }
          },
          effects
        )
      }
    #else
      return self
    #endif
  }
}

/// How ``Reducer/debug(_:actionFormat:environment:)`` prints actions.
public enum ActionFormat: Sendable {
  /// Only the case name of each action, such as `AppAction.todo(.checkboxTapped)`.
  case labelsOnly
  /// The whole action, dumped over several lines.
  case prettyPrint
}

/// Where ``Reducer/debug(_:actionFormat:environment:)`` prints: a printer and the queue it is
/// called on.
public struct DebugEnvironment {
  /// Prints one message.
  public var printer: (String) -> Void
  /// The queue the message is formatted and printed on.
  public var queue: DispatchQueue

  /// Creates a debug environment.
  ///
  /// - Parameters:
  ///   - printer: Prints one message; `print` by default.
  ///   - queue: The queue to format and print on; a shared background queue by default.
  public init(
    printer: @escaping (String) -> Void = { print($0) },
    queue: DispatchQueue = DebugEnvironment.sharedQueue
  ) {
    self.printer = printer
    self.queue = queue
  }

  /// The serial queue debug messages go through by default, so they stay in order.
  public static let sharedQueue = DispatchQueue(
    label: "co.composable-architecture-linux.legacy.debug", qos: .default)

  static func format<State, Action>(
    prefix: String, action: Action, actionFormat: ActionFormat,
    previousState: State, nextState: State
  ) -> String {
    var text = prefix.isEmpty ? "" : "\(prefix): "
    if State.self == Void.self {
      // `debugActions`: the action alone.
      text += "received action:\n"
      switch actionFormat {
      case .prettyPrint: customDump(action, to: &text, indent: 2)
      case .labelsOnly: text += "  \(caseLabel(action))"
      }
      return text + "\n"
    }
    switch actionFormat {
    case .prettyPrint:
      text += _ReducerPrinter<State, Action>.formatCustomDump(
        action: action, oldState: previousState, newState: nextState)
    case .labelsOnly:
      text += "received action:\n  \(caseLabel(action))\n"
      text += diff(previousState, nextState).map { "\($0)\n" } ?? "  (No state changes)\n"
    }
    return text
  }

  /// The case names of an action, without payloads: `AppAction.todo(.checkboxTapped)`.
  static func caseLabel(_ value: Any, qualified: Bool = true) -> String {
    let mirror = Mirror(reflecting: value)
    let prefix = qualified ? typeName(type(of: value)) : ""
    guard mirror.displayStyle == .enum, let child = mirror.children.first,
      let label = child.label
    else {
      return mirror.displayStyle == .enum ? "\(prefix).\(value)" : prefix
    }
    var payload = child.value
    // An enum payload next to an id, as in `todo(id:action:)`, is the one worth naming.
    let payloadMirror = Mirror(reflecting: payload)
    if payloadMirror.displayStyle == .tuple, let last = Array(payloadMirror.children).last {
      payload = last.value
    }
    guard Mirror(reflecting: payload).displayStyle == .enum else { return "\(prefix).\(label)" }
    return "\(prefix).\(label)(\(caseLabel(payload, qualified: false)))"
  }
}
