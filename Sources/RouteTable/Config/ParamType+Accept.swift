extension ParamType {
  /// The typed value when `decoded` satisfies the type's grammar (docs/config.md), else `nil`.
  ///
  /// - `string`: any non-empty value.
  /// - `int`: `-?(0|[1-9][0-9]*)` within `Int64`; `-0` follows the grammar and reads as `0`.
  /// - `double`: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` and finite (`1e999` is not).
  /// - `bool`: exactly `true` or `false`.
  /// - `flag`: the empty value (a query item present without one), read as `true`.
  /// - `uuid`: 8-4-4-4-12 hex digits in either case, kept as given.
  /// - a pattern: the whole value matches; an enum: the value is one of the list, exactly.
  public func accept(_ decoded: String) -> ParamValue? {
    TypeCheck(self).accept(decoded, work: .uncounted)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// `-?(0|[1-9][0-9]*)`, returning where it ends, or `nil` when it does not start `text`.
  private static func integerPartEnd(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    if index < text.count, text[index] == UInt8(ascii: "-") { index += 1 }
    guard index < text.count, isDigit(text[index]) else { return nil }
    if text[index] == UInt8(ascii: "0") { return index + 1 }
    while index < text.count, isDigit(text[index]) { index += 1 }
    return index
  }

  /// The value of `text` when it is an integer of the grammar within `Int64`.
  fileprivate static func integer(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
    guard integerPartEnd(text) == text.count else { return nil }
    let negative = text[0] == UInt8(ascii: "-")
    var value: Int64 = 0
    // Accumulated negative, so that `Int64.min` fits.
    for byte in text[(negative ? 1 : 0)...] {
      let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (next, underflowed) = shifted.subtractingReportingOverflow(Int64(byte - 0x30))
      guard !overflowed, !underflowed else { return nil }
      value = next
    }
    if negative { return value }
    return value == .min ? nil : -value
  }

  fileprivate static func isDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard var index = integerPartEnd(text) else { return false }
    func skipDigits() -> Bool {
      let start = index
      while index < text.count, isDigit(text[index]) { index += 1 }
      return index > start
    }
    if index < text.count, text[index] == UInt8(ascii: ".") {
      index += 1
      guard skipDigits() else { return false }
    }
    if index < text.count, text[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard skipDigits() else { return false }
    }
    return index == text.count
  }

  /// `8-4-4-4-12` hex digits, either case: five overlapping eight-byte words, each tested at
  /// once (``ByteWord``), a dash expected exactly where the layout puts one.
  fileprivate static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count == 36 else { return false }
    func holds(at offset: Int, dashes: UInt64) -> Bool {
      let word = ByteWord.load(bytes, at: offset)
      let hex =
        ByteWord.inRange(word, UInt8(ascii: "0"), UInt8(ascii: "9"))
        | ByteWord.inRange(ByteWord.lowercased(word), UInt8(ascii: "a"), UInt8(ascii: "f"))
      let dash = ByteWord.equal(word, UInt8(ascii: "-"))
      return (hex & ~dashes) | (dash & dashes) == ByteWord.highBits
    }
    // The dashes at 8 and 13, then 18 and 23; the last word overlaps the one before.
    return holds(at: 0, dashes: 0) && holds(at: 8, dashes: 0x80 | 0x80 << 40)
      && holds(at: 16, dashes: 0x80 << 16 | 0x80 << 56) && holds(at: 24, dashes: 0)
      && holds(at: 28, dashes: 0)
  }

}

/// A parameter type ready to check values: its case as a plain tag, and what a pattern or an
/// enum checks, beside the type. Taking them out of ``ParamType`` copies the type through the
/// runtime on every value (its pattern case holds a Swift `Regex`, whose layout the compiler
/// does not know); these are read in place.
struct TypeCheck: Sendable {
  private enum Kind {
    case string, int, double, bool, flag, uuid, pattern, enumeration
  }

  // The fields of known layout first, so that each is read at a fixed offset.
  private let kind: Kind
  /// An enum type's values; empty otherwise.
  private let values: [String]
  /// A pattern type's expression for the byte engine, when it covers the syntax used
  /// (``PatternType``).
  private let byteProgram: RegexPartProgram?
  /// Whether ``byteProgram`` decides every value, printable ASCII or not.
  private let bytesDecideEveryValue: Bool
  let paramType: ParamType

