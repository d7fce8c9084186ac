/// How a pattern that is not of segment form can begin, in whole segments: every path it matches
/// starts with the units of one of a few variants (an optional part makes two). The side index
/// keys such a pattern by them rather than trying it on every URL.
///
/// Read from the start: fixed text, `{/x}?`, `/:name?` and `/(regex)?` parts, and segments made
/// of fixed text and `:name` or `(regex)` parts whose values stay inside one segment
/// (`/:name`, `/item-:id`, `/:from-:to`), each as a parameter unit (any non-empty segment; a
/// segment of regex parts alone may also be empty). Reading stops at anything else; a segment
/// is kept only when something shows it is whole (a `/` after it, or the end of the pattern).
struct LeadingSegments {
  /// More variants than this, and the pattern is tried on every URL instead.
  static let maximumVariants = 8

  private(set) var variants: [[SegmentPattern.Unit]] = [[]]
  /// The pattern's first segment as the source of a pattern of its own, when it holds a
  /// parameter and every variant starts with it: whether it accepts a path's first segment
  /// decides whether the pattern accepts any leading segment at all. Parameters are renamed, so
  /// that segments written alike have the same source.
  private(set) var firstSegment: String?

  private enum Position {
    case start
    /// Reading a fixed segment's text.
    case inSegment([UInt8])
    /// Reading a segment with parameters: its parts so far, the fixed text after the last of
    /// them, and whether the segment may be empty.
    case inParameterSegment([PatternPart], text: [UInt8], mayBeEmpty: Bool)
    /// Just after a segment that a part closed: a `/` must come next.
    case afterUnit
  }

  /// `nil` when the pattern starts otherwise, or when one variant is empty (then nothing
  /// narrows the paths it matches).
  init?(_ pattern: PathPattern, ignoreCase: Bool) {
    var position = Position.start
    func fold(_ byte: UInt8) -> UInt8 { ignoreCase ? SegmentPattern.lowercased(byte) : byte }
    func closeSegment() {
      switch position {
      case .inSegment(let text):
        append([.literal(text)])
      case .inParameterSegment(let parts, let text, let mayBeEmpty):
        if variants == [[]] { firstSegment = Self.source(parts + Self.fixedText(text)) }
        append(mayBeEmpty ? [.parameter, .literal([])] : [.parameter])
      default:
        break
      }
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
      let staysInSegment =
        (part.kind == .segmentWildcard
          || (part.kind == .regex && Self.staysInSegment(part.value)))
        && !part.suffix.utf8.contains(UInt8(ascii: "/"))
        && !part.prefix.utf8.dropFirst().contains(UInt8(ascii: "/"))
      switch (part.kind, part.modifier) {
      case (.fixedText, .none):
        for byte in part.value.utf8 {
          if byte == UInt8(ascii: "/") {
            closeSegment()
            position = .inSegment([])
          } else if case .inSegment(var text) = position {
            text.append(fold(byte))
            position = .inSegment(text)
          } else if case .inParameterSegment(let segment, var text, _) = position {
            text.append(fold(byte))
            position = .inParameterSegment(segment, text: text, mayBeEmpty: false)
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
      case (.segmentWildcard, .optional), (.regex, .optional):
        guard startsWithSlash, part.prefix.utf8.count == 1, part.suffix.isEmpty, staysInSegment
        else {
          if startsWithSlash { closeSegment() }
          position = .afterUnit
          break reading
        }
        closeSegment()
        append(part.kind == .regex ? [.parameter, .literal([])] : [.parameter], optional: true)
        position = .afterUnit
      case (.segmentWildcard, .none),
        (.regex, .none) where staysInSegment:
        var part = part
        if ignoreCase { part.prefix = part.prefix.lowercased() }
        if startsWithSlash {
          closeSegment()
          let mayBeEmpty = part.kind == .regex && part.prefix.utf8.count == 1 && part.suffix.isEmpty
          position = .inParameterSegment([part], text: [], mayBeEmpty: mayBeEmpty)
        } else if case .inSegment(let text) = position {
          position = .inParameterSegment(
            Self.fixedText([UInt8(ascii: "/")] + text) + [part], text: [], mayBeEmpty: false)
        } else if case .inParameterSegment(let segment, let text, let mayBeEmpty) = position {
          position = .inParameterSegment(
            segment + Self.fixedText(text) + [part], text: [],
            mayBeEmpty: mayBeEmpty && part.kind == .regex && part.prefix.isEmpty
              && part.suffix.isEmpty)
        } else {
          position = .afterUnit
          break reading
        }
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

  /// `bytes` as a fixed text part (none when empty).
  private static func fixedText(_ bytes: [UInt8]) -> [PatternPart] {
    bytes.isEmpty
      ? [] : [PatternPart(kind: .fixedText, value: String(decoding: bytes, as: UTF8.self))]
  }

  /// The source of one segment's parts, its parameters renamed.
  private static func source(_ parts: [PatternPart]) -> String {
    var renamed = parts
    var parameters = 0
    for offset in renamed.indices where renamed[offset].isParameter {
      renamed[offset].name = "p\(parameters)"
      parameters += 1
    }
    return PatternString.generate(renamed)
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
