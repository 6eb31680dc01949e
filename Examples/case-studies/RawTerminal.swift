#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings before raw mode, restored by every exit path (also from signal handlers,
/// which may only touch globals).
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var isRaw = false
/// Standard error as it was before ``RawTerminal/captureStandardError()``, or -1.
nonisolated(unsafe) private var savedStandardError: Int32 = -1

/// Puts the terminal in raw mode on the alternate screen, and restores it on exit, on Ctrl-C, on
/// SIGTERM/SIGHUP, and on a crash (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE).
enum RawTerminal {
  /// Enters raw mode; returns `false` if standard input is not a terminal.
  static func enter() -> Bool {
    guard tcgetattr(STDIN_FILENO, &savedSettings) == 0 else { return false }
    var raw = savedSettings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { controls in
      controls[Int(VMIN)] = 1
      controls[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
    isRaw = true
    atexit { RawTerminal.restore() }
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE] {
      signal(signalNumber) { received in
        RawTerminal.restore()
        signal(received, SIG_DFL)
        raise(received)
      }
    }
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    return true
  }

  /// Sends what is written to standard error (the library's runtime warnings) into a pipe, so it
  /// does not scribble over the frame; returns the pipe's read end. ``restore()`` puts it back.
  static func captureStandardError() -> Int32? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    savedStandardError = dup(STDERR_FILENO)
    guard savedStandardError >= 0, dup2(ends[1], STDERR_FILENO) >= 0 else { return nil }
    close(ends[1])
    return ends[0]
  }

  /// Leaves raw mode and the alternate screen, and gives standard error back; does nothing if not in
  /// raw mode. Async-signal-safe.
  static func restore() {
    if savedStandardError >= 0 {
      dup2(savedStandardError, STDERR_FILENO)
      savedStandardError = -1
    }
    guard isRaw else { return }
    isRaw = false
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
    write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
  }

  /// The terminal's size in columns and rows, if standard output is a terminal.
  static func size() -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Writes `text` to standard output unbuffered.
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
