/// Lines bound for one stream: handed over per line when someone reads them as they come (a pipe
/// or a terminal), in large blocks otherwise (a regular file), and dropped once the reader is gone.
final class OutputChannel<IO: CommandIO> {
  /// Why writing stopped, once it has.
  private(set) var stopReason: WriteError?
  private let io: IO
  private let stream: StandardStream
  private let flushesEachLine: Bool
  // One thread writes and nothing reaches `pending` while a line is rendered into it: the
  // run-time exclusivity check would cost more than the rest of queuing a line.
  @exclusivity(unchecked) private var pending = ByteWriter()
  private static var blockSize: Int { 1 << 16 }
  /// Whether records wait in `pending` (stdout written in blocks): they are queued and handed
  /// over holding ``InterruptSignals/queueing``, so that a signal that ends the run in the middle
  /// of a slow record still writes every whole record queued before it.
  private let holdsRecords: Bool

  init(io: IO, stream: StandardStream) {
    self.io = io
    self.stream = stream
    switch io.kind(of: stream) {
    case .terminal, .pipe: flushesEachLine = true
    case .regularFile, .other: flushesEachLine = stream == .error
    }
    holdsRecords = stream == .output && !flushesEachLine
    if holdsRecords { io.onSignalDeadline { [weak self] in self?.handOverQueue() } }
  }

  /// Runs `body`, which changes `pending`, holding the queue when records wait in it.
  @inline(__always)
  private func queueing(_ body: () -> Void) {
    if holdsRecords { InterruptSignals.queueing.lock() }
    body()
    if holdsRecords { InterruptSignals.queueing.unlock() }
  }

  /// Whether the reader went away or writing failed; later writes are dropped.
  var isStopped: Bool { stopReason != nil }

  /// Queues `line` and a line feed.
  func writeLine(_ line: String) {
    guard !isStopped else { return }
    queueing {
      pending.append(utf8: line)
      pending.append(UInt8(ascii: "\n"))
    }
    handOver()
  }

  /// Queues one line written by `render` (without its line feed) and a line feed.
  func writeLine(rendering render: (inout ByteWriter) -> Void) {
    guard !isStopped else { return }
    queueing {
      render(&pending)
      pending.append(UInt8(ascii: "\n"))
    }
    handOver()
  }

  /// Queues complete lines (each ending with a line feed), handed over together.
  func write(lines bytes: UnsafeBufferPointer<UInt8>) {
    guard !isStopped, !bytes.isEmpty else { return }
    if pending.isEmpty && (flushesEachLine || bytes.count >= Self.blockSize) {
      do {
        try io.write(contentsOf: bytes, to: stream)
      } catch {
        stopReason = error
      }
      stopIfInterrupted()
      return
    }
    queueing { pending.append(bytes) }
    handOver()
  }

  /// Flushes what is queued when its reader wants it now or a block is full. Once the run is
  /// interrupted, hands over what is queued (whole lines only) and stops, as if the reader had
  /// gone.
  private func handOver() {
    if flushesEachLine || pending.count >= Self.blockSize || io.interruptionSignal != nil {
      flush()
    }
    stopIfInterrupted()
  }

  private func stopIfInterrupted() {
    if io.interruptionSignal != nil && stream == .output && !isStopped { stopReason = .closed }
  }

  /// Hands everything queued to the stream.
  func flush() {
    guard !isStopped, !pending.isEmpty else { return }
    queueing(handOverQueue)
  }

  private func handOverQueue() {
    defer { pending.removeAll() }
    do {
      try io.write(contentsOf: pending.bytes, to: stream)
    } catch {
      stopReason = error
    }
  }
}
