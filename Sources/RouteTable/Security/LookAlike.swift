/// A host's "skeleton" (after UTS #39): each character replaced by the common character it is
/// mistaken for, so two hosts that look alike have equal skeletons. A small, conservative table
/// of the look-alikes seen in phishing domains rather than the whole Unicode confusables list.
enum LookAlike {
  static func skeleton(_ text: some StringProtocol) -> String {
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
    let kept = text.unicodeScalars.count { !(0x300...0x36F).contains($0.value) }
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
