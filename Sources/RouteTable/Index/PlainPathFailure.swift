/// The failure of a plain URL (``URLLayout``) whose scheme or host is the table's, decided on
/// the path's bytes as ``IndexedResolver`` decides it: the best-ranked candidate whose pattern
/// matched but refused a path value (`invalid-param`) or whose query binding failed, else
/// `no-match` with the nearest route. Path values are only checked, never built, and the one
/// path refusal reported is the only message written. A plain query raises no warning (no
/// `:`, no `//`, no escape a check reads), so the failure has none.
///
/// `nil` (the general resolver decides) when a candidate has a pattern only the general
/// matcher runs, when a candidate's path values and query all fit (its chain or a match then
/// decides), or when there are more candidates than fit.
struct PlainPathFailure {
  /// A candidate whose pattern matched but refused a value.
  private struct Rejection {
    let route: Int32
    /// An offset in ``RouteIndex/Route/patterns``.
    let pattern: Int
    let refusal: Refusal
  }

  /// What a rejected candidate refused.
  private enum Refusal {
    /// The first path group the pattern's types refused, and where its value lies in the path.
    case pathValue(group: Int, value: Range<Int>)
    /// The query binding's failure, once every path value fitted.
    case query(BindingFailure)
  }

  /// What ``FastResolver`` found, matching a plain URL's candidates, that decides its failure
  /// without matching them again.
  enum Finding {
    /// No pattern fits the path by shape: `no-match`.
    case noCandidate
    /// Every candidate that refused a value was a record; this is the best-ranked refusal.
    case refusal(RecordRejection)

    /// The code of the failure it decides (``PlainPathFailure/failure(of:_:_:path:in:)``).
    var code: ResolveFailure.Code {
      switch self {
      case .noCandidate: .noMatch
      case .refusal(let rejection):
        switch rejection.refusal {
        case .pathValue: .invalidParam
        case .missingQuery: .missingQuery
        case .queryValue: .invalidQuery
        }
      }
    }
  }

  /// A record's refusal as ``FastResolver`` finds it on a plain URL, without a message: every
  /// candidate's verdict carries one, so it holds nothing to count references of.
  struct RecordRejection {
    let route: Int32
    /// An offset in ``RouteIndex/Route/patterns``.
    let pattern: Int
    let refusal: RecordRefusal
  }

  /// What a record refused: ``Refusal`` with its query failure still to be written.
  enum RecordRefusal {
    /// As ``Refusal/pathValue(group:value:)``.
    case pathValue(group: Int, value: Range<Int>)
    /// Once every path value fitted, the first query declaration (an offset in
    /// ``RouteIndex/Route/query``) that fails is required and missing.
    case missingQuery(declaration: Int)
    /// As ``missingQuery(declaration:)``, for a declaration whose value (where it lies in the
    /// URL) its type refused.
    case queryValue(declaration: Int, value: Range<Int>)
  }

  /// What one candidate makes of the path.
  private enum Verdict {
    case unmatched
    case rejected(Rejection)
    case undecided
  }

  private let index: RouteIndex
  private let bytes: UnsafeBufferPointer<UInt8>
  private let layout: URLLayout
  private let path: PathSegments

  static func failure(
    _ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, in index: RouteIndex
  ) -> ResolveFailure? {
    PathSegments.with(UnsafeBufferPointer(rebasing: bytes[layout.path])) { path in
      failure(bytes, layout, path: path, in: index)
    }
  }

