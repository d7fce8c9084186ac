extension JSONParser {
  /// Reads `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` and returns it as written. A bad
  /// number is reported at its first character, naming the whole token.
  mutating func readNumber() throws(JSONSyntaxError) -> String {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      let text = numberText(from: start)
      let help =
        text == "-Infinity" || text == "-inf"
        ? "JSON has no NaN or infinity; write a finite number" : "write digits after the '-'"
      throw invalidNumber(start, help: help)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw invalidNumber(
          start, reason: "leading zeros are not allowed", help: withoutZeros(start))
      }
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "x") {
        throw invalidNumber(start, reason: "hexadecimal is not allowed", help: nil)
      }
    } else {
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        let written = numberText(from: start)
        throw invalidNumber(
          start, reason: "a digit must follow the decimal point",
          help: written.hasSuffix(".") ? "write '\(written)0'" : nil)
      }
      skipDigits()
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw invalidNumber(start, reason: "the exponent has no digits", help: nil)
      }
      skipDigits()
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private mutating func invalidNumber(
    _ start: Int, reason: String? = nil, help: String?
  ) -> JSONSyntaxError {
    let text = numberText(from: start)
    let message = "invalid number '\(text)'" + (reason.map { ": " + $0 } ?? "")
    return failure("invalid-number", message, at: start, help: help)
  }

  /// `write '7'` for `007`, or nothing when the token is not a plain integer.
  private func withoutZeros(_ start: Int) -> String? {
    let text = numberText(from: start)
    let negative = text.hasPrefix("-")
    let digits = text.dropFirst(negative ? 1 : 0)
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
      return nil
    }
    let trimmed = digits.drop { $0 == "0" }
    return "write '\(negative ? "-" : "")\(trimmed.isEmpty ? "0" : String(trimmed))'"
  }
}
