#if Web
  import ComposableUI

  extension WebApp {
    /// What is wrong with the command line's `--host` or `--port`.
    public struct ArgumentError: Error, CustomStringConvertible, Equatable {
      /// What to tell the person who typed it.
      public let description: String
    }

    /// An app listening where the command line says: `--host ADDRESS` (loopback by default) and
    /// `--port N` (8080 by default, 0 for any free port), as the examples take them.
    ///
    /// - Parameters:
    ///   - arguments: The command line, the program's own by default.
    ///   - configuration: Limits, timeouts and trusted origins.
    ///   - content: The root view of a session, made once when its page is opened.
    /// - Throws: ``ArgumentError`` for an option without its value or a port that is not one.
    public init(
      arguments: [String] = CommandLine.arguments, configuration: Configuration = .init(),
      @ViewBuilder content: @escaping @MainActor @Sendable (WebSession) -> Content
    ) throws(ArgumentError) {
      func value(of name: String) throws(ArgumentError) -> String? {
        guard let index = arguments.firstIndex(of: name) else { return nil }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
          throw ArgumentError(description: "\(name) needs a value")
        }
        return arguments[index + 1]
      }
      let host = try value(of: "--host") ?? "127.0.0.1"
      let portText = try value(of: "--port") ?? "8080"
      guard let port = Int(portText), (0...65_535).contains(port) else {
        throw ArgumentError(description: "--port takes a number from 0 to 65535, not \(portText)")
      }
      self.init(host: host, port: port, configuration: configuration, content: content)
    }
  }
#endif
