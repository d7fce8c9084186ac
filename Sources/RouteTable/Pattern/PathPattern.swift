/// A path pattern in the WHATWG URLPattern pathname syntax (docs/config.md "Path patterns"), parsed
/// once and matched many times.
///
/// A backtracking matcher (``FastMatcher``) reproduces URLPattern's generated regular expression
/// on bytes; the expression itself, compiled as a Swift `Regex`, decides only where it cannot.
public struct PathPattern: Hashable, Sendable {
  /// Everything parsed from the source, behind one reference: a table hands its patterns
  /// around by value many times while it is built, and a copy of each field would retain
  /// each array every time.
  private final class Storage: Sendable {
    let source: String
    let groupNames: [String]
    let parts: [PatternPart]
    let matcher: FastMatcher
    let regex: PatternRegex?
    let backtrackingProblem: String?

    init(
      source: String, groupNames: [String], parts: [PatternPart], matcher: FastMatcher,
      regex: PatternRegex?, backtrackingProblem: String?
    ) {
      self.source = source
      self.groupNames = groupNames
      self.parts = parts
      self.matcher = matcher
      self.regex = regex
      self.backtrackingProblem = backtrackingProblem
    }
  }

  private let storage: Storage

  /// The pattern as written in the config.
  public var source: String { storage.source }
  /// Names of the pattern's groups in order: `:name` parameters by name, unnamed groups
  /// (`*`, `(regex)`) as `"0"`, `"1"`, … as URLPattern numbers them.
  public var groupNames: [String] { storage.groupNames }
  /// The parsed pattern, as URLPattern's part list.
  public var parts: [PatternPart] { storage.parts }

  private var matcher: FastMatcher { storage.matcher }
  /// Present when the pattern has `(regex)` parts, or repeated groups whose general
  /// backtracking could recurse deeper than the fast matcher allows; for a table's pattern,
  /// only where the fast matcher cannot run printable ASCII exactly
  /// (``init(matchingPercentEncodedPaths:)``).
  private var regex: PatternRegex? { storage.regex }

  /// Whether the generated expression was compiled with the pattern (rather than by a match
  /// that needs it).
  var hasCompiledExpression: Bool { regex != nil }

  /// Parses a pattern; the error carries the 1-based column inside the pattern.
  public init(_ source: String) throws(PatternSyntaxError) {
    try self.init(source, onlyPrintableASCII: false)
  }

  /// A route table's pattern, matched against the percent-encoded paths ``URLReader`` makes,
  /// which are printable ASCII: its generated expression is compiled only when the fast matcher
  /// cannot run such paths exactly, since compiling it dominates loading a table with many
  /// `(regex)` parts; a match on other text compiles it when it needs it.
  init(matchingPercentEncodedPaths source: String) throws(PatternSyntaxError) {
    try self.init(source, onlyPrintableASCII: true)
  }

  /// `onlyPrintableASCII`: compile the generated expression only when the fast matcher cannot
  /// run printable ASCII paths exactly; otherwise whenever it may fall back on it.
  private init(_ source: String, onlyPrintableASCII: Bool) throws(PatternSyntaxError) {
    let located = try PatternParser.parse(source)
    var partRegexes: [Regex<AnyRegexOutput>] = []
    for item in located where item.part.kind == .regex {
      try RegexBacktrackingCheck.validate(item.part, at: item.index)
      partRegexes.append(try PatternRegex.validate(regex: item.part.value, at: item.index))
    }
    let parts = located.map(\.part)
    let matcher = FastMatcher(parts: parts, partRegexes: partRegexes)
    // A repeated parameter with affixes recurses once per repetition, and the fast matcher
    // gives up past a depth that any path can reach.
    let recursesDeeply = parts.contains { part in
      let isRepeated = part.modifier == .zeroOrMore || part.modifier == .oneOrMore
      let hasAffixes = !part.prefix.isEmpty || !part.suffix.isEmpty
      let isSlashSegments =
        part.kind == .segmentWildcard && part.prefix == "/" && part.suffix.isEmpty
      return part.isParameter && isRepeated && hasAffixes && !isSlashSegments
    }
    let compilesExpression =
      recursesDeeply || (!matcher.isExact && !(onlyPrintableASCII && matcher.isExactOnASCII))
    // The fast matcher backtracks as the generated expression does, so the check applies to
    // both; the expression is no one's text, so the message says what in the pattern is wrong.
    // Whole-segment patterns (most of a config) cannot backtrack, so their expression is
    // neither generated nor analysed.
    let backtrackingProblem =
      Self.isWholeSegments(parts)
        || RegexBacktrackingCheck.problem(in: PatternRegex.generate(located).source) == nil
      ? nil : "two of its parts, or two repetitions of one, can take the same text"
    var groupNames: [String] = []
    for part in parts where part.isParameter {
      // Reserved at the first name: a pattern without parameters keeps the shared empty array.
      if groupNames.isEmpty { groupNames.reserveCapacity(parts.count) }
      groupNames.append(part.name)
    }
    storage = Storage(
      source: source, groupNames: groupNames, parts: parts,
      matcher: matcher,
      regex: compilesExpression ? try PatternRegex(parts: located) : nil,
      backtrackingProblem: backtrackingProblem)
  }

