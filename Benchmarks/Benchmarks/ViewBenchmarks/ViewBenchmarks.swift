import Benchmark
import ComposableArchitecture
import ComposableUI
import MallocInUse

// The view layer's costs, through `TestTerminal` (the real renderer, decoder and frame writer,
// writing into a virtual screen): `update()` and `feed(_:)` run the graph's update and draw the
// frame synchronously, so each iteration measures one change from action (or key) to the frame's
// bytes.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    scalingFactor: .one,
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )

  // A thousand changes per sample: the steady state of a running app, where rows change again and
  // again while the list itself is not evaluated again.
  Benchmark(
    "List of 10,000 rows: one row's label changes, send to frame written",
    configuration: .init(scalingFactor: .kilo)
  ) { @MainActor benchmark async in
    let store = Store(initialState: Rows.State(count: 10_000)) { Rows() }
    let terminal = TestTerminal(columns: 80, rows: 24)
    terminal.render { RowsList(store: store) }
    var flip = false
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      flip.toggle()
      store.send(.rows(.element(id: 3, action: .rename(flip ? "aaaaaaaaaa" : "bbbbbbbbbb"))))
      terminal.update()
      blackHole(terminal.lastFrameBytes.count)
    }
    benchmark.stopMeasurement()
    blackHole((store, terminal))
  }

  // The first change after the list was scoped: the view holds the collection it was given (as a
  // SwiftUI view holds its values), so this one change copies the 10,000 rows' array once.
  Benchmark("List of 10,000 rows: the first row change after the list was evaluated") {
    @MainActor benchmark async in
    let store = Store(initialState: Rows.State(count: 10_000)) { Rows() }
    let terminal = TestTerminal(columns: 80, rows: 24)
    terminal.render { RowsList(store: store) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      store.send(.rows(.element(id: 3, action: .rename("aaaaaaaaaa"))))
      terminal.update()
      blackHole(terminal.lastFrameBytes.count)
    }
    benchmark.stopMeasurement()
    blackHole((store, terminal))
  }

  Benchmark("List of 10,000 rows: first frame") { @MainActor benchmark async in
    let store = Store(initialState: Rows.State(count: 10_000)) { Rows() }
    var terminals: [TestTerminal] = []
    terminals.reserveCapacity(benchmark.scaledIterations.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let terminal = TestTerminal(columns: 80, rows: 24)
      terminal.render { RowsList(store: store) }
      blackHole(terminal.lastFrameBytes.count)
      terminals.append(terminal)
    }
    benchmark.stopMeasurement()
    blackHole((store, terminals))
  }

  Benchmark(
    "List of 10,000 rows: scroll one row (focus moves past the last visible row)",
    configuration: .init(scalingFactor: .kilo)
  ) { @MainActor benchmark async in
    let store = Store(initialState: Rows.State(count: 10_000)) { Rows() }
    let terminal = TestTerminal(columns: 80, rows: 24)
    terminal.render { ButtonRowsList(store: store) }
    terminal.feed(Array("\t".utf8))
    for _ in 0..<23 { terminal.feed(Array("\u{1B}[B".utf8)) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      terminal.feed(Array("\u{1B}[B".utf8))
      blackHole(terminal.lastFrameBytes.count)
    }
    benchmark.stopMeasurement()
    blackHole((store, terminal))
  }

  Benchmark(
    "TextField bound to a store: one key (a character or a backspace), key to frame written"
  ) {
    @MainActor benchmark async in
    let (store, terminal) = focusedForm()
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      // A character, then a backspace, so that the name stays short however long the run.
      terminal.feed(iteration.isMultiple(of: 2) ? [UInt8(ascii: "a")] : [0x7F])
      blackHole(terminal.lastFrameBytes.count)
    }
    benchmark.stopMeasurement()
    blackHole((store, terminal))
  }

  Benchmark(
    "TextField bound to a store: 20 keys in one read, read to frame written"
  ) {
    @MainActor benchmark async in
    let (store, terminal) = focusedForm()
    // Keys typed faster than frames are drawn: each is routed after the views caught up with
    // the one before, laid out but not written; one frame is written for the read.
    let burst = Array("abcdefghij".utf8) + Array(repeating: UInt8(0x7F), count: 10)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      terminal.feed(burst)
      blackHole(terminal.lastFrameBytes.count)
    }
    benchmark.stopMeasurement()
    blackHole((store, terminal))
  }

  // Updates whose ids change while the count stays (a row moves): the only updates on which the
  // unstable-identity check can run. It costs nothing when some row keeps its id; these measure
  // that, against the same updates with the check left out (numbers in the README).
  for inList in [true, false] {
    let name = inList ? "a List (lazy)" : "a VStack (eager)"
    Benchmark("ForEach of 10,000 rows in \(name): two rows swap, update to frame written") {
      @MainActor benchmark async in
      var items = (0..<10_000).map { Item(id: $0, title: "Item \($0)") }
      let terminal = TestTerminal(columns: 80, rows: 24)
      if inList {
        terminal.render { ItemsList(items: items) }
      } else {
        terminal.render { ItemsStack(items: items) }
      }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        items.swapAt(1, 2)
        if inList {
          terminal.render { ItemsList(items: items) }
        } else {
          terminal.render { ItemsStack(items: items) }
        }
        blackHole(terminal.lastFrameBytes.count)
      }
      benchmark.stopMeasurement()
      blackHole(terminal)
    }
  }

  Benchmark(
    "10,000 rows mounted in a ForEach without List: memory per node",
    configuration: .init(
      metrics: [.wallClock, .custom("bytes per node", useScalingFactor: false)],
      maxDuration: .seconds(5), maxIterations: 5)
  ) { @MainActor benchmark async in
    let store = Store(initialState: Rows.State(count: 10_000)) { Rows() }
    let before = malloc_in_use()
    let terminal = TestTerminal(columns: 80, rows: 24)
    terminal.render { RowsStack(store: store) }
    let after = malloc_in_use()
    benchmark.measurement(
      .custom("bytes per node", useScalingFactor: false), Int(after - before) / terminal.nodeCount)
    blackHole(terminal)
  }

  // The browser renderer, through `TestWebPage` (the renderer ComposableUIWeb serves, without the
  // socket): a change to the frame's message of patches, and the first paint as HTML.
  Benchmark(
    "Web: List of 10,000 rows: one row's label changes, send to patch message",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .custom("patch bytes", useScalingFactor: false)],
      scalingFactor: .kilo)
  ) { @MainActor benchmark async in
    let store = Store(initialState: Rows.State(count: 10_000)) { Rows() }
    let page = TestWebPage()
    page.render { RowsList(store: store) }
    var flip = false
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      flip.toggle()
      store.send(.rows(.element(id: 3, action: .rename(flip ? "aaaaaaaaaa" : "bbbbbbbbbb"))))
      page.update()
      blackHole(page.messages.last)
    }
    benchmark.stopMeasurement()
    benchmark.measurement(
      .custom("patch bytes", useScalingFactor: false), page.messages.last?.utf8.count ?? 0)
    blackHole((store, page))
  }

  Benchmark(
    "Web: List of 1,000 rows: first paint as HTML",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .custom("HTML bytes", useScalingFactor: false)])
  ) { @MainActor benchmark async in
    let store = Store(initialState: Rows.State(count: 1_000)) { Rows() }
    var bytes = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let page = TestWebPage()
      page.render { RowsList(store: store) }
      bytes = page.paintedHTML.utf8.count
      blackHole(page)
    }
    benchmark.stopMeasurement()
    benchmark.measurement(.custom("HTML bytes", useScalingFactor: false), bytes)
    blackHole(store)
  }

  // What a session of the counter costs a server: its page's renderer, view graph and store.
  Benchmark(
    "Web: 1,000 counter sessions: memory per session",
    configuration: .init(
      metrics: [.wallClock, .custom("bytes per session", useScalingFactor: false)],
      maxDuration: .seconds(5), maxIterations: 5)
  ) { @MainActor benchmark async in
    let before = malloc_in_use()
    var pages: [TestWebPage] = []
    for _ in 0..<1_000 {
      let page = TestWebPage()
      let store = Store(initialState: Row.State(id: 0, title: "0")) { Row() }
      page.render { CounterPage(store: store) }
      pages.append(page)
    }
    let after = malloc_in_use()
    benchmark.measurement(
      .custom("bytes per session", useScalingFactor: false), Int(after - before) / pages.count)
    blackHole(pages)
  }
}

/// A form over a store on an 80×24 terminal, its text field focused.
@MainActor
private func focusedForm() -> (StoreOf<Form>, TestTerminal) {
  let store = Store(initialState: Form.State()) { Form() }
  let terminal = TestTerminal(columns: 80, rows: 24)
  terminal.render { FormView(store: store) }
  terminal.feed(Array("\t".utf8))
  return (store, terminal)
}
