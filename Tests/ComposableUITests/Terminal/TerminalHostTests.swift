#if canImport(Glibc)
  import Glibc
  import Testing

  @testable import ComposableUI

  /// Serialized: only one `TerminalHost` may be active at a time in a process. The time limit
  /// turns an event that never comes into a failure rather than a hang.
  @Suite(.serialized, .timeLimit(.minutes(1))) struct TerminalHostTests {
    @Test func theSequencesAreTheDocumentedOnes() {
      #expect(
        TerminalHost.enterSequence
          == Self.bytes("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"))
      #expect(
        TerminalHost.restoreSequence
          == Self.bytes("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l\u{1B}[0m"))
    }

    @Test func enterSwitchesToRawModeAndRestorePutsItBackOnce() throws {
      let pty = try PseudoTerminal()
      defer { pty.close() }
      let host = TerminalHost(input: pty.terminal, output: pty.terminal)

      host.enter()
      var settings = termios()
      try #require(tcgetattr(pty.terminal, &settings) == 0)
      #expect(settings.c_lflag & tcflag_t(ECHO) == 0)
      #expect(settings.c_lflag & tcflag_t(ICANON) == 0)
      #expect(settings.c_lflag & tcflag_t(ISIG) == 0)
      #expect(settings.c_iflag & tcflag_t(IXON | ICRNL) == 0)

      host.restore()
      host.restore()
      try #require(tcgetattr(pty.terminal, &settings) == 0)
      #expect(settings.c_lflag & tcflag_t(ECHO) != 0)
      #expect(settings.c_lflag & tcflag_t(ICANON) != 0)
      #expect(settings.c_lflag & tcflag_t(ISIG) != 0)

      // The marker shows that the second restore wrote nothing: it comes right after the first.
      host.write(Self.bytes("!"))
      let expected = TerminalHost.enterSequence + TerminalHost.restoreSequence + Self.bytes("!")
      #expect(pty.read(count: expected.count) == expected)
    }

    @Test func sizeIsTheTerminalsWindowSize() throws {
      let pty = try PseudoTerminal()
      defer { pty.close() }
      var window = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
      try #require(ioctl(pty.controller, UInt(TIOCSWINSZ), &window) == 0)

      let host = TerminalHost(input: pty.terminal, output: pty.terminal)
      #expect(host.size.columns == 100)
      #expect(host.size.rows == 30)
    }

    @Test func bytesTypedAtTheTerminalArriveAsInput() async throws {
      let pty = try PseudoTerminal()
      defer { pty.close() }
      let host = TerminalHost(input: pty.terminal, output: pty.terminal)
      host.enter()
      defer { host.restore() }
      let events = host.events()
      defer { host.stop() }
      var iterator = events.makeAsyncIterator()

      pty.send(Self.bytes("héllo\r\u{03}"))
      var received: [UInt8] = []
      // Bounded: the bytes may come in several reads, but never in more reads than bytes.
      for _ in 0..<8 where received.count < 8 {
        guard case .input(let bytes) = await iterator.next() else { break }
        received += bytes
      }
      #expect(received == Self.bytes("héllo\r\u{03}"))

      host.stop()
      let end = await iterator.next()
      #expect(end == nil)
    }

    @Test func aWindowChangeSignalReportsTheNewSize() async throws {
      let pty = try PseudoTerminal()
      defer { pty.close() }
      let host = TerminalHost(input: pty.terminal, output: pty.terminal)
      let events = host.events()
      defer { host.stop() }
      var iterator = events.makeAsyncIterator()

      var window = winsize(ws_row: 40, ws_col: 132, ws_xpixel: 0, ws_ypixel: 0)
      try #require(ioctl(pty.controller, UInt(TIOCSWINSZ), &window) == 0)
      // The terminal is not this process's controlling terminal, so the kernel does not send the
      // signal: raise it here, unblocked for the moment, since the thread pool's threads block
      // signals.
      var windowChange = sigset_t()
      sigemptyset(&windowChange)
      sigaddset(&windowChange, SIGWINCH)
      var mask = sigset_t()
      pthread_sigmask(SIG_UNBLOCK, &windowChange, &mask)
      raise(SIGWINCH)
      pthread_sigmask(SIG_SETMASK, &mask, nil)
      let event = await iterator.next()
      #expect(event == .resize(columns: 132, rows: 40))

      host.stop()
      let end = await iterator.next()
      #expect(end == nil)
    }

    @Test func aHangupEndsInput() async throws {
      let pty = try PseudoTerminal()
      defer { pty.close() }
      let host = TerminalHost(input: pty.terminal, output: pty.terminal)
      var iterator = host.events().makeAsyncIterator()

      pty.closeController()
      let event = await iterator.next()
      #expect(event == .endOfInput)
      let end = await iterator.next()
      #expect(end == nil)
    }

    private static func bytes(_ string: String) -> [UInt8] {
      Array(string.utf8)
    }
  }

  /// A pseudo-terminal pair: `terminal` is the side a program sees as its terminal, `controller`
  /// the side a terminal emulator holds.
  private final class PseudoTerminal {
    private(set) var controller: Int32 = -1
    private(set) var terminal: Int32 = -1

    init() throws {
      try #require(openpty(&controller, &terminal, nil, nil, nil) == 0)
    }

    /// What the terminal wrote, up to `count` bytes. Bytes cross a pseudo-terminal through a
    /// kernel work queue, so this waits for them; a second without any ends the wait, which only
    /// a failing test reaches.
    func read(count: Int) -> [UInt8] {
      var result: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 256)
      while result.count < count {
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 1_000) == 1 else { break }
        let length = buffer.withUnsafeMutableBytes {
          Glibc.read(controller, $0.baseAddress, min($0.count, count - result.count))
        }
        guard length > 0 else { break }
        result += buffer[..<length]
      }
      return result
    }

    /// Types `bytes` at the terminal.
    func send(_ bytes: [UInt8]) {
      let written = bytes.withUnsafeBytes { Glibc.write(controller, $0.baseAddress, $0.count) }
      precondition(written == bytes.count)
    }

    /// Hangs up, as a terminal emulator does when its window closes.
    func closeController() {
      guard controller >= 0 else { return }
      Glibc.close(controller)
      controller = -1
    }

    func close() {
      closeController()
      Glibc.close(terminal)
      terminal = -1
    }
  }
#endif
