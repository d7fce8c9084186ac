/// The one rule for characters that must never be printed raw (README "Output"): C0 and C1
/// controls, DEL, line and paragraph separators, the bidirectional formatting characters (U+202E
/// shows `exe.txt` for `txt.exe`), and the invisible format characters (U+200B, U+200C,
/// U+2060–U+2064, U+FEFF, the soft hyphen U+00AD, tag characters). Every output format escapes
/// them, messages quote them escaped, and `control-char` flags them in links. The zero-width
/// joiner U+200D is not among them: emoji such as 👩‍💻 are made with it; `control-char` flags
/// one that joins no emoji (``isStrayJoiner(in:at:)``).
public enum HiddenCharacter {
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E: false
    case 0x00...0x1F, 0x7F...0x9F, 0xAD: true
    case 0x200B, 0x200C, 0x200E, 0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true
    case 0xE0000...0xE007F: true
    // The Unicode property lookup is slow; the cases above cover almost every character.
    default: scalar.value >= 0x61C && scalar.properties.isBidiControl
    }
  }

  /// Whether the scalar at `index` is a zero-width joiner that does not join two emoji.
  static func isStrayJoiner(in scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard scalars[index].value == 0x200D else { return false }
    func isEmoji(_ position: Int) -> Bool {
      scalars.indices.contains(position) && scalars[position].properties.isEmoji
        && scalars[position].value > 0x7F
    }
    // An emoji may carry a variation selector or skin tone before the joiner.
    var before = index - 1
    while before >= 0,
      (0xFE00...0xFE0F).contains(scalars[before].value)
        || (0x1F3FB...0x1F3FF).contains(scalars[before].value)
    {
      before -= 1
    }
    return !(isEmoji(before) && isEmoji(index + 1))
  }
}
