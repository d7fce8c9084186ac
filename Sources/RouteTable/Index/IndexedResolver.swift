/// Resolution through a ``RouteIndex``: the same results as ``RouteResolver`` (which tries every
/// route and stays the reference, and the engine behind `explain`), but only the routes whose
/// patterns the path fits are evaluated, on the path's bytes.
enum IndexedResolver {
  /// Routes found for one path beyond this many are not collected; the resolver then evaluates
  /// every route, which gives the same result more slowly.
  static let candidateCapacity = 128

  static func resolve(_ input: String, in index: RouteIndex) -> Result<Resolution, ResolveFailure> {
    if let failure = PlainFailure.failure(input, in: index) { return .failure(failure) }
    return resolveGenerally(input, in: index)
  }

  /// ``resolve(_:in:)`` without ``PlainFailure``: the reference its answers are compared with.
  static func resolveGenerally(_ input: String, in index: RouteIndex)
    -> Result<Resolution, ResolveFailure>
  {
    var url: LinkURL
    do {
      url = try URLReader.read(input)
    } catch {
      return .failure(ResolveFailure(.invalidURL, error.message, column: error.column))
    }
    let endpoint: Endpoint
    do {
      endpoint = try Endpoint(of: url, in: index.endpoints)
    } catch {
      var failure = error
      // Only `insecure-scheme` names a host of the table's.
      let hostIsListed = failure.code == .insecureScheme
      failure.warnings = withUnsafePointer(to: &url) {
        unresolvedWarnings($0, index: index, hostIsListed: hostIsListed)
      }
      return .failure(failure)
    }
    var path = url.path
    return withUnsafePointer(to: &url) { url in
      path.withUTF8 { bytes in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: candidateCapacity) { candidates in
          PathSegments.with(bytes) { segments in
            var work = MatchLimit.units
            return withUnsafeMutablePointer(to: &work) { work in
              Run(
                index: index, link: url, endpoint: endpoint, path: segments,
                candidates: candidates, work: work
              ).resolve()
            }
          }
        }
      }
    }
  }

  /// Whether a rejection by pattern `lhs.pattern` of route `lhs.route` ranks below one by `rhs`
  /// (``RouteResolver`` reports the best: higher rank, then the first name).
  static func ranksBelow(
    _ lhs: (route: Int32, pattern: Int), _ rhs: (route: Int32, pattern: Int), in index: RouteIndex
  ) -> Bool {
    let (left, right) = (index.routes[Int(lhs.route)], index.routes[Int(rhs.route)])
    let (leftRank, rightRank) = (left.ranks[lhs.pattern], right.ranks[rhs.pattern])
    if leftRank != rightRank { return leftRank < rightRank }
    return right.name < left.name
  }

  /// The warnings of a URL no route accepts: the reader's and the security checks that need
  /// no route. `hostIsListed`: whether the URL's host (if any) is one of the table's, which
  /// the caller has decided already.
  private static func unresolvedWarnings(
    _ url: UnsafePointer<LinkURL>, index: RouteIndex, hostIsListed: Bool
  ) -> [LinkWarning] {
    // The checks read the query, the fragment and a host that is not the table's or hides a
    // punycode label; most failing links have none of these, and then nothing to check.
    let hostIsPlain =
      url.pointee.host.map { host in
        host.hasPrefix("[") || (hostIsListed && !PunycodeDecoding.hasPunycodeLabel(host))
      } ?? true
    if hostIsPlain && url.pointee.query.isEmpty && url.pointee.fragment == nil {
      return url.pointee.warnings
    }
    return url.pointee.warnings + index.security.warnings(forUnresolved: url.pointee)
  }

  /// A route that accepts the URL, with its values.
  private struct Match {
    let route: Int32
    /// Which of the route's patterns matched.
    let pattern: Int
    let rank: PatternRank
    let params: [NamedValue]
    let extraQuery: [String]
    let strippedTrailingSlash: Bool
    /// The groups as written, when the general matcher found them (the security checks read
    /// them; matching again costs as much as the first time).
    var rawGroups: [String?]? = nil
  }

  /// A route whose pattern matched but a value did not fit.
  private struct Rejection {
    let route: Int32
    let code: ResolveFailure.Code
    let reason: String
    /// Which of the route's patterns matched (its rank is read from the route when rejections
    /// are compared: a copy here retained the rank's arrays on every rejection).
    let pattern: Int
  }

  /// The outcomes of one pass over the candidates (the path as written, or without its trailing
  /// `/`). The first match is kept apart: usually it is the only one, and then no array is
  /// needed.
  private struct Pass {
    var firstMatch: Match?
    var otherMatches: [Match] = []
    var rejections: [Rejection] = []
    /// The path as text for the general matcher, and whether it is printable ASCII: made at
    /// the first pattern that needs it, once for all (a copy and a scan of a long path each).
    var text: (path: Substring, isPrintable: Bool)?
    /// The route being evaluated when the link's allowance (``MatchLimit``) ran out: the pass
    /// stopped there, and its outcomes decide nothing.
    var routeAtLimit: Int32?

    mutating func add(_ match: Match) {
      if firstMatch == nil { firstMatch = match } else { otherMatches.append(match) }
    }
  }

  /// One URL's resolution: a struct living on the stack for the call (a class instance cost
  /// an allocation and a teardown on every URL that fails).
  private struct Run {
    let index: RouteIndex
    /// The URL, read in place: the closures below capture a copy of the run, and a copy of a
    /// `LinkURL` retains each of its strings and arrays.
    let link: UnsafePointer<LinkURL>
    let endpoint: Endpoint
    /// The segments of the path as the URL has it (valid during ``resolve()``): the first pass
    /// runs on them, and failure messages name their segments.
    let full: PathSegments
    /// Room for candidates, valid during ``resolve()``.
    let candidates: UnsafeMutableBufferPointer<Int32>
    /// What is left of the link's allowance (``MatchLimit``), valid during ``resolve()``.
    let work: UnsafeMutablePointer<Int>

    init(
      index: RouteIndex, link: UnsafePointer<LinkURL>, endpoint: Endpoint, path: PathSegments,
      candidates: UnsafeMutableBufferPointer<Int32>, work: UnsafeMutablePointer<Int>
    ) {
      self.index = index
      self.link = link
      self.endpoint = endpoint
      self.full = path
      self.candidates = candidates
      self.work = work
    }

    private var path: UnsafeBufferPointer<UInt8> { full.bytes }

    func resolve() -> Result<Resolution, ResolveFailure> {
      var pass = evaluate(full, stripped: false)
      if let route = pass.routeAtLimit { return .failure(limitReached(at: route)) }
      if pass.firstMatch == nil, path.count > 1, path.last == UInt8(ascii: "/") {
        // Trailing-slash tolerance applies only when nothing matches the path as written.
        let loose = PathSegments.with(UnsafeBufferPointer(rebasing: path.dropLast())) {
          evaluate($0, stripped: true)
        }
        if let route = loose.routeAtLimit { return .failure(limitReached(at: route)) }
        if loose.firstMatch != nil || !loose.rejections.isEmpty {
          var decided = Set(loose.rejections.map(\.route))
          if let first = loose.firstMatch { decided.insert(first.route) }
          for match in loose.otherMatches { decided.insert(match.route) }
          var merged = loose
          merged.rejections += pass.rejections.filter { !decided.contains($0.route) }
          pass = merged
        }
      }
      var rejections = pass.rejections
      if let only = pass.firstMatch, pass.otherMatches.isEmpty {
        if let resolution = attempt(only, rejections: &rejections) { return .success(resolution) }
      } else if let first = pass.firstMatch {
        let matches = ([first] + pass.otherMatches).sorted { lhs, rhs in
          if lhs.rank != rhs.rank { return lhs.rank > rhs.rank }
          return name(lhs.route) < name(rhs.route)
        }
        for match in matches {
          if let resolution = attempt(match, rejections: &rejections) {
            return .success(resolution)
          }
        }
      }
      return .failure(failure(rejections: rejections))
    }

    private func name(_ route: Int32) -> String {
      index.routes[Int(route)].name
    }

    /// The resolution by `match`, or `nil` (and its rejection recorded) when its chain fails.
    private func attempt(_ match: Match, rejections: inout [Rejection]) -> Resolution? {
      switch chain(for: match) {
      case .success(let chain):
        var warnings = link.pointee.warnings
        if match.strippedTrailingSlash {
          warnings.append(LinkWarning(.trailingSlash, "trailing '/' ignored"))
        }
        let route = index.routes[Int(match.route)]
        warnings += index.security.warnings(
          for: link.pointee, pathCaptures: pathCaptures(of: match), typedValues: match.params,
          plusIsSpace: route.options.plusIsSpace)
        return Resolution(
          route: name(match.route), chain: chain, params: match.params,
          extraQuery: match.extraQuery, warnings: warnings)
      case .failure(let failure):
        rejections.append(
          Rejection(
            route: match.route, code: failure.code, reason: failure.reason,
            pattern: match.pattern))
        return nil
      }
    }

    // MARK: Candidates

    /// Evaluates every candidate route on the path's `segments`.
    private func evaluate(_ segments: PathSegments, stripped: Bool) -> Pass {
      var pass = Pass()
      if let count = collectCandidates(segments) {
        for offset in 0..<count where pass.routeAtLimit == nil {
          evaluate(candidates[offset], segments, stripped: stripped, into: &pass)
        }
      } else {
        for route in index.routes.indices
        where pass.routeAtLimit == nil && index.routes[route].compiled.accepts(endpoint) {
          evaluate(Int32(route), segments, stripped: stripped, into: &pass)
        }
      }
      return pass
    }

    /// Fills `candidates` with the routes worth evaluating, each once; `nil` when there are more
    /// than fit.
    private func collectCandidates(_ segments: PathSegments) -> Int? {
      var list = CandidateList(candidates)
      index.trie.collectCandidates(segments, into: &list)
      index.side.collectCandidates(segments, answering: endpoint, into: &list)
      return list.overflowed ? nil : list.count
    }

    /// ``CandidateEvaluation/evaluate(_:stripTrailingSlash:)`` on the path's bytes.
    private func evaluate(
      _ number: Int32, _ segments: PathSegments, stripped: Bool, into pass: inout Pass
    ) {
      let route = index.routes[Int(number)]
      if stripped && route.options.trailingSlash != .ignore { return }
      var firstRejection: Rejection?
      for offset in route.patterns.indices {
        guard MatchLimit.charge(MatchLimit.route, to: work) else {
          pass.routeAtLimit = number
          return
        }
        let bound: Result<[NamedValue], BindingFailure>?
        var rawGroups: [String?]?
        if let segmentPattern = route.segmentPatterns[offset] {
          bound = withUnsafeTemporaryAllocation(
            of: Int.self, capacity: max(2, 2 * route.groupTypes[offset].count)
          ) { captures in
            guard segmentPattern.match(segments, ignoreCase: route.ignoreCase, captures: captures)
            else { return nil }
            return bind(route, pattern: offset) { group in
              UnsafeBufferPointer(
                rebasing: segments.bytes[captures[2 * group]..<captures[2 * group + 1]])
            }
          }
        } else {
          if pass.text == nil {
            let path = Substring(String(utf8Bytes: segments.bytes))
            pass.text = (path, PathPattern.isPrintableASCII(path))
          }
          guard
            let text = pass.text,
            let match = route.patterns[offset].match(
              text.path, ignoreCase: route.ignoreCase, isPrintable: text.isPrintable, work: work)
          else {
            if MatchLimit.isSpent(work) {
              pass.routeAtLimit = number
              return
            }
            continue
          }
          bound = bindGeneral(match, route, pattern: offset)
          rawGroups = match.groups
        }
        guard let bound else { continue }
        switch bound {
        case .success(var params):
          let query = QueryBinding(
            query: link.pointee.query, fragment: link.pointee.fragment,
            declarations: route.query,
            fragmentDeclaration: route.fragment, plusIsSpace: route.options.plusIsSpace)
          switch query.bind(into: &params) {
          case .success(let extraQuery):
            pass.add(
              Match(
                route: number, pattern: offset, rank: route.ranks[offset], params: params,
                extraQuery: extraQuery, strippedTrailingSlash: stripped, rawGroups: rawGroups))
            return
          case .failure(let failure):
            firstRejection =
              firstRejection
              ?? Rejection(
                route: number, code: failure.code, reason: failure.reason, pattern: offset)
          }
        case .failure(let failure):
          firstRejection =
            firstRejection
            ?? Rejection(
              route: number, code: failure.code, reason: failure.reason, pattern: offset)
        }
      }
      if let firstRejection { pass.rejections.append(firstRejection) }
    }

    /// Types each captured group, as ``CandidateEvaluation`` does.
    private func bind(
      _ route: RouteIndex.Route, pattern: Int, raw: (Int) -> UnsafeBufferPointer<UInt8>
    ) -> Result<[NamedValue], BindingFailure> {
      let names = route.patterns[pattern].groupNames
      // The types are read in place: a `ParamType` copied out of the array retains its payload.
      return route.groupTypes[pattern].withUnsafeBufferPointer { types in
        var values: [NamedValue] = []
        values.reserveCapacity(types.count)
        for group in types.indices {
          let bytes = raw(group)
          guard let value = types[group].accept(raw: bytes) else {
            return .failure(refusal(raw: bytes, name: names[group], types[group]))
          }
          values.append(NamedValue(name: names[group], value: value))
        }
        return .success(values)
      }
    }

    private func bindGeneral(_ match: PatternMatch, _ route: RouteIndex.Route, pattern: Int)
      -> Result<[NamedValue], BindingFailure>
    {
      let types = route.groupTypes[pattern]
      let names = route.patterns[pattern].groupNames
      var values: [NamedValue] = []
      for group in types.indices {
        guard var text = match.groups[group] else { continue }
        guard let value = text.withUTF8({ types[group].accept(raw: $0) }) else {
          return .failure(refusal(text, name: names[group], types[group]))
        }
        values.append(NamedValue(name: names[group], value: value))
      }
      return .success(values)
    }

    private func refusal(_ raw: String, name: String, _ type: ParamType) -> BindingFailure {
      var raw = raw
      return raw.withUTF8 { refusal(raw: $0, name: name, type) }
    }

    /// ``CandidateEvaluation/refusal(of:decoded:name:type:)`` on the value's bytes.
    private func refusal(raw: UnsafeBufferPointer<UInt8>, name: String, _ type: ParamType)
      -> BindingFailure
    {
      // The segment is looked for in the path as the URL has it (any trailing `/` included),
      // as the reference does.
      BindingFailure(
        reason: CandidateEvaluation.refusal(raw: raw, in: full, name: name, type: type))
    }

    /// The raw text of the matched pattern's named groups, for the security checks, which
    /// read what the URL spelled (`%2F`), not the decoded value. Only the winner pays for it.
    private func pathCaptures(of match: Match) -> [(name: String, raw: String)] {
      let route = index.routes[Int(match.route)]
      let pattern = route.patterns[match.pattern]
      if let segmentPattern = route.segmentPatterns[match.pattern] {
        // Whole segments, read off the path's bytes: the general matcher costs far more on a
        // long path, and finds the same captures for a pattern of this form.
        var path = link.pointee.path
        if match.strippedTrailingSlash { path.removeLast() }
        let names = pattern.groupNames
        let captured = path.withUTF8 { bytes in
          PathSegments.with(bytes) { segments in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: max(2, 2 * names.count)) {
              captures -> [(name: String, raw: String)]? in
              guard segmentPattern.match(segments, ignoreCase: route.ignoreCase, captures: captures)
              else { return nil }
              return names.indices.map { group in
                let raw = UnsafeBufferPointer(
                  rebasing: bytes[captures[2 * group]..<captures[2 * group + 1]])
                return (names[group], String(utf8Bytes: raw))
              }
            }
          }
        }
        if let captured { return captured }
      }
      if let groups = match.rawGroups {
        return zip(pattern.groupNames, groups).compactMap { name, raw in raw.map { (name, $0) } }
      }
      let text = Substring(link.pointee.path)
      guard
        let groups = pattern.match(
          match.strippedTrailingSlash ? text.dropLast() : text, ignoreCase: route.ignoreCase)?
          .groups
      else { return [] }
      return zip(pattern.groupNames, groups).compactMap { name, raw in raw.map { (name, $0) } }
    }

    // MARK: Chain

    private func chain(for match: Match) -> Result<[ChainEntry], BindingFailure> {
      index.routes[Int(match.route)].chain(params: match.params)
    }

    // MARK: Failure

    /// The warnings of a URL no route accepts: the reader's and the security checks that need
    /// no route.
    private var unresolvedWarnings: [LinkWarning] {
      // The endpoint was decided: a custom scheme (no host) or a host of the table's.
      IndexedResolver.unresolvedWarnings(link, index: index, hostIsListed: true)
    }

    /// The failure of a link whose allowance ran out while `route` was evaluated.
    private func limitReached(at route: Int32) -> ResolveFailure {
      ResolveFailure(
        .matchLimit,
        "gave up after \(MatchLimit.units) steps at route '\(name(route))': the table's "
          + "patterns make this path too costly to decide; give them fixed text or narrower "
          + "expressions",
        warnings: unresolvedWarnings)
    }

    /// ``RouteResolver``'s failure: the best-ranked rejection, else no-match with the route that
    /// accepted the most leading segments as nearest.
    private func failure(rejections: [Rejection]) -> ResolveFailure {
      if let best = rejections.max(by: { lhs, rhs in
        IndexedResolver.ranksBelow(
          (lhs.route, lhs.pattern), (rhs.route, rhs.pattern), in: index)
      }) {
        return ResolveFailure(
          best.code, best.reason, nearest: NearMiss(route: name(best.route), reason: best.reason),
          warnings: unresolvedWarnings)
      }
      return NoMatchFailure.failure(
        full, text: { link.pointee.path }, endpoint: { endpoint }, in: index,
        candidates: candidates, warnings: unresolvedWarnings)
    }
  }
}