  /// Whether the parts are fixed text, `/:name` segments and at most a final `/*`, without
  /// modifiers: each repetition in the generated expression is then followed by a `/` it cannot
  /// take, or by nothing, so ``RegexBacktrackingCheck`` has nothing to find.
  static func isWholeSegments(_ parts: [PatternPart]) -> Bool {
    for (offset, part) in parts.enumerated() {
      guard part.modifier == .none else { return false }
      switch part.kind {
      case .fixedText:
        continue
      case .segmentWildcard:
        guard part.prefix == "/", part.suffix.isEmpty else { return false }
      case .fullWildcard:
        guard part.prefix == "/", part.suffix.isEmpty, offset == parts.count - 1 else {
          return false
        }
      case .regex:
        return false
      }
    }
    return true
  }

  /// The pattern in URLPattern's canonical form (e.g. `/caf%C3%A9`, `{:id}.json`): equal for
  /// patterns that parse to the same parts.
  public var canonicalSource: String {
    PatternString.generate(parts)
  }

  /// Why matching the pattern can take exponential (or high polynomial) time, or `nil`: in its
  /// generated regular expression, two parts or two repetitions of one can take the same text
  /// (`{-:a}+`, `/**`, `/:a(\d+):b(\d+)`). Such patterns keep URLPattern's meaning here, but a
  /// config refuses them.
  public var backtrackingProblem: String? { storage.backtrackingProblem }

  /// The `(regex)` parts only Swift `Regex` runs, at about 1,300 instructions a byte given
  /// back (``FastMatcher/Step/Expression/isLeftToSwiftRegex``).
  var partsLeftToSwiftRegex: [PatternPart] {
    // The matcher has one step per part, in order.
    zip(parts, matcher.steps).compactMap { part, step in
      guard case .regex(let expression) = step.body, expression.isLeftToSwiftRegex else {
        return nil
      }
      return part
    }
  }

  /// Whether the pattern has custom `(regex)` parts.
  public var hasRegexParts: Bool {
    !matcher.isExact
  }

  /// Matches a percent-encoded pathname (the whole of it). Returns the raw captured text of each
  /// group in ``groupNames`` order, or `nil` when the pattern does not match.
  /// `ignoreCase` compares literal text and regex parts case-insensitively.
  public func match(_ path: Substring, ignoreCase: Bool) -> PatternMatch? {
    match(LinkText(String(path)), ignoreCase: ignoreCase, isPrintable: nil, work: .uncounted)
  }

  /// ``match(_:ignoreCase:)`` given whether `path` is printable ASCII
  /// (``isPrintableASCII(_:)``), `nil` when not known: the resolver knows it of every path the
  /// reader writes (``LinkURL/path``), and does not read a long path for it per pattern.
  /// The work is charged to `work` (``LinkAllowance``); once it is spent, the answer
  /// is `nil` and means nothing.
  func match(
    _ path: LinkText, ignoreCase: Bool, isPrintable: Bool?,
    work: LinkAllowance
  ) -> PatternMatch? {
    // The flags first: a pattern the fast matcher runs exactly never reads its expression.
    if !storage.matcher.isExact && !storage.matcher.isExactOnASCII, let regex {
      guard work.chargeRegex(path.count) else { return nil }
      return regex.match(path, ignoreCase: ignoreCase)
    }
    switch storage.matcher.match(path, ignoreCase: ignoreCase, isPrintable: isPrintable, work: work)
    {
    case .matched(let bounds): return PatternMatch(text: path, bounds: bounds)
    case .noMatch: return nil
    case .abandoned:
      guard !work.isSpent, work.chargeRegex(path.count) else {
        return nil
      }
      return matchWithRegex(path, ignoreCase: ignoreCase)
    }
  }

  /// Matches with the generated regular expression only; the reference the fast matcher must
  /// agree with.
  func matchWithRegex(_ path: LinkText, ignoreCase: Bool) -> PatternMatch? {
    let located = parts.map { PatternParser.LocatedPart(part: $0, index: 0) }
    guard let regex = regex ?? (try? PatternRegex(parts: located)) else { return nil }
    return regex.match(path, ignoreCase: ignoreCase)
  }

  /// The pattern's specificity for README "Which route wins", given which parameters carry a type
  /// (a typed parameter ranks as a regex part). Greater ranks win.
  public func rank(typedParameters: Set<String>) -> PatternRank {
    PatternRank(parts: parts, typedParameters: typedParameters)
  }

  /// How many leading `/`-separated segments of `path` the pattern accepts before it fails:
  /// a best-effort measure of "how far it matched", for `nearest` and `--explain`.
  public func progress(on path: Substring, ignoreCase: Bool) -> Int {
    var budget = PatternProgress.stepBudget
    return progress(
      on: LinkText(String(path)), ignoreCase: ignoreCase, isPrintable: nil, budget: &budget)
  }

  /// ``progress(on:ignoreCase:)`` given whether `path` is printable ASCII (as for
  /// ``match(_:ignoreCase:isPrintable:work:)``), searched within what is left of `budget`, which
  /// pays for it (``PatternProgress``).
  func progress(on path: LinkText, ignoreCase: Bool, isPrintable: Bool?, budget: inout Int)
    -> Int
  {
    PatternProgress.segments(
      of: matcher, on: path, ignoreCase: ignoreCase, isPrintable: isPrintable, budget: &budget)
  }

  /// Whether every byte of `path` is U+0020–U+007E, as in any percent-encoded path: what
  /// ``match(_:ignoreCase:isPrintable:)`` needs to know of it.
  static func isPrintableASCII(_ path: LinkText) -> Bool {
    path.withBytes { FastMatcher.isPrintableASCII($0) }
  }

  /// Patterns are equal when written the same (the parts follow from the source).
  public static func == (lhs: PathPattern, rhs: PathPattern) -> Bool {
    lhs.source == rhs.source
  }

  /// Hashes the source, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
  }
}
