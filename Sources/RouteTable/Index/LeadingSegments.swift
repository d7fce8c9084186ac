/// How a pattern that is not of segment form can begin, in whole segments: every path it matches
/// starts with the units of one of a few variants (an optional part makes two). The side index
/// keys such a pattern by them rather than trying it on every URL.
///
/// Read from the start: fixed text, `{/x}?`, and `/:name`, `/:name?` or `/(regex)` parts whose
/// value stays inside one segment, as a parameter unit (any non-empty segment; a regex part may
/// also leave its segment empty). Reading stops at anything else; a segment is kept only when
/// something shows it is whole (a `/` after it, or the end of the pattern).
struct LeadingSegments {
  /// More variants than this, and the pattern is tried on every URL instead.
  static let maximumVariants = 8

  private(set) var variants: [[SegmentPattern.Unit]] = [[]]

  private enum Position {
    case start
    /// Reading a fixed segment's text.
    case inSegment([UInt8])
    /// Just after a segment that a part closed: a `/` must come next.
    case afterUnit
  }

  /// `nil` when the pattern starts otherwise, or when one variant is empty (then nothing
  /// narrows the paths it matches).
  init?(_ pattern: PathPattern, ignoreCase: Bool) {
    var position = Position.start
    func fold(_ byte: UInt8) -> UInt8 { ignoreCase ? SegmentPattern.lowercased(byte) : byte }
    func closeSegment() {
      if case .inSegment(let text) = position { append([.literal(text)]) }
    }
    let parts = pattern.parts
    func beginsSegment(_ offset: Int) -> Bool {
      guard offset < parts.count else { return true }
      let part = parts[offset]
      let text = part.kind == .fixedText ? part.value : part.prefix
      return text.utf8.first == UInt8(ascii: "/")
    }
    reading: for (offset, part) in parts.enumerated() {
      let startsWithSlash = part.prefix.utf8.first == UInt8(ascii: "/")
      // When an optional part is left out, what follows it must start a segment: otherwise
      // it continues the segment before (`/a{/b}?c` matches `/ac`).
      guard part.modifier != .optional || beginsSegment(offset + 1) else {
        position = .afterUnit
        break reading
      }
      switch (part.kind, part.modifier) {
      case (.fixedText, .none):
        for byte in part.value.utf8 {
          if byte == UInt8(ascii: "/") {
            closeSegment()
            position = .inSegment([])
          } else if case .inSegment(var text) = position {
            text.append(fold(byte))
            position = .inSegment(text)
          } else {
            break reading
          }
        }
      case (.fixedText, .optional)
      where part.value.utf8.first == UInt8(ascii: "/")
        && !part.value.utf8.dropFirst().contains(UInt8(ascii: "/")):
        closeSegment()
        append([.literal(part.value.utf8.dropFirst().map(fold))], optional: true)
        position = .afterUnit
      case (.segmentWildcard, .none), (.segmentWildcard, .optional),
        (.regex, .none), (.regex, .optional):
        guard startsWithSlash, part.prefix.utf8.count == 1, part.suffix.isEmpty,
          part.kind == .segmentWildcard || Self.staysInSegment(part.value)
        else {
          if startsWithSlash { closeSegment() }
          position = .afterUnit
          break reading
        }
        closeSegment()
        append(
          part.kind == .regex ? [.parameter, .literal([])] : [.parameter],
          optional: part.modifier == .optional)
        position = .afterUnit
      default:
        if startsWithSlash { closeSegment() }
        position = .afterUnit
        break reading
      }
      if variants.count > Self.maximumVariants { return nil }
    }
    // A segment still open here ends the pattern, so it is whole.
    closeSegment()
    guard variants.count <= Self.maximumVariants, !variants.contains(where: \.isEmpty) else {
      return nil
    }
  }

  /// Each variant followed by each of `units` (and as it was, when the part is optional).
  private mutating func append(_ units: [SegmentPattern.Unit], optional: Bool = false) {
    let extended = variants.flatMap { variant in units.map { variant + [$0] } }
    variants = optional ? variants + extended : extended
  }

  /// Whether a part's regular expression can only match text without `/`: written with
  /// letters, digits, `_`, `-`, `\d`, `\w`, `\s`, quantifiers, groups, alternatives and classes
  /// of those. Anything else (`.`, negated classes, other escapes, lookarounds) may reach a `/`.
  static func staysInSegment(_ source: String) -> Bool {
    let bytes = Array(source.utf8)
    var index = 0
    var inClass = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        break
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count, "dws".utf8.contains(bytes[index + 1]) else { return false }
        index += 1
      case UInt8(ascii: "-"):
        // In a class, a range must start above `/` (0x2F) to leave it out.
        if inClass, index > 0, bytes[index - 1] != UInt8(ascii: "["),
          index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "]"),
          bytes[index - 1] <= UInt8(ascii: "/")
        {
          return false
        }
      case UInt8(ascii: "["):
        guard !inClass, index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "^") else {
          return false
        }
        inClass = true
      case UInt8(ascii: "]"):
        guard inClass else { return false }
        inClass = false
      case UInt8(ascii: "("):
        guard !inClass else { return false }
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") {
          guard index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: ":") else {
            return false
          }
          index += 2
        }
      case UInt8(ascii: ")"), UInt8(ascii: "|"), UInt8(ascii: "+"), UInt8(ascii: "*"),
        UInt8(ascii: "?"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","):
        guard !inClass else { return false }
      default:
        return false
      }
      index += 1
    }
    return !inClass
  }
}