  init(_ type: ParamType) {
    var values: [String] = []
    var byteProgram: RegexPartProgram?
    var bytesDecideEveryValue = false
    switch type {
    case .string: kind = .string
    case .int: kind = .int
    case .double: kind = .double
    case .bool: kind = .bool
    case .flag: kind = .flag
    case .uuid: kind = .uuid
    case .pattern(let pattern):
      kind = .pattern
      (byteProgram, bytesDecideEveryValue) = (pattern.byteProgram, pattern.bytesDecideEveryValue)
    case .enumeration(let enumeration): (kind, values) = (.enumeration, enumeration.values)
    }
    (self.values, self.byteProgram, self.bytesDecideEveryValue) =
      (values, byteProgram, bytesDecideEveryValue)
    paramType = type
  }

  /// ``ParamType/accept(_:)`` paid from the link's allowance `work` (``MatchLimit``) when
  /// given: a pattern run by Swift `Regex` costs what it does in a path, and refuses once the
  /// allowance is spent.
  func accept(_ decoded: String, work: LinkAllowance) -> ParamValue? {
    var decoded = decoded
    return decoded.withUTF8 { check($0, work: work) }.map { $0.value(text: decoded) }
  }

  /// The one decision of the type on a value: whether the decoded text `bytes` (valid UTF-8)
  /// satisfies it, and the number it parsed. The text itself is kept where it is.
  func check(_ bytes: UnsafeBufferPointer<UInt8>, work: LinkAllowance) -> AcceptedValue? {
    switch kind {
    case .string:
      return bytes.isEmpty ? nil : .text
    case .int:
      return ParamType.integer(bytes).map(AcceptedValue.int)
    case .double:
      guard ParamType.isDecimal(bytes), let value = Double(String(utf8Bytes: bytes)),
        value.isFinite
      else { return nil }
      return .double(value)
    case .bool:
      return "true".hasBytes(bytes) ? .bool(true) : "false".hasBytes(bytes) ? .bool(false) : nil
    case .flag:
      return bytes.isEmpty ? .bool(true) : nil
    case .uuid:
      return ParamType.isUUID(bytes) ? .uuid : nil
    case .pattern:
      return matchesPattern(bytes, work: work) ? .text : nil
    case .enumeration:
      // Equal bytes are equal strings; beyond ASCII, other bytes may be canonically equal.
      let isASCII = bytes.allSatisfy { $0 < 0x80 }
      return values.contains {
        $0.hasBytes(bytes)
          || ((!isASCII || !$0.utf8.allSatisfy { $0 < 0x80 }) && $0 == String(utf8Bytes: bytes))
      } ? .text : nil
    }
  }

  /// Whether the whole of `value` (valid UTF-8) matches the pattern type, by the byte-level
  /// engine where it applies; paid from `work` (``LinkAllowance``).
  private func matchesPattern(_ value: UnsafeBufferPointer<UInt8>, work: LinkAllowance) -> Bool {
    if let byteProgram, bytesDecideEveryValue || FastMatcher.isPrintableASCII(value) {
      // The engine gives up only once the allowance is spent, which Swift `Regex` would find
      // spent as well.
      return byteProgram.matchesWhole(value, work: work) ?? false
    }
    return matchesByRegex(value, work: work)
  }

  /// ``matchesPattern(_:work:)`` by Swift `Regex`. Apart: inlined, its optionals were copied
  /// and destroyed on every value the byte engine decides.
  @inline(never)
  private func matchesByRegex(_ value: UnsafeBufferPointer<UInt8>, work: LinkAllowance) -> Bool {
    guard case .pattern(let type) = paramType, let compiled = type.compiled,
      work.chargeRegex(value.count)
    else { return false }
    return (try? compiled.wholeMatch(in: String(utf8Bytes: value))) != nil
  }
}

/// What a type found in a value it accepts: the number it parsed, or that the value is its
/// text (kept where it was found, and made a string only when read).
enum AcceptedValue: Sendable {
  /// `string`, a pattern or an enum.
  case text
  case uuid
  case int(Int64)
  case double(Double)
  case bool(Bool)

  /// Whether the value is its text. A number, uuid or boolean is written in digits, letters,
  /// `-`, `+` and `.`: a link or a control character it cannot be.
  var isText: Bool {
    if case .text = self { true } else { false }
  }

  /// The value, its text being `text`.
  func value(text: @autoclosure () -> String) -> ParamValue {
    switch self {
    case .text: .string(text())
    case .uuid: .uuid(text())
    case .int(let value): .int(value)
    case .double(let value): .double(value)
    case .bool(let value): .bool(value)
    }
  }
}
