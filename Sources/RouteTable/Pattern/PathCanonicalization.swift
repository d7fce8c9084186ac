/// URLPattern's "canonicalize a pathname": runs fixed pattern text through the URL parser's path
/// state, so that it is compared in the form a parsed URL's pathname takes (non-ASCII and a few
/// ASCII characters percent-encoded, `.` and `..` segments resolved).
enum PathCanonicalization {
  /// Canonical form of `value`. Text not starting with `/` is treated as the continuation of a
  /// segment (URLPattern parses it behind a dummy `/-` and strips that again).
  static func canonicalize(_ value: String) -> String {
    if value.isEmpty { return "" }
    let leadingSlash = value.utf8.first == UInt8(ascii: "/")
    // The path is written as it is read: each segment as `/` and its encoded bytes, taken
    // back when it turns out to be `.` or `..`.
    var path: [UInt8] = [UInt8(ascii: "/")]
    path.reserveCapacity(value.utf8.count + 2)
    if !leadingSlash { path.append(UInt8(ascii: "-")) }
    var keptStarts: [Int] = []
    var segmentStart = 0
    func endSegment(isLast: Bool) {
      let segment = path[(segmentStart + 1)...]
      if isDoubleDot(segment) {
        path.removeSubrange((keptStarts.popLast() ?? segmentStart)...)
      } else if isDot(segment) {
        path.removeSubrange(segmentStart...)
      } else {
        keptStarts.append(segmentStart)
        return
      }
      if isLast { path.append(UInt8(ascii: "/")) }
    }
    for byte in value.utf8.dropFirst(leadingSlash ? 1 : 0) {
      if byte == UInt8(ascii: "/") {
        endSegment(isLast: false)
        segmentStart = path.count
        path.append(byte)
      } else if isEncodedInPath(byte) {
        path += [UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 0xF)]
      } else {
        path.append(byte)
      }
    }
    endSegment(isLast: true)
    return String(decoding: path.dropFirst(leadingSlash ? 0 : 2), as: UTF8.self)
  }

  /// Whether a byte is in the URL standard's path percent-encode set.
  static func isEncodedInPath(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x00...0x20, 0x7F...0xFF: return true
    case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "?"), UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"),
      UInt8(ascii: "}"):
      return true
    default: return false
    }
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
  }

  /// `.` or `%2e`, in either case.
  private static func isDot(_ text: ArraySlice<UInt8>) -> Bool {
    switch text.count {
    case 1: return text.first == UInt8(ascii: ".")
    case 3:
      return text.first == UInt8(ascii: "%") && text.dropFirst().first == UInt8(ascii: "2")
        && text.last! | 0x20 == UInt8(ascii: "e")
    default: return false
    }
  }

  /// Two of ``isDot(_:)``'s forms in a row.
  private static func isDoubleDot(_ segment: ArraySlice<UInt8>) -> Bool {
    for firstLength in [1, 3] where segment.count > firstLength {
      let split = segment.startIndex + firstLength
      if isDot(segment[..<split]) && isDot(segment[split...]) { return true }
    }
    return false
  }
}
