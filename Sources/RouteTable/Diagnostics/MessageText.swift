/// A message written as an interpolation straight into one buffer of bytes, made a string once:
/// `"segment \(number) \(quoted: text) is not \(expectation: type)"`. A `String` interpolation
/// appends each part to a growing string (several hundred instructions apiece), and a nested one
/// is a string of its own: a failure's message written so costs more than resolving the link.
struct MessageText: ExpressibleByStringInterpolation {
  private var bytes: [UInt8] = []

  init(stringLiteral text: StaticString) {
    bytes.append(text)
  }

  init(stringInterpolation: StringInterpolation) {
    bytes = stringInterpolation.bytes
  }

  /// The message.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  struct StringInterpolation: StringInterpolationProtocol {
    fileprivate var bytes: [UInt8] = []

    init(literalCapacity: Int, interpolationCount: Int) {
      bytes.reserveCapacity(96)
    }

    mutating func appendLiteral(_ text: StaticString) {
      bytes.append(text)
    }

    mutating func appendInterpolation(_ text: String) {
      if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
        bytes.append(contentsOf: text.utf8)
      }
    }

    mutating func appendInterpolation(_ number: Int) {
      appendInterpolation(String(number))
    }

    mutating func appendInterpolation(_ message: MessageText) {
      bytes.append(contentsOf: message.bytes)
    }

    /// `text` between single quotes, as messages quote user values.
    mutating func appendInterpolation(quoted text: String) {
      bytes.append(UInt8(ascii: "'"))
      appendInterpolation(text)
      bytes.append(UInt8(ascii: "'"))
    }

    /// The text of a link between single quotes, read in place.
    mutating func appendInterpolation(quoted text: LinkText) {
      bytes.append(UInt8(ascii: "'"))
      text.withBytes { bytes.append(contentsOf: $0) }
      bytes.append(UInt8(ascii: "'"))
    }
  }
}

extension [UInt8] {
  fileprivate mutating func append(_ text: StaticString) {
    append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }
}
