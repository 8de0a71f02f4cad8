import Foundation
import IssueReporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes a Swift Testing run fail when an issue the library reports cannot reach it.
///
/// Outside Apple platforms, IssueReporting hands an issue to Swift Testing only through the
/// `IssueReportingTestSupport` library. A test target that does not link it sees a failing
/// `TestStore` assertion printed and the test passing: a green run hiding a broken feature. Once
/// installed (by the first store), this reporter notices such an issue, says which dependency to
/// add, and makes the test process exit with a failure status when it ends, after every test ran.
enum UnreachableTestRunner {
  /// Installs the reporter once per process, when running tests without the support library.
  static func install() {
    _ = installed
  }

  private static let installed: Void = {
    guard isTesting, !isTestSupportLinked else { return }
    IssueReporters.current.append(Reporter())
  }()

  /// Whether `IssueReportingTestSupport` is in the process, found the way IssueReporting finds it.
  static let isTestSupportLinked: Bool = {
    #if os(Linux) || os(Android) || canImport(Darwin)
      let symbol = "$s25IssueReportingTestSupport07_recordA0ypyF"
      let handle = dlopen("libIssueReportingTestSupport.so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY)
      return handle.flatMap { dlsym($0, symbol) } != nil
    #else
      return true
    #endif
  }()

  /// How many issues were lost so far; read at exit.
  private static let lost = LockIsolated(0)

  static let instructions = """
    Add IssueReportingTestSupport to the test target's dependencies in Package.swift:
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
    """

  private struct Reporter: IssueReporter {
    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      // XCTest failures reach XCTest without the support library; warnings fail no test.
      guard severity == .error, TestContext.current != .xcTest else { return }
      let isFirst = UnreachableTestRunner.lost.withValue { count in
        count += 1
        return count == 1
      }
      if isFirst {
        atexit {
          let count = UnreachableTestRunner.lost.value
          let summary = """
            error: \(count) issue\(count == 1 ? "" : "s") could not reach Swift Testing, so the \
            tests that reported \(count == 1 ? "it" : "them") passed: failing the run instead.
            \(UnreachableTestRunner.instructions)

            """
          FileHandle.standardError.write(Data(summary.utf8))
          fflush(nil)
          // The runner is already exiting with its own status: leave with a failing one.
          _exit(1)
        }
      }
      let report = """
        \(fileID):\(line): error: \(message() ?? "Issue reported")
        This issue cannot reach Swift Testing, so its test will pass; the run fails at exit.
        \(instructions)

        """
      FileHandle.standardError.write(Data(report.utf8))
    }
  }
}
