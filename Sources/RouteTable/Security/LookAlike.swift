/// A host's "skeleton" (after UTS #39): each character replaced by the common character it is
/// mistaken for, so two hosts that look alike have equal skeletons. A small, conservative table
/// of the look-alikes seen in phishing domains rather than the whole Unicode confusables list.
enum LookAlike {
  static func skeleton(_ text: some StringProtocol) -> String {
    asciiSkeleton(text) ?? unicodeSkeleton(text)
  }

  /// ``skeleton(_:)`` of ASCII text, on its bytes: a host that is not the table's gets a
  /// skeleton on every failing URL, and the general path (a dictionary lookup and a string per
  /// scalar, then two `replacing` passes) cost tens of thousands of instructions.
  static func asciiSkeleton(_ text: some StringProtocol) -> String? {
    let skeleton = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { output in
        var count = 0
        forEachASCIISkeletonByte(of: bytes) { byte in
          output[count] = byte
          count += 1
          return true
        }
        return count
      }
    }
    return skeleton ?? nil
  }

  /// Whether the skeleton of the ASCII `bytes` is `skeleton` (ASCII), compared as it is worked
  /// out: a failing link's host is compared with each of the table's hosts, and a string for
  /// each skeleton cost more than the comparison.
  static func asciiSkeleton(
    of bytes: UnsafeBufferPointer<UInt8>, equals skeleton: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var count = 0
    let agrees = forEachASCIISkeletonByte(of: bytes) { byte in
      guard count < skeleton.count, skeleton[count] == byte else { return false }
      count += 1
      return true
    }
    return agrees && count == skeleton.count
  }

  /// Hands each byte of the skeleton of the ASCII `bytes` to `body` in order, while it returns
  /// `true`; returns whether it always did.
  ///
  /// The ASCII look-alikes of the table are `1` and `|` for `l`, `0` for `o`, the letters
  /// lowercased; then `rn` is `m` left to right, then `vv` is `w`. One pass does both pairs:
  /// replacing `rn` never makes two `v` neighbours, so the second pass finds the pairs the
  /// first left as they were.
  @discardableResult
  @inline(__always)
  private static func forEachASCIISkeletonByte(
    of bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt8) -> Bool
  ) -> Bool {
    var index = 0
    while index < bytes.count {
      var byte = lookAlike(bytes[index])
      if index + 1 < bytes.count {
        let next = lookAlike(bytes[index + 1])
        if byte == UInt8(ascii: "r") && next == UInt8(ascii: "n") {
          byte = UInt8(ascii: "m")
          index += 1
        } else if byte == UInt8(ascii: "v") && next == UInt8(ascii: "v") {
          byte = UInt8(ascii: "w")
          index += 1
        }
      }
      guard body(byte) else { return false }
      index += 1
    }
    return true
  }

  /// The byte an ASCII byte is taken for, before the pairs.
  @inline(__always)
  private static func lookAlike(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "1"), UInt8(ascii: "|"): UInt8(ascii: "l")
    case UInt8(ascii: "0"): UInt8(ascii: "o")
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
    default: byte
    }
  }

  /// ``skeleton(_:)`` of any text, scalar by scalar.
  static func unicodeSkeleton(_ text: some StringProtocol) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if (0x300...0x36F).contains(scalar.value) { continue }  // combining accents
      var value = scalar.value
      if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 }  // fullwidth ASCII
      guard let plain = Unicode.Scalar(value) else { continue }
      if let prototype = prototypes[plain] {
        result += prototype
      } else {
        result += String(plain).lowercased()
      }
    }
    for (pair, single) in [("rn", "m"), ("vv", "w")] {
      result = result.replacing(pair, with: single)
    }
    return result
  }

  /// A lower bound of `skeleton(text)`'s length in scalars: every scalar but a combining accent
  /// leaves one, and a pair (`rn`, `vv`) at worst halves them.
  static func minimumSkeletonLength(of text: String) -> Int {
    // Counted on the UTF-8 bytes (a 64 KiB host is counted at a few instructions a byte): one
    // lead byte per scalar, and U+0300–U+036F are `CC 80`–`CD AF`.
    var text = text
    let kept = text.withUTF8 { bytes in
      var kept = 0
      for index in bytes.indices where bytes[index] & 0xC0 != 0x80 {
        let lead = bytes[index]
        let isCombiningAccent =
          lead == 0xCC || (lead == 0xCD && index + 1 < bytes.count && bytes[index + 1] <= 0xAF)
        if !isCombiningAccent { kept += 1 }
      }
      return kept
    }
    return (kept + 1) / 2
  }

  private static let prototypes: [Unicode.Scalar: String] = {
    let groups: [(String, String)] = [
      ("a", "аɑαàáâãäåāăą"), ("b", "Ьƅ"), ("c", "сϲçćĉċč"), ("d", "ԁɗďđ"),
      ("e", "еҽèéêëēĕėęě"), ("g", "ցɡġğĝģ"), ("h", "һհ"), ("i", "іɩıιìíîïĩīĭįї"),
      ("j", "јϳ"), ("k", "κк"), ("l", "1ӏ|ℓǀ"), ("m", "м"), ("n", "ոпñńņňη"),
      ("o", "0оοօòóôõöøōŏőσ"), ("p", "рρþ"), ("q", "ԛզ"), ("r", "г"), ("s", "ѕśŝşš"),
      ("t", "т"), ("u", "սυùúûüũūŭůűų"), ("v", "νѵ"), ("w", "ԝѡω"), ("x", "хχ"),
      ("y", "уγýÿ"), ("z", "źżž"),
    ]
    var table: [Unicode.Scalar: String] = [:]
    for (prototype, lookAlikes) in groups {
      for scalar in lookAlikes.unicodeScalars { table[scalar] = prototype }
    }
    return table
  }()
}
