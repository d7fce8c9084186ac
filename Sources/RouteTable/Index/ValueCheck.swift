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

  /// ``ParamType/admits(raw:)`` for the four built-in types, on a value of a URL that
  /// ``URLLayout`` accepted; `nil` when ``ParamType/admits(raw:)`` must decide (other types,
  /// or escapes to decode first).
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
    case .other:
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

/// What ``FastResolver`` reads of a route whose one pattern the trie matches and which has no
/// query declarations, in one small record: a candidate then costs one cache line rather than
/// a walk through the route's arrays (which in a large table is a cache miss per array).
struct PlainRouteRecord: Sendable {
  /// Whether the record applies; otherwise the resolver reads the route itself.
  var isUsable = false
  var groupCount: UInt8 = 0
  /// The check of each group, up to ``capacity``.
  var checks: (ValueCheck, ValueCheck, ValueCheck, ValueCheck) = (.other, .other, .other, .other)
  /// The segment each group captures, as ``RouteIndex/Route/captureSegments``.
  var segments: (Int16, Int16, Int16, Int16) = (0, 0, 0, 0)

  static let capacity = 4

  init() {}

  init(_ route: RouteIndex.Route) {
    let checks = route.valueChecks.first ?? []
    guard route.isPlain, route.isTrieMatched, route.query.isEmpty,
      checks.count <= Self.capacity,
      route.captureSegments.allSatisfy({ Int16(exactly: $0) != nil })
    else { return }
    isUsable = true
    groupCount = UInt8(checks.count)
    withUnsafeMutableBytes(of: &self.checks) { raw in
      for (offset, check) in checks.enumerated() { raw[offset] = check.rawValue }
    }
    withUnsafeMutableBytes(of: &segments) { raw in
      let typed = raw.bindMemory(to: Int16.self)
      for (offset, segment) in route.captureSegments.enumerated() { typed[offset] = Int16(segment) }
    }
  }

  func check(_ group: Int) -> ValueCheck {
    withUnsafeBytes(of: checks) { ValueCheck(rawValue: $0[group])! }
  }

  func segment(_ group: Int) -> Int {
    withUnsafeBytes(of: segments) { Int($0.load(fromByteOffset: 2 * group, as: Int16.self)) }
  }
}
