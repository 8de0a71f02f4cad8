import ComposableArchitecture
import ComposableUI

extension ExampleCommandLine {
  /// Shows a view full screen in the terminal until Ctrl-C, then waits for the saves in flight.
  ///
  /// - Parameter content: The app's root view.
  @MainActor
  public func runFullScreen<Content: View>(@ViewBuilder _ content: () -> Content) async {
    await TerminalApp.run(content)
    flushSaves()
  }
}

/// Waits for the file storage's saves, which run in the background: the last change is on disk
/// before the program ends.
public func flushSaves() {
  @Dependency(\.defaultFileStorage) var fileStorage
  fileStorage.flush()
}
