import Foundation

/// An example app's command line: the options it takes, checked once, and how it reports a word
/// it does not take.
///
/// Every example takes `--help`, `--web`, `--host ADDRESS` and `--port N` for `--web`, and
/// `--record FILE` for its full-screen app; each adds its own:
///
/// ```swift
/// let commandLine = ExampleCommandLine(program: "search", flags: ["--live"])
/// if commandLine.contains("--live") { … }
/// ```
public struct ExampleCommandLine: Sendable {
  /// The program's name, as people type it: `todos`.
  public let program: String
  /// The words after the program's name.
  public let arguments: [String]

  /// The flags every example takes.
  static let commonFlags = ["--help", "--web"]
  /// The options every example takes, each followed by its value.
  static let commonOptions = ["--host", "--port", "--record"]

  /// Reads a command line, and ends the program (status 2) at a word that is none of the given
  /// flags or options, nor an option's value.
  ///
  /// - Parameters:
  ///   - program: The program's name, as people type it.
  ///   - flags: The program's own flags, beyond `--help` and `--web`.
  ///   - options: The program's own options that take a value, beyond `--host`, `--port` and
  ///     `--record`.
  ///   - arguments: The words after the program's name; the process's own by default.
  public init(
    program: String, flags: [String] = [], options: [String] = [],
    arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) {
    self.program = program
    self.arguments = arguments
    let flags = Self.commonFlags + flags
    let options = Self.commonOptions + options
    for (index, argument) in arguments.enumerated() {
      let isValue = index > 0 && options.contains(arguments[index - 1])
      if !isValue && !flags.contains(argument) && !options.contains(argument) {
        fail("unknown option '\(argument)'")
      }
    }
  }

  /// Whether the command line has a flag or an option.
  ///
  /// - Parameter word: A flag (`--web`) or an option (`--record`).
  public func contains(_ word: String) -> Bool {
    arguments.contains(word)
  }

  /// The value after an option (`--record FILE`), or `nil` when the option is absent; ends the
  /// program (status 2) when the option has no value.
  ///
  /// - Parameter option: An option that takes a value.
  public func value(of option: String) -> String? {
    guard let index = arguments.firstIndex(of: option) else { return nil }
    guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
      fail("\(option) needs a value")
    }
    return arguments[index + 1]
  }

  /// Tells the person what is wrong with the command line, on standard error, and ends the
  /// program with status 2.
  ///
  /// - Parameter message: What is wrong: `unknown option '--x'`.
  public func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(program): \(message); see \(program) --help\n".utf8))
    exit(2)
  }
}
