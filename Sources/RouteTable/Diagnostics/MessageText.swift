/// A message written part by part into one buffer of bytes, made a string once. String
/// interpolation appends each part to a growing string (several hundred instructions apiece),
/// and a nested one is a string of its own: a failure's message written so costs more than
/// resolving the link.
struct MessageText {
  private var bytes: [UInt8] = []

  init() {
    bytes.reserveCapacity(96)
  }

  mutating func append(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func append(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
      bytes.append(contentsOf: text.utf8)
    }
  }

  /// UTF-8 `text`, as it is.
  mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: text)
  }

  /// `text` between single quotes, as messages quote user values.
  mutating func appendQuoted(_ text: String) {
    bytes.append(UInt8(ascii: "'"))
    append(text)
    bytes.append(UInt8(ascii: "'"))
  }

  /// UTF-8 `text` between single quotes.
  mutating func appendQuoted(_ text: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "'"))
    append(text)
    bytes.append(UInt8(ascii: "'"))
  }

  mutating func append(_ number: Int) {
    append(String(number))
  }

  /// The message.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
