import LinkCheckCLI
import RouteTable

/// An in-memory process: files by path, stdin as chunks, stdout/stderr captured, and a log of
/// reads and writes in the order they happened.
final class BufferIO: CommandIO {
  enum Event: Equatable {
    case readFile(String)
    case readStandardInput(chunk: Int)
    case write(StandardStream, String)
  }

  var files: [String: Result<[UInt8], FileReadError>] = [:]
  var standardInputChunks: [[UInt8]] = []
  /// Thrown by the read after the last chunk, instead of the end of input.
  var standardInputError: FileReadError?
  var kinds: [StandardStream: StreamKind] = [.output: .pipe, .error: .pipe]
  var standardInputKindValue = StreamKind.pipe
  /// After this many writes to stdout, stdout fails with `failure`.
  var outputFailsAfterWrites: Int?
  var outputFailure = WriteError.closed
  private(set) var events: [Event] = []
  /// The tables a command handed over to outlive the run.
  private(set) var tablesKeptUntilExit: [RouteTable] = []
  private var standardInputIndex = 0
  private var outputWrites = 0

  init(files: [String: String] = [:], standardInput: [String] = []) {
    self.files = files.mapValues { .success(Array($0.utf8)) }
    self.standardInputChunks = standardInput.map { Array($0.utf8) }
  }

  func standardInputKind() -> StreamKind { standardInputKindValue }

  func keepUntilExit(_ table: RouteTable) { tablesKeptUntilExit.append(table) }

  var standardOutput: String { written(to: .output) }
  var standardError: String { written(to: .error) }

  func written(to stream: StandardStream) -> String {
    events.map { event in
      if case .write(stream, let text) = event { text } else { "" }
    }.joined()
  }

  /// How many writes reached `stream` (one per flush).
  func writeCount(to stream: StandardStream) -> Int {
    events.filter { if case .write(stream, _) = $0 { true } else { false } }.count
  }

  func readFile(atPath path: String, maxCount: Int) throws(FileReadError) -> [UInt8] {
    events.append(.readFile(path))
    guard let file = files[path] else { throw .notFound }
    let bytes = try file.get()
    if bytes.count > maxCount { throw .tooLarge(maxCount) }
    return bytes
  }

  func readStandardInput(maxCount: Int) throws(FileReadError) -> [UInt8] {
    guard standardInputIndex < standardInputChunks.count else {
      if let standardInputError { throw standardInputError }
      return []
    }
    defer { standardInputIndex += 1 }
    events.append(.readStandardInput(chunk: standardInputIndex))
    return Array(standardInputChunks[standardInputIndex].prefix(maxCount))
  }

  func write(_ bytes: [UInt8], to stream: StandardStream) throws(WriteError) {
    if stream == .output {
      if let limit = outputFailsAfterWrites, outputWrites >= limit { throw outputFailure }
      outputWrites += 1
    }
    events.append(.write(stream, String(decoding: bytes, as: UTF8.self)))
  }

  /// Files written by the command, by path.
  /// The files written, by path, as bytes and as text.
  private(set) var writtenBytes: [String: [UInt8]] = [:]
  var writtenFiles: [String: String] {
    writtenBytes.mapValues { String(decoding: $0, as: UTF8.self) }
  }

  func writeFile(atPath path: String, bytes: [UInt8]) throws(WriteError) {
    writtenBytes[path] = bytes
  }

  func kind(of stream: StandardStream) -> StreamKind {
    kinds[stream] ?? .other
  }

  /// What the signal watcher would run at its deadline.
  private(set) var signalDeadline: (() -> Void)?

  func onSignalDeadline(_ handOver: @escaping () -> Void) {
    signalDeadline = handOver
  }
}
