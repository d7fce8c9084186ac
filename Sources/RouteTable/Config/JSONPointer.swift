/// JSON Pointers (RFC 6901) for diagnostics: `/routes/3/params/id`.
enum JSONPointer {
  /// `pointer` extended by one key or index, escaping `~` as `~0` and `/` as `~1`.
  static func appending(_ token: String, to pointer: String) -> String {
    let mayNeedEscapes = token.utf8.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }
    guard mayNeedEscapes, token.contains("~") || token.contains("/") else {
      var result = pointer
      result.reserveCapacity(pointer.utf8.count + 1 + token.utf8.count)
      result += "/"
      result += token
      return result
    }
    let escaped = token.replacing("~", with: "~0").replacing("/", with: "~1")
    return pointer + "/" + escaped
  }

  static func appending(_ index: Int, to pointer: String) -> String {
    // Written into one buffer: `String(index)` went through the generic conversion and each
    // `+` made a string, and a pointer is built for each route of a large table.
    guard index >= 0 else { return pointer + "/" + String(index) }
    var digitCount = 1
    var rest = index / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    let base = pointer.utf8.count
    return String(unsafeUninitializedCapacity: base + 1 + digitCount) { buffer in
      var end = buffer.initialize(fromContentsOf: pointer.utf8)
      buffer[end] = UInt8(ascii: "/")
      end += digitCount
      var value = index
      for position in stride(from: end, through: base + 1, by: -1) {
        buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
        value /= 10
      }
      return end + 1
    }
  }
}
