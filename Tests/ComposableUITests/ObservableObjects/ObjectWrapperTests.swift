import ComposableArchitecture
import Testing

@testable import ComposableUI

/// Counts the objects made, to show when `@StateObject` evaluates its expression.
private final class Counter: ObservableObject {
  /// How many counters were made.
  static let made = LockIsolated(0)
  @Published var count = 0
  @Published var isOn = false
  let name: String

  init(name: String = "counter") {
    Counter.made.withValue { $0 += 1 }
    self.name = name
  }
}

private struct Owner: View {
  @StateObject var counter = Counter()

  var body: some View {
    VStack(alignment: .leading) {
      Text("\(counter.name): \(counter.count)")
      Toggle("On", isOn: $counter.isOn)
    }
  }
}

/// Shows the counter it is handed.
private struct Viewer: View {
  @ObservedObject var counter: Counter

  var body: some View {
    Text("\(counter.name) = \(counter.count)")
  }
}

/// Reads the counter only in the closure it hands its `ForEach`, which runs after `body`.
private struct RowsReader: View {
  @ObservedObject var counter: Counter

  var body: some View {
    VStack {
      ForEach(0..<2) { row in Text("row \(row): \(counter.count)") }
    }
  }
}

private struct Reader: View {
  @EnvironmentObject var counter: Counter

  var body: some View {
    Text("read \(counter.count)")
  }
}

@Observable
private final class Library {
  var books = ["Dune"]
  var visits = 0
}

private struct Shelf: View {
  @Environment(Library.self) private var library

  var body: some View {
    Text("\(library.books.count) books")
  }
}

private struct OptionalShelf: View {
  @Environment(Library.self) private var library: Library?

  var body: some View {
    Text(library.map { "\($0.books.count) books" } ?? "no library")
  }
}

@MainActor
@Suite(.serialized) struct ObjectWrapperTests {
  @Test func aStateObjectIsMadeOncePerIdentity() async {
    Counter.made.setValue(0)
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { Owner().id(1) }
    #expect(Counter.made.value == 1)
    // New values of the view, from the parent: the kept object, and its expression unused.
    terminal.render { Owner().id(1) }
    terminal.render { Owner().id(1) }
    #expect(Counter.made.value == 1)
    // A new identity makes a new object.
    terminal.render { Owner().id(2) }
    #expect(Counter.made.value == 2)
  }

  @Test func aPublishedChangeEvaluatesTheBodyAgain() async {
    let counter = Counter()
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { Owner(counter: counter) }
    #expect(terminal.visibleLines == ["counter: 0", "[ ] On"])
    counter.count = 5
    await terminal.settle()
    #expect(terminal.visibleLines == ["counter: 5", "[ ] On"])
  }

  @Test func aProjectedBindingWritesTheObject() async {
    let counter = Counter()
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { Owner(counter: counter) }
    await terminal.press(.tab)
    await terminal.press(.enter)
    #expect(counter.isOn)
    #expect(terminal.visibleLines == ["counter: 0", "[x] On"])
  }

  @Test func theObjectGoesWithItsIdentity() async {
    weak var made: Counter?
    let terminal = TestTerminal(columns: 20, rows: 2)
    do {
      let counter = Counter()
      made = counter
      terminal.render { Owner(counter: counter) }
    }
    #expect(made != nil)
    terminal.render { Text("gone") }
    await terminal.settle()
    #expect(made == nil)
  }

  @Test func anObservedObjectFollowsTheObjectItIsGiven() async {
    let first = Counter(name: "first")
    let second = Counter(name: "second")
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render { Viewer(counter: first) }
    #expect(terminal.visibleLines == ["first = 0"])
    terminal.render { Viewer(counter: second) }
    #expect(terminal.visibleLines == ["second = 0"])
    second.count = 2
    await terminal.settle()
    #expect(terminal.visibleLines == ["second = 2"])
    // The first is no longer listened to: its changes evaluate nothing.
    let evaluations = terminal.graph.root?.evaluationCountOfFirstBody
    first.count = 9
    await terminal.settle()
    #expect(terminal.graph.root?.evaluationCountOfFirstBody == evaluations)
    #expect(terminal.visibleLines == ["second = 2"])
  }

