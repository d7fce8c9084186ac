/// `control-char`: a decoded value carries a character ``HiddenCharacter`` hides: a control, a
/// bidirectional formatting character or an invisible one. Control characters (`%00`, `%0A`, `%1B`) truncate strings in C APIs, forge lines in
/// logs and inject terminal escapes; bidirectional overrides such as U+202E make a value read
/// differently from what it is (`exe.txt` shown for `txt.exe`).
enum ControlCharacterCheck {
  static func warning(for value: InspectedValue) -> LinkWarning? {
    // Text without a byte that can begin a dangerous character (nearly every value) is safe:
    // only other text needs scalars, whose properties are slow to read.
    let maybeDangerous = value.decoded.utf8.withContiguousStorageIfAvailable(mayHoldDangerous)
    if maybeDangerous == false { return nil }
    let scalars = Array(value.decoded.unicodeScalars)
    guard
      let scalar = scalars.indices.first(where: {
        HiddenCharacter.isHidden(scalars[$0]) || HiddenCharacter.isStrayJoiner(in: scalars, at: $0)
      }).map({ scalars[$0] })
    else { return nil }
    return LinkWarning(
      .controlChar, "\(value.description) contains \(Self.describe(scalar)) once decoded")
  }

  /// Whether `bytes` (valid UTF-8) hold a byte that begins a character
  /// ``HiddenCharacter/isHidden(_:)`` may accept: a C0 control or DEL, or the lead byte of
  /// U+0080–U+00BF (`C2`), of U+0600–U+063F (`D8`, for U+061C), of U+2000–U+2FFF (`E2`, the
  /// other bidirectional controls, the separators and the zero-width characters), of
  /// U+F000–U+FFFF (`EF`, for U+FEFF) or of the tag characters' plane (`F3`). Checked eight
  /// bytes at a time.
  static func mayHoldDangerous(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let word = ByteWord.load(bytes, at: offset)
      // Past the end `load` reads zero bytes, which are controls: those are not counted.
      let valid = offset + 8 <= bytes.count ? ~0 : ByteWord.firstBytes(bytes.count - offset)
      let flagged =
        ByteWord.inRange(word, 0x00, 0x1F) | ByteWord.equal(word, 0x7F) | ByteWord.equal(word, 0xC2)
        | ByteWord.equal(word, 0xD8) | ByteWord.equal(word, 0xE2) | ByteWord.equal(word, 0xEF)
        | ByteWord.equal(word, 0xF3)
      if flagged & valid != 0 { return true }
      offset += 8
    }
    return false
  }

  /// `U+202E (right-to-left override)`; names from the Unicode database, lowercased.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let code = scalar.codePointText
    let name = scalar.properties.name ?? controlNames[scalar.value]
    return name.map { "\(code) (\($0.lowercased()))" } ?? code
  }

  /// Controls have no Unicode name; these are their usual ones.
  private static let controlNames: [UInt32: String] = [
    0x00: "null", 0x07: "bell", 0x08: "backspace", 0x09: "tab", 0x0A: "line feed",
    0x0B: "vertical tab", 0x0C: "form feed", 0x0D: "carriage return", 0x1B: "escape",
    0x7F: "delete", 0x85: "next line",
  ]
}
