/// A URL as ``URLReader`` reads it (SPEC §3): syntax checked, scheme and host normalised, the
/// custom-scheme authority folded into the path, nothing decoded twice.
public struct LinkURL: Hashable, Sendable {
  /// Lowercased.
  public var scheme: String
  /// For `http`/`https`: the host, lowercased, Unicode in punycode (`xn--…`), percent-escapes
  /// decoded, an IP literal with its brackets (`[::1]`). For custom schemes `nil`: their
  /// authority is the first path segment.
  public var host: String?
  /// The explicit port, `nil` when absent or equal to the scheme's default.
  public var port: Int?
  /// The raw userinfo (`user:pass` in `https://user:pass@host/`), if any.
  public var userinfo: String?
  /// The percent-encoded path that routes match against; always starts with `/`.
  /// `flightdeck://flight/1`, `flightdeck:///flight/1` and `flightdeck:flight/1` all give `/flight/1`.
  public var path: String
  /// The raw query items in order (`nil` query → empty). Split from the query's text each time
  /// it is read: the resolver walks ``query`` instead.
  public var queryItems: [QueryItem] {
    get { query.items }
    set { query = RawQuery(items: newValue) }
  }
  /// The query as read, its items split only when asked.
  var query: RawQuery
  /// Whether the URL had a `?` at all.
  public var hasQuery: Bool
  /// The fragment, percent-decoded once; `nil` when there is no `#`.
  public var fragment: String?
  /// Warnings raised while reading (SPEC §6), in the order found.
  public var warnings: [LinkWarning]

  public init(
    scheme: String, host: String?, port: Int?, userinfo: String?, path: String,
    queryItems: [QueryItem], hasQuery: Bool, fragment: String?, warnings: [LinkWarning]
  ) {
    self.init(
      scheme: scheme, host: host, port: port, userinfo: userinfo, path: path,
      query: RawQuery(items: queryItems), hasQuery: hasQuery, fragment: fragment,
      warnings: warnings)
  }

  init(
    scheme: String, host: String?, port: Int?, userinfo: String?, path: String,
    query: RawQuery, hasQuery: Bool, fragment: String?, warnings: [LinkWarning]
  ) {
    self.scheme = scheme
    self.host = host
    self.port = port
    self.userinfo = userinfo
    self.path = path
    self.query = query
    self.hasQuery = hasQuery
    self.fragment = fragment
    self.warnings = warnings
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
