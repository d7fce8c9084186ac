/// A message written part by part into one buffer of bytes, made a string once. String
/// interpolation appends each part to a growing string (several hundred instructions apiece),
/// and a nested one is a string of its own: a failure's message cost more than resolving it.
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

  mutating func append(_ text: LinkText) {
    text.withBytes { bytes.append(contentsOf: $0) }
  }

  /// `text` between single quotes, as messages quote user values.
  mutating func appendQuoted(_ text: String) {
    bytes.append(UInt8(ascii: "'"))
    append(text)
    bytes.append(UInt8(ascii: "'"))
  }

  /// `text` between single quotes, as messages quote user values.
  mutating func appendQuoted(_ text: LinkText) {
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
