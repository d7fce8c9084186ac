/// A URL as ``URLReader`` reads it (README "How a URL is read"): syntax checked, scheme and host
/// normalised, the custom-scheme authority folded into the path, nothing decoded twice.
public struct LinkURL: Hashable, Sendable {
  /// Lowercased.
  public var scheme: String { components.scheme }
  /// For `http`/`https`: the host, lowercased, Unicode in punycode (`xn--…`), percent-escapes
  /// decoded, an IP literal with its brackets (`[::1]`). For custom schemes `nil`: their
  /// authority is the first path segment.
  public var host: String? { components.host?.description }
  /// ``host``, read in place.
  var hostText: LinkText? { components.host }
  /// The explicit port, `nil` when absent or equal to the scheme's default.
  public var port: Int? { components.uncommon?.port }
  /// The raw userinfo (`user:pass` in `https://user:pass@host/`), if any.
  public var userinfo: String? { components.uncommon?.userinfo }
  /// The percent-encoded path that routes match against; always starts with `/`, and is
  /// printable ASCII (the reader refuses controls and percent-encodes other characters), which
  /// the matchers rely on.
  /// `flightdeck://flight/1`, `flightdeck:///flight/1` and `flightdeck:flight/1` all give `/flight/1`.
  public var path: String { components.path.description }
  /// ``path``, read in place.
  var pathText: LinkText {
    get { components.path }
    set {
      components.path = newValue
      pathHasEscapes = true
    }
  }
  /// The raw query items in order (`nil` query → empty). Split from the query's text each time
  /// it is read: the resolver walks ``query`` instead.
  public var queryItems: [QueryItem] { query.items }
  /// The query as read, its items split only when asked.
  var query: RawQuery { components.query }
  /// Whether the URL had a `?` at all.
  public var hasQuery: Bool { components.hasQuery }
  /// The fragment, percent-decoded once; `nil` when there is no `#`.
  public var fragment: String? { components.uncommon?.fragment }
  /// The fragment as written after `#`, non-ASCII characters percent-encoded (what iOS matches
  /// an AASA rule's `#` against); `nil` when there is no `#`.
  var writtenFragment: String? { components.uncommon?.writtenFragment }
  /// Whether the path may hold a `%` escape: `false` only when the reader saw none, so that a
  /// path without one is never searched for one. Not part of the URL's value.
  private(set) var pathHasEscapes: Bool
  /// What the scheme is to the table the link was read for (``SchemeKind``). Not part of the
  /// URL's value.
  let schemeKind: SchemeKind
  /// Warnings raised while reading (README "Output"), in the order found.
  public internal(set) var warnings: [LinkWarning] {
    get { components.warnings }
    set { components.warnings = newValue }
  }

  private struct Components: Hashable, Sendable {
    var scheme: String
    var host: LinkText?
    var path: LinkText
    var query: RawQuery
    var hasQuery: Bool
    var warnings: [LinkWarning]
    var uncommon: Uncommon?
  }

  /// What few links have, behind one reference made only for them: the resolver moves and
  /// destroys each link, and fields that are nearly always `nil` were still copied and
  /// released with it.
  private final class Uncommon: Hashable, Sendable {
    let port: Int?
    let userinfo: String?
    let fragment: String?
    let writtenFragment: String?

    init(port: Int?, userinfo: String?, fragment: String?, writtenFragment: String?) {
      self.port = port
      self.userinfo = userinfo
      self.fragment = fragment
      self.writtenFragment = writtenFragment
    }

    static func == (lhs: Uncommon, rhs: Uncommon) -> Bool {
      (lhs.port, lhs.userinfo, lhs.fragment, lhs.writtenFragment)
        == (rhs.port, rhs.userinfo, rhs.fragment, rhs.writtenFragment)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(port)
      hasher.combine(userinfo)
      hasher.combine(fragment)
      hasher.combine(writtenFragment)
    }
  }

  private var components: Components

  public init(
    scheme: String, host: String?, port: Int?, userinfo: String?, path: String,
    queryItems: [QueryItem], hasQuery: Bool, fragment: String?, warnings: [LinkWarning]
  ) {
    self.init(
      scheme: scheme, host: host.map(LinkText.init), port: port, userinfo: userinfo,
      path: LinkText(path),
      query: RawQuery(items: queryItems), hasQuery: hasQuery, fragment: fragment,
      writtenFragment: fragment, warnings: warnings,
      schemeKind: SchemeKind(scheme))
  }

  init(
    scheme: String, host: LinkText?, port: Int?, userinfo: String?, path: LinkText,
    query: RawQuery, hasQuery: Bool, fragment: String?, writtenFragment: String?,
    warnings: [LinkWarning], schemeKind: SchemeKind, pathHasEscapes: Bool = true
  ) {
    let hasUncommon = port != nil || userinfo != nil || fragment != nil || writtenFragment != nil
    components = Components(
      scheme: scheme, host: host, path: path, query: query, hasQuery: hasQuery,
      warnings: warnings,
      uncommon: hasUncommon
        ? Uncommon(
          port: port, userinfo: userinfo, fragment: fragment, writtenFragment: writtenFragment)
        : nil)
    self.pathHasEscapes = pathHasEscapes
    self.schemeKind = schemeKind
  }

  public static func == (lhs: LinkURL, rhs: LinkURL) -> Bool {
    lhs.components == rhs.components
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }
}

/// One `name=value` item of a query, kept raw so that `plusIsSpace` (a per-route option) can be
/// applied when it is decoded.
public struct QueryItem: Hashable, Sendable {
  /// Percent-encoded, as in the URL.
  public var rawName: String
  /// Percent-encoded, as in the URL; `""` when the item has no `=`.
  public var rawValue: String

  public init(rawName: String, rawValue: String) {
    self.rawName = rawName
    self.rawValue = rawValue
  }

  /// The name decoded once (`+` read as a space when `plusIsSpace`).
  public func name(plusIsSpace: Bool) -> String {
    PercentDecoding.decodeLossless(rawName, plusIsSpace: plusIsSpace)
  }

  /// The value decoded once (`+` read as a space when `plusIsSpace`).
  public func value(plusIsSpace: Bool) -> String {
    PercentDecoding.decodeLossless(rawValue, plusIsSpace: plusIsSpace)
  }
}
