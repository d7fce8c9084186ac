extension ParamText {
  /// ``bareOrQuoted(_:)`` of the UTF-8 text `bytes`, appended: ASCII is judged byte by byte,
  /// anything else goes through the `String` spelling.
  static func appendBareOrQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteWriter) {
    var needsQuotes = bytes.isEmpty
    for byte in bytes {
      if byte >= 0x80 {
        output.append(utf8: bareOrQuoted(String(decoding: bytes, as: UTF8.self)))
        return
      }
      // A space or a control character, DEL, or a separator of the text format.
      switch byte {
      case 0...0x20, 0x7F, UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"),
        UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\""), UInt8(ascii: "\\"):
        needsQuotes = true
      default: break
      }
    }
    if needsQuotes {
      JSONBytes.appendString(bytes, to: &output)
    } else {
      output.append(bytes)
    }
  }
}
