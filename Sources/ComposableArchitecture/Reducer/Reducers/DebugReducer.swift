import CustomDump

#if SwiftLog
  import Logging
#endif

extension Reducer {
  /// Prints each action this reducer receives and how it changed state, for debugging.
  ///
  /// ```swift
  /// Feature()
  ///   ._printChanges()
  /// // received action:
  /// //   Feature.Action.incrementButtonTapped
  /// //   Feature.State(
  /// // -   count: 0
  /// // +   count: 1
  /// //   )
  /// ```
  ///
  /// Printing happens only in debug builds.
  ///
  /// - Parameter printer: How to print each change; `.customDump` by default, or `.actionLabels`
  ///   for one line per action. `nil` disables printing.
  /// - Returns: A reducer that prints the changes this one makes.
  @inlinable
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How ``Reducer/_printChanges(_:)`` reports a change.
public struct _ReducerPrinter<State, Action>: Sendable {
  @usableFromInline
  let printChange:
    @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// Creates a printer from a closure given each action with the state before and after it.
  ///
  /// - Parameter printChange: Reports one change.
  public init(
    printChange:
      @escaping @Sendable (
        _ receivedAction: Action, _ oldState: State, _ newState: State
      ) -> Void
  ) {
    self.printChange = printChange
  }

  /// Reports a change.
  ///
  /// - Parameters:
  ///   - receivedAction: The action the reducer received.
  ///   - oldState: The state before the action.
  ///   - newState: The state after the action.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    printChange(receivedAction, oldState, newState)
  }
}

extension _ReducerPrinter {
  /// Prints the action and a diff of the state, with custom-dump.
  public static var customDump: Self {
    Self { action, oldState, newState in
      print(formatCustomDump(action: action, oldState: oldState, newState: newState))
    }
  }

  /// Prints one line per action, naming its case.
  public static var actionLabels: Self {
    Self { action, _, _ in
      print(formatActionLabel(action))
    }
  }

  #if SwiftLog
    /// Logs each change through swift-log: the action and the state diff, as ``customDump``
    /// prints them, at `level`.
    ///
    /// ```swift
    /// Feature()
    ///   ._printChanges(.logger(Logger(label: "app.feature")))
    /// ```
    ///
    /// - Parameters:
    ///   - logger: The logger to write to.
    ///   - level: The level of each message.
    /// - Returns: A printer.
    public static func logger(_ logger: Logger, level: Logger.Level = .debug) -> Self {
      Self { action, oldState, newState in
        guard logger.logLevel <= level else { return }
        logger.log(
          level: level,
          "\(formatCustomDump(action: action, oldState: oldState, newState: newState))",
          metadata: ["action": "\(describeCase(action))"]
        )
      }
    }
  #endif

  /// The text ``customDump`` prints for one change.
  package static func formatCustomDump(action: Action, oldState: State, newState: State) -> String {
    var text = "received action:\n"
    CustomDump.customDump(action, to: &text, indent: 2)
    text += "\n"
    text += diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n"
    return text
  }

  /// The text ``actionLabels`` prints for one change.
  static func formatActionLabel(_ action: Action) -> String {
    "received action: \(describeCase(action))"
  }
}

/// The reducer built by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>?

  @usableFromInline
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  /// Runs the reducer for an action.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    #if DEBUG
      if let printer {
        let oldState = state
        let effects = base.reduce(into: &state, action: action)
        printer.printChange(receivedAction: action, oldState: oldState, newState: state)
        return effects
      }
    #endif
    return base.reduce(into: &state, action: action)
  }
}

extension _PrintChangesReducer {
  /// Runs this reducer with the reducers it runs kept; see ``Reducer/_keepingBodies()``.
  @inlinable
  public func _keepingBodies() -> (inout Base.State, Base.Action) -> Effect<Base.Action> {
    _PrintChangesReducer<Reduce<Base.State, Base.Action>>(
      base: Reduce(base._keepingBodies()), printer: printer
    ).reduce
  }
}
