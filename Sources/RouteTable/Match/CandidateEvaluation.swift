/// Tries one route against a URL: path pattern, parameter types, query and fragment.
struct CandidateEvaluation {
  let url: LinkURL
  /// The path's segments as written: the trie walks them, and messages name them.
  let segments: PathSegments
  /// Whether the path is printable ASCII: read once for all the patterns tried on it.
  let pathIsPrintable: Bool
  /// What is left of the link's allowance (``MatchLimit``), when it is counted.
  let work: LinkAllowance

  /// `splitting`: how many leading segments are split at once (what the route trie reads).
  init(url: LinkURL, work: LinkAllowance, splitting limit: Int = 0) {
    let path = url.pathText
    self.url = url
    self.work = work
    segments = PathSegments(path, splitting: limit)
    pathIsPrintable = PathPattern.isPrintableASCII(path)
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
            segments.path, ignoreCase: ignoreCase, isPrintable: pathIsPrintable, work: work)
        else { continue }
        match = matched
      }
      var slots = InlineList<ValueSlot>()
      var decoded: [String] = []
      if let failure = bind(
        match, of: pattern, types: route.groupTypes[number], into: &slots, decoding: &decoded)
      {
        firstRejection =
          firstRejection
          ?? .rejected(code: failure.code, reason: failure.reason, rank: rank, pattern: pattern)
        continue
      }
      var rest: [NamedValue] = []
      let fragmentRank: PatternRank?
      switch bindFragment(to: route, into: &rest) {
      case .success(let rank): fragmentRank = rank
      case .failure(let failure):
        firstRejection =
          firstRejection
          ?? .rejected(code: failure.code, reason: failure.reason, rank: rank, pattern: pattern)
        continue
      }
      switch QueryBinding.bind(url, to: route, into: &rest, work: work) {
      case .success(let bound):
        return .matched(
          MatchedCandidate(
            route: route, pattern: pattern, rank: rank, fragmentRank: fragmentRank,
            match: match, slots: slots, decodedTexts: decoded, rest: rest, extraQuery: bound.extra,
            duplicateQuery: bound.duplicates, slash: slash))
      case .failure(let failure):
        firstRejection =
          firstRejection
          ?? .rejected(code: failure.code, reason: failure.reason, rank: rank, pattern: pattern)
      }
    }
    return firstRejection ?? .unmatched
  }

  /// Matches the fragment (as written, read from a `/`) against the route's `fragments`, best
  /// first, and types the groups of the one that matches into `params`; that pattern's rank,
  /// `nil` for a route without `fragments`.
  private func bindFragment(to route: CompiledRoute, into params: inout [NamedValue])
    -> Result<PatternRank?, BindingFailure>
  {
    guard route.hasFragmentPatterns else { return .success(nil) }
    let patterns = route.fragmentPatterns
    let written = url.writtenFragment ?? ""
    let text = written.hasPrefix("/") ? written[...] : ("/" + written)[...]
    var refusal: BindingFailure?
    for (number, (pattern, rank)) in patterns.enumerated() {
      guard work.charge(MatchLimit.route),
        let match = pattern.match(
          text, ignoreCase: !route.definition.options.caseSensitive, isPrintable: nil, work: work)
      else { continue }
      var slots = InlineList<ValueSlot>()
      var decoded: [String] = []
      let types = route.fragmentGroupTypes[number]
      if let failure = bind(
        match, of: pattern, types: types, into: &slots, decoding: &decoded, inPath: false)
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
    let listed = patterns.paths.map { "'#\($0.source)'" }.joined(separator: ", ")
    return .failure(
      refusal
        ?? BindingFailure(
          code: .noMatch,
          reason: url.writtenFragment == nil
            ? "no fragment; the route takes \(listed)"
            : "fragment '#\(written)' is none of \(listed)"))
  }

  /// Types each captured group on its bytes into `slots`; only a value that holds `%` is
  /// decoded, once, into `decoded`. The first value its type refuses is the reason the route
  /// fails. `inPath`: the groups are the path's, and a refusal names the segment.
  private func bind(
    _ match: PatternMatch, of pattern: PathPattern, types: [ParamType],
    into slots: inout InlineList<ValueSlot>, decoding decoded: inout [String],
    inPath: Bool = true
  ) -> BindingFailure? {
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
          continue
        }
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
      reason: Self.refusal(
        decoded: match.withGroup(index) {
          PercentDecoding.decodeLossless(bytes: $0, plusIsSpace: false)
        } ?? "",
        segment: inPath ? match.range(of: index).flatMap(segments.index(ofWhole:)) : nil,
        name: pattern.groupNames[index], type: types[index]))
  }

  /// The refusal of `decoded`, the value of the 0-based `segment` (or of parameter `name` when
  /// it is not one whole segment).
  static func refusal(decoded: String, segment: Int?, name: String, type: ParamType) -> String {
    let subject = segment.map { "segment \($0 + 1)" } ?? "parameter '\(name)'"
    let value = decoded.isEmpty ? "an empty value" : "'\(decoded)'"
    return "\(subject) \(value) is not \(type.expectation)"
  }

  /// How many leading segments of the path the route's best pattern accepts, measured within
  /// what is left of `budget` (``PatternProgress``).
  func progress(of route: CompiledRoute, budget: inout Int) -> Int {
    measure(route, budget: &budget)?.progress ?? 0
  }

  /// How far the route got on the path as written, and why it went no further: `'/flight/:id'
  /// does not match segment 2 'x'`.
  func unmatched(_ route: CompiledRoute) -> (progress: Int, reason: String) {
    var budget = Int.max
    guard let (pattern, progress) = measure(route, budget: &budget) else {
      return (0, "the route has no paths; it is reached only as a parent")
    }
    let source = pattern.source
    guard progress < segments.count else {
      let withSlash = TrailingSlashTolerance.added.path(url.pathText)
      if let withSlash, pattern.match(withSlash, ignoreCase: false) != nil {
        return (progress, "'\(source)' ends in '/' and the path does not")
      }
      return (progress, "'\(source)' needs more segments than the path's \(segments.count)")
    }
    return (
      progress,
      "'\(source)' does not match segment \(progress + 1) '\(segments[progress])'"
    )
  }

  /// The route's pattern that accepts the most leading segments (the first such), and how many.
  private func measure(_ route: CompiledRoute, budget: inout Int)
    -> (pattern: PathPattern, progress: Int)?
  {
    let ignoreCase = !route.definition.options.caseSensitive
    var best: (pattern: PathPattern, progress: Int)?
    for pattern in route.patterns.paths {
      let progress = pattern.progress(
        on: url.pathText, ignoreCase: ignoreCase, isPrintable: pathIsPrintable,
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

/// Why a captured or query value was refused.
struct BindingFailure: Error {
  var code: ResolveFailure.Code = .invalidParam
  let reason: String
}

extension ParamType {
  /// What a value must be, for messages: `an int`, `a uuid`, `a value of type 'seat'`, `a value
  /// matching '[0-9]+'`, `one of 'home', 'tabs'`. A table's own type names take no article: no
  /// rule picks "a" or "an" for `username` or `lines`.
  var expectation: String {
    switch self {
    case .int: return "an int"
    case .string, .double, .bool, .uuid: return "a " + displayName
    case .pattern(let type):
      return type.name.map { "a value of type '\($0)'" } ?? "a value matching '\(type.source)'"
    case .enumeration(let type):
      if let name = type.name { return "a value of type '\(name)'" }
      let listed = type.values.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
      return "one of " + listed + (type.values.count > 8 ? ", …" : "")
    }
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
  func path(_ path: Substring) -> Substring? {
    switch self {
    case .asWritten: path
    case .dropped:
      path.utf8.count > 1 && path.utf8.last == UInt8(ascii: "/") ? path.droppingLastByte : nil
    case .added: path.utf8.last == UInt8(ascii: "/") ? nil : (path + "/")[...]
    }
  }
}
