import ComposableArchitecture
import ComposableArchitectureRecording
import Foundation

extension ExampleCommandLine {
  /// The recorder of the session that `--record FILE` asks for, or `nil` without the option.
  ///
  /// Every example takes `--record FILE`, except with `--web`: each action, where it came
  /// from and the state after it are written to FILE, for `swift run session-timeline FILE`.
  ///
  /// - Parameter feature: The reducer whose actions are recorded.
  public func sessionRecorder<Feature: Reducer>(
    for feature: Feature.Type
  ) -> SessionRecorder<Feature.State, Feature.Action>?
  where Feature.State: Sendable, Feature.Action: Sendable {
    value(of: "--record").map { SessionRecorder(url: URL(fileURLWithPath: $0)) }
  }

  /// The line of `--help` that explains `--record`.
  public static let recordHelp = """
      --record FILE  record the session's actions and states to FILE, as JSON lines, for
                     swift run session-timeline FILE (not with --web)
    """
}

extension Reducer where State: Sendable, Action: Sendable {
  /// This reducer, recording every action it processes to `recorder` when there is one.
  ///
  /// - Parameter recorder: The session's recorder, or `nil` to record nothing.
  /// - Returns: A reducer that runs this one.
  @ReducerBuilder<State, Action>
  public func recording(
    to recorder: SessionRecorder<State, Action>?
  ) -> some Reducer<State, Action> {
    if let recorder {
      record(to: recorder)
    } else {
      self
    }
  }
}
