// CONTRACT (skeleton): the pattern helper replaces the bodies; the public API stays.

/// A path pattern in the WHATWG URLPattern pathname syntax (SPEC §4).
public struct PathPattern: Hashable, Sendable {
  /// The pattern as written in the config.
  public let source: String
  /// Names of the pattern's groups in order: `:name` parameters by name, unnamed groups
  /// (`*`, `(regex)`) as `"0"`, `"1"`, … as URLPattern numbers them.
  public let groupNames: [String]

  /// Parses a pattern; the error carries the 1-based column inside the pattern.
  public init(_ source: String) throws(PatternSyntaxError) {
    self.source = source
    self.groupNames = source.split(separator: "/").compactMap { segment in
      segment.hasPrefix(":") ? String(segment.dropFirst()) : (segment == "*" ? "0" : nil)
    }
  }

  /// Matches a percent-encoded pathname (the whole of it). Returns the raw captured text of each
  /// group in ``groupNames`` order, or `nil` when the pattern does not match.
  /// `ignoreCase` compares literal text and regex parts case-insensitively.
  public func match(_ path: Substring, ignoreCase: Bool) -> PatternMatch? {
    var captures: [String?] = []
    let patternSegments = source.split(separator: "/", omittingEmptySubsequences: false)
    let pathSegments = path.split(separator: "/", omittingEmptySubsequences: false)
    for (index, segment) in patternSegments.enumerated() {
      if segment == "*" {
        captures.append(pathSegments.dropFirst(index).joined(separator: "/"))
        return PatternMatch(groups: captures)
      }
      guard index < pathSegments.count else { return nil }
      if segment.hasPrefix(":") {
        if pathSegments[index].isEmpty { return nil }
        captures.append(String(pathSegments[index]))
      } else if ignoreCase
        ? segment.lowercased() != pathSegments[index].lowercased() : segment != pathSegments[index]
      {
        return nil
      }
    }
    return patternSegments.count == pathSegments.count ? PatternMatch(groups: captures) : nil
  }

  /// The pattern's specificity for SPEC §5, given which parameters carry a type (a typed
  /// parameter ranks as a regex part). Greater ranks win.
  public func rank(typedParameters: Set<String>) -> PatternRank {
    PatternRank(keys: [])
  }

  /// How many leading `/`-separated segments of `path` the pattern accepts before it fails:
  /// a best-effort measure of "how far it matched", for `nearest` and `--explain`.
  public func progress(on path: Substring, ignoreCase: Bool) -> Int {
    0
  }
}

/// The raw captures of a successful match.
public struct PatternMatch: Hashable, Sendable {
  /// The raw (still percent-encoded) text of each group, in ``PathPattern/groupNames`` order;
  /// `nil` for a group that did not participate (an absent optional group).
  public var groups: [String?]

  public init(groups: [String?]) {
    self.groups = groups
  }
}

/// Specificity of a pattern, compared part by part from the left (URLPattern `compareComponent`).
public struct PatternRank: Comparable, Hashable, Sendable {
  /// Opaque per-part keys; greater means more specific.
  public var keys: [Int]

  public init(keys: [Int]) {
    self.keys = keys
  }

  public static func < (lhs: PatternRank, rhs: PatternRank) -> Bool {
    lhs.keys.lexicographicallyPrecedes(rhs.keys)
  }
}

/// Why a path pattern is invalid, and where.
public struct PatternSyntaxError: Error, Hashable, Sendable {
  /// One line, lowercase, no trailing period.
  public var message: String
  /// 1-based column (in Unicode scalars) inside the pattern.
  public var column: Int

  public init(message: String, column: Int) {
    self.message = message
    self.column = column
  }
}
