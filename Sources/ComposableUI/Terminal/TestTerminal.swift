import IssueReporting

/// A terminal for tests: it runs the real renderer and input decoder, and reads what they write
/// back into a screen, so that a test checks what a person would see.
///
/// ```swift
/// let terminal = TestTerminal(columns: 40, rows: 12)
/// terminal.render { CounterView(store: store) }
/// #expect(terminal.text.contains("count: 0"))
/// await terminal.press(.tab)
/// await terminal.press(.enter)
/// #expect(terminal.text.contains("count: 1"))
/// ```
///
/// Nothing is redrawn on its own: a change (an action sent, a task's result) shows on screen
/// after the next ``settle()``, which every input method ends with.
@MainActor
public final class TestTerminal {
  private(set) var renderer: TerminalRenderer!
  private(set) var screen: VirtualScreen
  private var decoder = InputDecoder()

  /// A terminal of a size, in cells.
  public init(columns: Int = 80, rows: Int = 24) {
    screen = VirtualScreen(columns: columns, rows: rows)
    renderer = TerminalRenderer(
      columns: columns, rows: rows, synchronizedOutput: true,
      output: { [unowned self] bytes in self.screen.apply(bytes) })
    // Updates run in `settle()`, never on their own, so a test decides when the screen changes.
    renderer.graph.requestUpdate = { _ in }
    renderer.graph.printChanges = { [unowned self] line in self.printedChanges.append(line) }
  }

  /// Shows a view, replacing what the terminal showed (a view of the same type keeps its
  /// identity and state), and draws it.
  public func render<Content: View>(@ViewBuilder _ content: () -> Content) {
    renderer.show(content())
  }

  /// What the screen shows: its rows joined by newlines, trailing spaces and empty rows trimmed.
  public var text: String { screen.text }

  /// Whether frames mark the views whose body was evaluated since they were last drawn, on a
  /// yellow background: the debug overlay a terminal app toggles with Ctrl-\\.
  public var marksEvaluations: Bool {
    get { renderer.marksEvaluations }
    set { renderer.marksEvaluations = newValue }
  }

  /// The lines `View._printChanges()` printed, in order: a test reads why views were evaluated.
  public private(set) var printedChanges: [String] = []

  /// The screen's rows, trailing spaces trimmed.
  public var lines: [String] { screen.buffer.lines }

  /// The screen's rows that show something, without leading and trailing spaces: what a person
  /// reads, wherever the root view (which is centered) landed.
  ///
  /// ```swift
  /// #expect(terminal.visibleLines == ["count: 1", "[Increment]"])
  /// ```
  public var visibleLines: [String] {
    lines.compactMap { line in
      let trimmed = line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
      return trimmed.isEmpty ? nil : String(trimmed)
    }
  }

  /// The whole screen in a box, every cell shown (trailing spaces too, up to the right edge):
  /// a golden frame for a snapshot test, where a whole screen is the clearest assertion.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: terminal.screenshot, as: .lines) {
  ///   """
  ///   ┌──────────┐
  ///   │count: 0  │
  ///   └──────────┘
  ///   """
  /// }
  /// ```
  public var screenshot: String {
    let buffer = screen.buffer
    let edge = String(repeating: "─", count: buffer.columns)
    var picture = ["┌" + edge + "┐"]
    for row in 0..<buffer.rows {
      var line = "│"
      var column = 0
      while column < buffer.columns {
        // A wide grapheme is written once, from its left cell; an orphan continuation shows as
        // the blank it stands for.
        let cell = buffer[column: column, row: row]
        line += cell.isContinuation ? " " : cell.text
        column += max(buffer.span(column: column, row: row), 1)
      }
      picture.append(line + "│")
    }
    picture.append("└" + edge + "┘")
    return picture.joined(separator: "\n")
  }

  /// The bytes the last frame wrote, empty when nothing changed on screen.
  public var lastFrameBytes: [UInt8] { renderer.lastFrameBytes }

  /// How many frames have been drawn.
  public var frameCount: Int { renderer.frameCount }

  /// Presses a key, as its bytes from a terminal, and settles.
  public func press(_ key: Key) async {
    await send(key.bytes)
    if key == .escape {
      // A lone Escape is told apart from a sequence by a pause; a test has no pause to wait.
      for event in decoder.timeout() { renderer.handle(event) }
      await settle()
    }
  }

  /// Types text, one key per character, and settles.
  public func type(_ text: String) async {
    for character in text {
      await send(Key.character(character).bytes)
    }
  }

