/// One resolution: read the URL, check scheme and host, try every route that answers there,
/// and pick the most specific that accepts the URL (SPEC §5).
struct RouteResolver {
  let table: RouteTable
  /// Whether to record every candidate for `--explain`.
  let tracing: Bool

  func resolve(_ input: String) -> Explanation {
    let url: LinkURL
    do {
      url = try URLReader.read(input)
    } catch {
      return Explanation(
        result: .failure(ResolveFailure(.invalidURL, error.message, column: error.column)),
        candidates: [])
    }
    let endpoint: Endpoint
    do {
      endpoint = try Endpoint(of: url, in: table.config)
    } catch {
      var failure = error
      failure.warnings = unresolvedWarnings(url)
      return Explanation(result: .failure(failure), candidates: [])
    }

    let evaluation = CandidateEvaluation(url: url)
    let eligible = table.routes.filter { $0.accepts(endpoint) }
    var outcomes = eligible.map { ($0, evaluation.evaluate($0, stripTrailingSlash: false)) }
    if !outcomes.contains(where: { $0.1.isMatched }) {
      // Trailing-slash tolerance applies only when nothing matches the path as written.
      let stripped = eligible.map { ($0, evaluation.evaluate($0, stripTrailingSlash: true)) }
      if stripped.contains(where: { !$0.1.isUnmatched }) {
        outcomes = zip(outcomes, stripped).map { exact, loose in loose.1.isUnmatched ? exact : loose
        }
      }
    }

    let matched = outcomes.compactMap(\.1.matchedCandidate).sorted(by: MatchedCandidate.isBetter)
    var chainRejections: [(MatchedCandidate, BindingFailure)] = []
    for candidate in matched {
      switch ChainBuilder(routesByName: table.routesByName).chain(
        for: candidate.route, params: candidate.params)
      {
      case .success(let chain):
        var warnings = url.warnings
        if candidate.strippedTrailingSlash {
          warnings.append(LinkWarning(.trailingSlash, "trailing '/' ignored"))
        }
        warnings += table.index.security.warnings(
          for: url, pathCaptures: candidate.pathCaptures,
          plusIsSpace: candidate.route.definition.options.plusIsSpace)
        let resolution = Resolution(
          route: candidate.route.definition.name, chain: chain, params: candidate.params,
          extraQuery: candidate.extraQuery, warnings: warnings)
        return Explanation(
          result: .success(resolution),
          candidates: traces(outcomes, winner: candidate, chainRejections: chainRejections))
      case .failure(let failure):
        chainRejections.append((candidate, failure))
      }
    }
    let failure = self.failure(for: url, outcomes: outcomes, chainRejections: chainRejections)
    return Explanation(
      result: .failure(failure),
      candidates: traces(outcomes, winner: nil, chainRejections: chainRejections))
  }

  /// The error of a URL no route accepts: the best-ranked route whose pattern matched explains
  /// it; otherwise the route that accepted the most leading segments is named as nearest.
  private func failure(
    for url: LinkURL, outcomes: [(CompiledRoute, CandidateOutcome)],
    chainRejections: [(MatchedCandidate, BindingFailure)]
  ) -> ResolveFailure {
    var rejections:
      [(route: String, code: ResolveFailure.Code, reason: String, rank: PatternRank)] =
        outcomes.compactMap { route, outcome in
          guard case .rejected(let code, let reason, let rank, _) = outcome else { return nil }
          return (route.definition.name, code, reason, rank)
        }
    rejections += chainRejections.map {
      ($0.0.route.definition.name, $0.1.code, $0.1.reason, $0.0.rank)
    }
    if let best = rejections.max(by: { ($0.rank, $1.route) < ($1.rank, $0.route) }) {
      return ResolveFailure(
        best.code, best.reason, nearest: NearMiss(route: best.route, reason: best.reason),
        warnings: unresolvedWarnings(url))
    }
    // Most leading segments accepted first; on a tie the more specific route, then the name.
    let nearest = outcomes.compactMap {
      route, outcome -> (name: String, progress: Int, rank: PatternRank, reason: String)? in
      guard case .unmatched(let progress, let reason) = outcome, progress > 0,
        let rank = route.patterns.first?.rank
      else { return nil }
      return (route.definition.name, progress, rank, reason)
    }.max { ($0.progress, $0.rank, $1.name) < ($1.progress, $1.rank, $0.name) }
    return ResolveFailure(
      .noMatch, "no route matches path '\(url.path)'",
      nearest: nearest.map { NearMiss(route: $0.name, reason: $0.reason) },
      warnings: unresolvedWarnings(url))
  }

  /// The warnings of a URL no route accepts: those of the reader and the security checks that
  /// need no route.
  private func unresolvedWarnings(_ url: LinkURL) -> [LinkWarning] {
    url.warnings + table.index.security.warnings(forUnresolved: url)
  }

  private func traces(
    _ outcomes: [(CompiledRoute, CandidateOutcome)], winner: MatchedCandidate?,
    chainRejections: [(MatchedCandidate, BindingFailure)]
  ) -> [CandidateTrace] {
    guard tracing else { return [] }
    var traces: [(trace: CandidateTrace, order: Int)] = []
    let eligibleNames = Set(outcomes.map { $0.0.definition.name })
    for (route, outcome) in outcomes {
      let name = route.definition.name
      switch outcome {
      case .matched(let candidate)
      where candidate.route.definition.name == winner?.route.definition.name:
        traces.append(
          (
            CandidateTrace(
              route: name, pattern: candidate.pattern.source, verdict: .won,
              reason: "most specific match"), 0
          ))
      case .matched(let candidate):
        if let rejection = chainRejections.first(where: { $0.0.route.definition.name == name }) {
          traces.append(
            (
              CandidateTrace(
                route: name, pattern: candidate.pattern.source, verdict: .rejected,
                reason: rejection.1.reason), 2
            ))
        } else {
          let reason = winner.map { "lower rank than '\($0.route.definition.name)'" } ?? "matched"
          traces.append(
            (
              CandidateTrace(
                route: name, pattern: candidate.pattern.source, verdict: .outranked, reason: reason),
              1
            ))
        }
      case .rejected(_, let reason, _, let pattern):
        traces.append(
          (
            CandidateTrace(
              route: name, pattern: pattern.source, verdict: .rejected, reason: reason), 2
          ))
      case .unmatched(let progress, let reason):
        traces.append(
          (
            CandidateTrace(route: name, pattern: nil, verdict: .unmatched, reason: reason),
            10 - min(progress, 6)
          ))
      }
    }
    for route in table.routes where !eligibleNames.contains(route.definition.name) {
      traces.append(
        (
          CandidateTrace(
            route: route.definition.name, pattern: nil, verdict: .otherEndpoint,
            reason: "not on this scheme or host"), 20
        ))
    }
    return traces.enumerated().sorted {
      ($0.element.order, $0.offset) < ($1.element.order, $1.offset)
    }.map(\.element.trace)
  }
}

extension CandidateOutcome {
  var isMatched: Bool { matchedCandidate != nil }

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
  /// Higher rank first; equal ranks (an ambiguity `lint` reports) fall back to the route name so
  /// that the result never depends on declaration order.
  static func isBetter(_ lhs: MatchedCandidate, _ rhs: MatchedCandidate) -> Bool {
    if lhs.rank != rhs.rank { return lhs.rank > rhs.rank }
    return lhs.route.definition.name < rhs.route.definition.name
  }
}
