/// A host's "skeleton" (after UTS #39): each character replaced by the common character it is
/// mistaken for, so two hosts that look alike have equal skeletons. A small, conservative table
/// of the look-alikes seen in phishing domains rather than the whole Unicode confusables list.
enum LookAlike {
  static func skeleton(_ text: some StringProtocol) -> String {
    var scalars: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      if (0x300...0x36F).contains(scalar.value) { continue }  // combining accents
      var value = scalar.value
      if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 }  // fullwidth ASCII
      guard let plain = Unicode.Scalar(value) else { continue }
      if let prototype = prototype(of: plain) {
        scalars.append(prototype)
      } else {
        scalars += String(plain).lowercased().unicodeScalars
      }
    }
    // Then `rn` is `m` and `vv` is `w`, left to right. One pass does both: replacing `rn` never
    // makes two `v` neighbours, so a second pass would find the pairs the first left as they were.
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let pair = index + 1 < scalars.count ? (scalars[index], scalars[index + 1]) : nil
      if let pair, pair == ("r", "n") || pair == ("v", "v") {
        result.append(pair.0 == "r" ? "m" : "w")
        index += 2
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }

  /// The letter `scalar` is taken for, when the table has one; ASCII letters lowercased without
  /// a lookup (a failing link's host gets a skeleton).
  private static func prototype(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar {
    case "1", "|": "l"
    case "0": "o"
    case "A"..."Z": Unicode.Scalar(scalar.value | 0x20)
    case _ where scalar.isASCII: scalar
    default: prototypes[scalar]
    }
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

  private static let prototypes: [Unicode.Scalar: Unicode.Scalar] = {
    let groups: [(String, String)] = [
      ("a", "аɑαàáâãäåāăą"), ("b", "Ьƅ"), ("c", "сϲçćĉċč"), ("d", "ԁɗďđ"),
      ("e", "еҽèéêëēĕėęě"), ("g", "ցɡġğĝģ"), ("h", "һհ"), ("i", "іɩıιìíîïĩīĭįї"),
      ("j", "јϳ"), ("k", "κк"), ("l", "1ӏ|ℓǀ"), ("m", "м"), ("n", "ոпñńņňη"),
      ("o", "0оοօòóôõöøōŏőσ"), ("p", "рρþ"), ("q", "ԛզ"), ("r", "г"), ("s", "ѕśŝşš"),
      ("t", "т"), ("u", "սυùúûüũūŭůűų"), ("v", "νѵ"), ("w", "ԝѡω"), ("x", "хχ"),
      ("y", "уγýÿ"), ("z", "źżž"),
    ]
    var table: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (prototype, lookAlikes) in groups {
      for scalar in lookAlikes.unicodeScalars { table[scalar] = prototype.unicodeScalars.first }
    }
    return table
  }()
}
