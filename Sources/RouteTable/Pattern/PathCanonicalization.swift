/// URLPattern's "canonicalize a pathname": runs fixed pattern text through the URL parser's path
/// state, so that it is compared in the form a parsed URL's pathname takes (non-ASCII and a few
/// ASCII characters percent-encoded, `.` and `..` segments resolved).
enum PathCanonicalization {
  /// Canonical form of `value`. Text not starting with `/` is treated as the continuation of a
  /// segment (URLPattern parses it behind a dummy `/-` and strips that again).
  static func canonicalize(_ value: String) -> String {
    if value.isEmpty { return "" }
    let leadingSlash = value.utf8.first == UInt8(ascii: "/")
    var segments: [String] = []
    var buffer = ""
    var scalars = value.unicodeScalars[...]
    if leadingSlash {
      scalars = scalars.dropFirst()
    } else {
      buffer = "-"
    }
    while true {
      let scalar = scalars.popFirst()
      guard scalar == nil || scalar == "/" else {
        appendEncoded(scalar!, to: &buffer)
        continue
      }
      if isDoubleDot(buffer) {
        if !segments.isEmpty { segments.removeLast() }
        if scalar == nil { segments.append("") }
      } else if isSingleDot(buffer) {
        if scalar == nil { segments.append("") }
      } else {
        segments.append(buffer)
      }
      buffer = ""
      if scalar == nil { break }
    }
    var result = ""
    for segment in segments {
      result += "/"
      result += segment
    }
    return leadingSlash ? result : String(result.dropFirst(2))
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

  private static func appendEncoded(_ scalar: Unicode.Scalar, to buffer: inout String) {
    for byte in UTF8.encode(scalar)! {
      if isEncodedInPath(byte) {
        buffer += "%"
        buffer.unicodeScalars.append(hexDigit(byte >> 4))
        buffer.unicodeScalars.append(hexDigit(byte & 0xF))
      } else {
        buffer.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
  }

  private static func hexDigit(_ nibble: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10)
  }

  private static func isSingleDot(_ segment: String) -> Bool {
    segment == "." || segment.lowercased() == "%2e"
  }

  private static func isDoubleDot(_ segment: String) -> Bool {
    switch segment.lowercased() {
    case "..", ".%2e", "%2e.", "%2e%2e": return true
    default: return false
    }
  }
}
