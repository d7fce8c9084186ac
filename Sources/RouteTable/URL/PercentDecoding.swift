/// Percent-decoding, applied exactly once to each component (README "How a URL is read").
public enum PercentDecoding {
  /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`). Returns `nil` when an escape
  /// is malformed or the decoded bytes are not valid UTF-8.
  public static func decode(_ text: some StringProtocol, plusIsSpace: Bool = false) -> String? {
    let outcome =
      text.utf8.withContiguousStorageIfAvailable { decode(bytes: $0, plusIsSpace: plusIsSpace) }
      ?? Array(text.utf8).withUnsafeBufferPointer { decode(bytes: $0, plusIsSpace: plusIsSpace) }
    switch outcome {
    // Nothing to decode: the text itself (valid UTF-8, being a string).
    case .unchanged: return String(text)
    case .decoded(let decoded): return decoded
    case .invalid: return nil
    }
  }

  private enum Outcome {
    case unchanged
    case decoded(String)
    case invalid
  }

  /// ``decode(_:plusIsSpace:)`` on the text's bytes, in one pass after the first escape.
  private static func decode(bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> Outcome {
    let plus = plusIsSpace ? UInt8(ascii: "+") : UInt8(ascii: "%")
    guard let first = bytes.firstIndex(where: { $0 == UInt8(ascii: "%") || $0 == plus }) else {
      return .unchanged
    }
    var isValid = true
    // Written through pointers into storage of the input's size (decoding never grows text),
    // hex digits read from a table: a 64 KiB value of escapes decodes at a few instructions a
    // byte.
    let output = [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, written in
      hexTable.withUnsafeBufferPointer { hexTable in
        let source = bytes.baseAddress.unsafelyUnwrapped
        let target = buffer.baseAddress.unsafelyUnwrapped
        target.initialize(from: source, count: first)
        var out = first
        var index = first
        let end = bytes.count
        while index < end {
          let byte = source[index]
          if byte == UInt8(ascii: "%") {
            guard index &+ 2 < end else {
              isValid = false
              break
            }
            let high = hexTable[Int(source[index &+ 1])]
            let low = hexTable[Int(source[index &+ 2])]
            guard high | low < 0x10 else {
              isValid = false
              break
            }
            target[out] = high << 4 | low
            index &+= 3
          } else {
            target[out] = byte == plus ? UInt8(ascii: " ") : byte
            index &+= 1
          }
          out &+= 1
        }
        written = out
      }
    }
    guard isValid else { return .invalid }
    return String(validating: output, as: UTF8.self).map(Outcome.decoded) ?? .invalid
  }

  /// The value of each byte as a hex digit, `0xFF` for a byte that is not one.
  private static let hexTable: [UInt8] = (0...255).map { hexValue(UInt8($0)) ?? 0xFF }

  /// Like ``decode(_:plusIsSpace:)`` for text the URL reader has already validated; anything
  /// undecodable is kept as written rather than lost.
  public static func decodeLossless(_ text: some StringProtocol, plusIsSpace: Bool = false)
    -> String
  {
    decode(text, plusIsSpace: plusIsSpace) ?? String(text)
  }

  /// ``decodeLossless(_:plusIsSpace:)`` on raw bytes (valid UTF-8), without a string made of
  /// them first.
  static func decodeLossless(bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> String {
    switch decode(bytes: bytes, plusIsSpace: plusIsSpace) {
    case .decoded(let decoded): decoded
    case .unchanged, .invalid: String(utf8Bytes: bytes)
    }
  }

  /// `path` (already read, so its escapes are whole) with each escape's hex digits in
  /// uppercase and each escaped unreserved character (`%69` for `i`) written as itself, the
  /// equivalent spellings of RFC 3986 §6.2.2; `nil` when nothing changes. `unescaped`: the
  /// characters written out, for the warning. `%2E` stays: written out, `%2E%2E` would become
  /// the dot segment it is escaped to avoid (and the security check on it would be lost).
  static func normalizingEscapes(in path: String) -> (path: String, unescaped: String)? {
    var path = path
    return path.withUTF8 { bytes in
      // Most paths have no escape, or only ones already in their one spelling: settled
      // without copying anything.
      guard
        let first = bytes.indices.first(where: {
          bytes[$0] == UInt8(ascii: "%") && needsNormalizing(bytes, at: $0)
        })
      else { return nil }
      // Written through pointers into storage of the path's size (an escape stays three bytes
      // or becomes one), the characters written out gathered as bytes: a 64 KiB path of
      // escapes is normalised at a few instructions a byte.
      var unescaped: [UInt8] = []
      let normal = String(unsafeUninitializedCapacity: bytes.count) { target in
        let source = bytes.baseAddress.unsafelyUnwrapped
        let target = target.baseAddress.unsafelyUnwrapped
        target.initialize(from: source, count: first)
        var out = first
        var index = first
        while index < bytes.count {
          guard source[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
            let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
          else {
            target[out] = source[index]
            out += 1
            index += 1
            continue
          }
          let value = high << 4 | low
          if isWrittenOut(value) {
            target[out] = value
            out += 1
            unescaped.append(value)
          } else {
            target[out] = UInt8(ascii: "%")
            target[out + 1] = uppercaseHex(high)
            target[out + 2] = uppercaseHex(low)
            out += 3
          }
          index += 3
        }
        return out
      }
      return (normal, String(decoding: unescaped, as: UTF8.self))
    }
  }

  /// Whether the byte at `index` starts an escape with a lowercase hex digit or of a character
  /// written out.
  private static func needsNormalizing(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
      let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
    else { return false }
    return isWrittenOut(high << 4 | low) || bytes[index + 1] >= UInt8(ascii: "a")
      || bytes[index + 2] >= UInt8(ascii: "a")
  }

  /// An unreserved character other than `.`.
  private static func isWrittenOut(_ value: UInt8) -> Bool {
    URICharacter.isUnreserved(value) && value != UInt8(ascii: ".")
  }

  /// The uppercase hex digit of `value` (below 16).
  private static func uppercaseHex(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
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
