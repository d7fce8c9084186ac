extension ParamType {
  /// The typed value when `decoded` satisfies the type's grammar (docs/config.md), else `nil`.
  ///
  /// - `string`: any non-empty value.
  /// - `int`: `-?(0|[1-9][0-9]*)` within `Int64`; `-0` follows the grammar and reads as `0`.
  /// - `double`: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` and finite (`1e999` is not).
  /// - `bool`: exactly `true` or `false`.
  /// - `uuid`: 8-4-4-4-12 hex digits in either case, kept as given.
  /// - a pattern: the whole value matches; an enum: the value is one of the list, exactly.
  public func accept(_ decoded: String) -> ParamValue? {
    accept(decoded, work: .uncounted)
  }

  /// ``accept(_:)`` paid from the link's allowance `work` (``MatchLimit``) when given: a
  /// pattern run by Swift `Regex` costs what it does in a path, and refuses once the allowance
  /// is spent.
  func accept(_ decoded: String, work: LinkAllowance) -> ParamValue? {
    switch self {
    case .string:
      return decoded.isEmpty ? nil : .string(decoded)
    case .int:
      guard Self.isInteger(decoded.utf8) else { return nil }
      return Int64(decoded).map(ParamValue.int)
    case .double:
      guard Self.isDecimal(decoded.utf8), let value = Double(decoded), value.isFinite else {
        return nil
      }
      return .double(value)
    case .bool:
      return decoded == "true" ? .bool(true) : decoded == "false" ? .bool(false) : nil
    case .uuid:
      return Self.isUUID(decoded.utf8) ? .uuid(decoded) : nil
    case .pattern(let type):
      return type.matches(decoded, work: work) ? .string(decoded) : nil
    case .enumeration(let type):
      return type.values.contains(decoded) ? .string(decoded) : nil
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// `-?(0|[1-9][0-9]*)`, returning where it ends, or `nil` when it does not start `text`.
  private static func integerPartEnd(_ text: String.UTF8View) -> String.Index? {
    var index = text.startIndex
    if index < text.endIndex, text[index] == UInt8(ascii: "-") { index = text.index(after: index) }
    guard index < text.endIndex, isDigit(text[index]) else { return nil }
    if text[index] == UInt8(ascii: "0") { return text.index(after: index) }
    while index < text.endIndex, isDigit(text[index]) { index = text.index(after: index) }
    return index
  }

  private static func isInteger(_ text: String.UTF8View) -> Bool {
    integerPartEnd(text) == text.endIndex
  }

  private static func isDecimal(_ text: String.UTF8View) -> Bool {
    guard var index = integerPartEnd(text) else { return false }
    func skipDigits() -> Bool {
      let start = index
      while index < text.endIndex, isDigit(text[index]) { index = text.index(after: index) }
      return index > start
    }
    if index < text.endIndex, text[index] == UInt8(ascii: ".") {
      index = text.index(after: index)
      guard skipDigits() else { return false }
    }
    if index < text.endIndex, text[index] | 0x20 == UInt8(ascii: "e") {
      index = text.index(after: index)
      if index < text.endIndex, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-")
      {
        index = text.index(after: index)
      }
      guard skipDigits() else { return false }
    }
    return index == text.endIndex
  }

  private static func isUUID(_ text: String.UTF8View) -> Bool {
    guard text.count == 36 else { return false }
    // Read in place: iterating the view itself checked each index.
    return text.withContiguousStorageIfAvailable(isUUID)
      ?? Array(text).withUnsafeBufferPointer(isUUID)
  }

  private static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for (offset, byte) in bytes.enumerated() {
      if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        let isHex =
          isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        guard isHex else { return false }
      }
    }
    return true
  }

}

extension PatternType {
  /// Whether the whole of `value` matches, by the byte-level engine where it applies; paid from
  /// `work` (``LinkAllowance``).
  func matches(_ value: String, work: LinkAllowance) -> Bool {
    if let byteProgram {
      var value = value
      let verdict = value.withUTF8 {
        FastMatcher.isPrintableASCII($0) ? byteProgram.matchesWhole($0, work: work) : nil
      }
      if let verdict { return verdict }
    }
    guard work.chargeRegex(value.utf8.count) else { return false }
    return (try? regex.wholeMatch(in: value)) != nil
  }
}