  @Test func anObjectReadOnlyInRowsStillUpdatesThem() async {
    let counter = Counter()
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render { RowsReader(counter: counter) }
    #expect(terminal.visibleLines == ["row 0: 0", "row 1: 0"])
    counter.count = 4
    await terminal.settle()
    #expect(terminal.visibleLines == ["row 0: 4", "row 1: 4"])
  }

  @Test func aChangeFromAnotherThreadIsDrawn() async {
    let counter = Counter()
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render { Viewer(counter: counter) }
    // `nonisolated(unsafe)`: the point of the test is a published change made on another thread,
    // as apps do, so the object must cross to it; a checked `Sendable` wrapper would assert the
    // same thing unchecked. The object is not touched on the main actor while the task runs.
    nonisolated(unsafe) let sentCounter = counter
    await Task.detached { sentCounter.count = 3 }.value
    await terminal.settle()
    #expect(terminal.visibleLines == ["counter = 3"])
  }

  @Test func anEnvironmentObjectReachesViewsBelow() async {
    let counter = Counter()
    let other = Counter()
    other.count = 40
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render {
      VStack {
        Reader()
        Reader()
      }
      .environmentObject(counter)
    }
    #expect(terminal.visibleLines == ["read 0", "read 0"])
    counter.count = 1
    await terminal.settle()
    #expect(terminal.visibleLines == ["read 1", "read 1"])
    // Another object placed above: the readers see it.
    terminal.render {
      VStack {
        Reader()
        Reader()
      }
      .environmentObject(other)
    }
    #expect(terminal.visibleLines == ["read 40", "read 40"])
  }

  @Test func anObservableObjectInTheEnvironment() async {
    let library = Library()
    let terminal = TestTerminal(columns: 20, rows: 2)
    terminal.render {
      VStack {
        Shelf()
        OptionalShelf()
      }
      .environment(library)
    }
    #expect(terminal.visibleLines == ["1 books", "1 books"])
    library.books.append("Emma")
    await terminal.settle()
    #expect(terminal.visibleLines == ["2 books", "2 books"])
  }

  @Test func anOptionalObjectReadsNilWhenNoneIsPlaced() async {
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render { OptionalShelf() }
    #expect(terminal.visibleLines == ["no library"])
    terminal.render { OptionalShelf().environment(Library?.none) }
    #expect(terminal.visibleLines == ["no library"])
  }

  @Test func aReaderOfAnotherPropertyIsNotEvaluated() async {
    let library = Library()
    let terminal = TestTerminal(columns: 20, rows: 1)
    terminal.render { Shelf().environment(library) }
    let before = evaluationCounts(in: terminal.graph.root)
    library.visits += 1
    await terminal.settle()
    #expect(evaluationCounts(in: terminal.graph.root) == before)
  }

  @Test func aMissingObjectIsExplained() {
    let box = ObjectWillChangeBox<Counter>()
    box.viewType = Reader.self
    box.label = "_counter"
    #expect(
      missingObjectMessage(
        Counter.self, readBy: box, fix: "Place one on an ancestor with environmentObject(_:).")
          == """
          Reader._counter reads an object of type Counter from the environment, and no ancestor \
          placed one. Place one on an ancestor with environmentObject(_:).
          """
    )
  }
}

/// The body evaluations of every view in a graph, in order.
@MainActor
private func evaluationCounts(in node: _ViewNode?) -> [Int] {
  guard let node else { return [] }
  var counts: [Int] = []
  if let body = node as? any EvaluationCounting { counts.append(body.evaluationCount) }
  for child in node.children {
    counts += evaluationCounts(in: child)
  }
  return counts
}

extension _ViewNode {
  /// The evaluation count of the first body in the graph below.
  fileprivate var evaluationCountOfFirstBody: Int? {
    if let body = self as? any EvaluationCounting { return body.evaluationCount }
    for child in children {
      if let count = child.evaluationCountOfFirstBody { return count }
    }
    return nil
  }
}