  /// Pastes text, as a terminal in bracketed-paste mode sends it, and settles.
  public func paste(_ text: String) async {
    await send(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8))
  }

  /// Clicks the left mouse button on a cell, as an SGR mouse report, and settles.
  public func click(column: Int, row: Int) async {
    await send(Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8))
  }

  /// Where the screen first shows `text`, reading rows top to bottom: the cell of its first
  /// character, counted in cells (a wide character such as an emoji takes two); `nil` when the
  /// screen does not show it.
  ///
  /// ```swift
  /// let quit = try #require(terminal.position(of: "[Quit]"))
  /// ```
  public func position(of text: String) -> (column: Int, row: Int)? {
    let lines = self.lines
    for (row, line) in lines.enumerated() {
      // Matched character by character: a match never starts inside a character.
      guard let range = line.firstRange(of: text) else { continue }
      return (column: DisplayWidth.of(line[..<range.lowerBound]), row: row)
    }
    return nil
  }

  /// Clicks the middle of the first place the screen shows `text` (a button's label, say), as a
  /// person aims at what they read, and settles. Records an issue, with the screen, when the
  /// screen does not show it.
  ///
  /// ```swift
  /// await terminal.click("Log out")
  /// ```
  public func click(
    _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    guard let position = position(of: text) else {
      reportIssue(
        """
        TestTerminal.click(_:) found no "\(text)" on the screen, which shows:

        \(lines.joined(separator: "\n"))
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    await click(column: position.column + DisplayWidth.of(text) / 2, row: position.row)
  }

  /// Feeds raw bytes to the input decoder, as a terminal would, and settles.
  public func send(_ bytes: [UInt8]) async {
    for event in decoder.feed(bytes) {
      renderer.handle(event)
    }
    await settle()
  }

  /// Changes the screen's size and redraws.
  public func resize(columns: Int, rows: Int) {
    guard columns != screen.buffer.columns || rows != screen.buffer.rows else { return }
    screen = VirtualScreen(columns: columns, rows: rows)
    renderer.resize(columns: columns, rows: rows)
  }

  /// How many rounds of yields and updates `settle()` runs at most.
  static let maximumSettleRounds = 1_000

  /// Settles until `condition` holds, for work that finishes off the main actor (a client that
  /// answers from another thread): one `settle()` can end before its answer is back. Gives up
  /// after a bounded number of rounds, never waiting on real time, and records an issue with
  /// the screen.
  ///
  /// ```swift
  /// await terminal.press(.enter)
  /// await terminal.settle(until: { terminal.visibleLines.contains("New game") })
  /// ```
  public func settle(
    until condition: () -> Bool, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    var rounds = 0
    while !condition() {
      guard rounds < Self.maximumSettleUntilRounds else {
        reportIssue(
          """
          TestTerminal.settle(until:) gave up after \(Self.maximumSettleUntilRounds) rounds: the \
          condition never held. The screen shows:

          \(lines.joined(separator: "\n"))
          """,
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      rounds += 1
      await settle()
    }
  }

  /// How many times `settle(until:)` settles at most.
  static let maximumSettleUntilRounds = 2_000

  /// Ends every view's identity when the terminal goes away, so that their tasks stop.
  isolated deinit {
    renderer?.graph.removeRoot()
  }

  /// Runs pending updates, tasks and effects until nothing is left to do: returns once no update
  /// is pending and every task started so far has finished or is waiting on something outside
  /// (a clock, a stream). It never waits for real time to pass.
  public func settle() async {
    var quietRounds = 0
    var rounds = 0
    // A few rounds of yields let tasks on the main actor (effects, `.task`s) run to their next
    // suspension; two quiet rounds in a row mean nothing is left to run.
    while quietRounds < 2 {
      rounds += 1
      guard rounds <= Self.maximumSettleRounds else {
        reportIssue(
          """
          TestTerminal.settle() gave up after \(Self.maximumSettleRounds) rounds: views kept \
          changing (an onAppear or a task that changes what makes it run again?).
          """)
        return
      }
      for _ in 0..<16 {
        await Task.yield()
      }
      if renderer.graph.isUpdatePending || renderer.graph.hasPendingWork || renderer.graph.needsDraw
      {
        renderer.update()
        quietRounds = 0
      } else {
        quietRounds += 1
      }
    }
  }
}

extension TestTerminal {
  /// The view graph, for tests that look at nodes.
  var graph: ViewGraph { renderer.graph }
}

extension TestTerminal {
  /// The style of the cell `offset` cells after where `text` first appears on screen, or `nil`
  /// when it does not appear, for tests that check how cells are drawn (reverse video for focus
  /// or a cursor, gray for a placeholder). Counts a cell per character, so `text` and what comes
  /// before it on its row must be one cell wide each.
  func style(of text: String, offset: Int = 0) -> CellStyle? {
    let buffer = screen.buffer
    for (row, line) in buffer.lines.enumerated() {
      guard let range = line.range(of: text) else { continue }
      let column = line.distance(from: line.startIndex, to: range.lowerBound) + offset
      guard buffer.contains(column: column, row: row) else { return nil }
      return buffer[column: column, row: row].style
    }
    return nil
  }
}

extension TestTerminal {
  /// Runs the pending update and draws its frame now, without letting tasks or effects run: for
  /// synchronous checks and benchmarks. ``settle()`` does this and also lets tasks run.
  public func update() {
    renderer.update()
  }

  /// Feeds raw bytes to the input decoder and routes the events, then updates and draws,
  /// without letting tasks or effects run: for synchronous checks and benchmarks.
  public func feed(_ bytes: [UInt8]) {
    for event in decoder.feed(bytes) {
      renderer.handle(event)
    }
    renderer.update()
  }

  /// How many nodes the view graph holds: one per view identity, plus the structure of builder
  /// blocks and modifiers. For measuring what a screen costs.
  public var nodeCount: Int {
    func count(_ node: _ViewNode) -> Int {
      node.children.reduce(1) { $0 + count($1) }
    }
    return renderer.graph.root.map(count) ?? 0
  }
}
