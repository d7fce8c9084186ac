/// What ``FastResolver`` and ``CompactResolution`` need of a value whose ``ValueCheck`` is
/// `other` (an enum, pattern or double type), read from its ``ParamType`` once when the index is
/// built: reading the type on every URL copies its payload (a pattern type's regex and strings),
/// which cost more than checking the value.
struct OtherValueCheck: Sendable {
  /// Whether a value is handed out as its text (enum and pattern types; a double is converted).
  let isText: Bool
  /// A pattern type's byte-level expression.
  private let regex: ASCIIRegex?
  /// An enum type's values in UTF-8, when all are ASCII (bytes then compare as the strings do).
  private let enumValues: [[UInt8]]?

  init(_ type: ParamType) {
    switch type {
    case .pattern(let pattern):
      isText = true
      regex = pattern.asciiRegex
      enumValues = nil
    case .enumeration(let enumeration):
      isText = true
      regex = nil
      enumValues = enumeration.isASCII ? enumeration.values.map { Array($0.utf8) } : nil
    default:
      isText = false
      regex = nil
      enumValues = nil
    }
  }

  /// ``ParamType/admits(raw:)`` (a raw value of a URL that ``URLLayout`` accepted), or `nil`
  /// when only the type can tell: an escape to decode first, a value the byte-level
  /// expression leaves open, non-ASCII bytes, a double.
  func admits(raw: UnsafeBufferPointer<UInt8>) -> Bool? {
    guard regex != nil || enumValues != nil, !raw.contains(UInt8(ascii: "%")) else { return nil }
    if let regex { return regex.wholeMatch(raw) }
    guard let enumValues, raw.allSatisfy({ $0 < 0x80 }) else { return nil }
    return enumValues.contains { raw.hasSameBytes(as: $0) }
  }
}
