/// An activity's `<intent-filter>` as Android's `IntentFilter` matches a link: the VIEW action,
/// the BROWSABLE category, then the data. Every `<data>` element of a filter is pooled (each
/// scheme combines with each host and each path), which is how a filter comes to accept more
/// than its author wrote.
public struct AndroidIntentFilter: Hashable, Sendable {
  public static let view = "android.intent.action.VIEW"
  public static let browsable = "android.intent.category.BROWSABLE"
  public static let defaultCategory = "android.intent.category.DEFAULT"

  public var actions: [String] = []
  public var categories: [String] = []
  public var schemes: [String] = []
  public var authorities: [AndroidAuthority] = []
  public var paths: [AndroidPathPattern] = []
  /// Where each of ``paths`` is written (its attribute), for findings about it.
  public var pathPositions: [SourcePosition?] = []
  public var mimeTypes: [String] = []
  /// `<uri-relative-filter-group>` elements (API 35), in order.
  public var groups: [AndroidURIRelativeFilterGroup] = []
  public var autoVerify = false
  /// Where the `<intent-filter>` starts.
  public var position: SourcePosition?

  public init() {}

  /// Whether a link intent (VIEW, BROWSABLE, the URL as data, no MIME type) matches the filter
  /// on Android `api`.
  public func accepts(_ uri: AndroidURI, api: Int) -> Bool {
    guard actions.contains(Self.view), categories.contains(Self.browsable) else { return false }
    // A link intent has no type: a filter that names one never matches it.
    guard mimeTypes.isEmpty else { return false }
    // A filter with no scheme takes only intents without data (or `content:`/`file:` ones).
    guard schemes.contains(uri.scheme) else { return false }
    guard !authorities.isEmpty else { return true }
    guard authorities.contains(where: { $0.matches(uri) }) else { return false }
    let usesGroups = api >= 35 && !groups.isEmpty
    if paths.isEmpty && !usesGroups { return true }
    if paths.contains(where: { $0.matches(uri.path) }) { return true }
    return usesGroups && AndroidURIRelativeFilterGroup.allows(groups, uri)
  }

  /// Whether `startActivity` can launch it for a link: it also lists the DEFAULT category.
  public var isLaunchable: Bool { categories.contains(Self.defaultCategory) }
}

/// One host (with its port) of a filter's `<data>` elements.
public struct AndroidAuthority: Hashable, Sendable {
  /// As written; a leading `*` makes the rest a suffix (`*.example.com` does not take
  /// `example.com`, and `*example.com` takes `notexample.com`).
  public var host: String
  public var port: Int?

  public init(host: String, port: Int? = nil) {
    self.host = host
    self.port = port
  }

  /// Host compared ignoring case (as `AuthorityEntry.match` does, whatever the docs say), then
  /// the port when the filter names one.
  public func matches(_ uri: AndroidURI) -> Bool {
    guard let given = uri.host else { return false }
    var expected = Substring(host)
    var candidate = Substring(given)
    if expected.hasPrefix("*") {
      expected = expected.dropFirst()
      guard candidate.count >= expected.count else { return false }
      candidate = candidate.suffix(expected.count)
    }
    guard Self.equalIgnoringCase(candidate, expected) else { return false }
    return port.map { $0 == uri.port } ?? true
  }

  /// `a == b` ignoring case, read on bytes up to the first difference while both are ASCII (a
  /// filter may list thousands of hosts, each compared for every link); from the first
  /// non-ASCII byte on, the lowercased texts are compared.
  private static func equalIgnoringCase(_ a: Substring, _ b: Substring) -> Bool {
    var (left, right) = (a.utf8.makeIterator(), b.utf8.makeIterator())
    while true {
      switch (left.next(), right.next()) {
      case (nil, nil):
        return true
      case (let x?, let y?) where x < 0x80 && y < 0x80:
        if x != y && !(URICharacter.isAlpha(x) && x | 0x20 == y | 0x20) { return false }
      case (let x, let y) where (x ?? 0) < 0x80 && (y ?? 0) < 0x80:
        return false  // one ended, the other goes on in ASCII
      default:
        return a.lowercased() == b.lowercased()
      }
    }
  }
}

/// A `<uri-relative-filter-group>` (API 35): its `<data>` path, query and fragment matchers all
/// match, and then it allows or blocks the link. Groups are tried in order; the first that
/// matches decides, and none matching blocks.
public struct AndroidURIRelativeFilterGroup: Hashable, Sendable {
  public enum Part: String, Hashable, Sendable {
    case path, query, fragment
  }

  public struct Matcher: Hashable, Sendable {
    public var part: Part
    public var pattern: AndroidPathPattern
  }

  public var allow: Bool
  public var matchers: [Matcher]

  static func allows(_ groups: [AndroidURIRelativeFilterGroup], _ uri: AndroidURI) -> Bool {
    groups.first { $0.matches(uri) }?.allow ?? false
  }

  private func matches(_ uri: AndroidURI) -> Bool {
    matchers.allSatisfy { matcher in
      switch matcher.part {
      case .path: matcher.pattern.matches(uri.path)
      case .fragment: uri.fragment.map(matcher.pattern.matches) ?? false
      case .query:
        uri.queryParameters.contains(where: matcher.pattern.matches)
      }
    }
  }
}
