/// Writes a message from its parts straight into one string: the resolver's failure messages
/// are written for every failing URL, and appending to a `String` part by part (or
/// interpolating) cost more than deciding the failure.
struct MessageText {
  private let output: UnsafeMutableBufferPointer<UInt8>
  private var written = 0

  private init(output: UnsafeMutableBufferPointer<UInt8>) {
    self.output = output
  }

  /// The message `body` writes; `capacity` is at least its length in bytes (writing more traps).
  static func make(capacity: Int, _ body: (inout MessageText) -> Void) -> String {
    String(unsafeUninitializedCapacity: capacity) { output in
      var text = MessageText(output: output)
      body(&text)
      return text.written
    }
  }

  mutating func append(_ literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  mutating func append(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
      for byte in text.utf8 { append(byte) }
    }
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    precondition(written + bytes.count <= output.count, "message longer than its capacity")
    (output.baseAddress! + written).initialize(from: source, count: bytes.count)
    written += bytes.count
  }

  mutating func append(_ byte: UInt8) {
    precondition(written < output.count, "message longer than its capacity")
    output[written] = byte
    written += 1
  }

  /// `value` in decimal; `value` is not negative.
  mutating func append(decimal value: Int) {
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// The most bytes ``append(decimal:)`` writes.
  static let decimalCapacity = 20
}
