/// The check ``FastResolver`` runs on a raw value for the common built-in types, without going
/// through ``ParamType`` (an enum with payloads, costly to copy in the hot loop); `other` defers
/// to ``ParamType/admits(raw:)``.
enum ValueCheck: UInt8, Sendable {
  case string
  case int
  case bool
  case uuid
  case other

  init(_ type: ParamType) {
    switch type {
    case .string: self = .string
    case .int: self = .int
    case .bool: self = .bool
    case .uuid: self = .uuid
    default: self = .other
    }
  }

  /// ``ParamType/admits(raw:)`` for the four built-in cases; `nil` for `other` or a value with
  /// escapes (which must be decoded first).
  @inline(__always)
  func admits(raw: UnsafeBufferPointer<UInt8>) -> Bool? {
    switch self {
    case .string:
      return raw.isEmpty ? false : raw.contains(UInt8(ascii: "%")) ? nil : true
    case .uuid:
      // Never an escape in a valid 36-byte uuid.
      if ParamType.isUUID(raw) { return true }
      return raw.contains(UInt8(ascii: "%")) ? nil : false
    case .int, .bool, .other:
      return nil
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
