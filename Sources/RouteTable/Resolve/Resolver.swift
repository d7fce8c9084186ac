/// The one resolution of a URL (README "Which route wins"): read it, check its scheme and host,
/// evaluate the routes the index proposes for its path, and pick the most specific that accepts it.
/// `--explain` is the same run with a trace sink: every route and why it won or lost is then also
/// written to it.
///
/// The work one link may cost is counted (``MatchLimit``): a link that needs more fails with
/// `match-limit`, whether traced or not.
struct Resolver {
  let table: RouteTable.Compiled
  /// Whether to read the link a pasted form wraps (``PastedLink``, `--repair`).
  var repairing = false

  /// The outcome of `input`; with a `trace`, every route of the table and its verdict
  /// (``Explanation/candidates``) are also written to it.
  func resolve(_ input: String, trace: inout [CandidateTrace]?) -> Outcome {
    // Most links are read as given, without a copy of them.
    guard repairing || IntentURL.mayBegin(input) else {
      return namingPastedLink(decide(input, noted: [], trace: &trace), in: input)
    }
    var link = input
    var noted: [LinkWarning] = []
    if let intent = IntentURL(link) {
      link = intent.link
      noted.append(
        LinkWarning(
          .intentURL,
          "android intent url"
            + (intent.package.map { " for package '\(SafeText.quoted($0))'" } ?? "")
            + "; read as '\(SafeText.quoted(intent.link))'"))
    }
    if repairing, let repaired = PastedLink(link) {
      link = repaired.text
      noted.append(LinkWarning(.repaired, repaired.repairs.joined(separator: "; ")))
    }
    let outcome = decide(link, noted: noted, trace: &trace)
    return repairing ? outcome : namingPastedLink(outcome, in: link)
  }

  /// `outcome`, the failure of a pasted form the reader refuses (or whose extra characters
  /// keep it from matching) helped by the link inside.
  private func namingPastedLink(_ outcome: Outcome, in link: String) -> Outcome {
    if case .failure(var failure) = outcome, let repaired = PastedLink(link) {
      failure.helpFact = .pasted(link: repaired.text)
      return .failure(failure)
    }
    return outcome
  }

  typealias Outcome = Result<Resolution, ResolveFailure>

  /// ``resolve(_:)`` of the link itself, with the warnings `noted` while finding it.
  private func decide(_ input: String, noted: [LinkWarning], trace: inout [CandidateTrace]?)
    -> Outcome
  {
    var url: LinkURL?
    let endpoint: Endpoint
    do {
      (url, endpoint) = try read(input, noted: noted)
    } catch {
      return .failure(error)
    }
    return LinkAllowance.counting { work in
      // Handed on, not copied: a copy of the link retains each of its texts.
      let evaluation = CandidateEvaluation(
        url: url.take()!, work: work, splitting: table.index.depth)
      return Run(table: table, endpoint: endpoint, evaluation: evaluation, work: work)
        .resolve(trace: &trace)
    }
  }

  /// How each of `routes` that answers on the link fares on it, the link read and charged as
  /// ``resolve(_:)`` reads it, without choosing among them: what the lints compare (a route
  /// a more specific one outranks, two that tie). `nil` when the link is not read or is not
  /// the table's.
  func outcomes(of routes: [Int32], on input: String) -> [Int32: CandidateOutcome]? {
    guard let (url, endpoint) = try? read(input, noted: []) else { return nil }
    return LinkAllowance.counting { work in
      let evaluation = CandidateEvaluation(url: url, work: work, splitting: table.index.depth)
      let answering = ProposedRoutes(
        routes.lazy.filter { table.routes[Int($0)].accepts(endpoint, of: evaluation.url) })
      let walk = work.withRemaining {
        table.index.visit(
          evaluation.segments, answering: endpoint, of: evaluation.url, work: &$0)
      }
      let run = Run(table: table, endpoint: endpoint, evaluation: evaluation, work: work)
      return Dictionary(
        uniqueKeysWithValues: run.evaluate(
          answering, on: evaluation.segments, decidedBy: walk, slash: .asWritten
        ).map {
          ($0.route, $0.outcome)
        })
    }
  }

