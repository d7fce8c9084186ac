import RouteTable

/// Cuts a byte stream into input lines as the bytes arrive (README "How a URL is read").
///
/// Lines end at LF, CR or CRLF (a CRLF split across two chunks counts once). Surrounding spaces
/// and tabs are trimmed; blank lines and lines starting with `#` are skipped but still counted. A
/// UTF-8 byte order mark at the very start is dropped. Invalid UTF-8 becomes U+FFFD. Of a line
/// longer than ``keptLineBytes`` only that many bytes are kept: its record is the `invalid-url`
/// of an over-long URL, and no line, however long, is held whole.
struct LineSplitter {
  /// More than the longest URL read (``URLReader/maximumLength``), with room for blanks around.
  static let keptLineBytes = URLReader.maximumLength + 4096

  private var pending: [UInt8] = []
  private var lastLineEndedWithCR = false
  private var linesSeen = 0

  /// A splitter at the start of a stream.
  init() {}

  /// A splitter for the part of a stream after `linesSeen` line endings, the last of them a
  /// CR when `afterCarriageReturn` (so that a leading LF completes that CRLF).
  init(continuingAfter linesSeen: Int, afterCarriageReturn: Bool) {
    self.linesSeen = linesSeen
    self.lastLineEndedWithCR = afterCarriageReturn
  }

  /// Adds the next bytes of the stream; returns the lines they complete that produce records.
  mutating func append(_ chunk: some Collection<UInt8>) -> [InputLine] {
    var lines: [InputLine] = []
    // Room for lines of 32 bytes on average: URLs are longer, so the array rarely grows.
    lines.reserveCapacity(chunk.count / 32)
    if chunk.withContiguousStorageIfAvailable({ forEachLine(in: $0) { lines.append($0) } }) == nil {
      Array(chunk).withUnsafeBufferPointer { forEachLine(in: $0) { lines.append($0) } }
    }
    return lines
  }

  /// Adds the next bytes of the stream, calling `body` with each line they complete that
  /// produces a record, one at a time.
  mutating func forEachLine(
    in buffer: UnsafeBufferPointer<UInt8>, _ body: (InputLine) throws -> Void
  ) rethrows {
    var position = 0
    while let line = nextLine(in: buffer, from: &position) { try body(line) }
  }

  /// Ends the stream; returns its last line if it had no line ending and produces a record.
  mutating func finish() -> InputLine? {
    guard !pending.isEmpty else { return nil }
    defer { pending.removeAll(keepingCapacity: true) }
    return pending.withUnsafeBufferPointer { endLine($0) }
  }

  /// The next line of the stream that produces a record, read from `buffer` (the stream's next
  /// bytes) at `position`, which moves past it; `nil` once `buffer` holds no further complete
  /// line, its rest kept for the next bytes. Call with `position` 0 for each new buffer, until
  /// it returns `nil`.
  ///
  /// A line at a time rather than a buffer's worth at once: each line's text is then freed
  /// before the next is allocated, and the allocator reuses the same memory for every line.
  mutating func nextLine(in buffer: UnsafeBufferPointer<UInt8>, from position: inout Int)
    -> InputLine?
  {
    if position == 0, lastLineEndedWithCR, let first = buffer.first {
      lastLineEndedWithCR = false
      if first == Self.lineFeed { position = 1 }
    }
    while true {
      let start = position
      let index = LineEndSearch.firstLineEnd(in: buffer, from: start)
      guard index < buffer.count else {
        if start < buffer.count { keep(UnsafeBufferPointer(rebasing: buffer[start...])) }
        position = buffer.count
        return nil
      }
      let byte = buffer[index]
      position = index + 1
      if byte == Self.carriageReturn {
        if position == buffer.count {
          lastLineEndedWithCR = true
        } else if buffer[position] == Self.lineFeed {
          position += 1
        }
      }
      let piece = UnsafeBufferPointer(rebasing: buffer[start..<index])
      let line: InputLine?
      if pending.isEmpty {
        line = endLine(piece)
      } else {
        keep(piece)
        line = pending.withUnsafeBufferPointer { endLine($0) }
        pending.removeAll(keepingCapacity: true)
      }
      if let line { return line }
    }
  }

  /// Adds `bytes` to the unfinished line, up to ``keptLineBytes`` (leading blanks, which are
  /// trimmed anyway, not counted).
  private mutating func keep(_ bytes: UnsafeBufferPointer<UInt8>) {
    var bytes = bytes[...]
    if pending.isEmpty { bytes = bytes.drop(while: Self.isBlank) }
    let room = Self.keptLineBytes - pending.count
    if room > 0 { pending += bytes.prefix(room) }
  }

  private mutating func endLine(_ line: UnsafeBufferPointer<UInt8>) -> InputLine? {
    linesSeen += 1
    var bytes = line[...]
    if linesSeen == 1, bytes.starts(with: Self.byteOrderMark) {
      bytes = bytes.dropFirst(Self.byteOrderMark.count)
    }
    while let first = bytes.first, Self.isBlank(first) { bytes = bytes.dropFirst() }
    bytes = bytes.prefix(Self.keptLineBytes)
    while let last = bytes.last, Self.isBlank(last) { bytes = bytes.dropLast() }
    guard let first = bytes.first, first != UInt8(ascii: "#") else { return nil }
    return InputLine(
      number: linesSeen,
      text: String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self))
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
