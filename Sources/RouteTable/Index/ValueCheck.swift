/// The check ``FastResolver`` runs on a raw value, built once per parameter at load, so that
/// the hot loop need not go through ``ParamType``: it has a case holding a `Regex`, which makes
/// every `switch` on it copy the whole type (hundreds of instructions per value). `other`
/// defers to ``ParamType/admits(raw:)``.
enum ValueCheck: Sendable {
  case string
  case int
  case bool
  case uuid
  /// A `pattern` type that ``ASCIIRegex`` covers.
  case asciiPattern(ASCIIRegex)
  /// An `enum` type whose values are all ASCII: the values' bytes.
  case asciiValues([[UInt8]])
  case other

  init(_ type: ParamType) {
    switch type {
    case .string: self = .string
    case .int: self = .int
    case .bool: self = .bool
    case .uuid: self = .uuid
    case .pattern(let pattern): self = pattern.asciiRegex.map(ValueCheck.asciiPattern) ?? .other
    case .enumeration(let enumeration):
      self = enumeration.isASCII ? .asciiValues(enumeration.values.map { Array($0.utf8) }) : .other
    case .double: self = .other
    }
  }

  /// ``ParamType/admits(raw:)`` on a value of a URL that ``URLLayout`` accepted; `nil` when
  /// ``ParamType/admits(raw:)`` must decide (other types, escapes to decode first, a value the
  /// byte-level check cannot read).
  @inline(__always)
  func admits(raw: UnsafeBufferPointer<UInt8>) -> Bool? {
    switch self {
    case .string:
      // In a URL that ``URLLayout`` accepted every escape is valid and decodes to one byte,
      // so the decoded value is empty exactly when the raw one is.
      return !raw.isEmpty
    case .uuid:
      // Never an escape in a valid 36-byte uuid.
      if ParamType.isUUID(raw) { return true }
      return raw.contains(UInt8(ascii: "%")) ? nil : false
    case .int:
      if ParamType.integer(raw) != nil { return true }
      return raw.contains(UInt8(ascii: "%")) ? nil : false
    case .bool:
      if raw.elementsEqual("true".utf8) || raw.elementsEqual("false".utf8) { return true }
      return raw.contains(UInt8(ascii: "%")) ? nil : false
    case .asciiPattern(let regex):
      // `nil` from the engine: a byte it does not read (not printable ASCII).
      return raw.contains(UInt8(ascii: "%")) ? nil : regex.wholeMatch(raw)
    case .asciiValues(let values):
      guard !raw.contains(UInt8(ascii: "%")) else { return nil }
      if values.contains(where: { raw.hasSameBytes(as: $0) }) { return true }
      // Other ASCII bytes are no value; other bytes may still be canonically equivalent to
      // one (`K` and U+212A KELVIN SIGN), which only the string comparison tells.
      return raw.allSatisfy({ $0 < 0x80 }) ? false : nil
    case .other:
      return nil
    }
  }

  /// Whether the check is one of the four without a payload (not a pattern, enum or double
  /// type, which ``OtherValueCheck`` reads where only the one-byte ``code`` is kept).
  var isSimple: Bool { code < 4 }

  /// The check as one byte, for ``FlatRouteRecord``: the checks without a payload; the others
  /// read as `other`.
  var code: UInt8 {
    switch self {
    case .string: 0
    case .int: 1
    case .bool: 2
    case .uuid: 3
    case .asciiPattern, .asciiValues, .other: 4
    }
  }

  init(code: UInt8) {
    switch code {
    case 0: self = .string
    case 1: self = .int
    case 2: self = .bool
    case 3: self = .uuid
    default: self = .other
    }
  }
}

/// A declared query parameter as ``FastResolver`` checks it.
struct PlainQueryParam: Sendable {
  /// The name's UTF-8.
  let name: [UInt8]
  let check: ValueCheck
  let required: Bool
  let repeated: Bool
}
