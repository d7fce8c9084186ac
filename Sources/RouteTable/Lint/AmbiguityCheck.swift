/// Two routes that match the same URL with equal rank: declaration order would decide between them,
/// and README "Which route wins" says it never does. Patterns of equal rank have the same
/// structure, so the check looks for one value per parameter position that both sides' types
/// accept. Patterns made of whole segments are compared only with those that have the same literal
/// segments, which alone can reach the same node of the route trie: a large table costs each
/// pattern its neighbours, not the whole table.
struct AmbiguityCheck {
  let table: RouteTable

  func findings() -> [Diagnostic] {
    var groups: [Neighbours: [(route: CompiledRoute, index: Int, pattern: PathPattern)]] = [:]
    for route in table.routes {
      let typed = route.typedParameters
      for (index, pattern) in route.definition.paths.enumerated() {
        let key = Neighbours(rank: pattern.rank(typedParameters: typed), pattern: pattern)
        groups[key, default: []].append((route, index, pattern))
      }
    }
    var findings: [Diagnostic] = []
    for group in groups.values where group.count > 1 {
      for (i, first) in group.enumerated() {
        for second in group[(i + 1)...]
        where first.route.definition.name != second.route.definition.name {
          // Groups fill in declaration order, so `first` is the earlier route: the finding is
          // reported on the pattern written later, pointing back at the earlier one.
          if let finding = compare(first, second) { findings.append(finding) }
        }
      }
    }
    return findings
  }

  private func compare(
    _ earlier: (route: CompiledRoute, index: Int, pattern: PathPattern),
    _ later: (route: CompiledRoute, index: Int, pattern: PathPattern)
  ) -> Diagnostic? {
    let samples = SampleURL(table: table)
    let origins = Set(earlier.route.sampleOrigins).intersection(
      later.route.sampleOrigins)
    guard let origin = later.route.sampleOrigins.first(where: origins.contains) else {
      return nil
    }
    var values: [String: String] = [:]
    var undecided: (String, String)?
    for (left, right) in zip(earlier.pattern.parts, later.pattern.parts) where left.isParameter {
      let leftType = earlier.route.definition.type(of: left.name)
      let rightType = later.route.definition.type(of: right.name)
      let shared =
        (SampleURL.candidateValues(for: leftType) + SampleURL.candidateValues(for: rightType))
        .first { leftType.accept($0) != nil && rightType.accept($0) != nil }
      if let shared {
        values[left.name] = shared
      } else if case .pattern = leftType, case .pattern = rightType, leftType != rightType {
        undecided = (leftType.quotedName, rightType.quotedName)
      } else {
        return nil
      }
    }
    let names = "'\(earlier.route.definition.name)' and '\(later.route.definition.name)'"
    if let (leftType, rightType) = undecided {
      return later.route.definition.finding(
        at: later.index, .warning, LintCode.possiblyAmbiguous,
        "routes \(names) have patterns of equal rank whose types \(leftType) and \(rightType) may accept the same value",
        help:
          "make sure the two regular expressions cannot match the same text, or make one pattern more specific"
      )
    }
    guard let path = earlier.pattern.path(filling: values) else { return nil }
    let url = samples.url(path: path, on: origin, route: later.route.definition)
    let both = [earlier.route.definition.name, later.route.definition.name]
    guard let matches = table.matches(of: both, on: url), matches.count == 2 else { return nil }
    return later.route.definition.finding(
      at: later.index, .error, LintCode.ambiguousRoutes,
      "routes \(names) both match '\(url)' with equal rank",
      help:
        "make one pattern more specific (a literal or a type), or give the parameters types that cannot accept the same value"
    )
  }
}

/// Patterns that may match the same path: the same rank, and for whole segments the same
/// literal segments (lowercased, as a pattern that ignores case reads them).
private struct Neighbours: Hashable {
  let rank: PatternRank
  let literals: [String?]?

  init(rank: PatternRank, pattern: PathPattern) {
    self.rank = rank
    let form = SegmentForm(pattern.parts)
    literals =
      form.end == .other
      ? nil
      : form.segments.map {
        if case .literal(let text) = $0 { text.lowercasedASCII } else { nil }
      }
  }
}

extension ParamType {
  /// `'seat'` for a named type, `pattern '[0-9]+'` for an inline one.
  var quotedName: String {
    switch self {
    case .pattern(let type) where type.name == nil: displayName
    case .enumeration(let type) where type.name == nil: displayName
    case .string, .int, .double, .bool, .flag, .uuid, .pattern, .enumeration: "'\(displayName)'"
    }
  }
}
