/// Percent-decoding, applied exactly once to each component (SPEC §3).
public enum PercentDecoding {
  /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`). Returns `nil` when an escape
  /// is malformed or the decoded bytes are not valid UTF-8.
  public static func decode(_ text: some StringProtocol, plusIsSpace: Bool = false) -> String? {
    let changes = text.utf8.contains {
      $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+"))
    }
    // Nothing to decode: the text itself (valid UTF-8, being a string).
    if !changes { return String(text) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { return nil }
        bytes.append(high << 4 | low)
      case UInt8(ascii: "+") where plusIsSpace:
        bytes.append(UInt8(ascii: " "))
      default:
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// Like ``decode(_:plusIsSpace:)`` for text the URL reader has already validated; anything
  /// undecodable is kept as written rather than lost.
  public static func decodeLossless(_ text: some StringProtocol, plusIsSpace: Bool = false)
    -> String
  {
    decode(text, plusIsSpace: plusIsSpace) ?? String(text)
  }

  /// The value of an ASCII hex digit, or `nil`.
  public static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
