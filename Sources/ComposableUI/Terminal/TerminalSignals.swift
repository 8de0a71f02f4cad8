#if canImport(Glibc)
  import Glibc
  import Synchronization

  /// The process-wide half of `TerminalHost`: putting the terminal back when the process exits,
  /// is told to stop, or crashes while a host has it in raw mode, and turning SIGWINCH into a byte
  /// that a reader thread can `poll`.
  ///
  /// One host is *armed* at a time (`armedHost`): the last one entered and not yet restored. What
  /// restoring it takes, its descriptors and saved `termios`, is copied into `restoreData` when it
  /// is armed, so the signal handlers never touch a Swift object. Every restore, from `restore()`,
  /// `atexit` or a handler, goes through `restore(armedBy:)`, which wins the right to restore with
  /// one compare-exchange; so the terminal is restored once however many paths race for it.
  ///
  /// The handlers are installed at the first `enter()` and stay for the life of the process. While
  /// no host is armed they only pass their signal on:
  /// - Termination signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) and crashes (SIGSEGV, SIGBUS,
  ///   SIGILL, SIGABRT, SIGFPE, SIGTRAP; Swift's traps, `fatalError` included, are SIGILL on
  ///   x86_64 and SIGTRAP on arm64): restore, put back the disposition found before ours, and
  ///   raise the signal again. It is blocked while the handler runs, so it is delivered as the
  ///   handler returns: with the default disposition the process dies of that signal, and its
  ///   parent sees the right status (130 after SIGINT). Putting back what was there, rather than
  ///   always the default, keeps the Swift runtime's crash backtracer, whose report then prints on
  ///   the restored screen. A program's own non-fatal handler likewise runs once, after the
  ///   restore, and replaces ours.
  /// - A termination signal ignored when the handlers are installed (SIGHUP under `nohup`) is left
  ///   ignored.
  /// - SIGWINCH writes one byte to a self-pipe, which `TerminalHost.events()` polls.
  ///
  /// Handlers only do async-signal-safe work: atomics, and `write`, `poll`, `tcsetattr`,
  /// `sigaction`, `raise` on storage allocated before they were installed.
  enum TerminalSignals {
    /// What restoring the armed host takes, readable from a signal handler.
    struct RestoreData {
      /// The descriptor whose `termios` was saved.
      var input: Int32 = -1
      /// The descriptor the restore sequence is written to.
      var output: Int32 = -1
      /// The settings before `enter()`, valid when `hasSettings`.
      var settings = termios()
      /// Whether `input` was a terminal, so that there are settings to put back.
      var hasSettings = false
    }

    /// `armedHost` when no host is armed.
    static let noHost = 0

    /// `armedHost` while a host is being armed or restored; `restoreData` is being written or read.
    static let busy = -1

    /// The id of the armed host (positive), `noHost`, or `busy`.
    ///
    /// `restoreData` is only written by the thread that moved this from `noHost` to `busy`, before
    /// it publishes the host's id with a releasing store, and only read by the thread (or handler)
    /// that moved it from a host's id to `busy` with an acquiring exchange. So the two never
    /// overlap, and a reader sees the whole of the last write.
    static let armedHost = Atomic<Int>(noHost)

    /// The armed host's restore data: raw memory allocated once and never freed, so that a
    /// handler reaches it without retain, release or exclusivity checks.
    ///
    /// `nonisolated(unsafe)`: the pointer itself never changes; its pointee is guarded by the
    /// `armedHost` handshake described there.
    nonisolated(unsafe) static let restoreData: UnsafeMutablePointer<RestoreData> = {
      let data = UnsafeMutablePointer<RestoreData>.allocate(capacity: 1)
      data.initialize(to: RestoreData())
      return data
    }()

    /// `TerminalHost.restoreSequence`, copied once into memory that is never freed, for the same
    /// reason as `restoreData`.
    ///
    /// `nonisolated(unsafe)`: written once by its initializer, before any handler is installed,
    /// and only read afterwards.
    nonisolated(unsafe) static let restoreBytes: UnsafeBufferPointer<UInt8> = {
      let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(
        capacity: TerminalHost.restoreSequence.count)
      _ = bytes.initialize(from: TerminalHost.restoreSequence)
      return UnsafeBufferPointer(bytes)
    }()

    /// The dispositions found before ours, indexed by signal number, for the handlers to put back.
    ///
    /// `nonisolated(unsafe)`: each entry is written once, just before its signal's handler is
    /// installed, and only read afterwards (by that handler).
    nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
      let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalLimit)
      actions.initialize(repeating: sigaction(), count: signalLimit)
      return actions
    }()

    /// One more than the largest standard signal number, which bounds `previousActions`.
    static let signalLimit = 32

    /// The signals that end the process, which it is asked to stop with.
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The signals a crash raises.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP]

    /// The write end of the SIGWINCH self-pipe, or -1 before `windowChangeReadEnd` made it.
    static let windowChangeWriteEnd = Atomic<Int32>(-1)

    /// The read end of the self-pipe SIGWINCH writes a byte to, or -1 if it could not be made.
    ///
    /// Made, and the handler installed (replacing any the program had), on first use. Both ends
    /// stay open for the life of the process, so the handler can never write to a descriptor that
    /// was closed and reused. Both are nonblocking: the handler must not block on a full pipe
    /// (which already holds a wake-up), and `drain(_:)` reads until it is empty.
    static let windowChangeReadEnd: Int32 = {
      guard let pipe = makePipe() else { return -1 }
      windowChangeWriteEnd.store(pipe.write, ordering: .releasing)
      install({ TerminalSignals.handleWindowChange($0) }, for: SIGWINCH)
      return pipe.read
    }()

    /// Installs the termination and crash handlers and the `atexit` hook, the first time only.
    static func installHandlers() {
      _ = installation
    }

    private static let installation: Void = {
      // Lazy statics are initialized under a lock: touch everything the handlers read here, so
      // that none of it is first initialized inside a handler.
      _ = armedHost.load(ordering: .relaxed)
      _ = restoreData
      _ = restoreBytes
      _ = previousActions
      for signal in terminationSignals + crashSignals {
        precondition(signal < signalLimit)
        sigaction(signal, nil, previousActions + Int(signal))
        if terminationSignals.contains(signal), isIgnored(previousActions[Int(signal)]) {
          continue
        }
        install({ TerminalSignals.handleFatalSignal($0) }, for: signal)
      }
      atexit { _ = TerminalSignals.restore(armedBy: nil) }
    }()

    /// Arms `host`, after copying what restoring it takes into `restoreData`.
    ///
    /// - Returns: false, doing nothing, when `host` is already armed.
    /// - Precondition: no other host is armed.
    static func arm(host: Int, input: Int32, output: Int32, settings: termios?) -> Bool {
      while true {
        let (claimed, current) = armedHost.compareExchange(
          expected: noHost, desired: busy, ordering: .acquiringAndReleasing)
        if claimed { break }
        if current == host { return false }
        // Another thread is between its exchange and its store, which is a few system calls.
        if current == busy {
          sched_yield()
          continue
        }
        preconditionFailure(
          "TerminalHost.enter(): another TerminalHost is active; restore() it first.")
      }
      restoreData.pointee = RestoreData(
        input: input, output: output, settings: settings ?? termios(),
        hasSettings: settings != nil)
      armedHost.store(host, ordering: .releasing)
      return true
    }

    /// Restores the terminal of the armed host, if it is `host` (any host when nil): writes
    /// `TerminalHost.restoreSequence`, then puts back the saved settings. Async-signal-safe.
    ///
    /// The settings are set with TCSAFLUSH, not TCSANOW: it waits until the restore sequence has
    /// been sent, and discards input the app never read (a mouse report or keys typed while it
    /// quit), which would otherwise land at the shell prompt as `^[[<0;12;5M`.
    ///
    /// - Returns: Whether this call restored it: false when no host, or another one, is armed.
    static func restore(armedBy host: Int?) -> Bool {
      var current = armedHost.load(ordering: .acquiring)
      while true {
        guard current > noHost else { return false }
        if let host, current != host { return false }
        let (claimed, found) = armedHost.compareExchange(
          expected: current, desired: busy, ordering: .acquiringAndReleasing)
        if claimed { break }
        current = found
      }
      _ = writeAll(restoreData.pointee.output, UnsafeRawBufferPointer(restoreBytes))
      if restoreData.pointee.hasSettings {
        var settings = restoreData.pointee.settings
        _ = tcsetattr(restoreData.pointee.input, TCSAFLUSH, &settings)
      }
      armedHost.store(noHost, ordering: .releasing)
      return true
    }

    /// Writes all of `bytes` to `descriptor`, looping over partial writes and EINTR, and waiting
    /// with `poll` on EAGAIN (a terminal someone set nonblocking). Async-signal-safe.
    ///
    /// - Returns: false on any other error: a terminal that is gone cannot be written to.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
      guard var next = bytes.baseAddress else { return true }
      var remaining = bytes.count
      while remaining > 0 {
        let written = write(descriptor, next, remaining)
        if written > 0 {
          next += written
          remaining -= written
        } else if written < 0, errno == EINTR {
          continue
        } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
          var wait = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&wait, 1, -1)
        } else {
          return false
        }
      }
      return true
    }

    /// Reads a nonblocking descriptor until it is empty.
    static func drain(_ descriptor: Int32) {
      guard descriptor >= 0 else { return }
      var buffer = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
      var count = 0
      repeat {
        count = withUnsafeMutableBytes(of: &buffer) { read(descriptor, $0.baseAddress, $0.count) }
      } while count > 0
    }

    /// A pipe whose ends are nonblocking and closed on `exec`, so that a child process does not
    /// hold them open.
    static func makePipe() -> (read: Int32, write: Int32)? {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { return nil }
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      return (read: ends[0], write: ends[1])
    }

    /// Installs `handler` for `signal`.
    private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = handler
      // Block every signal while ours runs, so that two handlers never interleave their writes
      // on one thread; this is also what defers a re-raised signal until the handler returns.
      sigfillset(&action.sa_mask)
      // SA_ONSTACK: a stack overflow's SIGSEGV can only be handled on an alternate signal stack,
      // where the thread has one. SA_RESTART: a window change should not fail the app's blocking
      // calls with EINTR.
      action.sa_flags = SA_ONSTACK | SA_RESTART
      sigaction(signal, &action, nil)
    }

    /// Whether `action` ignores its signal.
    private static func isIgnored(_ action: sigaction) -> Bool {
      unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// The handler for termination and crash signals.
    private static func handleFatalSignal(_ signal: Int32) {
      let savedErrno = errno
      defer { errno = savedErrno }
      _ = restore(armedBy: nil)
      sigaction(signal, previousActions + Int(signal), nil)
      raise(signal)
    }

    /// The handler for SIGWINCH.
    private static func handleWindowChange(_: Int32) {
      let savedErrno = errno
      defer { errno = savedErrno }
      let descriptor = windowChangeWriteEnd.load(ordering: .acquiring)
      guard descriptor >= 0 else { return }
      var byte: UInt8 = 0
      _ = write(descriptor, &byte, 1)
    }
  }
#endif
