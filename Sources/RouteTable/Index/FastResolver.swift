/// The resolver for plain URLs (``URLLayout``) that resolve: it reads the input's bytes in place,
/// finds the winning route and pattern through the trie, and checks every value without
/// building one, so that a URL that resolves costs no allocation. The values are built only when
/// the ``Resolution`` is read (``CompactResolution``).
///
/// Whenever it cannot be sure of the answer (the URL is not plain, no route matches, a value is
/// rejected, a route needs the general matcher), it returns `nil` and ``IndexedResolver`` does
/// the whole work, so the results are always that resolver's.
enum FastResolver {
  /// The winning route and pattern (an offset in ``RouteIndex/Route/patterns``) for `input`, or
  /// `nil` when ``IndexedResolver`` must decide.
  static func resolve(_ input: String, in index: RouteIndex) -> CompactResolution? {
    guard case .success(let compact)? = resolve(input, in: index, failures: .undecided) else {
      return nil
    }
    return compact
  }

  /// What ``resolve(_:in:failures:)`` makes of a plain URL without a winner.
  enum Failures {
    /// Nothing: `nil`, for ``IndexedResolver`` to decide.
    case undecided
    /// ``PlainFailure``'s failure, every property written.
    case explained
    /// ``PlainFailure``'s failure, its properties other than the code written only when read
    /// (``DeferredFailureDetails``) where the code is known before they are.
    case deferred
  }

