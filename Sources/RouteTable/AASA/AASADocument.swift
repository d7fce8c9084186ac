/// What iOS reads from an apple-app-site-association file: the `applinks` entries in evaluation
/// order, each with its apps and compiled rules (aasa.md §1.2).
public struct AASADocument: Hashable, Sendable {
  /// Whether the file has an `applinks` object at all.
  public var hasApplinks: Bool
  /// `applinks.details` entries that are objects, in the order iOS evaluates them (for the legacy
  /// dictionary form: source order, which iOS does not promise).
  public var entries: [AASAEntry]
  /// Whether `details` was the legacy dictionary keyed by app ID.
  public var detailsIsDictionary: Bool
  public var variables: AASASubstitutionVariables
  /// `webcredentials.apps`.
  public var webCredentialsApps: [String]
  /// `appclips.apps`.
  public var appClipsApps: [String]

  public init(
    hasApplinks: Bool, entries: [AASAEntry], detailsIsDictionary: Bool,
    variables: AASASubstitutionVariables, webCredentialsApps: [String], appClipsApps: [String]
  ) {
    self.hasApplinks = hasApplinks
    self.entries = entries
    self.detailsIsDictionary = detailsIsDictionary
    self.variables = variables
    self.webCredentialsApps = webCredentialsApps
    self.appClipsApps = appClipsApps
  }

  /// Every app ID the `applinks` entries list, each once, in order.
  public var appIDs: [String] {
    var seen = Set<String>()
    return entries.flatMap(\.appIDs).filter { seen.insert($0).inserted }
  }

  /// The entry iOS uses for `appID`: the first that lists it. iOS keeps one (app, service,
  /// domain) record per app, so later entries for the same app are most likely never consulted
  /// (aasa.md §8.4).
  public func entry(for appID: String) -> AASAEntry? {
    entries.first { $0.appIDs.contains(appID) }
  }
}

/// One `applinks.details` entry.
public struct AASAEntry: Hashable, Sendable {
  /// Position in `details` (for the dictionary form: among its members).
  public var index: Int
  /// `appIDs` when it is an array, else `appID` (never both).
  public var appIDs: [String]
  /// `components` when it is an array, else `paths`, in order.
  public var rules: [AASARule]
  public var pointer: String
  public var position: SourcePosition?

  public init(
    index: Int, appIDs: [String], rules: [AASARule], pointer: String, position: SourcePosition?
  ) {
    self.index = index
    self.appIDs = appIDs
    self.rules = rules
    self.pointer = pointer
    self.position = position
  }
}

/// One rule of an entry, a `components` dictionary or a legacy `paths` string, compiled with the
/// defaults merged key by key (aasa.md §1.3).
public struct AASARule: Hashable, Sendable {
  /// Where the rule was written.
  public enum Origin: Hashable, Sendable {
    case component
    case legacyPath
  }

  public var origin: Origin
  /// Position in the entry's rule list: the number `match` and `exclude` report.
  public var index: Int
  public var pointer: String
  public var position: SourcePosition?
  /// The rule as written: compact JSON for a component, the string for a legacy path.
  public var text: String
  /// The normalised `/` pattern; `nil` when the path is unconstrained (absent or not a string).
  public var path: AASAGlob?
  /// The `?` constraint; `nil` when absent, of another type, or dropped by a non-string value.
  public var query: AASAQueryPattern?
  /// The `#` pattern; `nil` when absent or not a string.
  public var fragment: AASAGlob?
  public var exclude: Bool
  public var caseSensitive: Bool
  public var percentEncoded: Bool
  /// `requiredEntitlement`: the rule applies only to an app holding it, which linkcheck cannot
  /// know offline; it assumes the app holds it.
  public var requiredEntitlement: String?

  public init(
    origin: Origin, index: Int, pointer: String, position: SourcePosition?, text: String,
    path: AASAGlob?, query: AASAQueryPattern?, fragment: AASAGlob?, exclude: Bool,
    caseSensitive: Bool, percentEncoded: Bool, requiredEntitlement: String?
  ) {
    self.origin = origin
    self.index = index
    self.pointer = pointer
    self.position = position
    self.text = text
    self.path = path
    self.query = query
    self.fragment = fragment
    self.exclude = exclude
    self.caseSensitive = caseSensitive
    self.percentEncoded = percentEncoded
    self.requiredEntitlement = requiredEntitlement
  }

  /// Whether the path pattern is exactly `*`, which iOS treats as "any path" without matching.
  public var matchesEveryPath: Bool { path?.source == "*" }
}

/// A rule's `?`: the whole query as a string, or a dictionary of query-item patterns.
public enum AASAQueryPattern: Hashable, Sendable {
  case whole(AASAGlob)
  /// Patterns by item name, sorted by name; names are compared exactly.
  case items([AASAQueryItemPattern])
}

/// One `name: pattern` entry of a query dictionary.
public struct AASAQueryItemPattern: Hashable, Sendable {
  public var name: String
  public var pattern: AASAGlob

  public init(name: String, pattern: AASAGlob) {
    self.name = name
    self.pattern = pattern
  }
}
