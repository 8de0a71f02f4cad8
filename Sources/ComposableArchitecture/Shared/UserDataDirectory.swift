import Foundation

extension URL {
  /// This program's directory in the user's data directory, per the XDG base directory
  /// specification: `$XDG_DATA_HOME/<program>`, or `~/.local/share/<program>` when
  /// `XDG_DATA_HOME` is not set.
  static var userDataDirectory: URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
    return base.appendingPathComponent(ProcessInfo.processInfo.processName, isDirectory: true)
  }
}

#if !canImport(Darwin)
  extension URL {
    /// Where a program keeps the user's documents: on Linux, whose Foundation has no such
    /// directory, this program's directory in the user's data directory,
    /// `$XDG_DATA_HOME/<program>` (or `~/.local/share/<program>`), so that
    /// `.fileStorage(.documentsDirectory.appending(component: "notes.json"))` works unchanged.
    ///
    /// Disfavored: a `documentsDirectory` that Foundation may add one day takes precedence.
    @_disfavoredOverload
    public static var documentsDirectory: URL {
      userDataDirectory
    }
  }
#endif