  /// ``resolve(_:in:)``; without a winner, the failure `failures` asks for, from the layout and
  /// the split path read here: a failing plain URL is laid out and split once, not once for
  /// each. `nil` when ``IndexedResolver`` must decide.
  static func resolve(_ input: String, in index: RouteIndex, failures: Failures)
    -> Result<CompactResolution, ResolveFailure>?
  {
    // Built only for a failure: a URL that resolves retains neither.
    func deferral() -> DeferredFailureDetails? {
      failures == .deferred ? DeferredFailureDetails(input: input, index: index) : nil
    }
    let found = input.utf8.withContiguousStorageIfAvailable {
      bytes -> Result<CompactResolution, ResolveFailure>? in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: segmentCapacity) { storage in
        var starts = URLLayout.SegmentStarts(storage)
        let layout = URLLayout(bytes, segments: &starts, listed: index.endpoints.listedPrefixes)
        guard let layout, layout.isListed || accepts(layout, bytes, index: index) else {
          guard failures != .undecided else { return nil }
          return PlainFailure.failure(bytes, layout, path: nil, in: index, deferral: deferral())
            .map { .failure($0) }
        }
        return withPath(bytes, layout, starts) { path in
          var finding: PlainPathFailure.Finding?
          if let match = match(path, layout, bytes, in: index, finding: &finding) {
            return .success(
              CompactResolution(
                index: index, input: input, route: match.route, pattern: match.pattern,
                layout: layout, valueRanges: match.values))
          }
          guard failures != .undecided else { return nil }
          // A long URL with a query is the general resolver's (``PlainFailure``).
          if let finding,
            bytes.count <= PlainFailure.maximumLength || layout.query == nil
          {
            if let deferral = deferral() {
              return .failure(ResolveFailure(finding.code, deferred: deferral))
            }
            return .failure(
              PlainPathFailure.failure(of: finding, bytes, layout, path: path, in: index))
          }
          return PlainFailure.failure(bytes, layout, path: path, in: index, deferral: deferral())
            .map { .failure($0) }
        }
      }
    }
    return found ?? nil
  }

  /// How many segment starts ``URLLayout`` writes for the fast path; a longer path is split
  /// again (``PathSegments/with(_:_:)``).
  private static let segmentCapacity = 32

  /// The winner of ``match(_:_:_:in:)``.
  struct Match {
    let route: Int32
    /// An offset in ``RouteIndex/Route/patterns``.
    let pattern: Int32
    /// Where the route's values lie in the input, as the checks found them.
    let values: ValueRanges
  }

  /// What one route makes of the URL.
  private enum Verdict {
    case matched(pattern: Int32)
    case unmatched
    /// A pattern matched but a value was refused: the URL fails unless another route matches.
    case rejected
    case undecided
  }

  /// Runs `body` with the layout's path split into segments: at the starts ``URLLayout`` wrote,
  /// or split again when there were more than `starts` holds.
  private static func withPath<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ layout: URLLayout, _ starts: URLLayout.SegmentStarts,
    _ body: (PathSegments) -> Result
  ) -> Result {
    let path = UnsafeBufferPointer(rebasing: bytes[layout.path])
    if starts.isComplete, let storage = starts.storage {
      return body(PathSegments(path, starts: storage, count: starts.count))
    }
    return PathSegments.with(path, body)
  }

  /// The winner for the URL `bytes` (laid out as `layout`, its scheme or host the table's), its
  /// path split as `segments`. Without one, `finding` is what decides the failure, when the
  /// candidates tell it.
  private static func match(
    _ segments: PathSegments, _ layout: URLLayout, _ bytes: UnsafeBufferPointer<UInt8>,
    in index: RouteIndex, finding: inout PlainPathFailure.Finding?
  ) -> Match? {
    let checks = index.recordChecks.elements
    return withUnsafeTemporaryAllocation(
      of: Int32.self, capacity: IndexedResolver.candidateCapacity
    ) { candidates in
      match(
        segments, layout, bytes, index: index, checks: checks, candidates: candidates,
        finding: &finding)
    }
  }

  /// ``match(_:_:_:in:)`` with the candidates' storage: the records of the patterns the trie
  /// proposes, then the routes of the side index.
  private static func match(
    _ segments: PathSegments, _ layout: URLLayout, _ bytes: UnsafeBufferPointer<UInt8>,
    index: RouteIndex, checks: UnsafeBufferPointer<ValueCheck>,
    candidates: UnsafeMutableBufferPointer<Int32>, finding: inout PlainPathFailure.Finding?
  ) -> Match? {
    var records = CandidateList(candidates)
    var hint = RecordHint()
    index.trie.collectRecords(segments, into: &records, hint: &hint)
    guard !records.overflowed else { return nil }
    var sideRoutes = CandidateList(
      UnsafeMutableBufferPointer(rebasing: candidates[records.count...]))
    if !index.side.isEmpty {
      collectSide(segments, layout, bytes, index: index, into: &sideRoutes)
      guard !sideRoutes.overflowed else { return nil }
    }
    var best: Match?
    // The refusal ``PlainPathFailure`` would report, as long as every candidate that refused
    // was a record: a record's verdict writes what it refused in `refused`, a route's (which
    // ``PlainPathFailure`` must judge) writes nothing.
    var chosen: PlainPathFailure.RecordRejection?
    var refused: PlainPathFailure.RecordRejection?
    var refusalDecides = true
    // Filled by each verdict that matches; the winner's are kept.
    var values = ValueRanges.none
    for offset in 0..<records.count + sideRoutes.count {
      let route: Int32
      let outcome: Verdict
      if offset < records.count {
        let position = records[offset]
        // The pair entry's copy, when it holds one, is on the line the lookup has just read.
        let address =
          position == hint.position
          ? hint.record.unsafelyUnwrapped : index.records.address(position)
        let record = address.load(as: FlatRouteRecord.self)
        route = record.route
        if record.isUsable {
          outcome = verdict(
            record, segments, layout, bytes, checks: checks, index: index, values: &values,
            refused: &refused)
        } else {
          // The route decides for all its patterns, once.
          if (0..<offset).contains(where: { index.records[records[$0]].route == route }) {
            continue
          }
          outcome = verdict(route, segments, layout, bytes, index: index, values: &values)
        }
      } else {
        route = sideRoutes[offset - records.count]
        outcome = verdict(route, segments, layout, bytes, index: index, values: &values)
      }
      switch outcome {
      case .matched(let pattern):
        if let current = best {
          if current.route == route {
            // Two patterns of one route: the first (best rank) that accepts the URL.
            guard pattern < current.pattern else { continue }
          } else {
            let (left, right) = (index.routes[Int(route)], index.routes[Int(current.route)])
            let (leftRank, rightRank) = (
              left.ranks[Int(pattern)], right.ranks[Int(current.pattern)]
            )
            guard leftRank > rightRank || (leftRank == rightRank && left.name < right.name)
            else { continue }
          }
        }
        best = Match(route: route, pattern: pattern, values: values)
      case .unmatched: continue
      case .rejected:
        guard let rejection = refused, refusalDecides else {
          refusalDecides = false
          continue
        }
        refused = nil
        if let current = chosen {
          if current.route == rejection.route {
            // Two patterns of one route: the first (best rank), as ``PlainPathFailure`` keeps.
            guard rejection.pattern < current.pattern else { continue }
          } else {
            guard
              IndexedResolver.ranksBelow(
                (current.route, current.pattern), (rejection.route, rejection.pattern), in: index)
            else { continue }
          }
        }
        chosen = rejection
      case .undecided: return nil
      }
    }
    // Rejections only matter when nothing matched; every plain route's chain succeeds.
    if best == nil && refusalDecides {
      if let chosen {
        finding = .refusal(chosen)
      } else if records.count + sideRoutes.count == 0 {
        finding = .noCandidate
      }
    }
    return best
  }

  /// Whether the URL's scheme (custom) or host (https) is the table's.
  private static func accepts(
    _ layout: URLLayout, _ bytes: UnsafeBufferPointer<UInt8>, index: RouteIndex
  ) -> Bool {
    switch layout.kind {
    case .custom:
      return index.endpoints.lists(
        scheme: UnsafeBufferPointer(rebasing: bytes[0..<layout.schemeEnd]))
    case .https:
      return index.endpoints.lists(asciiHost: UnsafeBufferPointer(rebasing: bytes[layout.host]))
        ?? false
    }
  }

  /// Adds the side index's candidate routes, each once.
  private static func collectSide(
    _ segments: PathSegments, _ layout: URLLayout, _ bytes: UnsafeBufferPointer<UInt8>,
    index: RouteIndex, into list: inout CandidateList
  ) {
    let endpoint: Endpoint =
      switch layout.kind {
      case .custom:
        .customScheme(
          String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[0..<layout.schemeEnd])))
      case .https:
        .universalLink(host: String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[layout.host])))
      }
    index.side.collectCandidates(segments, answering: endpoint, into: &list)
  }

  /// The first of the route's patterns (best rank first) that accepts the URL, path and query;
  /// on a match, `values` holds where the pattern's values lie in the input.
  private static func verdict(
    _ number: Int32, _ segments: PathSegments, _ layout: URLLayout,
    _ bytes: UnsafeBufferPointer<UInt8>, index: RouteIndex, values: inout ValueRanges
  ) -> Verdict {
    let route = index.routes[Int(number)]
    guard route.isPlain else { return anyPatternMatches(route, segments) ? .undecided : .unmatched }
    let pathStart = layout.path.lowerBound
    var rejected = false
    for offset in route.segmentPatterns.indices {
      let pattern = route.segmentPatterns[offset]!
      let checks = route.valueChecks[offset]
      values = ValueRanges(
        count: checks.count + route.plainQuery.count, inputLength: bytes.count)
      let pathAccepted = withUnsafeTemporaryAllocation(
        of: Int.self, capacity: max(2, 2 * checks.count)
      ) { captures -> Bool? in
        if route.isTrieMatched {
          Self.wholeSegmentCaptures(route.captureSegments, segments, captures)
        } else {
          guard pattern.match(segments, ignoreCase: route.ignoreCase, captures: captures) else {
            return nil
          }
        }
        for group in checks.indices {
          let range = captures[2 * group]..<captures[2 * group + 1]
          let raw = UnsafeBufferPointer(rebasing: segments.bytes[range])
          let admitted =
            checks[group].admits(raw: raw) ?? route.admits(group: group, of: offset, raw: raw)
          guard admitted else { return false }
          values[group] = (pathStart + range.lowerBound)..<(pathStart + range.upperBound)
        }
        return true
      }
      switch pathAccepted {
      case nil: continue
      case false?: rejected = true
      case true?:
        switch queryVerdict(route, layout, bytes, firstSlot: checks.count, values: &values) {
        case .accepted: return .matched(pattern: Int32(offset))
        case .missing, .refused: rejected = true
        case .undecided: return .undecided
        }
      }
    }
    return rejected ? .rejected : .unmatched
  }

  /// ``verdict(_:_:_:_:index:values:)`` for one pattern, from its record: the trie proposed
  /// it, so only the captured values and the query remain to check.
  private static func verdict(
    _ record: FlatRouteRecord, _ segments: PathSegments, _ layout: URLLayout,
    _ bytes: UnsafeBufferPointer<UInt8>, checks: UnsafeBufferPointer<ValueCheck>,
    index: RouteIndex, values: inout ValueRanges, refused: inout PlainPathFailure.RecordRejection?
  ) -> Verdict {
    let groupCount = Int(record.groupCount)
    values = ValueRanges(count: groupCount + Int(record.queryCount), inputLength: bytes.count)
    let pathStart = layout.path.lowerBound
    for group in 0..<groupCount {
      let segment = record.segment(group)
      let range =
        segment >= 0
        ? segments[segment] : segments[-1 - segment].lowerBound..<segments.bytes.count
      let raw = UnsafeBufferPointer(rebasing: segments.bytes[range])
      let admitted =
        ValueCheckPool.admits(record.groupCheck(group), raw: raw, checks: checks)
        ?? routeAdmits(record, group: group, raw: raw, index: index)
      guard admitted else {
        return rejection(.pathValue(group: group, value: range), record, &refused)
      }
      values[group] = (pathStart + range.lowerBound)..<(pathStart + range.upperBound)
    }
    guard record.queryCount > 0 else { return .matched(pattern: Int32(record.pattern)) }
    switch queryVerdict(record, layout, bytes, checks: checks, index: index, values: &values) {
    case .accepted: return .matched(pattern: Int32(record.pattern))
    case .missing(let declaration):
      return rejection(.missingQuery(declaration: declaration), record, &refused)
    case .refused(let declaration, let value):
      return rejection(.queryValue(declaration: declaration, value: value), record, &refused)
    case .undecided: return .undecided
    }
  }

  /// `.rejected`, with what the record refused in `refused`. Out of line, so that a match
  /// carries none of it.
  @inline(never)
  private static func rejection(
    _ refusal: PlainPathFailure.RecordRefusal, _ record: FlatRouteRecord,
    _ refused: inout PlainPathFailure.RecordRejection?
  ) -> Verdict {
    refused = PlainPathFailure.RecordRejection(
      route: record.route, pattern: Int(record.pattern), refusal: refusal)
    return .rejected
  }

  /// ``RouteIndex/Route/admits(group:of:raw:)`` for a record's group whose check the record
  /// cannot make. Out of line: inlined, its parameter type (whose size is known only at run
  /// time) cost every match a metadata call and a stack allocation.
  @inline(never)
  private static func routeAdmits(
    _ record: FlatRouteRecord, group: Int, raw: UnsafeBufferPointer<UInt8>, index: RouteIndex
  ) -> Bool {
    index.routes[Int(record.route)].admits(group: group, of: Int(record.pattern), raw: raw)
  }

  /// ``queryVerdict(_:_:_:firstSlot:values:)`` from a record.
  private static func queryVerdict(
    _ record: FlatRouteRecord, _ layout: URLLayout, _ bytes: UnsafeBufferPointer<UInt8>,
    checks: UnsafeBufferPointer<ValueCheck>, index: RouteIndex, values: inout ValueRanges
  ) -> QueryOutcome {
    let plusIsSpace = record.plusIsSpace
    return queryVerdict(
      declarations: Int(record.queryCount), plusIsSpace: plusIsSpace, layout, bytes,
      firstSlot: Int(record.groupCount), values: &values,
      isName: record.isQueryName, isRepeated: record.isRepeated, isRequired: record.isRequired,
      admits: { number, rawValue in
        plusIsSpace && rawValue.contains(UInt8(ascii: "+"))
          ? admits(
            index.routes[Int(record.route)].query[number].type, rawValue, plusIsSpace: true)
          : ValueCheckPool.admits(record.queryCheck(number), raw: rawValue, checks: checks)
            ?? queryAdmits(index.routes[Int(record.route)], number, rawValue)
      })
  }

  /// ``RouteIndex/Route/admits(group:of:raw:)`` for declared query parameter `number`.
  private static func queryAdmits(
    _ route: RouteIndex.Route, _ number: Int, _ raw: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    if !route.otherQueryChecks.isEmpty,
      let verdict = route.otherQueryChecks[number]?.admits(raw: raw)
    {
      return verdict
    }
    return route.query[number].type.admits(raw: raw)
  }

  /// The captures of a route the trie proposed (its one pattern matches): whole segments, and
  /// the rest of the path for the tail.
  private static func wholeSegmentCaptures(
    _ captureSegments: [Int], _ segments: PathSegments,
    _ captures: UnsafeMutableBufferPointer<Int>
  ) {
    for (group, segment) in captureSegments.enumerated() {
      if segment >= 0 {
        let range = segments[segment]
        captures[2 * group] = range.lowerBound
        captures[2 * group + 1] = range.upperBound
      } else {
        captures[2 * group] = segments[-1 - segment].lowerBound
        captures[2 * group + 1] = segments.bytes.count
      }
    }
  }

  /// The longest path on which a pattern of another form than whole segments is tried here.
  private static let generalMatchLimit = 1024

  /// Whether one of a route the fast path cannot judge has a pattern matching the path (then
  /// the full resolver must decide; otherwise the route simply does not take part).
  private static func anyPatternMatches(_ route: RouteIndex.Route, _ segments: PathSegments)
    -> Bool
  {
    var text: Substring?
    for offset in route.patterns.indices {
      if let pattern = route.segmentPatterns[offset] {
        let matched = withUnsafeTemporaryAllocation(
          of: Int.self, capacity: max(2, 2 * route.groupTypes[offset].count)
        ) { pattern.match(segments, ignoreCase: route.ignoreCase, captures: $0) }
        if matched { return true }
      } else {
        // On a long path the full resolver, which must match it anyway, decides alone: an
        // inline expression can cost a good part of the time budget on 64 KiB.
        if segments.bytes.count > generalMatchLimit { return true }
        if text == nil { text = Substring(String(utf8Bytes: segments.bytes)) }
        if route.patterns[offset].match(text!, ignoreCase: route.ignoreCase) != nil { return true }
      }
    }
    return false
  }

  /// Whether the query satisfies the route's declarations (``QueryBinding``'s verdict); the
  /// first occurrence of each declared parameter goes into `values`, from `firstSlot` on.
  private static func queryVerdict(
    _ route: RouteIndex.Route, _ layout: URLLayout, _ bytes: UnsafeBufferPointer<UInt8>,
    firstSlot: Int, values: inout ValueRanges
  ) -> QueryOutcome {
    let plusIsSpace = route.options.plusIsSpace
    let declarations = route.plainQuery
    return queryVerdict(
      declarations: declarations.count, plusIsSpace: plusIsSpace, layout, bytes,
      firstSlot: firstSlot, values: &values,
      isName: { number, rawName in rawName.hasSameBytes(as: declarations[number].name) },
      isRepeated: { declarations[$0].repeated }, isRequired: { declarations[$0].required },
      admits: { number, rawValue in
        plusIsSpace && rawValue.contains(UInt8(ascii: "+"))
          ? admits(route.query[number].type, rawValue, plusIsSpace: true)
          : declarations[number].check.admits(raw: rawValue)
            ?? queryAdmits(route, number, rawValue)
      })
  }

  /// What a plain query makes of a pattern's query declarations.
  private enum QueryOutcome {
    case accepted
    /// The first declaration (in order) that fails is required and not in the query.
    case missing(declaration: Int)
    /// The first declaration that fails has a value (where it lies in the URL) its type refuses.
    case refused(declaration: Int, value: Range<Int>)
    /// An escaped name leaves it to the general path.
    case undecided
  }

  /// ``QueryBinding``'s verdict over `count` declarations, each read through the closures,
  /// in the binding's order. The first occurrence of each declared parameter goes into
  /// `values`, from `firstSlot` on.
  @inline(__always)
  private static func queryVerdict(
    declarations count: Int, plusIsSpace: Bool, _ layout: URLLayout,
    _ bytes: UnsafeBufferPointer<UInt8>, firstSlot: Int, values: inout ValueRanges,
    isName: (Int, UnsafeBufferPointer<UInt8>) -> Bool, isRepeated: (Int) -> Bool,
    isRequired: (Int) -> Bool, admits: (Int, UnsafeBufferPointer<UInt8>) -> Bool
  ) -> QueryOutcome {
    for number in 0..<count {
      var found = false
      var refused: Range<Int>?
      if let query = layout.query {
        // An escaped name might decode to a declared one: the general path decides.
        let decided = URLLayout.forEachPlainQueryItem(bytes, in: query, plusIsSpace: plusIsSpace) {
          rawName, value in
          guard isName(number, rawName) else { return true }
          if !found { values[firstSlot + number] = value }
          found = true
          guard admits(number, UnsafeBufferPointer(rebasing: bytes[value])) else {
            refused = value
            return false
          }
          // A parameter that is not `repeated` takes its first occurrence.
          return isRepeated(number)
        }
        guard decided else { return .undecided }
      }
      if let refused { return .refused(declaration: number, value: refused) }
      if !found && isRequired(number) { return .missing(declaration: number) }
    }
    return .accepted
  }

  private static func admits(
    _ type: ParamType, _ raw: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool
  ) -> Bool {
    if plusIsSpace && raw.contains(UInt8(ascii: "+")) {
      return type.accept(
        PercentDecoding.decodeLossless(String(utf8Bytes: raw), plusIsSpace: true)) != nil
    }
    return type.admits(raw: raw)
  }
}
