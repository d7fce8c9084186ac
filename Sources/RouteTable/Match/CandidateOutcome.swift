/// What happened when one route was tried against a URL.
enum CandidateOutcome: Sendable {
  /// The route accepts the URL: its pattern, types and query all fit.
  case matched(MatchedCandidate)
  /// The pattern matched but a value did not fit (a type, a required query parameter, …).
  indirect case rejected(BindingFailure, rank: PatternRank, pattern: PathPattern)
  /// No pattern matched (``CandidateEvaluation/unmatched(_:)`` says how far it got).
  case unmatched
}

/// A route that accepts the URL, with the values it takes from it. A class: the resolver sorts,
/// keeps and hands on the candidates, and a copy of each field was a retain apiece.
final class MatchedCandidate: Sendable {
  let route: CompiledRoute
  let pattern: PathPattern
  let rank: PatternRank
  /// How specific the host pattern the link's host matched is (``HostPattern/rank``); that of
  /// an exact host for a custom scheme.
  let hostRank: UInt8
  /// The value the host's leftmost label gave (`:name.example.com`).
  let hostValue: NamedValue?
  /// The rank of the `fragments` pattern that matched; `nil` for a route without them.
  let fragmentRank: PatternRank?
  /// The pattern's captures.
  let match: PatternMatch
  /// What each group's type accepted, in ``PathPattern/groupNames`` order.
  let slots: InlineList<ValueSlot>
  /// Whether a path value may raise a value warning: one that holds `%`, or text whose raw
  /// bytes ``RawValueShape/textMayWarn(_:)`` does not clear. The warning checks skip the
  /// path's values otherwise.
  let pathValuesMayWarn: Bool
  /// The values bound after the path's (the fragment pattern's, the query's, the fragment's),
  /// and the decoded texts of the values whose raw text holds `%`.
  let bound: BoundValues
  let extraQuery: [String]
  /// Declared names that are not `repeated` yet came more than once (the first was taken).
  let duplicateQuery: [String]
  /// Whether the match needed the trailing-slash tolerance, and which way.
  let slash: TrailingSlashTolerance

  init(
    route: CompiledRoute, pattern: PathPattern, rank: PatternRank, hostRank: UInt8,
    hostValue: NamedValue?, fragmentRank: PatternRank?,
    match: PatternMatch, slots: InlineList<ValueSlot>, pathValuesMayWarn: Bool,
    bound: BoundValues, extraQuery: [String], duplicateQuery: [String],
    slash: TrailingSlashTolerance
  ) {
    self.route = route
    self.pattern = pattern
    self.rank = rank
    self.hostRank = hostRank
    self.hostValue = hostValue
    self.fragmentRank = fragmentRank
    self.match = match
    self.slots = slots
    self.pathValuesMayWarn = pathValuesMayWarn
    self.bound = bound
    self.extraQuery = extraQuery
    self.duplicateQuery = duplicateQuery
    self.slash = slash
  }
}

/// Each route tried on a link, in table order, with its outcome. The first is kept inline: most
/// links try one route, and then allocate nothing for the list.
struct RouteOutcomes: RandomAccessCollection {
  typealias Element = (route: Int32, outcome: CandidateOutcome)

  private var first: Element?
  private var rest: [Element] = []

  init() {}

  init(_ outcomes: some Sequence<Element>) {
    for outcome in outcomes { append(outcome) }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { first == nil ? 0 : 1 + rest.count }

  subscript(position: Int) -> Element {
    position == 0 ? first! : rest[position - 1]
  }

  mutating func append(_ outcome: Element) {
    if first == nil { first = outcome } else { rest.append(outcome) }
  }

  /// Whether a route matched, read in place: iterating copied each outcome, and retained the
  /// candidate it holds.
  var hasMatch: Bool {
    if case (_, .matched)? = first { return true }
    for index in rest.indices {
      if case .matched = rest[index].outcome { return true }
    }
    return false
  }
}
