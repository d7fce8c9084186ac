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
        // The ASCII look-alikes of the table: `1` and `|` for `l`, `0` for `o`; then the
        // letters lowercased.
        for (offset, byte) in bytes.enumerated() {
          switch byte {
          case UInt8(ascii: "1"), UInt8(ascii: "|"): output[offset] = UInt8(ascii: "l")
          case UInt8(ascii: "0"): output[offset] = UInt8(ascii: "o")
          case UInt8(ascii: "A")...UInt8(ascii: "Z"): output[offset] = byte | 0x20
          default: output[offset] = byte
          }
        }
        // `rn` to `m` left to right, then `vv` to `w`, as the two `replacing` passes do.
        var count = replacePairs(
          output, count: bytes.count, UInt8(ascii: "r"), UInt8(ascii: "n"), UInt8(ascii: "m"))
        count = replacePairs(
          output, count: count, UInt8(ascii: "v"), UInt8(ascii: "v"), UInt8(ascii: "w"))
        return count
      }
    }
    return skeleton ?? nil
  }

  /// Replaces each `first second` in `buffer[..<count]`, left to right without overlap, by
  /// `single`, in place; returns the new count.
  private static func replacePairs(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, count: Int, _ first: UInt8, _ second: UInt8,
    _ single: UInt8
  ) -> Int {
    var read = 0
    var written = 0
    while read < count {
      if read + 1 < count && buffer[read] == first && buffer[read + 1] == second {
        buffer[written] = single
        read += 2
      } else {
        buffer[written] = buffer[read]
        read += 1
      }
      written += 1
    }
    return written
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
