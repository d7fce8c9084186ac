#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signal that asked the process to stop; written only by the handler, read by the run.
/// A plain integer: the one thing a signal handler may safely store.
nonisolated(unsafe) private var receivedSignal: sig_atomic_t = 0
/// The pipe whose write end the handler writes a byte to, waking the watcher blocked on the
/// read end: `write` is safe in a handler, and the watcher reacts at once without polling.
nonisolated(unsafe) private var wakeUp: (read: Int32, write: Int32) = (-1, -1)

/// `SIGINT` and `SIGTERM` handling: instead of dying mid-write (and leaving half a JSON object),
/// the process notes the signal, finishes the line it is on, prints nothing more and exits with
/// 128 + the signal's number. A second signal kills it at once. Whatever the command is busy
/// with, it ends within ``deadline`` of the first signal: `timeout`, systemd and CI runners send
/// one signal and wait.
enum InterruptSignals {
  /// Microseconds from the first signal to the exit, when the command has not ended by then.
  static let deadline: UInt32 = 50_000

  /// Held by every write to stdout and stderr, and taken for good at the deadline, so that the
  /// exit never cuts a record in two.
  static let writing = WriteLock()
  /// Installs the handlers, without `SA_RESTART` so that a blocking read returns (`EINTR`), and
  /// with `SA_RESETHAND` so that a second signal takes its default action.
  static func install() {
    receivedSignal = 0
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      wakeUp = (ends[0], ends[1])
    }
    let handler: @convention(c) (Int32) -> Void = { number in
      receivedSignal = sig_atomic_t(number)
      let interrupted = errno
      var byte: UInt8 = 1
      _ = write(wakeUp.write, &byte, 1)
      errno = interrupted
    }
    // A parent may have started us with these signals blocked; they must get through.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, SIGINT)
    sigaddset(&unblocked, SIGTERM)
    sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    for number in [SIGINT, SIGTERM] {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
      #elseif canImport(Musl)
        action.__sa_handler.sa_handler = handler
      #else
        action.__sigaction_handler.sa_handler = handler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
      sigaction(number, &action, nil)
    }
    // A command inside one long unit of work (a large lint, a slow link) is ended from outside
    // it. The watcher keeps the signals blocked, so that they reach the thread reading input.
    // Without its pipe (no descriptor left), the run still stops at its own checks.
    guard wakeUp.read >= 0 else { return }
    whileBlocked { watcher = ThreadStart.spawn(watch) }
  }

  nonisolated(unsafe) private static var watcher: ThreadStart.Handle?

  /// Ends the watcher before the process exits: a thread left asleep costs the exit a wake-up
  /// on another processor, a noticeable part of a one-link run. A signal that came meanwhile
  /// still ends the process as it would have.
  static func stopWatching() {
    guard let watcher else { return }
    var byte: UInt8 = 0
    _ = write(wakeUp.write, &byte, 1)
    ThreadStart.join(watcher)
  }

  /// Held while whole records are queued for stdout or handed over (``OutputChannel``).
  static let queueing = WriteLock()
  /// Hands the records queued for stdout over; called holding ``queueing``.
  nonisolated(unsafe) static var handOverQueue: (() -> Void)?

  /// Waits for the first signal, gives the command ``deadline`` to end on its own, then hands
  /// over the whole records queued for stdout and ends the process between two writes, removing
  /// a half-written replacement file. Returns when woken without a signal (``stopWatching()``).
  private static func watch() {
    var byte: UInt8 = 0
    while read(wakeUp.read, &byte, 1) < 0 && errno == EINTR {}
    guard receivedSignal != 0 else { return }
    usleep(deadline)
    queueing.lock()
    handOverQueue?()
    writing.lock()
    if let temporaryFile { unlink(temporaryFile) }
    _exit(128 + Int32(receivedSignal))
  }

  /// The new file a replacement is writing (``ProcessIO/writeFile(atPath:bytes:)``), if any.
  nonisolated(unsafe) private static var temporaryFile: String?

  /// Names the file to remove if the process is ended before it is renamed; `nil` once it is.
  static func removeOnExit(_ path: String?) {
    writing.lock()
    temporaryFile = path
    writing.unlock()
  }

  /// Runs `body` with `SIGINT` and `SIGTERM` blocked in the calling thread; threads it starts
  /// keep them blocked.
  static func whileBlocked(_ body: () -> Void) {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &signals, &previous)
    body()
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  /// The signal received so far, if any.
  static var received: Int32? {
    receivedSignal == 0 ? nil : Int32(receivedSignal)
  }
}

/// A mutex for ``InterruptSignals/writing``.
final class WriteLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() { pthread_mutex_init(mutex, nil) }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
}