  /// The link read (with `noted` warnings), its path's escapes in one spelling, and its
  /// scheme and host checked against the table.
  private func read(_ input: String, noted: [LinkWarning]) throws(ResolveFailure) -> (
    LinkURL, Endpoint
  ) {
    var url: LinkURL
    do {
      url = try URLReader.read(input, schemeNames: table.endpoints.schemeNames)
    } catch {
      throw ResolveFailure(.invalidURL, error.message, column: error.column, warnings: noted)
    }
    if !noted.isEmpty { url.warnings = noted + url.warnings }
    // Routes match the path in one spelling: `%c3%a9` as `%C3%A9`, `%69` as `i`.
    if url.pathHasEscapes, let normal = PercentDecoding.normalizingEscapes(in: url.path) {
      url.pathText = LinkText(normal.path)
      if !normal.unescaped.isEmpty {
        url.warnings.append(
          LinkWarning(
            .encodedUnreserved,
            "'\(normal.unescaped)' percent-encoded in the path; read as written out"))
      }
    }
    let endpoint: Endpoint
    do {
      endpoint = try Endpoint(of: url, in: table.endpoints)
    } catch {
      var failure = error
      failure.warnings = Self.unresolvedWarnings(url, table)
      throw failure
    }
    return (consume url, endpoint)
  }

  /// The warnings of a URL no route accepts: those of the reader and of the security checks
  /// that need no route.
  private static func unresolvedWarnings(_ url: LinkURL, _ table: RouteTable.Compiled)
    -> [LinkWarning]
  {
    (url.warnings + table.security.warnings(forUnresolved: url)).removing(table.allowedWarnings)
  }

  /// One URL whose scheme and host belong to the table, being resolved.
  private struct Run {
    let table: RouteTable.Compiled
    let endpoint: Endpoint
    /// The link, read: the one copy of it the run keeps.
    let evaluation: CandidateEvaluation
    /// What is left of the link's allowance (``MatchLimit``).
    let work: LinkAllowance

    typealias Outcomes = RouteOutcomes

    func resolve(trace: inout [CandidateTrace]?) -> Outcome {
      let visit = work.withRemaining {
        table.index.visit(
          evaluation.segments, answering: endpoint, of: evaluation.url, work: &$0)
      }
      var outcomes = evaluate(
        visit.routes, on: evaluation.segments, decidedBy: visit, slash: .asWritten)
      if work.isSpent { return limitReached(outcomes, trace: &trace) }
      // Trailing-slash tolerance applies only when nothing matches the path as written.
      if !outcomes.hasMatch {
        let path = evaluation.url.pathText
        let slash: TrailingSlashTolerance = path.lastByte == UInt8(ascii: "/") ? .dropped : .added
        if let tolerated = slash.path(path) {
          let segments = PathSegments(tolerated, splitting: table.index.depth)
          let walk = work.withRemaining {
            table.index.visit(segments, answering: endpoint, of: evaluation.url, work: &$0)
          }
          let loose = evaluate(walk.routes, on: segments, decidedBy: walk, slash: slash)
          if work.isSpent { return limitReached(outcomes, trace: &trace) }
          if loose.contains(where: { !$0.outcome.isUnmatched }) {
            outcomes = Self.merge(exact: outcomes, loose: loose)
          }
        }
      }

      var chainRejections: [(MatchedCandidate, BindingFailure)] = []
      // The best match first; should its chain be refused, the next best, and so on.
      while let (number, candidate) = Self.best(in: outcomes, besides: chainRejections) {
        let plan = table.chainPlans[Int(number)]
        let name = candidate.route.definition.name
        var chain = Resolution.ChainSource.planned(plan)
        // Only a parent that takes a value in another type can refuse the chain: it is then
        // built now; otherwise when read.
        if plan.convertsValues {
          switch plan.chain(route: name, params: candidate.params, work: work) {
          case .success(let entries): chain = .built(entries)
          case .failure(let failure):
            if work.isSpent { return limitReached(outcomes, trace: &trace) }
            chainRejections.append((candidate, failure))
            continue
          }
        }
        if trace != nil { trace = traces(outcomes, winner: candidate, chainRejections) }
        return .success(
          Resolution(
            route: name, chain: chain, candidate: candidate,
            extraQuery: candidate.extraQuery, warnings: warnings(of: candidate, among: outcomes)))
      }
      if trace != nil { trace = traces(outcomes, winner: nil, chainRejections) }
      return .failure(failure(outcomes, chainRejections, nearest: visit))
    }

