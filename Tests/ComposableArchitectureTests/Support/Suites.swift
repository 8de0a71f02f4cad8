import ComposableArchitecture
import Testing

/// Every suite of this target is nested here, so that `.serialized` applies to all of them: the
/// main serial executor is a process-wide switch, and tests that use it must not overlap.
@Suite(.serialized, .mainSerialExecutor)
@MainActor
struct CoreTests {}

/// Runs a test with every task enqueued on the main actor, in order, so that effects interleave
/// the same way on every run.
struct MainSerialExecutorTrait: SuiteTrait, TestTrait, TestScoping {
  let isRecursive = true

  func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await withMainSerialExecutor {
      try await function()
    }
  }
}

extension Trait where Self == MainSerialExecutorTrait {
  static var mainSerialExecutor: Self { Self() }
}

/// Lets the effects that are ready run, on the main serial executor.
func settle() async {
  await Task.megaYield()
}
