/// A URL as ``URLReader`` reads it (README "How a URL is read"): syntax checked, scheme and host
/// normalised, the custom-scheme authority folded into the path, nothing decoded twice.
public struct LinkURL: Hashable, Sendable {
  /// Lowercased.
  public var scheme: String { box.components.scheme }
  /// For `http`/`https`: the host, lowercased, Unicode in punycode (`xn--…`), percent-escapes
  /// decoded, an IP literal with its brackets (`[::1]`). For custom schemes `nil`: their
  /// authority is the first path segment.
  public var host: String? { box.components.host?.description }
  /// ``host``, read in place.
  var hostText: LinkText? { box.components.host }
  /// The explicit port, `nil` when absent or equal to the scheme's default.
  public var port: Int? { box.components.port }
  /// The raw userinfo (`user:pass` in `https://user:pass@host/`), if any.
  public var userinfo: String? { box.components.userinfo }
  /// The percent-encoded path that routes match against; always starts with `/`.
  /// `flightdeck://flight/1`, `flightdeck:///flight/1` and `flightdeck:flight/1` all give `/flight/1`.
  public var path: String { box.components.path.description }
  /// ``path``, read in place.
  var pathText: LinkText {
    get { box.components.path }
    set {
      update { $0.path = newValue }
      pathHasEscapes = true
    }
  }
  /// The raw query items in order (`nil` query → empty). Split from the query's text each time
  /// it is read: the resolver walks ``query`` instead.
  public var queryItems: [QueryItem] { query.items }
  /// The query as read, its items split only when asked.
  var query: RawQuery { box.components.query }
  /// Whether the URL had a `?` at all.
  public var hasQuery: Bool { box.components.hasQuery }
  /// The fragment, percent-decoded once; `nil` when there is no `#`.
  public var fragment: String? { box.components.fragment }
  /// The fragment as written after `#`, non-ASCII characters percent-encoded (what iOS matches
  /// an AASA rule's `#` against); `nil` when there is no `#`.
  var writtenFragment: String? { box.components.writtenFragment }
  /// Whether the path may hold a `%` escape: `false` only when the reader saw none, so that a
  /// path without one is never searched for one. Not part of the URL's value.
  private(set) var pathHasEscapes: Bool
  /// Warnings raised while reading (README "Output"), in the order found.
  public internal(set) var warnings: [LinkWarning] {
    get { box.components.warnings }
    set { update { $0.warnings = newValue } }
  }

  /// The components behind one reference, replaced rather than changed: the resolver hands
  /// the URL from stage to stage, and a copy of the components themselves retained each of
  /// their strings.
  private final class Box: Sendable {
    let components: Components

    init(_ components: Components) {
      self.components = components
    }
  }

  private struct Components: Hashable, Sendable {
    var scheme: String
    var host: LinkText?
    var port: Int?
    var userinfo: String?
    var path: LinkText
    var query: RawQuery
    var hasQuery: Bool
    var fragment: String?
    var writtenFragment: String?
    var warnings: [LinkWarning]
  }

  private var box: Box

  private mutating func update(_ change: (inout Components) -> Void) {
    var components = box.components
    change(&components)
    box = Box(components)
  }

  public init(
    scheme: String, host: String?, port: Int?, userinfo: String?, path: String,
    queryItems: [QueryItem], hasQuery: Bool, fragment: String?, warnings: [LinkWarning]
  ) {
    self.init(
      scheme: scheme, host: host.map(LinkText.init), port: port, userinfo: userinfo,
      path: LinkText(path),
      query: RawQuery(items: queryItems), hasQuery: hasQuery, fragment: fragment,
      writtenFragment: fragment, warnings: warnings)
  }

  init(
    scheme: String, host: LinkText?, port: Int?, userinfo: String?, path: LinkText,
    query: RawQuery, hasQuery: Bool, fragment: String?, writtenFragment: String?,
    warnings: [LinkWarning], pathHasEscapes: Bool = true
  ) {
    box = Box(
      Components(
        scheme: scheme, host: host, port: port, userinfo: userinfo, path: path, query: query,
        hasQuery: hasQuery, fragment: fragment, writtenFragment: writtenFragment,
        warnings: warnings))
    self.pathHasEscapes = pathHasEscapes
  }

  public static func == (lhs: LinkURL, rhs: LinkURL) -> Bool {
    lhs.box === rhs.box || lhs.box.components == rhs.box.components
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(box.components)
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
