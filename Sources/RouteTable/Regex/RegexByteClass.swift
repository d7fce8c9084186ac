/// A `(regex)` part that is one set of bytes repeated (`\d+`, `[0-9]+`, `[a-z0-9-]+`,
/// `\w{2,8}`, `[^/]+?`), recognised from its syntax (``RegexSyntax``) when the pattern is loaded,
/// so that matching it on an ASCII path is a byte check per character instead of a run of Swift
/// `Regex`, whose time on a long value is far above the link budget.
///
/// On printable ASCII text, bytes, scalars and characters coincide, `\d` and `\w` are ASCII
/// only (as ``PatternRegex`` compiles them), and a class repeated greedily (lazily) yields its
/// possible ends longest (shortest) first, as the regex engine backtracks through them. Any
/// other expression makes ``init(_:)`` return `nil`, and the part is left to the byte program
/// or to Swift `Regex`.
struct RegexByteClass: Sendable, Equatable {
  typealias ByteSet = RegexSyntax.ByteSet

  /// The bytes accepted when letters are compared as written, and ignoring case.
  let accepted: ByteSet
  let acceptedIgnoringCase: ByteSet
  let minimum: Int
  /// `nil`: unbounded.
  let maximum: Int?
  let isLazy: Bool

  /// The class a part repeats, from its syntax read as written and with letters folded.
  init?(exact: RegexSyntax?, folded: RegexSyntax?) {
    guard case .repetition(.set(let set), let minimum, let maximum, let isLazy)? = exact,
      case .repetition(.set(let folded), _, _, _)? = folded
    else { return nil }
    accepted = set
    acceptedIgnoringCase = folded
    self.minimum = minimum
    self.maximum = maximum
    self.isLazy = isLazy
  }

  /// How many bytes from `start` (at most ``maximum``) the class accepts in a row.
  /// `inputIsPrintable`: every byte of `input` is printable ASCII, so a class that holds all of
  /// those (`.`) runs to the limit without a look at each byte of a long path.
  @inline(__always)
  func run(
    in input: UnsafeBufferPointer<UInt8>, from start: Int, ignoreCase: Bool,
    inputIsPrintable: Bool
  ) -> Int {
    let set = ignoreCase ? acceptedIgnoringCase : accepted
    let limit = maximum.map { min(input.count, start + $0) } ?? input.count
    if inputIsPrintable && set.holds(.printable) { return max(limit - start, 0) }
    var end = start
    while end < limit && set.contains(input[end]) { end &+= 1 }
    return end - start
  }

  /// How many bytes the class accepts in a row at the end of the input (ignoring ``maximum``).
  func trailingRun(in input: UnsafeBufferPointer<UInt8>, ignoreCase: Bool) -> Int {
    let set = ignoreCase ? acceptedIgnoringCase : accepted
    var start = input.count
    while start > 0 && set.contains(input[start &- 1]) { start &-= 1 }
    return input.count - start
  }
}
