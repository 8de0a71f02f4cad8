import ComposableArchitecture
import Foundation

extension Reducer where State: Sendable, Action: Sendable {
  /// Records every action this reducer processes, with where it came from and the state after
  /// it, to a JSON Lines file.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) {
  ///   Feature()
  ///     .record(to: URL(fileURLWithPath: "session.jsonl"))
  /// }
  /// ```
  ///
  /// Read the file back with ``SessionRecording``: replay it, turn it into a test, or print it
  /// with `swift run session-timeline session.jsonl`. Writing happens in the background; see
  /// ``SessionRecorder``.
  ///
  /// - Parameter url: The file to write. One recorder writes each file for the life of the
  ///   process.
  /// - Returns: A reducer that records this one.
  public func record(to url: URL) -> _RecordReducer<Self> {
    _RecordReducer(base: self, recorder: SessionRecorders.recorder(for: url))
  }

  /// Records every action this reducer processes with a given recorder.
  ///
  /// - Parameter recorder: The recorder.
  /// - Returns: A reducer that records this one.
  public func record(to recorder: SessionRecorder<State, Action>) -> _RecordReducer<Self> {
    _RecordReducer(base: self, recorder: recorder)
  }
}

/// The reducer built by `Reducer.record(to:)`.
public struct _RecordReducer<Base: Reducer>: Reducer
where Base.State: Sendable, Base.Action: Sendable {
  let base: Base
  let recorder: SessionRecorder<Base.State, Base.Action>

  /// Runs the reducer for an action, and records it.
  public func reduce(into state: inout Base.State, action: Base.Action)
    -> Effect<Base.Action>
  {
    let before = state
    let effects = base.reduce(into: &state, action: action)
    recorder.record(action: action, stateBefore: before, stateAfter: state)
    guard !effects.isNone else { return .none }
    let recorder = recorder
    let origin = UncheckedSendable(action)
    // Each action an effect sends passes through here just before the store processes it, so
    // the recorder learns where the next action comes from.
    return effects.map { sent in
      recorder.noteEffectAction(from: origin.value)
      return sent
    }
  }
}

/// One recorder per file, so that a `record(to:)` inside a `body` (rebuilt for every action)
/// keeps appending to the same session.
enum SessionRecorders {
  private static let recorders = LockIsolated<[URL: AnyObject]>([:])

  static func recorder<State, Action>(for url: URL) -> SessionRecorder<State, Action> {
    recorders.withValue { recorders in
      if let recorder = recorders[url] as? SessionRecorder<State, Action> {
        return recorder
      }
      let recorder = SessionRecorder<State, Action>(url: url)
      recorders[url] = recorder
      return recorder
    }
  }
}

extension _RecordReducer {
  /// Runs this reducer with the reducers it runs kept; see `Reducer._keepingBodies()`.
  public func _keepingBodies() -> (inout Base.State, Base.Action) -> Effect<Base.Action> {
    _RecordReducer<Reduce<Base.State, Base.Action>>(
      base: Reduce(base._keepingBodies()), recorder: recorder
    ).reduce
  }
}
