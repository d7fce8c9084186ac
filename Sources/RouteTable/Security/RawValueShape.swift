/// What a value's raw (percent-encoded) bytes rule out before it is decoded: most values in a
/// link are short printable ASCII, and decoding and checking each of thousands of them was most
/// of the cost of a link with a long query.
enum RawValueShape {
  /// Printable ASCII without `%`, `:`, `/` or `\`: it decodes to itself (or `+` to a space), so
  /// it holds no control character, no scheme and no `//host`; no value check can fire.
  case inert
  /// Printable ASCII without `%`: no control character or bidirectional override, but it may be
  /// a link.
  case printable
  case other

  init(_ raw: String) {
    var raw = raw
    self = raw.withUTF8 { RawValueShape(bytes: $0) }
  }

  init(bytes: UnsafeBufferPointer<UInt8>) {
    var shape = RawValueShape.inert
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "%"), 0..<0x20, 0x7F...:
        self = .other
        return
      case UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "\\"): shape = .printable
      default: continue
      }
    }
    self = shape
  }
}
