import ComposableArchitecture
import Foundation

/// Writes a session to a JSON Lines file as it happens; see
/// `Reducer.record(to:)`.
///
/// Recording a step only copies the action and the state into a buffer: encoding and writing
/// happen on a background queue, every 100 ms or on ``flush()``, so the main actor never waits
/// for the disk. A crash loses at most the steps of the last 100 ms, and a line cut off by it
/// is ignored when the file is read.
///
/// A feature whose state and action are `Codable` is recorded so that ``SessionRecording`` can
/// read it back, replay it and turn it into a test. Any other feature is recorded for reading
/// only (by `session-timeline`): what its values are made of, and its actions by name (see
/// `RecordedValue`).
public final class SessionRecorder<State: Sendable, Action: Sendable>: @unchecked Sendable {
  /// The file written.
  public let url: URL
  // Guarded by `lock`.
  private var pending: [Pending] = []
  private var isFlushScheduled = false
  private var origins: [RecordedOrigin] = []
  private var stepCount = 0
  private var hasHeader = false
  private let lock = NSLock()
  // Only touched on `queue`.
  private var handle: FileHandle?
  private let queue = DispatchQueue(label: "co.composable-architecture.session-recorder")

  private enum Pending {
    case header(State)
    case step(number: Int, origin: RecordedOrigin, action: Action, state: State)
    /// A line encoded as it was recorded: a feature that is not `Codable` is read by reflection,
    /// on the store's thread, while the state is the one recorded (a `@Shared` value in it is
    /// a reference, read then and not later).
    case line(Data)
  }

  /// Whether the recording can be read back as values of `State` and `Action`.
  private static var isReplayable: Bool {
    State.self is any Codable.Type && Action.self is any Codable.Type
  }

  /// Creates a recorder that writes to `url`, replacing any file there.
  ///
  /// - Parameter url: The file to write.
  public init(url: URL) {
    self.url = url
  }

  deinit {
    flush()
    try? handle?.close()
  }

  /// Notes that the next action the store processes was sent by an effect of `action`.
  func noteEffectAction(from action: Action) {
    let label = describeCase(action)
    lock.withLock { origins.append(.effect(of: label)) }
  }

  /// Records one step; cheap, and never touches the disk on the caller's thread.
  func record(action: Action, stateBefore: State, stateAfter: State) {
    let shouldSchedule = lock.withLock {
      if !hasHeader {
        hasHeader = true
        let header = Pending.header(stateBefore)
        pending.append(Self.isReplayable ? header : .line(encodedLine(header)))
      }
      stepCount += 1
      let origin = origins.isEmpty ? .send : origins.removeFirst()
      let step = Pending.step(number: stepCount, origin: origin, action: action, state: stateAfter)
      pending.append(Self.isReplayable ? step : .line(encodedLine(step)))
      defer { isFlushScheduled = true }
      return !isFlushScheduled
    }
    if shouldSchedule {
      queue.asyncAfter(deadline: .now() + .milliseconds(100)) { [weak self] in
        self?.write()
      }
    }
  }

  /// Writes every step recorded so far, and waits until it is written.
  public func flush() {
    queue.sync { write() }
  }

  private func write() {
    let batch = lock.withLock {
      defer {
        pending = []
        isFlushScheduled = false
      }
      return pending
    }
    guard !batch.isEmpty else { return }
    var data = Data()
    for entry in batch {
      data += encodedLine(entry)
    }
    do {
      try fileHandle().write(contentsOf: data)
    } catch {
      reportIssue("A session could not be written to \"\(url.path)\": \(error)")
    }
  }

  /// The line of the file an entry becomes, with its newline; empty when it cannot be encoded
  /// (the step is reported, and left out).
  private func encodedLine(_ entry: Pending) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      var data: Data
      switch entry {
      case .header(let state):
        data = try encoder.encode(
          SessionHeader(
            stateType: typeName(State.self), actionType: typeName(Action.self),
            replayable: Self.isReplayable ? nil : false, initialState: RecordedValue(state)
          )
        )
      case .step(let number, let origin, let action, let state):
        data = try encoder.encode(
          SessionEntry(
            step: number, origin: origin, action: RecordedValue(action: action),
            state: RecordedValue(state)
          )
        )
      case .line(let line):
        return line
      }
      data.append(UInt8(ascii: "\n"))
      return data
    } catch {
      reportIssue(
        """
        A session step could not be recorded to "\(url.path)": encoding failed. …

          Error:
            \(error)

        The step is left out of the recording.
        """
      )
      return Data()
    }
  }

  private func fileHandle() throws -> FileHandle {
    if let handle { return handle }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    self.handle = handle
    return handle
  }
}