    /// The best matched candidate of `outcomes` that is not among `refused`.
    private static func best(
      in outcomes: Outcomes, besides refused: [(MatchedCandidate, BindingFailure)]
    ) -> (Int32, MatchedCandidate)? {
      var best: (Int32, MatchedCandidate)?
      for case (let number, .matched(let candidate)) in outcomes
      where !refused.contains(where: { $0.0 === candidate })
        && best.map({ MatchedCandidate.isBetter(candidate, $0.1) }) ?? true
      {
        best = (number, candidate)
      }
      return best
    }

    /// Evaluates each of `routes` once, in table order, on the path of `segments`, which
    /// `walk` walked.
    func evaluate(
      _ routes: ProposedRoutes, on segments: PathSegments, decidedBy walk: TrieVisit,
      slash: TrailingSlashTolerance
    ) -> Outcomes {
      var outcomes = Outcomes()
      // By index: the routes' iterator would copy the list.
      for index in routes.indices {
        guard !work.isSpent else { break }
        let number = routes[index]
        let route = table.routes[Int(number)]
        outcomes.append(
          (
            number,
            evaluation.evaluate(
              route, number: number, on: segments, decidedBy: walk, slash: slash)
          ))
      }
      return outcomes
    }

    /// The outcomes once the path without its trailing `/` was tried: each route's loose
    /// outcome where its pattern matched there, its exact one otherwise.
    private static func merge(exact: Outcomes, loose: Outcomes) -> Outcomes {
      var merged = Dictionary(exact.map { ($0.route, $0.outcome) }, uniquingKeysWith: { a, _ in a })
      for (route, outcome) in loose where !outcome.isUnmatched { merged[route] = outcome }
      return Outcomes(merged.sorted { $0.key < $1.key }.lazy.map { ($0.key, $0.value) })
    }

    private func warnings(of candidate: MatchedCandidate, among outcomes: Outcomes)
      -> [LinkWarning]
    {
      var warnings = evaluation.url.warnings
      // A more specific route that refused a value would go unseen behind a catch-all.
      // Found by place, the failure read once found: a copy of each one passed was costly.
      var refusal: (place: Int, rank: PatternRank)?
      for place in outcomes.count > 1 ? outcomes.indices : 0..<0 {
        guard case .rejected(_, let rank, _) = outcomes[place].outcome,
          rank > candidate.rank && rank > refusal?.rank ?? candidate.rank
        else { continue }
        refusal = (place, rank)
      }
      if let refusal, case (let route, .rejected(let failure, _, _)) = outcomes[refusal.place] {
        let name = table.routes[Int(route)].definition.name
        warnings.append(
          LinkWarning(
            .fallback,
            "'\(name)' refused the link (\(SafeText.quoted(failure.reason))); "
              + "'\(candidate.route.definition.name)' took it"))
      }
      switch candidate.slash {
      case .asWritten: break
      case .dropped: warnings.append(LinkWarning(.trailingSlash, "trailing '/' ignored"))
      case .added:
        warnings.append(
          LinkWarning(
            .trailingSlash,
            "no trailing '/'; matched '\(candidate.pattern.source)' as if it had one"))
      }
      warnings.append(warnings: DamagedLink.warnings(evaluation.url, candidate))
      warnings.append(
        warnings: table.security.warnings(for: evaluation.url, candidate: candidate))
      return warnings.removing(candidate.route.definition.options.allowWarnings)
    }

