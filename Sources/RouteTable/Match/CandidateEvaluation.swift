/// Tries one route against a URL: path pattern, parameter types, query and fragment.
struct CandidateEvaluation {
  let url: LinkURL
  /// The path's segments as written: the trie walks them, and messages name them.
  let segments: PathSegments
  /// What is left of the link's allowance (``MatchLimit``), when it is counted.
  let work: LinkAllowance

  /// `splitting`: how many leading segments are split at once (what the route trie reads).
  init(url: consuming LinkURL, work: LinkAllowance, splitting limit: Int = 0) {
    let path = url.pathText
    self.url = url
    self.work = work
    segments = PathSegments(path, splitting: limit)
    assert(PathPattern.isPrintableASCII(path), "the reader writes a path in printable ASCII")
  }

  /// Evaluates route `number` on the path of `segments`: as written, or (for a route that
  /// ignores trailing slashes) with its final `/` dropped or one added. The `walk` of those
  /// segments has decided the route's whole-segment patterns; the others match themselves.
  func evaluate(
    _ route: CompiledRoute, number routeNumber: Int32, on segments: PathSegments,
    decidedBy walk: TrieVisit, slash: TrailingSlashTolerance
  ) -> CandidateOutcome {
    #if DEBUG
      Self.evaluations?.count += 1
    #endif
    // The options' fields one by one, the patterns by index: a copy of the options, or of a
    // pattern and its rank for each step, retained what each holds.
    guard slash == .asWritten || route.definition.options.trailingSlash == .ignore else {
      return .unmatched
    }
    let ignoreCase = !route.definition.options.caseSensitive
    var hostRank = HostPattern.Kind.exactRank
    var hostBinding: Result<NamedValue, BindingFailure>?
    if route.matchesHostPatterns, url.schemeKind != .listed, let host = url.hostText,
      let pattern = route.hosts.mostSpecific(matching: host)
    {
      hostRank = pattern.rank
      if let name = pattern.parameter { hostBinding = bindHost(name, of: pattern, route: route) }
    }
    var firstRejection: CandidateOutcome?
    for number in route.patterns.indices {
      let (pattern, rank) = (route.patterns.paths[number], route.patterns.ranks[number])
      guard work.charge(MatchLimit.route) else { continue }
      let match: PatternMatch
      switch walk.decision(
        PatternKey(route: routeNumber, pattern: Int32(number)),
        captures: route.segmentCaptures[number], on: segments)
      {
      case .matched(let decided): match = decided
      case .unmatched: continue
      case .undecided:
        guard
          let matched = pattern.match(
            segments.path, ignoreCase: ignoreCase, isPrintable: true, work: work)
        else { continue }
        match = matched
      }
      if case .failure(let failure) = hostBinding {
        firstRejection = firstRejection ?? .rejected(failure, rank: rank, pattern: pattern)
        continue
      }
      var slots = InlineList<ValueSlot>()
      var bound = BoundValues()
      var pathValuesMayWarn = false
      if let failure = bind(
        match, of: pattern, types: route.groupTypes[number], into: &slots,
        decoding: &bound.decodedTexts, mayWarn: &pathValuesMayWarn)
      {
        firstRejection =
          firstRejection
          ?? .rejected(failure, rank: rank, pattern: pattern)
        continue
      }
      var fragmentRank: PatternRank?
      // Asked here: the call alone, for a route without them, cost what binding a value does.
      if route.hasFragmentPatterns {
        switch bindFragment(to: route, into: &bound.rest) {
        case .success(let rank): fragmentRank = rank
        case .failure(let failure):
          firstRejection =
            firstRejection
            ?? .rejected(failure, rank: rank, pattern: pattern)
          continue
        }
      }
      switch QueryBinding.bind(url, to: route, into: &bound, work: work) {
      case .success(let query):
        return .matched(
          MatchedCandidate(
            route: route, pattern: pattern, rank: rank, hostRank: hostRank,
            hostValue: try? hostBinding?.get(), fragmentRank: fragmentRank,
            match: match, slots: slots, pathValuesMayWarn: pathValuesMayWarn, bound: bound,
            extraQuery: query.extra, duplicateQuery: query.duplicates, slash: slash))
      case .failure(let failure):
        firstRejection =
          firstRejection
          ?? .rejected(failure, rank: rank, pattern: pattern)
      }
    }
    return firstRejection ?? .unmatched
  }

