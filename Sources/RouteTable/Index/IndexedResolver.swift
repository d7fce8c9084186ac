/// Resolution through a ``RouteIndex``: the same results as ``RouteResolver`` (which tries every
/// route and stays the reference, and the engine behind `explain`), but only the routes whose
/// patterns the path fits are evaluated, on the path's bytes.
struct IndexedResolver {
  let table: RouteTable
  let index: RouteIndex

  /// Routes found for one path beyond this many are not collected; the resolver then evaluates
  /// every route, which gives the same result more slowly.
  static let candidateCapacity = 128

  func resolve(_ input: String) -> Result<Resolution, ResolveFailure> {
    let url: LinkURL
    do {
      url = try URLReader.read(input)
    } catch {
      return .failure(ResolveFailure(.invalidURL, error.message, column: error.column))
    }
    let endpoint: Endpoint
    do {
      endpoint = try Endpoint(of: url, in: table.config)
    } catch {
      var failure = error
      failure.warnings = url.warnings
      return .failure(failure)
    }
    var path = url.path
    return path.withUTF8 { bytes in
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.candidateCapacity) {
        candidates in
        Run(
          resolver: self, url: url, endpoint: endpoint, path: bytes, candidates: candidates
        ).resolve()
      }
    }
  }

  /// One URL's resolution.
  private struct Run {
    let resolver: IndexedResolver
    let url: LinkURL
    let endpoint: Endpoint
    let path: UnsafeBufferPointer<UInt8>
    let candidates: UnsafeMutableBufferPointer<Int32>

    var index: RouteIndex { resolver.index }

    /// A route that accepts the URL, with its values.
    struct Match {
      let route: Int32
      let rank: PatternRank
      let params: [NamedValue]
      let extraQuery: [String]
      let strippedTrailingSlash: Bool
    }

    struct Rejection {
      let route: Int32
      let code: ResolveFailure.Code
      let reason: String
      let rank: PatternRank
    }

    /// The outcomes of one pass over the candidates (the path as written, or without its
    /// trailing `/`).
    struct Pass {
      var matches: [Match] = []
      var rejections: [Rejection] = []
    }

    func resolve() -> Result<Resolution, ResolveFailure> {
      var pass = evaluate(path, stripped: false)
      if pass.matches.isEmpty, path.count > 1, path.last == UInt8(ascii: "/") {
        // Trailing-slash tolerance applies only when nothing matches the path as written.
        let loose = evaluate(UnsafeBufferPointer(rebasing: path.dropLast()), stripped: true)
        if !loose.matches.isEmpty || !loose.rejections.isEmpty {
          let decided = Set(loose.matches.map(\.route) + loose.rejections.map(\.route))
          pass = Pass(
            matches: loose.matches,
            rejections: loose.rejections + pass.rejections.filter { !decided.contains($0.route) })
        }
      }
      var matches = pass.matches
      if matches.count > 1 {
        matches.sort { lhs, rhs in
          if lhs.rank != rhs.rank { return lhs.rank > rhs.rank }
          return name(lhs.route) < name(rhs.route)
        }
      }
      var rejections = pass.rejections
      for match in matches {
        switch chain(for: match) {
        case .success(let chain):
          var warnings = url.warnings
          if match.strippedTrailingSlash {
            warnings.append(LinkWarning(.trailingSlash, "trailing '/' ignored"))
          }
          return .success(
            Resolution(
              route: name(match.route), chain: chain, params: match.params,
              extraQuery: match.extraQuery, warnings: warnings))
        case .failure(let failure):
          rejections.append(
            Rejection(route: match.route, code: failure.code, reason: failure.reason, rank: match.rank))
        }
      }
      return .failure(failure(rejections: rejections))
    }

    private func name(_ route: Int32) -> String {
      index.routes[Int(route)].compiled.definition.name
    }

    // MARK: Candidates

    /// Evaluates every candidate route on `path`.
    private func evaluate(_ path: UnsafeBufferPointer<UInt8>, stripped: Bool) -> Pass {
      PathSegments.with(path) { segments in
        var pass = Pass()
        let count = collectCandidates(segments)
        if let count {
          for offset in 0..<count {
            evaluate(candidates[offset], segments, stripped: stripped, into: &pass)
          }
        } else {
          for route in index.routes.indices
          where index.routes[route].compiled.accepts(endpoint) {
            evaluate(Int32(route), segments, stripped: stripped, into: &pass)
          }
        }
        return pass
      }
    }

    /// Fills `candidates` with the routes worth evaluating, each once; `nil` when there are more
    /// than fit.
    private func collectCandidates(_ segments: PathSegments) -> Int? {
      var count = 0
      var overflow = false
      func add(_ route: Int32) {
        for offset in 0..<count where candidates[offset] == route { return }
        guard count < candidates.count else {
          overflow = true
          return
        }
        candidates[count] = route
        count += 1
      }
      index.trie.forEachCandidate(segments, add)
      for route in index.alwaysTried where index.routes[Int(route)].compiled.accepts(endpoint) {
        add(route)
      }
      return overflow ? nil : count
    }

    /// ``CandidateEvaluation/evaluate(_:stripTrailingSlash:)`` on the path's bytes.
    private func evaluate(
      _ number: Int32, _ segments: PathSegments, stripped: Bool, into pass: inout Pass
    ) {
      let route = index.routes[Int(number)]
      let definition = route.compiled.definition
      if stripped && definition.options.trailingSlash != .ignore { return }
      var firstRejection: Rejection?
      for (offset, (pattern, rank)) in route.compiled.patterns.enumerated() {
        let bound: Result<[NamedValue], BindingFailure>?
        if let segmentPattern = route.segmentPatterns[offset] {
          bound = withUnsafeTemporaryAllocation(
            of: Int.self, capacity: max(2, 2 * pattern.groupNames.count)
          ) { captures in
            guard segmentPattern.match(segments, ignoreCase: route.ignoreCase, captures: captures)
            else { return nil }
            return bind(pattern, types: route.groupTypes[offset]) { group in
              UnsafeBufferPointer(
                rebasing: segments.bytes[captures[2 * group]..<captures[2 * group + 1]])
            }
          }
        } else {
          let text = Substring(String(decoding: segments.bytes, as: UTF8.self))
          guard let match = pattern.match(text, ignoreCase: route.ignoreCase) else { continue }
          bound = bindGeneral(match, pattern, types: route.groupTypes[offset])
        }
        guard let bound else { continue }
        switch bound {
        case .success(var params):
          switch QueryBinding(url: url, route: definition).bind(into: &params) {
          case .success(let extraQuery):
            pass.matches.append(
              Match(
                route: number, rank: rank, params: params, extraQuery: extraQuery,
                strippedTrailingSlash: stripped))
            return
          case .failure(let failure):
            firstRejection =
              firstRejection
              ?? Rejection(route: number, code: failure.code, reason: failure.reason, rank: rank)
          }
        case .failure(let failure):
          firstRejection =
            firstRejection
            ?? Rejection(route: number, code: failure.code, reason: failure.reason, rank: rank)
        }
      }
      if let firstRejection { pass.rejections.append(firstRejection) }
    }

    /// Types each captured group, as ``CandidateEvaluation`` does.
    private func bind(
      _ pattern: PathPattern, types: [ParamType], raw: (Int) -> UnsafeBufferPointer<UInt8>
    ) -> Result<[NamedValue], BindingFailure> {
      var values: [NamedValue] = []
      values.reserveCapacity(types.count)
      for (group, type) in types.enumerated() {
        let bytes = raw(group)
        guard let value = type.accept(raw: bytes) else {
          let text = String(decoding: bytes, as: UTF8.self)
          return .failure(
            BindingFailure(
              reason: CandidateEvaluation(url: url).refusal(
                of: text, decoded: PercentDecoding.decodeLossless(text),
                name: pattern.groupNames[group], type: type)))
        }
        values.append(NamedValue(name: pattern.groupNames[group], value: value))
      }
      return .success(values)
    }

    private func bindGeneral(_ match: PatternMatch, _ pattern: PathPattern, types: [ParamType])
      -> Result<[NamedValue], BindingFailure>
    {
      var values: [NamedValue] = []
      for (group, type) in types.enumerated() {
        guard var text = match.groups[group] else { continue }
        guard let value = text.withUTF8({ type.accept(raw: $0) }) else {
          return .failure(
            BindingFailure(
              reason: CandidateEvaluation(url: url).refusal(
                of: text, decoded: PercentDecoding.decodeLossless(text),
                name: pattern.groupNames[group], type: type)))
        }
        values.append(NamedValue(name: pattern.groupNames[group], value: value))
      }
      return .success(values)
    }

    // MARK: Chain

    /// ``ChainBuilder/chain(for:params:)`` with the steps worked out in advance.
    private func chain(for match: Match) -> Result<[ChainEntry], BindingFailure> {
      let route = index.routes[Int(match.route)]
      var entries: [ChainEntry] = []
      entries.reserveCapacity(route.ancestors.count + 1)
      entries.append(ChainEntry(route: route.compiled.definition.name, params: match.params))
      var childParams = match.params
      for step in route.ancestors {
        var parentParams: [NamedValue] = []
        for parameter in step.parameters {
          guard let given = childParams.first(where: { $0.name == parameter.childName }) else {
            continue
          }
          if parameter.sameType {
            parentParams.append(NamedValue(name: parameter.name, value: given.value))
          } else if let value = parameter.type.accept(given.value.text) {
            parentParams.append(NamedValue(name: parameter.name, value: value))
          } else {
            return .failure(
              BindingFailure(
                reason:
                  "parent '\(step.route)' needs '\(parameter.name)' as \(parameter.type.article) \(parameter.type.displayName), got '\(given.value.text)'"
              ))
          }
        }
        entries.append(ChainEntry(route: step.route, params: parentParams))
        childParams = parentParams
      }
      entries.reverse()
      return .success(entries)
    }

    // MARK: Failure

    /// ``RouteResolver``'s failure: the best-ranked rejection, else no-match with the route that
    /// accepted the most leading segments as nearest.
    private func failure(rejections: [Rejection]) -> ResolveFailure {
      if let best = rejections.max(by: { lhs, rhs in
        if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
        return name(rhs.route) < name(lhs.route)
      }) {
        return ResolveFailure(
          best.code, best.reason, nearest: NearMiss(route: name(best.route), reason: best.reason),
          warnings: url.warnings)
      }
      var nearest = PathSegments.with(path) { index.trie.nearest($0, nameOrder: index.nameOrder) }
      for number in index.alwaysTried where index.routes[Int(number)].compiled.accepts(endpoint) {
        let route = index.routes[Int(number)]
        let text = Substring(url.path)
        let progress =
          route.compiled.patterns.map {
            $0.pattern.progress(on: text, ignoreCase: route.ignoreCase)
          }.max() ?? 0
        guard progress > 0 else { continue }
        if progress > nearest.progress
          || (progress == nearest.progress
            && index.nameOrder[Int(number)] < index.nameOrder[Int(nearest.route)])
        {
          nearest = (progress, number)
        }
      }
      var nearMiss: NearMiss?
      if nearest.route >= 0 {
        let route = index.routes[Int(nearest.route)].compiled
        if case .unmatched(_, let reason) = CandidateEvaluation(url: url).unmatched(
          route, path: Substring(url.path))
        {
          nearMiss = NearMiss(route: route.definition.name, reason: reason)
        }
      }
      return ResolveFailure(
        .noMatch, "no route matches path '\(url.path)'", nearest: nearMiss, warnings: url.warnings)
    }
  }
}
