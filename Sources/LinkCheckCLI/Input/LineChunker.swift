/// A piece of an input stream that ends at a line ending (or at the end of the stream), with
/// what a ``LineSplitter`` needs to number its lines as if it had read the whole stream.
struct LineChunk: Sendable {
  var bytes: [UInt8]
  /// Line endings before the chunk.
  var linesBefore: Int
  /// Whether the byte before the chunk was a CR (a leading LF then completes a CRLF).
  var afterCarriageReturn: Bool
  /// Whether the stream ends with this chunk (its last line may lack a line ending).
  var isLast: Bool

  /// The chunk's input lines that produce records.
  func lines() -> [InputLine] {
    var lines: [InputLine] = []
    forEachLine { lines.append($0) }
    return lines
  }

  /// Calls `body` with each of the chunk's input lines that produce records, one at a time (see
  /// ``LineSplitter/nextLine(in:from:)``).
  func forEachLine(_ body: (InputLine) -> Void) {
    var splitter = LineSplitter(
      continuingAfter: linesBefore, afterCarriageReturn: afterCarriageReturn)
    bytes.withUnsafeBufferPointer { splitter.forEachLine(in: $0, body) }
    if isLast, let last = splitter.finish() { body(last) }
  }
}

/// Cuts a byte stream into ``LineChunk``s of about `targetSize` bytes, as soon as the bytes are
/// there: a chunk holds every complete line read so far (up to the target size), so a line typed
/// into a pipe is handed on without waiting for more.
struct LineChunker {
  private let read: InputLines.ReadChunk
  private let targetSize: Int
  /// Bytes read and not yet handed on start at `pendingStart` (the bytes before it were, and are
  /// dropped at the next read rather than after each chunk).
  private var pending: [UInt8] = []
  private var pendingStart = 0
  private var linesBefore = 0
  private var afterCarriageReturn = false
  private var ended = false
  /// Whether the bytes up to the next line ending are dropped: the line is longer than
  /// ``LineSplitter/keptLineBytes``, which its chunk keeps.
  private var skippingRest = false

  init(targetSize: Int, read: @escaping InputLines.ReadChunk) {
    self.targetSize = max(1, targetSize)
    self.read = read
  }

  /// The next chunk, or `nil` after the last; a read error ends the stream.
  mutating func next() throws(FileReadError) -> LineChunk? {
    while true {
      if let cut = cutPoint() { return take(cut, isLast: false) }
      if ended {
        guard pendingStart < pending.count else { return nil }
        return take(pending.count - pendingStart, isLast: true)
      }
      var bytes = try read()
      if skippingRest, !bytes.isEmpty {
        let end = bytes.withUnsafeBufferPointer { LineEndSearch.firstLineEnd(in: $0, from: 0) }
        skippingRest = end == bytes.count
        bytes.removeFirst(end)
        if bytes.isEmpty { continue }
      }
      if bytes.isEmpty {
        ended = true
      } else if pendingStart == pending.count {
        pending = bytes
        pendingStart = 0
      } else {
        pending.removeFirst(pendingStart)
        pending += bytes
        pendingStart = 0
      }
      // A line that has not ended within the bytes kept of it: keep those, drop the rest as it
      // comes, so that a long line costs neither memory nor a rescan on every read.
      let unfinished = pending.count - pendingStart
      if unfinished > LineSplitter.keptLineBytes, cutPoint() == nil {
        let end = pendingStart + LineSplitter.keptLineBytes
        let rest = pending.withUnsafeBufferPointer {
          LineEndSearch.firstLineEnd(in: UnsafeBufferPointer(rebasing: $0[end...]), from: 0)
        }
        if rest == pending.count - end {
          pending.removeSubrange(end...)
          skippingRest = true
        } else {
          pending.removeSubrange(end..<(end + rest))
        }
      }
    }
  }

  /// Where to end the next chunk, counted from `pendingStart`: after the last line ending within
  /// the target size, else after the first one beyond it; `nil` when no line has ended yet.
  private func cutPoint() -> Int? {
    pending.withUnsafeBufferPointer { all in
      let bytes = UnsafeBufferPointer(rebasing: all[pendingStart...])
      var index = min(bytes.count, targetSize) - 1
      while index >= 0 {
        if LineEndSearch.isLineEnd(bytes[index]) { return cut(after: index, in: bytes) }
        index -= 1
      }
      index = LineEndSearch.firstLineEnd(in: bytes, from: targetSize)
      return index < bytes.count ? cut(after: index, in: bytes) : nil
    }
  }

  /// The cut after a line ending at `index`, taking the LF of a CRLF along.
  private func cut(after index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    if bytes[index] == LineSplitter.carriageReturn, index + 1 < bytes.count,
      bytes[index + 1] == LineSplitter.lineFeed
    {
      return index + 2
    }
    return index + 1
  }

  private mutating func take(_ count: Int, isLast: Bool) -> LineChunk {
    let range = pendingStart..<(pendingStart + count)
    let bytes = Array(pending[range])
    pendingStart += count
    let chunk = LineChunk(
      bytes: bytes, linesBefore: linesBefore, afterCarriageReturn: afterCarriageReturn,
      isLast: isLast && pendingStart == pending.count)
    // Count the chunk's line endings, a CRLF once (also when its CR ended the previous chunk).
    bytes.withUnsafeBufferPointer { bytes in
      var index = LineEndSearch.firstLineEnd(in: bytes, from: 0)
      while index < bytes.count {
        let afterCR =
          index == 0 ? afterCarriageReturn : bytes[index - 1] == LineSplitter.carriageReturn
        if bytes[index] == LineSplitter.carriageReturn || !afterCR { linesBefore += 1 }
        index = LineEndSearch.firstLineEnd(in: bytes, from: index + 1)
      }
      if let last = bytes.last { afterCarriageReturn = last == LineSplitter.carriageReturn }
    }
    return chunk
  }
}
