@testable import RouteTable

/// ``URLLayout`` as it was before it read eight bytes at a time (one byte at a time, with a
/// branch per character class): the reference the faster scan must agree with on every input.
struct ReferenceURLLayout {
  typealias Kind = URLLayout.Kind

  let kind: Kind
  /// `bytes[0..<schemeEnd]` is the scheme, lowercase.
  let schemeEnd: Int
  /// The host of an https URL, lowercase; empty for a custom scheme.
  let host: Range<Int>
  /// The percent-encoded path, starting with `/`, without a trailing `/` unless it is `/`.
  let path: Range<Int>
  /// What follows `?`, or `nil` without one.
  let query: Range<Int>?

  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    let count = bytes.count
    guard count <= URLReader.maximumLength, count > 3, Self.isLowercaseLetter(bytes[0]) else {
      return nil
    }
    var index = 1
    while index < count, Self.isLowercaseSchemeCharacter(bytes[index]) { index += 1 }
    guard index + 2 < count, bytes[index] == UInt8(ascii: ":"),
      bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/")
    else { return nil }
    schemeEnd = index
    index += 3
    if Self.equals(bytes, 0..<schemeEnd, "https") {
      kind = .https
      let hostStart = index
      var labelIsEmpty = true
      while index < count {
        let byte = bytes[index]
        // Lowercase letters, digits and `-` only: anything else (uppercase, `:`, `@`, `%`, …)
        // raises a warning or an error, or needs decoding.
        if byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
          || byte == UInt8(ascii: "-")
        {
          labelIsEmpty = false
        } else if byte == UInt8(ascii: ".") {
          guard !labelIsEmpty else { return nil }
          labelIsEmpty = true
        } else if byte == UInt8(ascii: "/") {
          break
        } else {
          return nil
        }
        index += 1
      }
      // `https://host` (no path) and `https://host?…` read their path as `/`, which is not in
      // the bytes. A punycode label may hide look-alike letters (`confusable-host`).
      guard index > hostStart, index < count,
        !PunycodeDecoding.hasPunycodeLabel(UnsafeBufferPointer(rebasing: bytes[hostStart..<index]))
      else { return nil }
      host = hostStart..<index
    } else if Self.equals(bytes, 0..<schemeEnd, "http") {
      // http is always an error (`insecure-scheme` or `unknown-scheme`).
      return nil
    } else {
      kind = .custom
      // `scheme:///…` is non-canonical.
      guard index >= count || bytes[index] != UInt8(ascii: "/") else { return nil }
      host = index..<index
      index -= 1
    }
    let pathStart = index
    guard let pathEnd = Self.scanPath(bytes, from: pathStart) else { return nil }
    path = pathStart..<pathEnd
    index = pathEnd
    if index < count {
      guard bytes[index] == UInt8(ascii: "?") else { return nil }
      let queryStart = index + 1
      index = queryStart
      while index < count {
        let byte = bytes[index]
        // `#` (a fragment) is not a query character. A value with `:` or `//` may be a link or
        // a script (`open-redirect`, `script-scheme`): the full reader looks at it.
        if byte == UInt8(ascii: ":")
          || (byte == UInt8(ascii: "/") && index > queryStart && bytes[index - 1] == byte)
        {
          return nil
        } else if URICharacter.isQueryCharacter(byte) {
          index += 1
        } else {
          guard byte == UInt8(ascii: "%"), Self.isPlainEscape(bytes, at: index) else { return nil }
          index += 3
        }
      }
      query = queryStart..<count
    } else {
      query = nil
    }
  }

  /// The end of the path that starts with the `/` at `start` (at `?`, `#` or the end), or `nil`
  /// when a segment is empty, a dot segment, ends in `/`, or holds a character or escape that
  /// is not plain.
  private static func scanPath(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let count = bytes.count
    var index = start + 1
    var segmentLength = 0
    var dots = 0
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ":") {
        // A path value with `:` may be a link or a script: the full reader looks at it.
        return nil
      } else if URICharacter.isPathCharacter(byte) {
        if byte == UInt8(ascii: ".") { dots += 1 }
        segmentLength += 1
        index += 1
      } else if byte == UInt8(ascii: "/") {
        guard segmentLength > 0, dots != segmentLength || dots > 2 else { return nil }
        segmentLength = 0
        dots = 0
        index += 1
      } else if byte == UInt8(ascii: "%") {
        guard isPlainEscape(bytes, at: index) else { return nil }
        if decodedEscape(bytes, at: index) == UInt8(ascii: ".") { dots += 1 }
        segmentLength += 1
        index += 3
      } else if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
        break
      } else {
        return nil
      }
    }
    // The last segment empty is the root, or a trailing slash (judged by the full resolver).
    if segmentLength == 0 { return index == start + 1 ? index : nil }
    guard dots != segmentLength || dots > 2 else { return nil }
    return index
  }

  /// Whether the `%` at `index` starts a valid escape of a printable ASCII character that no
  /// check reads specially: not a control character, a separator (`/`, `\`, `?`, `#`), `%`, `:`
  /// (a scheme), or anything above U+007E.
  private static func isPlainEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard index + 2 < bytes.count, let high = PercentDecoding.hexValue(bytes[index + 1]),
      let low = PercentDecoding.hexValue(bytes[index + 2])
    else { return false }
    let decoded = high << 4 | low
    switch decoded {
    case 0x20..<0x7F:
      return decoded != UInt8(ascii: "/") && decoded != UInt8(ascii: "\\")
        && decoded != UInt8(ascii: "?") && decoded != UInt8(ascii: "#")
        && decoded != UInt8(ascii: "%") && decoded != UInt8(ascii: ":")
    default:
      return false
    }
  }

  private static func decodedEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt8 {
    PercentDecoding.hexValue(bytes[index + 1])! << 4 | PercentDecoding.hexValue(bytes[index + 2])!
  }

  @inline(__always)
  private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "a") < 26
  }

  /// A scheme character other than an uppercase letter (which raises a warning).
  @inline(__always)
  private static func isLowercaseSchemeCharacter(_ byte: UInt8) -> Bool {
    isLowercaseLetter(byte) || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// Whether `bytes[range]` is `text`.
  static func equals(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: StaticString
  ) -> Bool {
    guard range.count == text.utf8CodeUnitCount else { return false }
    let start = text.utf8Start
    for offset in 0..<range.count where bytes[range.lowerBound + offset] != start[offset] {
      return false
    }
    return true
  }
}
