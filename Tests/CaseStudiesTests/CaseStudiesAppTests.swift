import ComposableArchitecture
import ComposableUI
import Testing

@testable import CaseStudiesFeature

/// The menu: every study opens from it and goes back to it.
extension CaseStudiesTests {
  @MainActor @Suite struct CaseStudiesAppTests {
    nonisolated static let studies = [
      ("Bindings", "Each control writes to the store"),
      ("Optional state", "The counter's state is optional"),
      ("Shared state", "Two features, one shared count"),
      ("Lists", "Each row is a counter"),
      ("Effect basics", "A button starts an effect"),
      ("Cancellation", "An answer takes a second"),
      ("Long-living effects", "The doorbell rings every 3 s."),
      ("Timers", "A tick a second from the clock"),
      ("Debounced search", "Results come 300 ms after"),
      ("Navigation stack", "Each screen is state on the app's stack"),
      ("Sheets", "The sheet's counter is a child feature"),
      ("Alerts and dialogs", "What an alert or a dialog shows is state"),
      ("Recursion", "An outline: every entry can hold entries"),
      ("Reusable components", "One star component in two features"),
      ("View identity", "Tap the tallies"),
    ]

    @Test(arguments: studies)
    func everyStudyOpensFromTheMenuAndEscapeGoesBack(title: String, firstLine: String) async {
      let store = Store(initialState: CaseStudiesApp.State()) {
        CaseStudiesApp()
      } withDependencies: {
        // A doorbell that stays quiet until the screen that listens goes away.
        $0.doorbell.rings = { AsyncStream { _ in } }
      }
      let terminal = TestTerminal(columns: 110, rows: 30)
      terminal.render { CaseStudiesAppView(store: store) }
      await terminal.click(title)
      #expect(store.path.count == 1)
      #expect(terminal.position(of: firstLine) != nil, "\(terminal.lines.joined(separator: "\n"))")
      await terminal.press(.escape)
      #expect(store.path.isEmpty)
      #expect(terminal.position(of: "Case studies") != nil)
    }

    @Test func theNavigationStackStudyPushesScreensAndPopsToTheMenu() async {
      let store = Store(initialState: CaseStudiesApp.State()) { CaseStudiesApp() }
      let terminal = TestTerminal(columns: 90, rows: 20)
      terminal.render { CaseStudiesAppView(store: store) }
      await terminal.click("Navigation stack")
      await terminal.click("Push screen 2")
      await terminal.click("Push screen 3")
      #expect(store.path.count == 3)
      #expect(terminal.position(of: "Screen 3") != nil)
      await terminal.click("[Back]")
      #expect(store.path.count == 2)
      #expect(terminal.position(of: "Push screen 3") != nil)
      await terminal.click("Back to the menu")
      #expect(store.path.isEmpty)
      #expect(terminal.position(of: "Bindings") != nil)
    }
  }
}
