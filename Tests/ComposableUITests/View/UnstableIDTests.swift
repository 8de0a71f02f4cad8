import Foundation
import Testing

@testable import ComposableUI

// The seed article's closing bug: sections identified by a `UUID()` made in `body`, so that every
// evaluation re-creates every row. SwiftUI says nothing; this view layer reports it, once per
// `ForEach`, with the fix.

private struct Topic: Identifiable {
  var id = UUID()
  let title: String
}

private struct TopicsView: View {
  let inList: Bool
  @State var refreshes = 0

  var body: some View {
    // New ids on every evaluation: the bug.
    let topics = ["Swift", "Linux", "Views"].map { Topic(title: $0) }
    VStack {
      Button("Refresh \(refreshes)") { refreshes += 1 }
      if inList {
        List {
          ForEach(topics) { topic in Text(topic.title) }
        }
        .frame(height: 3)
      } else {
        ForEach(topics, id: \.id) { topic in Text(topic.title) }
      }
    }
  }
}

private struct StableTopicsView: View {
  @State var refreshes = 0

  var body: some View {
    let topics = ["Swift", "Linux", "Views"].map { Topic(title: $0) }
    VStack {
      Button("Refresh \(refreshes)") { refreshes += 1 }
      ForEach(topics, id: \.title) { topic in Text(topic.title) }
    }
  }
}

/// A list of ten rows, three of them shown, whose shown rows are replaced by new ones while the
/// others keep their ids.
private struct ReplacedRowsView: View {
  @State var ids = Array(0..<10)

  var body: some View {
    VStack {
      Button("Replace") { ids.replaceSubrange(0..<3, with: [100, 101, 102]) }
      List {
        ForEach(ids, id: \.self) { id in Text("Row \(id)") }
      }
      .frame(height: 3)
    }
  }
}

/// A list filtered to other elements: every id changes, the count stays, and nothing is wrong.
private struct FilteredTopicsView: View {
  @State var showsFirst = true
  let first = [Topic(title: "Swift"), Topic(title: "Linux")]
  let second = [Topic(title: "Views"), Topic(title: "Stores")]

  var body: some View {
    VStack {
      Button("Switch") { showsFirst.toggle() }
      ForEach(showsFirst ? first : second) { topic in Text(topic.title) }
    }
  }
}

@MainActor
@Suite struct UnstableIDTests {
  @Test func idsMadeInBodyAreReportedOncePerForEach() async {
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { TopicsView(inList: false) }
    await terminal.press(.tab)
    await withKnownIssue {
      await terminal.press(.enter)
    } matching: { issue in
      issue.description.contains(
        "ForEach<UUID> of Text rows changed every id between two updates while the number of "
          + "rows stayed 3. …")
        && issue.description.contains("Ids:\n    \\Topic.id")
        && issue.description.contains("Identify rows by something each element keeps")
    }
    // Once per view: the next refresh re-creates the rows again, silently.
    await terminal.press(.enter)
    #expect(terminal.text.contains("Refresh 2"))
    #expect(terminal.text.contains("Views"))
  }

  @Test func aListsLazyRowsAreCheckedToo() async {
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { TopicsView(inList: true) }
    await terminal.press(.tab)
    await withKnownIssue {
      await terminal.press(.enter)
    } matching: { issue in
      issue.description.contains("ForEach<UUID> of Text rows changed every id")
    }
    #expect(terminal.text.contains("Refresh 1"))
  }

  @Test func stableIdsAreNotReported() async {
    let terminal = TestTerminal(columns: 30, rows: 8)
    terminal.render { StableTopicsView() }
    await terminal.press(.tab)
    await terminal.press(.enter)
    await terminal.press(.enter)
    #expect(terminal.text.contains("Refresh 2"))
  }

  @Test func aListWhoseShownRowsAllChangeIsNotReportedWhenOtherRowsKeepTheirIds() async {
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { ReplacedRowsView() }
    #expect(terminal.visibleLines == ["[Replace]", "Row 0", "Row 1", "Row 2"])
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[Replace]", "Row 100", "Row 101", "Row 102"])
  }

  @Test func otherElementsWithOtherIdsAreNotReported() async {
    let terminal = TestTerminal(columns: 30, rows: 4)
    terminal.render { FilteredTopicsView() }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[Switch]", "Views", "Stores"])
    await terminal.press(.enter)
    #expect(terminal.visibleLines == ["[Switch]", "Swift", "Linux"])
  }
}
