extension VisibleText {
  /// ``escaping(_:)`` of `text`, appended as UTF-8.
  static func append(_ text: String, to output: inout ByteWriter) {
    if text.utf8.withContiguousStorageIfAvailable({ append($0, to: &output) }) == nil {
      output.append(utf8: escaping(text))
    }
  }

  /// ``escaping(_:)`` of the UTF-8 text `bytes`, appended: printable ASCII is copied as it is,
  /// anything else goes through the `String` spelling.
  @inline(__always)
  static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteWriter) {
    if isPrintableASCII(bytes) {
      output.append(bytes)
    } else {
      output.append(utf8: escaping(String(decoding: bytes, as: UTF8.self)))
    }
  }

  /// Whether every byte is printable ASCII (a space up to `~`), which no escape touches.
  @inline(__always)
  static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    !ByteWords.contains(in: bytes) { word in
      ByteWords.below(0x20, in: word) | ByteWords.equal(to: 0x7F, in: word)
        | ByteWords.nonASCII(in: word)
    }
  }
}
