import RouteTable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real process: POSIX file descriptors 0, 1 and 2 and the file system.
public struct ProcessIO: CommandIO {
  /// Ignores `SIGPIPE`, so that a closed pipe surfaces as `WriteError.closed` (and the run ends
  /// quietly) instead of killing the process; turns `SIGINT` and `SIGTERM` into an orderly stop
  /// after the last complete line (see ``interruptionSignal``).
  public init() {
    signal(SIGPIPE, SIG_IGN)
    InterruptSignals.install()
  }

  public func keepUntilExit(_ table: RouteTable) {
    Self.keeping.lock()
    defer { Self.keeping.unlock() }
    Self.tablesKeptUntilExit.append(table)
  }

  private static let keeping = WriteLock()
  nonisolated(unsafe) private static var tablesKeptUntilExit: [RouteTable] = []

  /// Ends the process with `status`, once the signal watcher has stopped.
  public func exit(_ status: ExitCode) -> Never {
    InterruptSignals.stopWatching()
    exitProcess(status.rawValue)
  }

  public var interruptionSignal: Int32? {
    InterruptSignals.received
  }

  public func onSignalDeadline(_ handOver: @escaping () -> Void) {
    InterruptSignals.queueing.lock()
    InterruptSignals.handOverQueue = handOver
    InterruptSignals.queueing.unlock()
  }

  /// The variables the commands read (``variablesRead``), from the environment of the current
  /// process. Looked up by name: copying every variable into strings took a noticeable share of
  /// a one-URL run.
  public static func currentEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    for name in variablesRead {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }

  /// Every environment variable a command reads.
  static let variablesRead = [
    ConfigLocation.environmentVariable, ColorChoice.noColorVariable, ColorChoice.terminalVariable,
  ]

  public func readFile(atPath path: String, maxCount: Int) throws(FileReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 { throw Self.readError(errno) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) {
      throw .isDirectory
    }
    var bytes: [UInt8] = []
    while true {
      let chunk = try Self.read(descriptor, maxCount: 1 << 16)
      if chunk.isEmpty { return bytes }
      bytes += chunk
      if bytes.count > maxCount { throw .tooLarge(maxCount) }
    }
  }

  public func openFile(atPath path: String) throws(FileReadError) -> InputSource {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 { throw Self.readError(errno) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) {
      close(descriptor)
      throw .isDirectory
    }
    let file = OpenFile(descriptor: descriptor)
    return { () throws(FileReadError) in try file.read(maxCount: Self.fileChunkSize) }
  }

  /// Bytes asked of a file at a time.
  static var fileChunkSize: Int { 1 << 18 }

  /// A file descriptor closed when the last reader lets go of it.
  private final class OpenFile {
    let descriptor: Int32
    var isAtEnd = false

    init(descriptor: Int32) {
      self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func read(maxCount: Int) throws(FileReadError) -> [UInt8] {
      guard !isAtEnd else { return [] }
      let bytes = try ProcessIO.read(descriptor, maxCount: maxCount)
      if bytes.isEmpty { isAtEnd = true }
      return bytes
    }
  }

  public func standardInputKind() -> StreamKind {
    Self.kind(ofDescriptor: STDIN_FILENO)
  }

  public var processorCount: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  public func readStandardInput(maxCount: Int) throws(FileReadError) -> [UInt8] {
    try Self.read(STDIN_FILENO, maxCount: maxCount)
  }

  public func write(_ bytes: [UInt8], to stream: StandardStream) throws(WriteError) {
    try bytes.withUnsafeBufferPointer { buffer throws(WriteError) in
      try Self.write(buffer, to: Self.descriptor(of: stream))
    }
  }

  public func write(contentsOf bytes: UnsafeBufferPointer<UInt8>, to stream: StandardStream)
    throws(WriteError)
  {
    try Self.write(bytes, to: Self.descriptor(of: stream))
  }

