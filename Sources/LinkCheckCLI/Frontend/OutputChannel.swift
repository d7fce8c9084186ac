/// Lines bound for one stream, dropped once the reader is gone. Results (stdout) go in blocks,
/// not a `write` per line, whatever reads them (SPEC §7): a block is handed over when it is full,
/// before the tool waits for input (``flushing(before:)``), when a signal ends the run, and at
/// exit. Problems (stderr) are handed over per line, after the results queued before them, so
/// that a terminal shows both in the order they were written.
final class OutputChannel<IO: CommandIO> {
  /// Why writing stopped, once it has.
  private(set) var stopReason: WriteError?
  private let io: IO
  private let stream: StandardStream
  /// Whether each line is handed over at once (stderr).
  private let flushesEachLine: Bool
  /// The results channel whose queued lines go out before a line of this one.
  private let results: OutputChannel?
  // One thread writes and nothing reaches `pending` while a line is rendered into it: the
  // run-time exclusivity check would cost more than the rest of queuing a line.
  @exclusivity(unchecked) private var pending = ByteWriter()
  private static var blockSize: Int { 1 << 16 }
  /// Whether records wait in `pending` (stdout written in blocks): they are queued and handed
  /// over holding ``InterruptSignals/queueing``, so that a signal that ends the run in the middle
  /// of a slow record still writes every whole record queued before it.
  private let holdsRecords: Bool

  /// The channel of `stream`; for stderr, `results` is the stdout channel.
  init(io: IO, stream: StandardStream, after results: OutputChannel? = nil) {
    self.io = io
    self.stream = stream
    self.results = results
    flushesEachLine = stream == .error
    holdsRecords = stream == .output
    if holdsRecords { io.onSignalDeadline { [weak self] in self?.handOverQueue() } }
  }

  /// `source`, with what is queued handed over before each read, which may wait for input (a
  /// pipe, a terminal: `tail -f log | linkcheck` shows each record as its link arrives). Once
  /// the reader of this channel is gone, the input ends: nothing more would be seen.
  func flushing(before source: @escaping InputSource) -> InputSource {
    { () throws(FileReadError) in
      self.flush()
      return self.isStopped ? [] : try source()
    }
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
      results?.flush()
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
      results?.flush()
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
