/// What a value's raw (percent-encoded) bytes rule out before it is decoded: most values in a
/// link are short printable ASCII, and a link with a long query has thousands of them to check.
enum RawValueShape {
  /// Printable ASCII without `%`, `:`, `/` or `\`: it decodes to itself (or `+` to a space), so
  /// it holds no control character, no scheme and no `//host`; no value check can fire.
  case inert
  /// Printable ASCII without `%`: no control character or bidirectional override, but it may be
  /// a link.
  case printable
  case other

  /// Eight bytes at a time: a whole 64 KiB query is shaped in one pass before any item is.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    var shape = RawValueShape.inert
    var offset = 0
    while offset < bytes.count {
      let word = ByteWord.load(bytes, at: offset)
      // Past the end `load` reads zero bytes, which are controls: those are not counted.
      let valid = offset + 8 <= bytes.count ? ~0 : ByteWord.firstBytes(bytes.count - offset)
      let other =
        ByteWord.equal(word, UInt8(ascii: "%")) | ByteWord.inRange(word, 0x00, 0x1F)
        | ByteWord.equal(word, 0x7F) | word & ByteWord.highBits
      if other & valid != 0 {
        self = .other
        return
      }
      let mayBeLink =
        ByteWord.equal(word, UInt8(ascii: ":")) | ByteWord.equal(word, UInt8(ascii: "/"))
        | ByteWord.equal(word, UInt8(ascii: "\\"))
      if mayBeLink & valid != 0 { shape = .printable }
      offset += 8
    }
    self = shape
  }
}

extension RawValueShape {
  /// Whether a value a type took as text, written as `raw` without `%`, may raise a value
  /// warning: a security check reads only a value that is not inert, and a pasted link's check
  /// only one that ends in punctuation that may belong to the text around the link. Told once,
  /// when the value is bound, so that a link whose values it clears skips both checks.
  static func textMayWarn(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
    RawValueShape(bytes: raw) != .inert || raw.last.map(isSurroundingPunctuation) == true
  }

  /// Whether `byte` ends a sentence or closes a bracket around a link.
  static func isSurroundingPunctuation(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
      UInt8(ascii: "!"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "'"),
      UInt8(ascii: "\""):
      true
    default: false
    }
  }
}
