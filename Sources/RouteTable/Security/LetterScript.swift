/// The writing system of a letter, for the scripts whose letters are mistaken for each other in
/// host names. Digits, `-`, combining marks and letters of other scripts have none.
enum LetterScript: String, CaseIterable, Comparable {
  case latin = "Latin"
  case greek = "Greek"
  case cyrillic = "Cyrillic"
  case armenian = "Armenian"
  case georgian = "Georgian"
  case cherokee = "Cherokee"
  case hebrew = "Hebrew"
  case arabic = "Arabic"
  /// Han, Hiragana, Katakana, Hangul and Bopomofo, which are written together.
  case eastAsian = "East Asian"

  init?(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2AF, 0x1E00...0x1EFF,
      0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
      self = .latin
    case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
    case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
    case 0x531...0x58F, 0xFB13...0xFB17: self = .armenian
    case 0x10A0...0x10FF, 0x1C90...0x1CBF, 0x2D00...0x2D2F: self = .georgian
    case 0x13A0...0x13FF, 0xAB70...0xABBF: self = .cherokee
    case 0x5D0...0x5FF, 0xFB1D...0xFB4F: self = .hebrew
    case 0x620...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
    case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3100...0x312F, 0x3130...0x318F,
      0x31A0...0x31BF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
      0x20000...0x3FFFF:
      self = .eastAsian
    default: return nil
    }
    guard scalar.properties.isAlphabetic else { return nil }
  }

  /// Declaration order: Latin first.
  static func < (lhs: LetterScript, rhs: LetterScript) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The scripts of a label's letters, when they are mixed in a way that deceives: more than one
  /// script, except East Asian text with Latin letters (UTS #39's "highly restrictive" level).
  static func deceptiveMix(in label: some StringProtocol) -> [LetterScript]? {
    let scripts = Set(label.unicodeScalars.compactMap(LetterScript.init))
    guard scripts.count > 1, scripts != [.latin, .eastAsian] else { return nil }
    return scripts.sorted()
  }
}