  /// The value of host parameter `name`, the leftmost label of the link's host, which `pattern`
  /// of `route` matched; or why its type refuses it.
  private func bindHost(_ name: String, of pattern: HostPattern, route: CompiledRoute)
    -> Result<NamedValue, BindingFailure>
  {
    let label = String(pattern.label(of: url.host ?? ""))
    let type = route.hostParameters.first { $0.name == name }!.type
    guard let value = type.accept(label, work: work) else {
      return .failure(
        BindingFailure(.value(decoded: label, segment: nil, name: name, type: type.paramType)))
    }
    return .success(NamedValue(name: name, value: value))
  }

  /// Matches the fragment (as written, read from a `/`) against the `fragments` of `route`
  /// (which has some), best first, and types the groups of the one that matches into `params`;
  /// that pattern's rank.
  private func bindFragment(to route: CompiledRoute, into params: inout [NamedValue])
    -> Result<PatternRank, BindingFailure>
  {
    let patterns = route.fragmentPatterns
    let written = url.writtenFragment ?? ""
    let text = LinkText(written.hasPrefix("/") ? written : "/" + written)
    var refusal: BindingFailure?
    for (number, (pattern, rank)) in patterns.enumerated() {
      guard work.charge(MatchLimit.route),
        let match = pattern.match(
          text, ignoreCase: !route.definition.options.caseSensitive, isPrintable: nil, work: work)
      else { continue }
      var slots = InlineList<ValueSlot>()
      var decoded: [String] = []
      var mayWarn = false
      let types = route.fragmentGroupTypes[number]
      if let failure = bind(
        match, of: pattern, types: types, into: &slots, decoding: &decoded, mayWarn: &mayWarn,
        inPath: false)
      {
        refusal = refusal ?? failure
        continue
      }
      for index in slots.indices {
        guard let accepted = slots[index].accepted,
          let text = slots[index].decoded >= 0
            ? decoded[Int(slots[index].decoded)] : match.groupText(index)
        else { continue }
        params.append(
          NamedValue(name: pattern.groupNames[index], value: accepted.value(text: text)))
      }
      return .success(rank)
    }
    return .failure(
      refusal
        ?? BindingFailure(
          .fragmentPatterns(written: url.writtenFragment, patterns: patterns.paths)))
  }

  /// Types each captured group on its bytes into `slots`; only a value that holds `%` is
  /// decoded, once, into `decoded`. The first value its type refuses is the reason the route
  /// fails. `inPath`: the groups are the path's, and a refusal names the segment. `mayWarn` is
  /// set when a value's raw bytes leave a value warning possible
  /// (``RawValueShape/textMayWarn(_:)``).
  private func bind(
    _ match: PatternMatch, of pattern: PathPattern, types: [TypeCheck],
    into slots: inout InlineList<ValueSlot>, decoding decoded: inout [String],
    mayWarn: inout Bool, inPath: Bool = true
  ) -> BindingFailure? {
    // The allowance alone: a closure that read it through `self` would copy the evaluation.
    let work = work
    let refused = match.withBytes { text -> Int? in
      for index in types.indices {
        guard let range = match.range(of: index) else {
          slots.append(ValueSlot(accepted: nil, decoded: -1))
          continue
        }
        let raw = UnsafeBufferPointer(rebasing: text[range])
        guard raw.contains(UInt8(ascii: "%")) else {
          guard let accepted = types[index].check(raw, work: work) else { return index }
          slots.append(ValueSlot(accepted: accepted, decoded: -1))
          if !mayWarn && accepted.isText && RawValueShape.textMayWarn(raw) { mayWarn = true }
          continue
        }
        mayWarn = true
        var text = PercentDecoding.decodeLossless(bytes: raw, plusIsSpace: false)
        guard let accepted = text.withUTF8({ types[index].check($0, work: work) }) else {
          return index
        }
        slots.append(ValueSlot(accepted: accepted, decoded: Int32(decoded.count)))
        decoded.append(text)
      }
      return nil
    }
    guard let index = refused else { return nil }
    return BindingFailure(
      .value(
        decoded: match.withGroup(index) {
          PercentDecoding.decodeLossless(bytes: $0, plusIsSpace: false)
        } ?? "",
        segment: inPath ? match.range(of: index).flatMap(segments.index(ofWhole:)) : nil,
        name: pattern.groupNames[index], type: types[index].paramType))
  }

