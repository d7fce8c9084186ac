/// Why a URL does not resolve (README "Output").
///
/// The resolver records what it found (the route that refused a value and the value, how far
/// the nearest route got); ``message``, ``nearest`` and ``help`` are written from those facts
/// when read.
public struct ResolveFailure: Error, Hashable, Sendable {
  /// The stable error codes.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    case invalidURL = "invalid-url"
    case unknownScheme = "unknown-scheme"
    case unknownHost = "unknown-host"
    case insecureScheme = "insecure-scheme"
    case noMatch = "no-match"
    case invalidParam = "invalid-param"
    case missingQuery = "missing-query"
    case invalidQuery = "invalid-query"
    /// Deciding the link would take more work than one link is allowed (``MatchLimit``), so
    /// that no link takes more than about a millisecond.
    case matchLimit = "match-limit"
  }

  public var code: Code
  /// One line, lowercase, no trailing period; user values quoted in `'…'`.
  public var message: String {
    get { facts.fields.reason.message }
    set {
      // A nearest route whose reason is the message keeps the message it had.
      let nearest = facts.fields.nearest.map { Nearest.given($0.nearMiss(message: message)) }
      update {
        $0.reason = .text(newValue)
        $0.nearest = nearest
      }
    }
  }
  /// 1-based column in the input where the problem is, where it applies.
  public var column: Int? {
    get { facts.fields.column }
    set { update { $0.column = newValue } }
  }
  /// The route that got furthest, and why it did not match.
  public var nearest: NearMiss? {
    get { facts.fields.nearest?.nearMiss(message: message) }
    set { update { $0.nearest = newValue.map(Nearest.given) } }
  }
  /// ``message`` and ``nearest`` in one read, the message written once for both (the nearest
  /// route's reason is often the message itself).
  public var messageAndNearest: (message: String, nearest: NearMiss?) {
    let message = message
    return (message, facts.fields.nearest?.nearMiss(message: message))
  }
  /// Warnings raised before the failure (e.g. while reading the URL).
  public var warnings: [LinkWarning] {
    get { facts.fields.warnings }
    set { update { $0.warnings = newValue } }
  }
  /// A fix, where one is known: the link a pasted form wraps.
  public var help: String? {
    get { facts.fields.help?.text }
    set { helpFact = newValue.map(Help.text) }
  }
  /// ``help``, as found.
  var helpFact: Help? {
    get { facts.fields.help }
    set { update { $0.help = newValue } }
  }

  public init(
    _ code: Code, _ message: String, column: Int? = nil, nearest: NearMiss? = nil,
    warnings: [LinkWarning] = []
  ) {
    self.init(
      code, .text(message), column: column, nearest: nearest.map(Nearest.given),
      warnings: warnings)
  }

  init(
    _ code: Code, _ reason: Reason, column: Int? = nil, nearest: Nearest? = nil,
    help: Help? = nil, warnings: [LinkWarning] = []
  ) {
    self.code = code
    facts = Facts(
      Fields(reason: reason, column: column, nearest: nearest, warnings: warnings, help: help))
  }

  /// `CODE: MESSAGE (nearest: ROUTE: REASON)`, or `CODE: ROUTE: MESSAGE` when the nearest
  /// route's reason is the message: the failure in one line for a finding that quotes it.
  public var summary: String {
    let (message, nearest) = messageAndNearest
    guard let nearest else { return "\(code.rawValue): \(message)" }
    if nearest.reason == message { return "\(code.rawValue): \(nearest.route): \(message)" }
    return "\(code.rawValue): \(message) (nearest: \(nearest.route): \(nearest.reason))"
  }

  public static func == (lhs: ResolveFailure, rhs: ResolveFailure) -> Bool {
    lhs.code == rhs.code && lhs.messageAndNearest == rhs.messageAndNearest
      && lhs.column == rhs.column && lhs.warnings == rhs.warnings && lhs.help == rhs.help
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
    hasher.combine(message)
  }

  // MARK: Facts

  /// What the message says, as found.
  enum Reason: Sendable {
    case text(String)
    /// The link's scheme or host is not the table's.
    case endpoint(EndpointRefusal)
    /// The best route whose pattern matched refused a value.
    case refused(BindingFailure)
    case noMatch(path: LinkText)
    /// The link's allowance ran out, at the route named when one was being tried.
    case matchLimit(route: String?)

    var message: String {
      switch self {
      case .text(let text): return text
      case .endpoint(let refusal): return refusal.message
      case .refused(let failure): return failure.reason
      case .noMatch(let path):
        let message: MessageText = "no route matches path \(quoted: path)"
        return message.text
      case .matchLimit(let route):
        return "gave up after \(MatchLimit.units) steps"
          + (route.map { " at route '\($0)'" } ?? "")
          + ": the table's patterns make this path too costly to decide; give them fixed text "
          + "or narrower expressions"
      }
    }
  }

  /// The nearest route, as found.
  enum Nearest: Sendable {
    case given(NearMiss)
    /// The route whose refusal the message is.
    case refusing(route: String)
    case unmatched(route: String, Shortfall)

    func nearMiss(message: @autoclosure () -> String) -> NearMiss {
      switch self {
      case .given(let nearMiss): nearMiss
      case .refusing(let route): NearMiss(route: route, reason: message())
      case .unmatched(let route, let shortfall): NearMiss(route: route, reason: shortfall.reason)
      }
    }
  }

  /// The fix, as found.
  enum Help: Sendable {
    case text(String)
    /// The link a pasted form wraps.
    case pasted(link: String)
    /// A case-sensitive route matches the path ignoring case.
    case ignoringCase(route: String, path: LinkText)

    var text: String {
      switch self {
      case .text(let text): text
      case .pasted(let link):
        "the link is probably '\(SafeText.quoted(link))'; '--repair' reads it so"
      case .ignoringCase(let route, let path):
        "route '\(route)' matches '\(path)' ignoring case; "
          + "set \"caseSensitive\": false in its \"options\" if links may be written so"
      }
    }
  }

  struct Fields: Sendable {
    var reason: Reason
    var column: Int?
    var nearest: Nearest?
    var warnings: [LinkWarning]
    var help: Help?
  }

  /// The facts behind one reference, replaced rather than changed: a result is handed on by
  /// value, and a copy of each field was a retain apiece.
  final class Facts: Sendable {
    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  private var facts: Facts

  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = facts.fields
    change(&fields)
    facts = Facts(fields)
  }
}

/// The route that came closest to matching, with the reason it did not.
public struct NearMiss: Hashable, Sendable {
  public var route: String
  /// e.g. `segment 2 'abc' is not a uuid`.
  public var reason: String

  public init(route: String, reason: String) {
    self.route = route
    self.reason = reason
  }
}
