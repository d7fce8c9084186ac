/// Whether a pattern's first segment, when it is a lone `(regex)` part (`/:id([a-z]+\d{2})`),
/// accepts a path's first segment: a few dozen instructions where measuring the pattern (or
/// matching the route) costs thousands, so that the side index need not propose every route
/// that starts with a parameter to every path.
///
/// It answers only on a printable ASCII path (what a percent-encoded path is), where the
/// pattern matcher runs such a part on bytes (``CompiledRegexPart``) and agrees with Swift
/// `Regex`: the part's expression must then take the whole first segment, since it cannot take
/// a `/` (``LeadingSegments`` lists only such segments) and a `/` or the end follows it. The
/// length and first byte a match can have rule most segments out before the automaton runs.
struct FirstSegmentTest: Sendable {
  enum Verdict {
    case accepts
    case refuses
    /// The test cannot tell (a path that is not printable ASCII, a search given up): the
    /// caller decides as it did without the test.
    case unsure
  }

  // Read first, and for most tests all that is read: plain values, no reference to follow.
  private let shortest: Int
  /// `Int.max` when unbounded.
  private let longest: Int
  /// The bytes a non-empty match can start with.
  private let firstBytes: ASCIIRegex.ByteSet
  /// The whole-match automaton, when the expression has at most 64 positions.
  private let automaton: ASCIIRegex?
  /// What decides when there is no automaton (more than 64 positions). With neither (an
  /// expression ``ASCIIRegex`` does not read), only the length can refuse a segment.
  private let program: RegexPartProgram?

  /// The test of `segment` (a pattern of one segment, as ``LeadingSegments/firstSegment``
  /// writes it), or `nil` when that segment is anything but a lone `(regex)` part with
  /// neither affixes nor modifier, in the syntax ``ASCIIRegex`` or ``RegexLengthBounds``
  /// reads.
  init?(_ segment: PathPattern, ignoreCase: Bool) {
    guard segment.parts.count == 1, let part = segment.parts.first, part.kind == .regex,
      part.modifier == .none, part.prefix == "/", part.suffix.isEmpty
    else { return nil }
    // As ``CompiledRegexPart`` reads the part for the matcher.
    var parser = ASCIIRegex.Parser(scalars: Array(part.value.unicodeScalars), foldsCase: ignoreCase)
    if let node = parser.parsePart(), let program = RegexPartProgram(node) {
      (shortest, longest) = Self.lengths(of: node)
      firstBytes = Self.firstBytes(of: node)
      automaton = ASCIIRegex(node)
      self.program = program
    } else if let bounds = RegexLengthBounds(part.value) {
      (shortest, longest) = (bounds.shortest, bounds.longest)
      firstBytes = ASCIIRegex.ByteSet(low: ~0, high: ~0)
      automaton = nil
      program = nil
    } else {
      return nil
    }
  }

  /// The first segment of `path` as the tests read it, `nil` when they cannot tell:
  /// `isPrintable` says whether the whole path is printable ASCII (elsewhere, scalars and
  /// characters are not bytes, and the text after the segment may even change how it matches).
  static func segment(of path: PathSegments, isPrintable: Bool) -> UnsafeBufferPointer<UInt8>? {
    guard isPrintable, path.count > 0, path.bytes.first == UInt8(ascii: "/") else { return nil }
    return UnsafeBufferPointer(rebasing: path.bytes[path[0]])
  }

  /// The verdict on a path's first segment (``segment(of:isPrintable:)``).
  func verdict(_ segment: UnsafeBufferPointer<UInt8>?) -> Verdict {
    guard let segment else { return .unsure }
    guard segment.count >= shortest, segment.count <= longest else { return .refuses }
    if let first = segment.first, !firstBytes.contains(first) { return .refuses }
    if automaton != nil {
      return automaton.unsafelyUnwrapped.wholeMatch(printable: segment) ? .accepts : .refuses
    }
    guard let program else { return .unsure }
    let outcome = program.forEachEnd(in: segment, from: 0, progress: nil) { end in
      end == segment.count ? .matched : .failed
    }
    switch outcome {
    case .matched: return .accepts
    case .failed: return .refuses
    case .abandoned: return .unsure
    }
  }

  /// The fewest and most bytes a match of `node` takes (`Int.max`: no bound).
  private static func lengths(of node: ASCIIRegex.Node) -> (shortest: Int, longest: Int) {
    switch node {
    case .empty: return (0, 0)
    case .set: return (1, 1)
    case .star: return (0, .max)
    case .optional(let body, _): return (0, lengths(of: body).longest)
    case .concatenation(let nodes):
      return nodes.reduce((0, 0)) { total, node in
        let (shortest, longest) = lengths(of: node)
        let sum = total.1 == .max || longest == .max ? Int.max : total.1 + longest
        return (total.0 + shortest, sum)
      }
    case .alternation(let nodes):
      let all = nodes.map(lengths(of:))
      return (all.map(\.shortest).min() ?? 0, all.map(\.longest).max() ?? 0)
    }
  }

  /// The bytes a match of `node` can start with.
  private static func firstBytes(of node: ASCIIRegex.Node) -> ASCIIRegex.ByteSet {
    switch node {
    case .empty: return ASCIIRegex.ByteSet()
    case .set(let set): return set
    case .star(let body, _), .optional(let body, _): return firstBytes(of: body)
    case .alternation(let nodes):
      return nodes.reduce(ASCIIRegex.ByteSet()) { $0.union(firstBytes(of: $1)) }
    case .concatenation(let nodes):
      var bytes = ASCIIRegex.ByteSet()
      for node in nodes {
        bytes = bytes.union(firstBytes(of: node))
        if !node.isNullable { break }
      }
      return bytes
    }
  }
}
