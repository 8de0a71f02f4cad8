#if canImport(Glibc)
  import Foundation

  /// Runs views as a full-screen terminal app.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) { Feature() }
  /// await TerminalApp.run { FeatureView(store: store) }
  /// ```
  ///
  /// The app takes over the terminal (raw mode, the alternate screen, mouse clicks) until Ctrl-C
  /// or the end of input, and gives it back as it found it, also when the process is stopped by
  /// a signal or crashes. Tab and Shift-Tab (or the arrows) move focus, Enter and Space press,
  /// Escape dismisses the top alert or sheet. Ctrl-\\ toggles a debug overlay that marks, on a
  /// yellow background, the views whose body was evaluated for each frame. Frames are drawn at most 60 times a second, each
  /// writing only the cells that changed.
  ///
  /// When standard output is not a terminal (piped, or in CI), the app prints each frame as plain
  /// text instead, and still reads keys from standard input, so that it can be scripted.
  @MainActor
  public enum TerminalApp {
    /// Shows a view until Ctrl-C or the end of input.
    public static func run<Content: View>(@ViewBuilder _ content: () -> Content) async {
      if TerminalHost.isInteractive() {
        await TerminalSession(host: TerminalHost(), interactive: true).run(content())
      } else {
        await TerminalSession(host: TerminalHost(), interactive: false).run(content())
      }
    }
  }

  /// One run of a terminal app: the renderer, the input decoder, and the frame timer.
  @MainActor
  final class TerminalSession {
    private let host: TerminalHost
    private let interactive: Bool
    private var renderer: TerminalRenderer!
    private var decoder = InputDecoder()
    private var escapeTimer: Task<Void, Never>?
    private var frameTask: Task<Void, Never>?
    private var lastFrame = ContinuousClock.now
    /// The shortest time between frames: 60 a second.
    private static let frameInterval = Duration.milliseconds(16)
    /// How long a lone Escape waits for the rest of a sequence.
    private static let escapeDelay = Duration.milliseconds(30)

    init(host: TerminalHost, interactive: Bool) {
      self.host = host
      self.interactive = interactive
    }

    func run<Content: View>(_ view: Content) async {
      let size = host.size
      let host = self.host
      renderer = TerminalRenderer(
        columns: size.columns, rows: size.rows, synchronizedOutput: interactive,
        output: { [interactive] bytes in
          if interactive { host.write(bytes) }
        })
      if !interactive {
        renderer.onFrame = { [weak self] buffer in self?.printPlain(buffer) }
      }
      renderer.graph.requestUpdate = { [weak self] _ in self?.scheduleFrame() }
      if interactive { host.enter() }
      defer {
        frameTask?.cancel()
        escapeTimer?.cancel()
        renderer.graph.removeRoot()
        if interactive { host.restore() }
        host.stop()
      }
      renderer.show(view)
      lastFrame = .now

      for await event in host.events() {
        switch event {
        case .input(let bytes):
          escapeTimer?.cancel()
          if !handle(decoder.feed(bytes)) { return }
          if decoder.hasPendingInput {
            escapeTimer = Task { [weak self] in
              try? await Task.sleep(for: Self.escapeDelay)
              guard let self, !Task.isCancelled else { return }
              _ = self.handle(self.decoder.timeout())
            }
          }
        case .resize(let columns, let rows):
          renderer.resize(columns: columns, rows: rows)
        case .endOfInput:
          // Piped input ends before its effects do: let them finish and show their frame.
          if !interactive { await settle() }
          return
        }
      }
    }

    /// Routes decoded events; returns false on Ctrl-C, which ends the app.
    private func handle(_ events: [InputEvent]) -> Bool {
      for event in events {
        if event == .key(.ctrl("c")) { return false }
        // The debug overlay: marks the views whose body was evaluated for each frame.
        if event == .key(.ctrl("\\")) {
          renderer.marksEvaluations.toggle()
          continue
        }
        renderer.handle(event)
      }
      scheduleFrame()
      return true
    }

    /// Draws the next frame soon: at once if the last one is old enough, else when 1/60 s has
    /// passed since it, so that a burst of changes makes one frame.
    private func scheduleFrame() {
      guard frameTask == nil else { return }
      frameTask = Task { [weak self] in
        guard let self else { return }
        let next = self.lastFrame.advanced(by: Self.frameInterval)
        if next > .now {
          try? await Task.sleep(until: next)
        } else {
          await Task.yield()
        }
        self.frameTask = nil
        guard !Task.isCancelled else { return }
        self.lastFrame = .now
        self.renderer.update()
      }
    }

    /// Waits, without a deadline on real time, until effects started by piped input have
    /// finished drawing: a few quiet rounds of yields and updates.
    private func settle() async {
      var quiet = 0
      while quiet < 3 {
        try? await Task.sleep(for: Self.frameInterval)
        if renderer.graph.isUpdatePending || renderer.graph.needsDraw || frameTask != nil {
          frameTask?.cancel()
          frameTask = nil
          renderer.update()
          quiet = 0
        } else {
          quiet += 1
        }
      }
    }

    /// Prints a frame as plain text: its rows without the blank ones around them, then an empty
    /// line.
    private func printPlain(_ buffer: CellBuffer) {
      var lines = buffer.lines
      while lines.last?.isEmpty == true { lines.removeLast() }
      while lines.first?.isEmpty == true { lines.removeFirst() }
      let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
      let text = lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
      host.write(Array((text + "\n\n").utf8))
    }
  }
#endif