    // MARK: Failure

    /// The error of a URL no route accepts: the best-ranked route whose pattern matched explains
    /// it; otherwise the route that accepted the most leading segments is named as nearest.
    private func failure(
      _ outcomes: Outcomes, _ chainRejections: [(MatchedCandidate, BindingFailure)],
      nearest visit: TrieVisit
    ) -> ResolveFailure {
      // Between rejections of equal rank, a route that lists the link's host or scheme itself
      // is more specific than one that answers on every endpoint of the table; then the name.
      let isWeb = evaluation.url.schemeKind == .https
      struct Rejection {
        var route: String
        var failure: BindingFailure
        var rank: PatternRank
        var restricted: Bool
      }
      func rejection(_ route: CompiledRoute, _ failure: BindingFailure, _ rank: PatternRank)
        -> Rejection
      {
        let restricted = isWeb ? route.definition.hosts != nil : route.definition.schemes != nil
        return Rejection(
          route: route.definition.name, failure: failure, rank: rank, restricted: restricted)
      }
      var rejections: [Rejection] = outcomes.compactMap { number, outcome in
        guard case .rejected(let failure, let rank, _) = outcome else { return nil }
        return rejection(table.routes[Int(number)], failure, rank)
      }
      rejections += chainRejections.map { rejection($0.0.route, $0.1, $0.0.rank) }
      let warnings = Resolver.unresolvedWarnings(evaluation.url, table)
      if let best = rejections.max(by: { a, b in
        if a.rank != b.rank { return a.rank < b.rank }
        if a.restricted != b.restricted { return b.restricted }
        return a.route > b.route
      }) {
        return ResolveFailure(
          best.failure.code, .refused(best.failure),
          nearest: .refusing(route: best.route), warnings: warnings)
      }
      return ResolveFailure(
        .noMatch, .noMatch(path: evaluation.url.pathText), nearest: nearest(visit),
        help: caseHint(), warnings: warnings)
    }

    /// The help for a path that a case-sensitive route matches ignoring case
    /// (`flightdeck://Flights`): which route, and the option that would let it.
    private func caseHint() -> ResolveFailure.Help? {
      let path = evaluation.url.pathText
      // A hint for the paths people type; a path of kilobytes is no misspelling.
      guard path.count <= 1024,
        path.withBytes({ $0.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } })
      else { return nil }
      var work = MatchLimit.units
      let proposed = table.index.visit(
        PathSegments(path.lowercasedASCII, splitting: table.index.depth),
        answering: endpoint, of: evaluation.url, work: &work)
      for number in proposed.routes {
        let route = table.routes[Int(number)]
        guard route.definition.options.caseSensitive,
          route.patterns.paths.contains(where: {
            $0.match(path, ignoreCase: true, isPrintable: nil, work: .uncounted) != nil
          })
        else { continue }
        return .ignoringCase(route: route.definition.name, path: path)
      }
      return nil
    }

    /// The route that accepts the most leading segments of the path (then the nearest order):
    /// the best the trie walk reached, or one of the patterns it could only propose, measured
    /// in the nearest order while the link's measuring budget lasts (it is only a hint).
    private func nearest(_ visit: TrieVisit) -> ResolveFailure.Nearest? {
      let order = table.index.nearestOrder
      var best = visit.nearest
      var budget = table.index.measuringBudget
      for number in Set(visit.measured).sorted(by: { order[Int($0)] < order[Int($1)] }) {
        guard budget > 0 else { break }
        let progress = evaluation.progress(of: table.routes[Int(number)], budget: &budget)
        if progress > best.progress
          || (progress == best.progress && progress > 0
            && order[Int(number)] < order[Int(best.route)])
        {
          best = (progress, number)
        }
      }
      guard best.route >= 0 else { return nil }
      let route = table.routes[Int(best.route)]
      return .unmatched(route: route.definition.name, evaluation.unmatched(route).shortfall)
    }

