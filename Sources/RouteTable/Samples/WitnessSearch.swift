/// The search both cross-checks make for links a platform file opens that no route resolves.
///
/// A rule (an AASA component, an intent filter's path) is a ``LinkTemplate``: fixed text and
/// slots, one per wildcard. The search first tries combinations of the slots' probes (values
/// and segments the table gives): the routes of those that resolve are the routes the rule is
/// meant for. Without one, the rule's first opened probe is the witness: nothing it takes
/// routes. With one, each slot in turn takes each of its other probes and then its witnesses
/// while the others keep the resolving values, so that every kind of text the routes tell
/// apart is tried at every wildcard.
///
/// A witness is then weighed against what linkcheck writes for the rule's routes (and for the
/// routes linkcheck would write this very rule for), the tightest the platform can say: if that
/// opens the link too, the platform's language cannot say the routes more narrowly (a warning);
/// if not, the rule could be narrower (an error).
struct WitnessSearch {
  /// Whether the rule's own patterns take a link (an earlier rule may decide it first).
  var matches: (String) -> Bool
  /// Whether the platform opens a link in the app by that rule.
  var opens: (String) -> Bool
  /// Whether what linkcheck generates for the named routes opens a link.
  var tightestOpens: (_ link: String, _ routes: Set<String>) -> Bool
  /// The routes linkcheck writes this very rule for, if any.
  var writtenFor: Set<String>
  let table: RouteTable

  /// A link `template` opens that no route resolves, an avoidable one before a forced one, or
  /// `nil`.
  func witness(in template: LinkTemplate) -> UnroutableLink? {
    var base: (filling: LinkTemplate.Filling, url: String)?
    var routes = writtenFor
    var failures: [(url: String, failure: ResolveFailure)] = []
    for filling in template.fillings() {
      let url = template.url(filling)
      guard matches(url) else { continue }
      switch table.resolve(url) {
      case .success(let resolution):
        routes.insert(resolution.route)
        base = base ?? (filling, url)
      // Whether the platform opens it is asked only of the links that may be reported: it
      // decides the whole file.
      case .failure(let failure): failures.append((url, failure))
      }
    }
    guard let base else {
      // A rule linkcheck writes for a route can say no less, even where no link of it tried
      // resolves.
      return failures.first(where: { opens($0.url) }).map {
        UnroutableLink(
          url: $0.url, failure: $0.failure,
          isForced: !writtenFor.isEmpty && tightestOpens($0.url, writtenFor))
      }
    }
    guard template.searchesAroundResolvingLink else { return nil }
    var forced: UnroutableLink?
    /// `url`, which fails with `failure`, when it is an avoidable widening the platform opens;
    /// the first forced one is kept in `forced`.
    func avoidable(_ url: String, _ failure: ResolveFailure) -> UnroutableLink? {
      let isForced = tightestOpens(url, routes)
      // Once a forced widening is found, only an avoidable one is worth asking the platform
      // about: `opens` decides the whole file.
      guard !(isForced && forced != nil), opens(url) else { return nil }
      let found = UnroutableLink(
        url: url, failure: failure, resolvingNeighbour: base.url, isForced: isForced)
      if isForced { forced = found }
      return isForced ? nil : found
    }
    // The failing fillings were resolved above; only the variations around the base still are.
    for (url, failure) in failures {
      if let found = avoidable(url, failure) { return found }
    }
    for url in template.witnesses(around: base.filling).lazy.map(template.url) {
      guard case .failure(let failure) = table.resolve(url), let found = avoidable(url, failure)
      else { continue }
      return found
    }
    return forced
  }
}

/// What a route table gives the search to put in a rule's wildcards.
struct ProbeValues {
  /// Example, enum and generic values, decoded (``SampleURL/fillValues(of:)``).
  let fills: [String]
  /// Each run of whole segments of the sample links' paths, as URL text (`flight`,
  /// `flight/42`, `42`): what a wildcard that takes `/` too needs to open a route's links.
  let segmentRuns: [String]
  /// The sample links' queries and fragments (`?id=42`, `#/track/7`), each once: what a rule
  /// that does not say them needs to open a route that requires them.
  let tails: [String]
  /// More segments than any route's path pattern writes out.
  let depth: Int
  /// At most this many segment runs are tried.
  static let runLimit = 200

  /// The values of `table`; without one, only the search's own fillers (`1`, `a`).
  init(table: RouteTable?) {
    guard let table else {
      (fills, segmentRuns, tails, depth) = ([], [], [], 3)
      return
    }
    fills = SampleURL.fillValues(of: table)
    let links = SampleGenerator(table: table).links(allForms: true)
    var runs: [String] = []
    var tails: [String] = []
    for link in links {
      guard let authority = link.firstRange(of: "://") else { continue }
      let rest = link[authority.upperBound...]
      let end = rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex
      let tail = String(rest[end...])
      if !tail.isEmpty, !tails.contains(tail) { tails.append(tail) }
      guard let slash = rest[..<end].firstIndex(of: "/") else { continue }
      let segments = rest[rest.index(after: slash)..<end].split(
        separator: "/", omittingEmptySubsequences: false)
      for start in segments.indices {
        for stop in start..<segments.count where runs.count < Self.runLimit {
          let run = segments[start...stop].joined(separator: "/")
          if !run.isEmpty, !runs.contains(run) { runs.append(run) }
        }
      }
    }
    segmentRuns = runs
    self.tails = tails
    let slashes = table.config.routes.flatMap(\.paths).map { pattern in
      pattern.source.unicodeScalars.count { $0 == "/" }
    }
    depth = (slashes.max() ?? 0) + 2
  }
}

