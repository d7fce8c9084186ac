/// The regular expression URLPattern generates for a part list, compiled with Swift `Regex`.
/// Used for patterns with custom `(regex)` parts, whose backtracking only a regex engine can
/// reproduce, and as the fallback when the fast matcher would recurse too deeply.
struct PatternRegex: @unchecked Sendable {
  // `Regex<AnyRegexOutput>` is immutable after construction; sharing it is safe.
  private let caseSensitive: Regex<AnyRegexOutput>
  private let caseInsensitive: Regex<AnyRegexOutput>
  private let groupCount: Int
  /// Groups written `(R)?`: ECMAScript's empty-check keeps such a group from matching empty
  /// text (it is then absent), where Swift's engine reports an empty capture.
  private let emptyMeansAbsent: [Bool]

  /// The expression's text and what matching needs to read its captures.
  struct Generated {
    var source: String
    var groupCount: Int
    var emptyMeansAbsent: [Bool]
    /// Where the last `(regex)` part starts, to place compile errors.
    var lastRegexIndex: Int
  }

  /// URLPattern's "generate a regular expression" for a part list.
  static func generate(_ parts: [PatternParser.LocatedPart]) -> Generated {
    var source = ""
    var group = 0
    var lastRegexIndex = 0
    var emptyMeansAbsent: [Bool] = []
    for located in parts {
      let part = located.part
      guard part.isParameter else {
        let text = Self.escape(part.value)
        source += part.modifier == .none ? text : "(?:\(text))\(Self.quantifier(part.modifier))"
        continue
      }
      let body: String
      switch part.kind {
      case .segmentWildcard: body = PatternParser.segmentWildcardRegex
      case .fullWildcard: body = PatternParser.fullWildcardRegex
      default:
        body = part.value
        lastRegexIndex = located.index
      }
      let open = "(?<\(Self.groupName(group))>"
      group += 1
      let prefix = Self.escape(part.prefix)
      let suffix = Self.escape(part.suffix)
      emptyMeansAbsent.append(part.modifier == .optional && prefix.isEmpty && suffix.isEmpty)
      let quantifier = Self.quantifier(part.modifier)
      let isRepeated = part.modifier == .zeroOrMore || part.modifier == .oneOrMore
      if prefix.isEmpty && suffix.isEmpty && isRepeated && part.kind != .regex {
        // `(?:.*)+` and `(?:[^/]+?)+` match what `.*` and `[^/]+` match, but backtrack
        // exponentially in Swift's engine.
        let single = part.kind == .fullWildcard ? ".*" : "[^/]" + quantifier
        source += "\(open)\(single))"
      } else if prefix.isEmpty && suffix.isEmpty {
        source += isRepeated ? "\(open)(?:\(body))\(quantifier))" : "\(open)\(body))\(quantifier)"
      } else if !isRepeated {
        source += "(?:\(prefix)\(open)\(body))\(suffix))\(quantifier)"
      } else {
        source +=
          "(?:\(prefix)\(open)(?:\(body))(?:\(suffix)\(prefix)(?:\(body)))*)\(suffix))"
          + (part.modifier == .zeroOrMore ? "?" : "")
      }
    }
    return Generated(
      source: source, groupCount: group, emptyMeansAbsent: emptyMeansAbsent,
      lastRegexIndex: lastRegexIndex)
  }

  init(parts: [PatternParser.LocatedPart]) throws(PatternSyntaxError) {
    let generated = Self.generate(parts)
    do {
      let regex = try Regex(generated.source)
        .matchingSemantics(.unicodeScalar)
        .asciiOnlyDigits()
        .asciiOnlyWordCharacters()
      caseSensitive = regex
      caseInsensitive = regex.ignoresCase()
    } catch {
      throw PatternSyntaxError(
        "invalid regular expression: \(error)", at: generated.lastRegexIndex)
    }
    groupCount = generated.groupCount
    emptyMeansAbsent = generated.emptyMeansAbsent
  }

  /// Compiles one `(regex)` part on its own, to report errors at that part's position; the
  /// compiled part is the matcher's (``StandaloneRegex``).
  static func validate(regex text: String, at index: Int) throws(PatternSyntaxError)
    -> Regex<AnyRegexOutput>
  {
    if let (message, position) = RegexSourceCheck.problem(in: text) {
      throw PatternSyntaxError(message, at: index + 1 + position)
    }
    do {
      return try Regex(text)
    } catch {
      throw PatternSyntaxError("invalid regular expression '\(text)': \(error)", at: index)
    }
  }

  func match(_ path: LinkText, ignoreCase: Bool) -> PatternMatch? {
    let regex = ignoreCase ? caseInsensitive : caseSensitive
    let text = path.substring
    guard let match = try? regex.wholeMatch(in: text) else { return nil }
    var bounds = InlineList<Int32>()
    for group in 0..<groupCount {
      guard let captured = match.output[Self.groupName(group)]?.substring,
        !(captured.isEmpty && emptyMeansAbsent[group])
      else {
        bounds.append(-1)
        bounds.append(-1)
        continue
      }
      let start = text.utf8.distance(from: text.startIndex, to: captured.startIndex)
      bounds.append(Int32(start))
      bounds.append(Int32(start + captured.utf8.count))
    }
    return PatternMatch(text: path, bounds: bounds)
  }

  /// Capture names the generated regex uses for the pattern's groups; unlikely to collide with
  /// names inside the author's `(regex)` parts.
  private static func groupName(_ group: Int) -> String {
    "linkcheckGroup\(group)"
  }

  private static func quantifier(_ modifier: PatternPart.Modifier) -> String {
    switch modifier {
    case .none: ""
    case .optional: "?"
    case .zeroOrMore: "*"
    case .oneOrMore: "+"
    }
  }

  /// URLPattern's "escape a regexp string".
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if ".+*?^${}()[]|/\\".unicodeScalars.contains(scalar) { result += "\\" }
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}

/// One `(regex)` part compiled on its own, for ``PatternProgress``'s approximate search.
///
/// A class, so that a matcher step holding one is as cheap to copy as the others.
final class StandaloneRegex: @unchecked Sendable {
  // Immutable after construction, like ``PatternRegex``.
  let caseSensitive: Regex<AnyRegexOutput>
  let caseInsensitive: Regex<AnyRegexOutput>

  /// The part whose source compiled to `parsed` (parsing it again cost as much as the first
  /// time, for every part of a large table).
  init(_ parsed: Regex<AnyRegexOutput>) {
    let regex = parsed.matchingSemantics(.unicodeScalar).asciiOnlyDigits()
      .asciiOnlyWordCharacters()
    caseSensitive = regex
    caseInsensitive = regex.ignoresCase()
  }
}

extension RegexBacktrackingCheck {
  /// Checks a pattern's `(regex)` part as the pattern's generated expression uses it: repeated
  /// with its prefix and suffix when the part has a `*` or `+` modifier.
  static func validate(_ part: PatternPart, at index: Int) throws(PatternSyntaxError) {
    var source = part.value
    if part.modifier == .zeroOrMore || part.modifier == .oneOrMore {
      let prefix = PatternRegex.escape(part.prefix)
      let suffix = PatternRegex.escape(part.suffix)
      source = "(?:\(prefix)(?:\(part.value))\(suffix))\(part.modifier == .oneOrMore ? "+" : "*")"
    }
    if let problem = problem(in: source) {
      throw PatternSyntaxError(
        "regular expression '\(part.value)' can take exponential time: \(problem)",
        at: index)
    }
  }
}