    private func limitReached(_ outcomes: Outcomes, trace: inout [CandidateTrace]?) -> Outcome {
      let failure = ResolveFailure(
        .matchLimit,
        .matchLimit(route: outcomes.last.map { table.routes[Int($0.route)].definition.name }),
        warnings: Resolver.unresolvedWarnings(evaluation.url, table))
      if trace != nil { trace = traces(outcomes, winner: nil, []) }
      return .failure(failure)
    }

    // MARK: Trace

    /// Every route of the table with its verdict: the winner first, then those that matched,
    /// those rejected, those unmatched by how far they got, and those on other endpoints.
    private func traces(
      _ outcomes: Outcomes, winner: MatchedCandidate?,
      _ chainRejections: [(MatchedCandidate, BindingFailure)]
    ) -> [CandidateTrace] {
      let tried = Dictionary(
        outcomes.map { ($0.route, $0.outcome) }, uniquingKeysWith: { a, _ in a })
      var traces: [(trace: CandidateTrace, order: Int)] = []
      for (number, route) in table.routes.enumerated() {
        let name = route.definition.name
        func add(
          _ verdict: CandidateTrace.Verdict, _ pattern: PathPattern?, _ reason: String, order: Int
        ) {
          let trace = CandidateTrace(
            route: name, pattern: pattern?.source, verdict: verdict, reason: reason)
          traces.append((trace, order))
        }
        guard route.accepts(endpoint, of: evaluation.url) else {
          add(.otherEndpoint, nil, "not on this scheme or host", order: 11)
          continue
        }
        switch tried[Int32(number)] {
        case .matched(let candidate)?
        where candidate.route.definition.name == winner?.route.definition.name:
          add(.won, candidate.pattern, "most specific match", order: 0)
        case .matched(let candidate)?:
          if let rejection = chainRejections.first(where: { $0.0.route.definition.name == name }) {
            add(.rejected, candidate.pattern, rejection.1.reason, order: 2)
          } else {
            let reason = winner.map { "lower rank than '\($0.route.definition.name)'" } ?? "matched"
            add(.outranked, candidate.pattern, reason, order: 1)
          }
        case .rejected(let failure, _, let pattern)?:
          add(.rejected, pattern, failure.reason, order: 2)
        case .unmatched?, nil:
          let (progress, shortfall) = evaluation.unmatched(route)
          add(.unmatched, nil, shortfall.reason, order: 10 - min(progress, 6))
        }
      }
      return traces.enumerated().sorted {
        ($0.element.order, $0.offset) < ($1.element.order, $1.offset)
      }.map(\.element.trace)
    }
  }
}

extension CandidateOutcome {
  var isUnmatched: Bool {
    if case .unmatched = self { return true }
    return false
  }

  var matchedCandidate: MatchedCandidate? {
    if case .matched(let candidate) = self { return candidate }
    return nil
  }
}

extension MatchedCandidate {
  /// The more specific host first, then higher rank; equal ranks (an ambiguity `lint` reports)
  /// fall back to the route name so that the result never depends on declaration order.
  static func isBetter(_ lhs: MatchedCandidate, _ rhs: MatchedCandidate) -> Bool {
    if lhs.hostRank != rhs.hostRank { return lhs.hostRank > rhs.hostRank }
    if lhs.rank != rhs.rank { return lhs.rank > rhs.rank }
    // Between equal paths, a matching `fragments` pattern beats none, a better one a worse one.
    switch (lhs.fragmentRank, rhs.fragmentRank) {
    case (let left?, let right?) where left != right: return left > right
    case (.some, nil): return true
    case (nil, .some): return false
    default: break
    }
    return lhs.route.definition.name < rhs.route.definition.name
  }
}

extension [LinkWarning] {
  /// The warnings whose code is not in `allowed`. Taken, not read: returning the list it was
  /// given (nearly always, with nothing allowed or nothing to remove) was a copy of it.
  fileprivate consuming func removing(_ allowed: Set<LinkWarning.Code>) -> [LinkWarning] {
    guard !allowed.isEmpty && !isEmpty else { return self }
    return filter { !allowed.contains($0.code) }
  }
}
