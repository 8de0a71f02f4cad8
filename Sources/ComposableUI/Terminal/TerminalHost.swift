#if canImport(Glibc)
  import Foundation
  import Glibc
  import Synchronization

  /// What the real terminal told a `TerminalHost`.
  enum HostEvent: Sendable, Equatable {
    /// Bytes the user typed, pasted or clicked, as read: for `InputDecoder`, which handles a
    /// sequence or a UTF-8 scalar split across two of these.
    case input([UInt8])

    /// The window changed size; this is the new size.
    case resize(columns: Int, rows: Int)

    /// Input ended (end of file, an error, or the terminal hung up). The stream finishes after it.
    case endOfInput
  }

  /// The real terminal: its modes, its size, and the bytes to and from it.
  ///
  /// ```swift
  /// guard TerminalHost.isInteractive() else { … }
  /// let host = TerminalHost()
  /// host.enter()
  /// defer { host.restore() }
  /// for await event in host.events() {
  ///   …
  ///   host.write(FrameWriter.bytes(from: shown, to: frame, synchronized: true))
  /// }
  /// ```
  ///
  /// The terminal is restored by `restore()`, and also when the process exits, is told to stop
  /// (SIGINT, SIGTERM, SIGHUP, SIGQUIT) or crashes; see `TerminalSignals`.
  ///
  /// Only one host is active (entered and not yet restored) at a time: the signal handlers restore
  /// the terminal from one process-wide copy of its settings, and `enter()` on a second host
  /// traps. Likewise one `events()` stream reads at a time.
  ///
  /// `@unchecked Sendable`: `input`, `output` and `id` never change, and `reader` and
  /// `readerCount`, the only mutable state, are only touched under `readerLock`. The locks are
  /// `NSLock`s rather than Synchronization's `Mutex`, which ThreadSanitizer does not see on Linux
  /// (see `LockedValue`).
  final class TerminalHost: @unchecked Sendable {
    /// What `enter()` writes: the alternate screen (`ESC[?1049h`), cursor hidden (`ESC[?25l`),
    /// bracketed paste on (`ESC[?2004h`), then mouse button reports (`ESC[?1000h`) in the SGR
    /// encoding (`ESC[?1006h`).
    static let enterSequence = Array(
      "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h".utf8)

    /// What `restore()` writes: the modes of `enterSequence` turned off in reverse order
    /// (`ESC[?1006l`, `ESC[?1000l`, `ESC[?2004l`), the cursor shown (`ESC[?25h`), the main screen
    /// back (`ESC[?1049l`), and the style reset (`ESC[0m`).
    static let restoreSequence = Array(
      "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l\u{1B}[0m".utf8)

    /// The size used when neither the terminal nor the environment gives one.
    static let defaultSize = (columns: 80, rows: 24)

    /// How many bytes one `read` takes at most: one `.input` event's worst case.
    static let readLength = 4096

    /// Where host ids come from; they start at 1 because `TerminalSignals` reserves 0 and -1.
    private static let nextID = Atomic<Int>(1)

    /// The descriptor read from, and whose terminal settings `enter()` changes.
    let input: Int32

    /// The descriptor written to, and whose window size `size` reads.
    let output: Int32

    /// This host's id for `TerminalSignals`, which arms one host at a time.
    private let id: Int

    /// Serializes `write(_:)`, `enter()` and `restore()`, so that a frame written on one thread
    /// is never cut by a mode change made on another. The signal handlers cannot take it, so a
    /// restore forced by a signal may still cut a frame; the process is ending then.
    private let outputLock = NSLock()

    /// Guards `reader` and `readerCount`.
    private let readerLock = NSLock()

    /// The reader thread running now, with the write end of the pipe that stops it.
    ///
    /// Invariant: a stop pipe is written to only under `readerLock` while it is here, and closed
    /// by its thread only after it has been taken out (under `readerLock`). So a stop never writes
    /// to a descriptor that was closed and possibly reused.
    private var reader: (id: Int, stop: Int32)?

    /// How many readers were started, for their ids.
    private var readerCount = 0

    /// Whether standard input and standard output are both terminals, so that a full-screen app
    /// can run.
    static func isInteractive() -> Bool {
      isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// A host on the given descriptors, which it does not own: it never closes them.
    ///
    /// - Parameters:
    ///   - input: The terminal to read and to set to raw mode.
    ///   - output: The terminal to write to.
    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
      self.input = input
      self.output = output
      id = Self.nextID.add(1, ordering: .relaxed).oldValue
    }

    deinit {
      // A host dropped while active would otherwise leave the terminal raw, and every later
      // `enter()` trapping.
      restore()
    }

    /// The terminal's size in cells: its window size, else `$COLUMNS` and `$LINES`, else 80×24.
    ///
    /// A terminal can report 0×0 (a container started without a size); that counts as none.
    var size: (columns: Int, rows: Int) {
      var window = winsize()
      if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
        return (columns: Int(window.ws_col), rows: Int(window.ws_row))
      }
      return (
        columns: Self.environmentCount("COLUMNS") ?? Self.defaultSize.columns,
        rows: Self.environmentCount("LINES") ?? Self.defaultSize.rows
      )
    }

    /// Takes over the terminal: saves its settings, switches it to raw mode (`rawMode(from:)`),
    /// and writes `enterSequence`. Does nothing if this host is active already.
    ///
    /// When `input` is not a terminal, only `enterSequence` is written; check `isInteractive()`
    /// first.
    ///
    /// Raw mode is set with TCSANOW: nothing written before needs to drain first, and keys typed
    /// while the app started are its first input rather than something to discard.
    ///
    /// - Precondition: no other host is active.
    func enter() {
      TerminalSignals.installHandlers()
      var original = termios()
      let isTerminal = tcgetattr(input, &original) == 0
      outputLock.withLock {
        guard
          TerminalSignals.arm(
            host: id, input: input, output: output, settings: isTerminal ? original : nil)
        else { return }
        if isTerminal {
          var raw = Self.rawMode(from: original)
          _ = tcsetattr(input, TCSANOW, &raw)
        }
        Self.enterSequence.withUnsafeBytes { _ = TerminalSignals.writeAll(output, $0) }
      }
    }

    /// Gives the terminal back as `enter()` found it: writes `restoreSequence`, then restores the
    /// saved settings (see `TerminalSignals.restore(armedBy:)`).
    ///
    /// Idempotent, and safe from any thread: only the first call after `enter()` does anything.
    /// A running `events()` stream keeps reading; `stop()` ends it.
    func restore() {
      outputLock.withLock { _ = TerminalSignals.restore(armedBy: id) }
    }

    /// Writes all of `bytes` to the terminal, however many `write` calls that takes.
    ///
    /// Errors are dropped: a terminal that is gone shows up on the input side, as `.endOfInput`.
    func write(_ bytes: [UInt8]) {
      outputLock.withLock {
        bytes.withUnsafeBytes { _ = TerminalSignals.writeAll(output, $0) }
      }
    }

    /// The terminal's input and window changes, read on a thread of their own until input ends,
    /// `stop()` is called, or the stream is dropped or its task cancelled.
    ///
    /// The thread polls `input`, the SIGWINCH self-pipe (`TerminalSignals.windowChangeReadEnd`)
    /// and a pipe of its own that `stop()` writes to. A window change that happened before this
    /// call is not reported: read `size` when the stream starts.
    ///
    /// Calling this again ends the previous stream.
    func events() -> AsyncStream<HostEvent> {
      let (stream, continuation) = AsyncStream.makeStream(of: HostEvent.self)
      let windowChange = TerminalSignals.windowChangeReadEnd
      TerminalSignals.drain(windowChange)
      guard let stopPipe = TerminalSignals.makePipe() else {
        // Out of descriptors: the app cannot read, which is what running out of input means too.
        continuation.yield(.endOfInput)
        continuation.finish()
        return stream
      }
      let readerID = readerLock.withLock {
        stopReader(ifID: nil)
        readerCount += 1
        reader = (id: readerCount, stop: stopPipe.write)
        return readerCount
      }
      continuation.onTermination = { [weak self] _ in
        guard let self else { return }
        readerLock.withLock { stopReader(ifID: readerID) }
      }
      let thread = Thread { [self] in
        readInput(into: continuation, windowChange: windowChange, stopPipe: stopPipe)
        readerLock.withLock {
          if reader?.id == readerID { reader = nil }
        }
        close(stopPipe.write)
        close(stopPipe.read)
        continuation.finish()
      }
      thread.name = "TerminalHost input"
      thread.start()
      return stream
    }

    /// Ends the current `events()` stream: its thread wakes, exits and finishes the stream. Does
    /// nothing when no stream is reading. Safe from any thread, and more than once.
    func stop() {
      readerLock.withLock { stopReader(ifID: nil) }
    }

    /// Wakes the reader, if it is `id` (any reader when nil), and forgets it. Call under
    /// `readerLock`.
    private func stopReader(ifID id: Int?) {
      guard let reader, id == nil || reader.id == id else { return }
      var byte: UInt8 = 0
      _ = Glibc.write(reader.stop, &byte, 1)
      self.reader = nil
    }

    /// The reader thread's loop: returns when input ends, the stop pipe wakes it, or the stream
    /// is terminated.
    private func readInput(
      into continuation: AsyncStream<HostEvent>.Continuation, windowChange: Int32,
      stopPipe: (read: Int32, write: Int32)
    ) {
      var buffer = [UInt8](repeating: 0, count: Self.readLength)
      // `poll` skips negative descriptors, so a self-pipe that could not be made never fires.
      var descriptors = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
        pollfd(fd: windowChange, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
          if errno == EINTR { continue }
          continuation.yield(.endOfInput)
          return
        }
        // Checked first, so that a stop wins over input that keeps arriving.
        if descriptors[1].revents != 0 { return }
        if descriptors[2].revents != 0 {
          TerminalSignals.drain(windowChange)
          let size = self.size
          let resize = HostEvent.resize(columns: size.columns, rows: size.rows)
          if case .terminated = continuation.yield(resize) { return }
        }
        // Any event counts, not only POLLIN: after POLLHUP, POLLERR or POLLNVAL `read` reports
        // the end or the error, which ends the stream instead of polling it forever.
        guard descriptors[0].revents != 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count > 0 {
          if case .terminated = continuation.yield(.input(Array(buffer[..<count]))) { return }
        } else if count < 0, errno == EINTR || errno == EAGAIN {
          continue
        } else {
          continuation.yield(.endOfInput)
          return
        }
      }
    }

    /// `original` in raw mode, as `cfmakeraw` makes it, spelled out so that each choice reads:
    /// - No ECHO, ICANON: bytes arrive as typed, unechoed, without waiting for Enter.
    /// - No ISIG: Control-C, Control-Z and Control-\ arrive as bytes (0x03, 0x1A, 0x1C) for the
    ///   app to handle, instead of raising signals.
    /// - No IEXTEN: Control-V and Control-O arrive too.
    /// - No IXON: Control-S and Control-Q are keys, not flow control.
    /// - No ICRNL, INLCR, IGNCR: Enter arrives as CR, which `InputDecoder` reads as Enter.
    /// - No BRKINT, PARMRK, ISTRIP, and 8-bit characters without parity (CS8): UTF-8 arrives
    ///   intact.
    /// - OPOST off: bytes reach the terminal exactly as `FrameWriter` made them, with no LF turned
    ///   into CR LF; frames position the cursor themselves and never rely on it.
    /// - VMIN 1, VTIME 0: `read` returns as soon as there is a byte, with no inter-byte timer; the
    ///   decoder times out a lone Escape itself.
    static func rawMode(from original: termios) -> termios {
      var raw = original
      raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
      raw.c_oflag &= ~tcflag_t(OPOST)
      raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
      raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
      raw.c_cflag |= tcflag_t(CS8)
      withUnsafeMutableBytes(of: &raw.c_cc) { characters in
        characters[Int(VMIN)] = 1
        characters[Int(VTIME)] = 0
      }
      return raw
    }

    /// A positive count from the environment variable `name`.
    private static func environmentCount(_ name: String) -> Int? {
      guard let value = getenv(name), let count = Int(String(cString: value)), count > 0 else {
        return nil
      }
      return count
    }
  }
#endif