/// A link with a slot for each wildcard of the rule it stands for.
struct LinkTemplate: Hashable {
  enum Piece: Hashable {
    /// URL text.
    case text(String)
    /// URL texts to choose among: probes (values the table gives) are combined; witnesses
    /// (other shapes of text, e.g. none, several segments) are tried one slot at a time.
    case slot(probes: [String], witnesses: [String])
  }

  var pieces: [Piece]
  /// Whether links other than the first that resolves are searched; when not, only a rule that
  /// routes none of its probes is reported.
  var searchesAroundResolvingLink = true

  /// One choice of text for each slot, in order.
  typealias Filling = [String]

  /// At most this many combinations of probes are tried.
  static let limit = 400

  /// Combinations of the slots' choices, up to ``limit``, the first choices of every slot first
  /// (``SampleURL/combinations(of:limit:)``).
  func fillings() -> [Filling] {
    SampleURL.combinations(of: choices, limit: Self.limit)
  }

  /// Each slot's probes; after text that ends inside a segment (the `/s` of a prefix), each
  /// probe's rest after that text comes first (`1lightID/2F` of `s1lightID/2F`): a value seen
  /// from inside its segment, which the probe as a whole would not fit.
  private var choices: [[String]] {
    var before = ""
    var choices: [[String]] = []
    for piece in pieces {
      switch piece {
      case .text(let text): before += text
      case .slot(let probes, _):
        let partial = before.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        var slot: [String] = []
        for probe in probes where !partial.isEmpty && probe.hasPrefix(partial) {
          let rest = String(probe.dropFirst(partial.count))
          if !rest.isEmpty, !slot.contains(rest) { slot.append(rest) }
        }
        choices.append(slot + probes.filter { !slot.contains($0) })
        before = ""
      }
    }
    return choices
  }

  /// `base` with one slot changed: to each of its other probes, slot by slot, then to each of
  /// its witnesses (a value the route refuses reads more plainly than an empty segment).
  func witnesses(around base: Filling) -> [Filling] {
    var results: [Filling] = []
    let choices = choices
    for probesFirst in [true, false] {
      var slot = 0
      for case .slot(_, let witnesses) in pieces {
        for text in probesFirst ? choices[slot] : witnesses where text != base[slot] {
          var filling = base
          filling[slot] = text
          results.append(filling)
        }
        slot += 1
      }
    }
    return results
  }

  /// The URL with each slot given its text in `filling`.
  func url(_ filling: Filling) -> String {
    var url = ""
    var slot = 0
    for piece in pieces {
      switch piece {
      case .text(let text): url += text
      case .slot:
        url += filling[slot]
        slot += 1
      }
    }
    return url
  }

  /// Text shapes a wildcard that takes any text (`/` too) can hold besides the table's values:
  /// two segments, `depth` segments, a trailing `/`, none (the clearest witness first).
  static func pathShapes(depth: Int) -> [String] {
    let segments = { (count: Int) in Array(repeating: "a", count: count).joined(separator: "/") }
    return [segments(2), segments(depth), "a/", ""]
  }
}

/// A link a platform file opens in the app that no route resolves.
public struct UnroutableLink: Hashable, Sendable {
  public var url: String
  public var failure: ResolveFailure
  /// A link the same rule opens that does resolve, when there is one: the rule is wider than
  /// its route, not wrong altogether.
  public var resolvingNeighbour: String?
  /// Whether what linkcheck writes for the rule's routes opens the link too: the platform's
  /// language cannot say them more narrowly.
  public var isForced: Bool

  public init(
    url: String, failure: ResolveFailure, resolvingNeighbour: String? = nil, isForced: Bool = false
  ) {
    self.url = url
    self.failure = failure
    self.resolvingNeighbour = resolvingNeighbour
    self.isForced = isForced
  }
}

/// How one platform's cross-check words an ``UnroutableLink``.
struct UnroutableWording {
  /// The code of a widening the rule could avoid (`claimed-but-unroutable`).
  var avoidableCode: String
  /// What to narrow (`the rule`).
  var rule: String
  /// The command that writes the tightest form (`aasa --generate`).
  var generator: String
  /// Why the platform cannot say it more narrowly (`AASA patterns cannot say the route more
  /// narrowly`).
  var limit: String
}

extension UnroutableLink {
  /// The finding: `opener` (`rule 3 {…}`) opens the link, and no route resolves it; a
  /// `wider-than-route` warning when forced, else an error. `others` is said first in the help.
  func diagnostic(
    opener: String, wording: UnroutableWording, pointer: String, position: SourcePosition?,
    others: String = ""
  ) -> Diagnostic {
    let message =
      "\(opener) opens '\(url)' in the app, but no route resolves it"
      + (resolvingNeighbour == nil ? ", nor any link of it tried" : "")
      + ": \(failure.summary)"
    var help = others
    if let resolvingNeighbour {
      help += "it is wider than its route: it also opens '\(resolvingNeighbour)', which resolves; "
    }
    if isForced {
      return Diagnostic(
        severity: .warning, code: "wider-than-route", message: message, pointer: pointer,
        position: position,
        help: help + "\(wording.limit) ('\(wording.generator)' writes the same widening), so the "
          + "app must handle such links")
    }
    return Diagnostic(
      code: wording.avoidableCode, message: message, pointer: pointer, position: position,
      help: help + "the app would open on its start screen: narrow \(wording.rule) (as "
        + "'\(wording.generator)' writes it), or add a route")
  }
}
