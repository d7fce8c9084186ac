/// Turns libFuzzer's raw bytes into the values the targets feed the library.
enum FuzzInput {
  static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// The bytes as one input line would reach the reader: invalid UTF-8 replaced by U+FFFD.
  static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    String(decoding: bytes(data, size), as: UTF8.self)
  }
}