  /// ``failure(_:_:in:)`` with the layout's path already split into `path`.
  static func failure(
    _ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, path: PathSegments,
    in index: RouteIndex
  ) -> ResolveFailure? {
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: IndexedResolver.candidateCapacity) {
      candidates in
      PlainPathFailure(index: index, bytes: bytes, layout: layout, path: path)
        .failure(candidates: candidates)
    }
  }

  /// The failure `finding` decides: as ``failure(_:_:path:in:)`` would find it, without
  /// matching the candidates again or binding the query. Out of line: a resolver that inlined
  /// it paid for it on every URL.
  @inline(never)
  static func failure(
    of finding: Finding, _ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout,
    path: PathSegments, in index: RouteIndex
  ) -> ResolveFailure {
    let failure = PlainPathFailure(index: index, bytes: bytes, layout: layout, path: path)
    switch finding {
    case .noCandidate:
      return withUnsafeTemporaryAllocation(
        of: Int32.self, capacity: IndexedResolver.candidateCapacity, failure.noMatch)
    case .refusal(let rejection):
      return failure.refusal(rejection)
    }
  }

  /// The failure of a record's refusal.
  private func refusal(_ rejection: RecordRejection) -> ResolveFailure {
    let route = index.routes[Int(rejection.route)]
    let refusal: Refusal
    switch rejection.refusal {
    case .pathValue(let group, let value):
      refusal = .pathValue(group: group, value: value)
    case .missingQuery(let declaration):
      refusal = .query(QueryBinding.missing(route.query[declaration]))
    case .queryValue(let declaration, let value):
      let text = PercentDecoding.decodeLossless(
        bytes: UnsafeBufferPointer(rebasing: bytes[value]),
        plusIsSpace: route.options.plusIsSpace)
      refusal = .query(QueryBinding.refused(text, route.query[declaration]))
    }
    return self.refusal(
      Rejection(route: rejection.route, pattern: rejection.pattern, refusal: refusal))
  }

  private func failure(candidates: UnsafeMutableBufferPointer<Int32>) -> ResolveFailure? {
    var list = CandidateList(candidates)
    index.trie.collectCandidates(path, into: &list)
    if !index.side.isEmpty { index.side.collectCandidates(path, answering: endpoint, into: &list) }
    guard !list.overflowed else { return nil }
    var best: Rejection?
    for number in candidates[..<list.count] {
      switch verdict(number) {
      case .unmatched: continue
      case .undecided: return nil
      case .rejected(let rejection):
        if let current = best,
          !IndexedResolver.ranksBelow(
            (current.route, current.pattern), (rejection.route, rejection.pattern), in: index)
        {
          continue
        }
        best = rejection
      }
    }
    if let best { return refusal(best) }
    return noMatch(candidates: candidates)
  }

  /// The `no-match` failure, once no candidate refused a value.
  private func noMatch(candidates: UnsafeMutableBufferPointer<Int32>) -> ResolveFailure {
    let path = path
    return NoMatchFailure.failure(
      path, text: { String(utf8Bytes: path.bytes) }, endpoint: { endpoint }, in: index,
      candidates: candidates, warnings: [])
  }

  /// Where the URL points (the layout's scheme or host, which the table lists); built only for
  /// a table with side routes.
  private var endpoint: Endpoint {
    switch layout.kind {
    case .custom:
      .customScheme(String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[0..<layout.schemeEnd])))
    case .https:
      .universalLink(host: String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[layout.host])))
    }
  }

  /// What route `number` makes of the path: like ``IndexedResolver``'s evaluation of a
  /// candidate, each pattern in turn, the first refusal kept.
  private func verdict(_ number: Int32) -> Verdict {
    let route = index.routes[Int(number)]
    var firstRejection: Rejection?
    var query: RawQuery?
    for offset in route.segmentPatterns.indices {
      guard let pattern = route.segmentPatterns[offset] else { return .undecided }
      let checks = route.valueChecks[offset]
      let outcome = withUnsafeTemporaryAllocation(
        of: Int.self, capacity: max(2, 2 * checks.count)
      ) { captures -> (matched: Bool, refused: Int?) in
        guard pattern.match(path, ignoreCase: route.ignoreCase, captures: captures) else {
          return (false, nil)
        }
        for group in checks.indices {
          let raw = UnsafeBufferPointer(
            rebasing: path.bytes[captures[2 * group]..<captures[2 * group + 1]])
          let admitted =
            checks[group].admits(raw: raw) ?? route.admits(group: group, of: offset, raw: raw)
          if !admitted {
            if firstRejection == nil {
              firstRejection = Rejection(
                route: number, pattern: offset,
                refusal: .pathValue(
                  group: group, value: captures[2 * group]..<captures[2 * group + 1]))
            }
            return (true, group)
          }
        }
        return (true, nil)
      }
      guard outcome.matched && outcome.refused == nil else { continue }
      // Every path value fits: the query decides, as in the general resolver's evaluation.
      if query == nil { query = URLLayout.rawQuery(bytes, in: layout.query) }
      let binding = QueryBinding(
        query: query!, fragment: nil, declarations: route.query,
        fragmentDeclaration: route.fragment, plusIsSpace: route.options.plusIsSpace)
      var values: [NamedValue] = []
      // Bound: the chain or a match decides, as only the general resolver tells.
      guard case .failure(let failure) = binding.bind(into: &values) else { return .undecided }
      if firstRejection == nil {
        firstRejection = Rejection(route: number, pattern: offset, refusal: .query(failure))
      }
    }
    return firstRejection.map(Verdict.rejected) ?? .unmatched
  }

  /// ``ParamType/displayName`` of the type a check stands for, when the check tells (reading
  /// the type copies its payload).
  private static func displayName(_ check: ValueCheck) -> String? {
    switch check {
    case .string: "string"
    case .int: "int"
    case .bool: "bool"
    case .uuid: "uuid"
    default: nil
    }
  }

  /// The failure of `rejection` (`invalid-param` for a path value, the binding's code for
  /// the query), with its route as nearest.
  private func refusal(_ rejection: Rejection) -> ResolveFailure {
    let route = index.routes[Int(rejection.route)]
    switch rejection.refusal {
    case .pathValue(let group, let value):
      let name = route.patterns[rejection.pattern].groupNames[group]
      let typeName =
        Self.displayName(route.valueChecks[rejection.pattern][group])
        ?? route.groupTypes[rejection.pattern].withUnsafeBufferPointer { $0[group].displayName }
      let reason = CandidateEvaluation.refusal(
        raw: UnsafeBufferPointer(rebasing: path.bytes[value]), in: path, name: name,
        typeName: typeName)
      return ResolveFailure(
        .invalidParam, reason, nearest: NearMiss(route: route.name, reason: reason))
    case .query(let failure):
      return ResolveFailure(
        failure.code, failure.reason, nearest: NearMiss(route: route.name, reason: failure.reason)
      )
    }
  }
}