  /// How many leading segments of the path the route's best pattern accepts, measured within
  /// what is left of `budget` (``PatternProgress``).
  func progress(of route: CompiledRoute, budget: inout Int) -> Int {
    measure(route, budget: &budget)?.progress ?? 0
  }

  /// How far the route got on the path as written, and why it went no further.
  func unmatched(_ route: CompiledRoute) -> (progress: Int, shortfall: Shortfall) {
    var budget = Int.max
    guard let (pattern, progress) = measure(route, budget: &budget) else {
      return (0, .noPaths)
    }
    guard progress < segments.count else {
      let withSlash = TrailingSlashTolerance.added.path(url.pathText)
      if let withSlash,
        pattern.match(withSlash, ignoreCase: false, isPrintable: nil, work: .uncounted) != nil
      {
        return (progress, .endsInSlash(pattern: pattern))
      }
      return (progress, .needsSegments(pattern: pattern, given: segments.count))
    }
    return (progress, .segment(pattern: pattern, number: progress + 1, text: segments[progress]))
  }

  /// The route's pattern that accepts the most leading segments (the first such), and how many.
  private func measure(_ route: CompiledRoute, budget: inout Int)
    -> (pattern: PathPattern, progress: Int)?
  {
    let ignoreCase = !route.definition.options.caseSensitive
    var best: (pattern: PathPattern, progress: Int)?
    for pattern in route.patterns.paths {
      let progress = pattern.progress(
        on: url.pathText, ignoreCase: ignoreCase, isPrintable: true,
        budget: &budget)
      if progress > best?.progress ?? -1 { best = (pattern, progress) }
    }
    return best
  }
}

#if DEBUG
  extension CandidateEvaluation {
    /// Counts the routes evaluated while it is set, in debug builds: a test reads every
    /// property of a result and checks that nothing was decided again.
    @TaskLocal static var evaluations: EvaluationCount?

    final class EvaluationCount: @unchecked Sendable {
      var count = 0
    }
  }
#endif

/// Why a route's best pattern went no further along a path, as found (``reason`` says it:
/// `'/flight/:id' does not match segment 2 'x'`).
enum Shortfall: Sendable {
  case noPaths
  case endsInSlash(pattern: PathPattern)
  /// The pattern needs more segments than the path's `given`.
  case needsSegments(pattern: PathPattern, given: Int)
  /// The pattern does not match 1-based segment `number`, whose text is `text`.
  case segment(pattern: PathPattern, number: Int, text: LinkText)

  var reason: String {
    let message: MessageText
    switch self {
    case .noPaths: return "the route has no paths; it is reached only as a parent"
    case .endsInSlash(let pattern):
      message = "\(quoted: pattern.source) ends in '/' and the path does not"
    case .needsSegments(let pattern, let given):
      message = "\(quoted: pattern.source) needs more segments than the path's \(given)"
    case .segment(let pattern, let number, let text):
      message = "\(quoted: pattern.source) does not match segment \(number) \(quoted: text)"
    }
    return message.text
  }
}

/// How a path's final `/` is read when nothing matches it as written (`trailingSlash: "ignore"`).
enum TrailingSlashTolerance: Sendable {
  case asWritten
  /// `/a/` read as `/a`.
  case dropped
  /// `/a` read as `/a/`.
  case added

  /// The path read so; `nil` when this tolerance does not apply to it.
  func path(_ path: LinkText) -> LinkText? {
    let endsInSlash = path.lastByte == UInt8(ascii: "/")
    switch self {
    case .asWritten: return path
    case .dropped: return path.count > 1 && endsInSlash ? path.droppingLastByte : nil
    case .added: return endsInSlash ? nil : path.appending(UInt8(ascii: "/"))
    }
  }
}
