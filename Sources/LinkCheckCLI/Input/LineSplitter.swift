/// Cuts a byte stream into input lines as the bytes arrive (SPEC §3).
///
/// Lines end at LF, CR or CRLF (a CRLF split across two chunks counts once). Surrounding spaces
/// and tabs are trimmed; blank lines and lines starting with `#` are skipped but still counted. A
/// UTF-8 byte order mark at the very start is dropped. Invalid UTF-8 becomes U+FFFD.
struct LineSplitter {
  private var pending: [UInt8] = []
  private var lastLineEndedWithCR = false
  private var linesSeen = 0

  /// Adds the next bytes of the stream; returns the lines they complete that produce records.
  mutating func append(_ chunk: some Collection<UInt8>) -> [InputLine] {
    var lines: [InputLine] = []
    for byte in chunk {
      if lastLineEndedWithCR {
        lastLineEndedWithCR = false
        if byte == Self.lineFeed { continue }
      }
      if byte == Self.lineFeed || byte == Self.carriageReturn {
        lastLineEndedWithCR = byte == Self.carriageReturn
        if let line = endLine() { lines.append(line) }
      } else {
        pending.append(byte)
      }
    }
    return lines
  }

  /// Ends the stream; returns its last line if it had no line ending and produces a record.
  mutating func finish() -> InputLine? {
    pending.isEmpty ? nil : endLine()
  }

  private mutating func endLine() -> InputLine? {
    defer { pending.removeAll(keepingCapacity: true) }
    linesSeen += 1
    var bytes = pending[...]
    if linesSeen == 1, bytes.starts(with: Self.byteOrderMark) {
      bytes = bytes.dropFirst(Self.byteOrderMark.count)
    }
    while let first = bytes.first, Self.isBlank(first) { bytes = bytes.dropFirst() }
    while let last = bytes.last, Self.isBlank(last) { bytes = bytes.dropLast() }
    guard let first = bytes.first, first != UInt8(ascii: "#") else { return nil }
    return InputLine(number: linesSeen, text: String(decoding: bytes, as: UTF8.self))
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
