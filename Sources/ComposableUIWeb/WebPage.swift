#if Web
  import ComposableUI
  import Foundation

  /// The page a session starts with: complete HTML of its first frame, usable before the script
  /// loads, with the session's token and frame for the script to connect with.
  enum WebPage {
    /// The page of a session; `heartbeat` is how often, in seconds, a page in front of someone
    /// says so.
    static func html(
      title: String, token: String, version: Int, heartbeat: Int, app: String
    ) -> String {
      var page = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>
        """
      HTMLElement.escape(title, into: &page)
      page += """
        </title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="/composable-ui.css">
        <script src="/composable-ui.js" defer></script>
        </head>
        <body data-session="\(token)" data-version="\(version)" data-heartbeat="\(heartbeat)">
        """
      page += app
      page += "\n</body>\n</html>\n"
      return page
    }

    /// The page's script and stylesheet, read once from the package's resources.
    static let script = resource("composable-ui", "js")
    static let stylesheet = resource("composable-ui", "css")

    private static func resource(_ name: String, _ type: String) -> String {
      guard let url = Bundle.module.url(forResource: name, withExtension: type),
        let text = try? String(contentsOf: url, encoding: .utf8)
      else {
        // The resources are part of the target: missing, the package was built wrong.
        preconditionFailure("ComposableUIWeb's \(name).\(type) is missing from its resources")
      }
      return text
    }
  }
#endif
