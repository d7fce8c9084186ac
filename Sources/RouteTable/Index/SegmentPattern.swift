/// A path pattern made only of whole segments: fixed segments, `/:name` parameters and an
/// optional final `/*`. Such a pattern matches a path exactly when the path has the same number
/// of segments (any number more for `/*`), each fixed segment is equal and each parameter
/// segment is non-empty; its captures are whole segments (and the rest of the path for `/*`).
/// This is what URLPattern's generated expression does for these parts, so the index can use
/// it without running the general matcher; every other pattern stays with ``PathPattern``.
struct SegmentPattern: Sendable {
  enum Unit: Sendable, Equatable {
    /// A fixed segment, as canonical (percent-encoded) bytes; lowercased when the route
    /// compares literal text case-insensitively.
    case literal([UInt8])
    /// A `/:name` parameter: any non-empty segment.
    case parameter
  }

  let units: [Unit]
  /// Whether the pattern ends with `/*`: a `/` and then anything, captured.
  let hasTail: Bool

  /// The segment form of `pattern`, or `nil` when it has other parts (modifiers, groups with
  /// affixes, text around a parameter in one segment, custom regular expressions).
  init?(_ pattern: PathPattern, ignoreCase: Bool) {
    let parts = pattern.parts
    var units: [Unit] = []
    units.reserveCapacity(parts.count + 2)
    var hasTail = false
    for (offset, part) in parts.enumerated() {
      guard part.modifier == .none, !hasTail else { return nil }
      switch part.kind {
      case .fixedText:
        guard part.value.utf8.first == UInt8(ascii: "/") else { return nil }
        // Each segment copied once, at its size, from the text's bytes: a large table has many
        // patterns.
        var text = part.value
        text.withUTF8 { bytes in
          var start = 1
          while true {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
            let segment = UnsafeBufferPointer(rebasing: bytes[start..<end])
            units.append(.literal(ignoreCase ? segment.map(Self.lowercased) : Array(segment)))
            guard end < bytes.count else { break }
            start = end + 1
          }
        }
      case .segmentWildcard:
        guard part.prefix == "/", part.suffix.isEmpty else { return nil }
        units.append(.parameter)
      case .fullWildcard:
        guard part.prefix == "/", part.suffix.isEmpty, offset == parts.count - 1 else {
          return nil
        }
        hasTail = true
      case .regex:
        return nil
      }
    }
    guard !units.isEmpty || hasTail else { return nil }
    self.units = units
    self.hasTail = hasTail
  }

  /// A pattern of the given units, e.g. the leading segments of a pattern of another form.
  init(units: [Unit], hasTail: Bool) {
    self.units = units
    self.hasTail = hasTail
  }

  /// Matches the path's segments; on success writes the capture of each group (byte ranges in
  /// the path, parameters in order, then the tail) to `captures` as start/end pairs.
  func match(
    _ path: PathSegments, ignoreCase: Bool, captures: UnsafeMutableBufferPointer<Int>
  ) -> Bool {
    if hasTail {
      guard path.count > units.count else { return false }
    } else {
      guard path.count == units.count else { return false }
    }
    var group = 0
    for (index, unit) in units.enumerated() {
      let segment = path[index]
      switch unit {
      case .literal(let text):
        guard path.segment(index, equals: text, ignoreCase: ignoreCase) else { return false }
      case .parameter:
        guard !segment.isEmpty else { return false }
        captures[2 * group] = segment.lowerBound
        captures[2 * group + 1] = segment.upperBound
        group += 1
      }
    }
    if hasTail {
      captures[2 * group] = path[units.count].lowerBound
      captures[2 * group + 1] = path.bytes.count
    }
    return true
  }

  /// How many capture groups a match fills.
  var groupCount: Int {
    units.reduce(hasTail ? 1 : 0) { $0 + ($1 == .parameter ? 1 : 0) }
  }

  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }
}