  private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32)
    throws(WriteError)
  {
    guard let base = bytes.baseAddress else { return }
    // Held for the whole write: a run ended by the signal deadline never stops mid-record.
    InterruptSignals.writing.lock()
    defer { InterruptSignals.writing.unlock() }
    var written = 0
    while written < bytes.count {
      #if canImport(Darwin)
        let result = Darwin.write(descriptor, base + written, bytes.count - written)
      #elseif canImport(Musl)
        let result = Musl.write(descriptor, base + written, bytes.count - written)
      #else
        let result = Glibc.write(descriptor, base + written, bytes.count - written)
      #endif
      if result >= 0 {
        written += result
      } else if errno == EINTR || errno == EAGAIN {
        continue
      } else if errno == EPIPE {
        throw .closed
      } else {
        throw .failed(describe(errno))
      }
    }
  }

  /// Writes a new file beside `path` (in the same folder, so that a rename can replace it),
  /// flushes it to the disk and renames it over `path`: a full disk or a signal leaves the old
  /// file whole. The new file keeps an existing file's permissions; a symbolic link is followed,
  /// so that the file it names is replaced and the link stays.
  public func writeFile(atPath path: String, bytes: [UInt8]) throws(WriteError) {
    var target = path
    if let resolved = realpath(path, nil) {
      target = String(cString: resolved)
      free(resolved)
    }
    var existing = stat()
    let mode: mode_t
    if stat(target, &existing) == 0 {
      mode = existing.st_mode & 0o7777
    } else {
      let mask = umask(0)
      umask(mask)
      mode = 0o666 & ~mask
    }
    let slash = target.lastIndex(of: "/")
    let folder = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    var template = Array((folder + "." + name + ".linkcheck-XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    if descriptor < 0 { throw .failed(Self.describe(errno)) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    InterruptSignals.removeOnExit(temporary)
    defer { InterruptSignals.removeOnExit(nil) }
    var failure: WriteError?
    do {
      try bytes.withUnsafeBufferPointer { buffer throws(WriteError) in
        try Self.write(buffer, to: descriptor)
      }
    } catch {
      failure = error
    }
    if failure == nil, fchmod(descriptor, mode) != 0 || fsync(descriptor) != 0 {
      failure = .failed(Self.describe(errno))
    }
    if close(descriptor) != 0, failure == nil { failure = .failed(Self.describe(errno)) }
    if failure == nil, rename(temporary, target) != 0 { failure = .failed(Self.describe(errno)) }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }

  public func kind(of stream: StandardStream) -> StreamKind {
    Self.kind(ofDescriptor: Self.descriptor(of: stream))
  }

  private static func kind(ofDescriptor descriptor: Int32) -> StreamKind {
    if isatty(descriptor) == 1 { return .terminal }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .other }
    switch status.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFIFO), mode_t(S_IFSOCK): return .pipe
    case mode_t(S_IFREG): return .regularFile
    default: return .other
    }
  }

  private static func descriptor(of stream: StandardStream) -> Int32 {
    switch stream {
    case .output: STDOUT_FILENO
    case .error: STDERR_FILENO
    }
  }

  static func read(_ descriptor: Int32, maxCount: Int) throws(FileReadError)
    -> [UInt8]
  {
    if InterruptSignals.received != nil { return [] }
    var buffer = [UInt8](unsafeUninitializedCapacity: max(1, maxCount)) { _, count in
      count = max(1, maxCount)
    }
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        #if canImport(Darwin)
          Darwin.read(descriptor, raw.baseAddress!, raw.count)
        #elseif canImport(Musl)
          Musl.read(descriptor, raw.baseAddress!, raw.count)
        #else
          Glibc.read(descriptor, raw.baseAddress!, raw.count)
        #endif
      }
      if count >= 0 {
        buffer.removeLast(buffer.count - count)
        return buffer
      }
      // An interrupted run reads as the end of its input.
      if errno == EINTR && InterruptSignals.received != nil { return [] }
      if errno != EINTR { throw readError(errno) }
    }
  }

  static func readError(_ code: Int32) -> FileReadError {
    switch code {
    case ENOENT, ENOTDIR: .notFound
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .isDirectory
    default: .other(describe(code))
    }
  }

  private static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

/// The C library's `exit`, which ``ProcessIO/exit(_:)`` hides inside the type.
private func exitProcess(_ status: Int32) -> Never { exit(status) }
