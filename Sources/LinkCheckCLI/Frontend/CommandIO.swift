import RouteTable

/// Everything the command line touches outside itself, so that runs can be tested in memory.
///
/// `ProcessIO` is the real implementation. Writes are not buffered by the implementation: the
/// command decides when to hand bytes over (per line when stdout is a pipe or a terminal).
public protocol CommandIO {
  /// The whole content of the file at `path` (relative paths are relative to the working
  /// directory); ``FileReadError/tooLarge(_:)`` as soon as it holds more than `maxCount` bytes,
  /// so that no more than that is ever held.
  func readFile(atPath path: String, maxCount: Int) throws(FileReadError) -> [UInt8]

  /// The next bytes of standard input, at most `maxCount`, as soon as some are available; an
  /// empty array at the end of the input.
  func readStandardInput(maxCount: Int) throws(FileReadError) -> [UInt8]

  /// Writes all of `bytes` to `stream` now.
  func write(_ bytes: [UInt8], to stream: StandardStream) throws(WriteError)

  /// ``write(_:to:)`` from memory the caller owns, for output written in large blocks (saves
  /// copying each block into an array).
  func write(contentsOf bytes: UnsafeBufferPointer<UInt8>, to stream: StandardStream)
    throws(WriteError)

  /// What `stream` is connected to, which decides buffering and `--color auto`.
  func kind(of stream: StandardStream) -> StreamKind

  /// Replaces the file at `path` with `bytes` (for `--coverage-json` and `test --update`).
  func writeFile(atPath path: String, bytes: [UInt8]) throws(WriteError)

  /// The file at `path`, read piece by piece: each call of the result gives the next bytes, an
  /// empty array at the end.
  func openFile(atPath path: String) throws(FileReadError) -> InputSource

  /// What standard input is connected to, which decides whether it is worth reading in
  /// parallel.
  func standardInputKind() -> StreamKind

  /// How many processors the machine has, for the default of `--jobs`.
  var processorCount: Int { get }

  /// The signal (`SIGINT`, `SIGTERM`) that asked the run to stop, once one has: output then ends
  /// after the last complete line and the input reads as ended.
  var interruptionSignal: Int32? { get }

  /// Keeps `handOver`, which hands the whole records queued for stdout to it, to be run when a
  /// signal ends the process in the middle of a record (holding
  /// ``InterruptSignals/queueing``).
  func onSignalDeadline(_ handOver: @escaping () -> Void)

  /// Keeps `table` until the process exits, which frees everything at once: freeing a large
  /// table object by object just before would only cost time.
  func keepUntilExit(_ table: RouteTable)

  /// Runs `program` (looked up on `PATH`) with `arguments`, stdin empty, and returns what it
  /// wrote and how it ended (`diff --base` runs `git show`); ``FileReadError/tooLarge(_:)`` as
  /// soon as it writes more than `maxCount` bytes to stdout.
  func runProgram(_ program: String, arguments: [String], maxCount: Int) throws(FileReadError)
    -> ProgramResult
}

/// What a program run by ``CommandIO/runProgram(_:arguments:maxCount:)`` gave back.
public struct ProgramResult: Hashable, Sendable {
  public var standardOutput: [UInt8]
  /// Its first few kilobytes, for messages.
  public var standardError: [UInt8]
  /// The exit status; `nil` when a signal ended it.
  public var status: Int32?

  public init(standardOutput: [UInt8], standardError: [UInt8], status: Int32?) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.status = status
  }
}

/// Gives the next bytes of an input, an empty array at the end.
public typealias InputSource = () throws(FileReadError) -> [UInt8]

extension CommandIO {
  /// Stand-ins that are never interrupted.
  public var interruptionSignal: Int32? { nil }

  public func onSignalDeadline(_ handOver: @escaping () -> Void) {}

  /// Stand-ins run inside a longer process: the table goes when the run ends.
  public func keepUntilExit(_ table: RouteTable) {}

  /// Stand-ins write a copy.
  public func write(contentsOf bytes: UnsafeBufferPointer<UInt8>, to stream: StandardStream)
    throws(WriteError)
  {
    try write(Array(bytes), to: stream)
  }

  /// Stand-ins that run no programs refuse.
  public func runProgram(_ program: String, arguments: [String], maxCount: Int)
    throws(FileReadError) -> ProgramResult
  {
    throw .other("running programs is not supported here")
  }

  /// Stand-ins that never write files refuse.
  public func writeFile(atPath path: String, bytes: [UInt8]) throws(WriteError) {
    throw .failed("writing files is not supported here")
  }

  /// The whole file at once, then the end.
  public func openFile(atPath path: String) throws(FileReadError) -> InputSource {
    var bytes = try readFile(atPath: path, maxCount: .max)
    return { () throws(FileReadError) in
      defer { bytes = [] }
      return bytes
    }
  }

  /// A pipe: read as it comes.
  public func standardInputKind() -> StreamKind { .pipe }

  public var processorCount: Int { 1 }
}

/// The two output streams of a process.
public enum StandardStream: Hashable, Sendable {
  /// Results.
  case output
  /// Problems with the invocation or the config.
  case error
}

/// What an output stream is connected to.
public enum StreamKind: Hashable, Sendable {
  case terminal
  /// A pipe or a socket: someone reads the results as they come.
  case pipe
  case regularFile
  /// Anything else, e.g. `/dev/null`.
  case other
}

/// Why a file (or standard input) could not be read.
public enum FileReadError: Error, Hashable, Sendable {
  case notFound
  case permissionDenied
  case isDirectory
  /// More bytes than the limit for its kind of file (``FileSizeLimit``).
  case tooLarge(Int)
  /// Any other system error, with the system's description.
  case other(String)

  /// Lowercase description for messages, e.g. `no such file`.
  public var reason: String {
    switch self {
    case .notFound: "no such file"
    case .permissionDenied: "permission denied"
    case .isDirectory: "is a directory"
    case .tooLarge(let limit): "larger than the limit of \(limit) bytes"
    case .other(let description): description.lowercased()
    }
  }
}

/// Why output could not be written.
public enum WriteError: Error, Hashable, Sendable {
  /// The reader went away (`EPIPE`, e.g. `linkcheck … | head -1`): stop quietly.
  case closed
  /// Any other system error, with the system's description.
  case failed(String)
}

/// The most bytes each kind of file the tool reads may hold: a larger one is refused while it is
/// read (exit 3), so that no input can exhaust memory (docs/SECURITY.md).
enum FileSizeLimit {
  /// A route table: a table of 100,000 routes is about 15 MB.
  static let config = 128 << 20
  /// Link tests and saved stacks.
  static let testFile = 64 << 20
  /// An AndroidManifest.xml (a large app's merged manifest is a few hundred KB) and an
  /// assetlinks.json.
  static let manifest = 16 << 20
  static let assetLinks = 1 << 20
}

extension CommandIO {
  /// The whole file at `path` (all of stdin for `-`), refused past `maxCount` bytes.
  func readFileOrStandardInput(_ path: String, maxCount: Int) throws(FileReadError) -> [UInt8] {
    guard path == "-" else { return try readFile(atPath: path, maxCount: maxCount) }
    var bytes: [UInt8] = []
    while true {
      let chunk = try readStandardInput(maxCount: 1 << 16)
      if chunk.isEmpty { return bytes }
      bytes += chunk
      if bytes.count > maxCount { throw .tooLarge(maxCount) }
    }
  }
}
