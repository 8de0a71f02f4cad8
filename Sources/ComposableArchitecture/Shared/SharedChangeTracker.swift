import Foundation

/// Makes shared state assertable by a `TestStore` like any other state.
///
/// Shared values live in references that copies of the state share, so the state the test
/// expects and the state the store has would always agree about them. While a test store runs
/// its feature, the tracker remembers the value each reference had at the last assertion (its
/// snapshot). An assertion's mutations then apply to the snapshot, and comparing the expected
/// state with the actual one compares the snapshot with the real value.
final class SharedChangeTracker: @unchecked Sendable {
  // Guarded by `lock`.
  private var snapshots: [ObjectIdentifier: (reference: AnyObject, value: Any)] = [:]
  private var mode = Mode.recording
  private let lock = NSRecursiveLock()

  enum Mode {
    /// The feature runs: the first change to each reference records its old value.
    case recording
    /// An assertion runs: mutations write the expected value, reads see it.
    case asserting
    /// The expected state is read (compared, dumped): reads see the expected values.
    case readingExpected
    /// The actual state is read: reads see the real values.
    case readingActual
  }

  /// The tracker of the `TestStore` whose reducer or effect is running, if any: a dependency, so
  /// that effects carry it as they carry the test's other dependencies.
  static var current: SharedChangeTracker? {
    DependencyValues._current.sharedChangeTracker
  }

  var hasChanges: Bool {
    lock.withLock { !snapshots.isEmpty }
  }

  var isAsserting: Bool {
    lock.withLock { mode == .asserting }
  }

  func willChange<Value>(_ reference: SharedReference<Value>, from oldValue: Value) {
    lock.withLock {
      guard mode == .recording else { return }
      let id = ObjectIdentifier(reference)
      if snapshots[id] == nil {
        snapshots[id] = (reference, oldValue)
      }
    }
  }

  /// The value a reference is expected to have, while reading the expected state.
  func snapshot<Value>(of reference: SharedReference<Value>) -> Value? {
    lock.withLock {
      switch mode {
      case .asserting, .readingExpected:
        return snapshots[ObjectIdentifier(reference)]?.value as? Value
      case .recording, .readingActual:
        return nil
      }
    }
  }

  /// Applies an assertion's mutation to the expected value of a reference.
  func assert<Value, R>(
    _ reference: SharedReference<Value>, current: Value, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    let id = ObjectIdentifier(reference)
    var expected = lock.withLock { snapshots[id]?.value as? Value } ?? current
    let result = try body(&expected)
    lock.withLock { snapshots[id] = (reference, expected) }
    return result
  }

  /// Runs `body` with this tracker current, in a mode, restoring the previous mode after.
  func withMode<R>(_ mode: Mode, _ body: () throws -> R) rethrows -> R {
    let previous = lock.withLock { self.mode }
    lock.withLock { self.mode = mode }
    defer { lock.withLock { self.mode = previous } }
    var dependencies = DependencyValues._current
    dependencies.sharedChangeTracker = self
    return try DependencyValues.$_current.withValue(dependencies) {
      try body()
    }
  }

  /// Whether every expected value equals its real value: the shared part of an assertion.
  func expectedValuesMatch() -> Bool {
    let entries = lock.withLock { Array(snapshots.values) }
    return entries.allSatisfy { entry in
      (entry.reference as? any _SharedReferenceComparing)?.isEqual(toExpected: entry.value)
        ?? true
    }
  }

  /// Accepts the real values as the new baseline, after an assertion.
  func reset() {
    lock.withLock { snapshots = [:] }
  }
}

/// Compares a reference's real value with an expected one, when the value is `Equatable`.
protocol _SharedReferenceComparing {
  func isEqual(toExpected expected: Any) -> Bool
}

extension SharedReference: _SharedReferenceComparing {
  func isEqual(toExpected expected: Any) -> Bool {
    func open<T: Equatable>(_ current: T) -> Bool {
      (expected as? T) == current
    }
    guard let current = currentValue as? any Equatable else { return true }
    return open(current)
  }
}

private enum SharedChangeTrackerKey: DependencyKey {
  static let liveValue: SharedChangeTracker? = nil
  static let testValue: SharedChangeTracker? = nil
}

extension DependencyValues {
  /// Set by a `TestStore` for its reducer and effects.
  var sharedChangeTracker: SharedChangeTracker? {
    get { self[SharedChangeTrackerKey.self] }
    set { self[SharedChangeTrackerKey.self] = newValue }
  }
}
