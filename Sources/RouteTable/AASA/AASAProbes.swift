/// The link template (``LinkTemplate``) of one AASA rule, built from its own patterns, for the
/// cross-check's search for links a rule opens that no route resolves.
///
/// Each wildcard run and variable is a slot. Its probes are values taken from the route table,
/// so that a rule the app can route has a combination that resolves; a run's witnesses are the
/// other shapes of text it can take and routes tell apart. A `*` is never probed with the empty
/// string (a rule such as `/buy/*` is meant for `/buy/anything`), but it is a witness.
struct AASAProbes {
  let values: ProbeValues
  static let valuesPerSlot = 12

  typealias Piece = LinkTemplate.Piece

  /// The template of `rule`'s URLs on `host`.
  func template(for rule: AASARule, host: String) -> LinkTemplate {
    let encoded = rule.percentEncoded
    var path: [Piece] = [anyText(.path, encoded)]
    if let glob = rule.path, !rule.matchesEveryPath { path = pieces(glob, .path, encoded) }
    if case .text(let last)? = path.last, last.hasSuffix("/"), path.count > 1 || last.count > 1 {
      path[path.count - 1] = .text(String(last.dropLast()))
    }
    var pieces: [Piece] = [.text("https://" + host)]
    if case .text(let first)? = path.first, first.hasPrefix("/") {
      pieces += path
    } else {
      pieces += [.text("/")] + path
    }
    switch rule.query {
    case nil:
      break
    case .whole(let pattern):
      if !pattern.acceptsEmpty { pieces += [.text("?")] + self.pieces(pattern, .query, encoded) }
    case .items(let items):
      var separator = "?"
      for item in items where !item.pattern.acceptsEmpty {
        let name = encoded ? item.name : PercentEncoding.queryComponent(item.name)
        pieces += [.text(separator + name + "=")] + self.pieces(item.pattern, .query, encoded)
        separator = "&"
      }
    }
    if let fragment = rule.fragment, !fragment.acceptsEmpty {
      pieces += [.text("#")] + self.pieces(fragment, .fragment, encoded)
    } else if rule.fragment == nil {
      // What the rule does not say, a link may carry: the queries and fragments routes require.
      let tails =
        rule.query == nil
        ? values.tails
        : values.tails.compactMap { tail in tail.firstIndex(of: "#").map { String(tail[$0...]) } }
      if !tails.isEmpty { pieces.append(.slot(probes: [""] + tails, witnesses: [])) }
    }
    return LinkTemplate(pieces: pieces)
  }

  enum Part {
    case path
    case query
    case fragment
  }

  private func anyText(_ part: Part, _ encoded: Bool) -> Piece {
    run(minimum: 0, exact: false, part: part, encoded: encoded)
  }

  /// The pieces of one compiled pattern.
  private func pieces(_ glob: AASAGlob, _ part: Part, _ encoded: Bool) -> [Piece] {
    var pieces: [Piece] = []
    var literal = String.UnicodeScalarView()
    var run: (minimum: Int, unbounded: Bool)?
    func flushLiteral() {
      guard !literal.isEmpty else { return }
      pieces.append(.text(urlText(String(literal), part: part, encoded: encoded, literal: true)))
      literal = String.UnicodeScalarView()
    }
    func flushRun() {
      guard let current = run else { return }
      pieces.append(
        self.run(
          minimum: current.minimum, exact: !current.unbounded, part: part, encoded: encoded))
      run = nil
    }
    for token in glob.tokens {
      switch token {
      case .literal(let scalar):
        flushRun()
        literal.append(scalar)
      case .anyCharacter, .skippedCharacter:
        flushLiteral()
        run = ((run?.minimum ?? 0) + 1, run?.unbounded ?? false)
      case .anyText:
        flushLiteral()
        run = (run?.minimum ?? 0, true)
      case .variable(let name, let values):
        flushLiteral()
        flushRun()
        pieces.append(
          .slot(
            probes: variableChoices(name: name, values: values, part: part, encoded: encoded),
            witnesses: []))
      }
    }
    flushLiteral()
    flushRun()
    return pieces
  }

  /// The slot of a wildcard run of `minimum` characters (exactly, unless `exact` is false).
  private func run(minimum: Int, exact: Bool, part: Part, encoded: Bool) -> Piece {
    var probes = fills(minimum: minimum, exact: exact, part: part, encoded: encoded)
    if part == .path && !exact {
      probes += values.segmentRuns.filter {
        $0.unicodeScalars.count >= minimum && !probes.contains($0)
      }
    }
    var shapes: [String] = []
    if exact {
      // One character of the run is the `/` between two segments.
      if part == .path && minimum >= 3 {
        shapes.append("a/" + String(repeating: "a", count: minimum - 2))
      }
    } else {
      shapes = part == .path ? LinkTemplate.pathShapes(depth: values.depth) : [""]
      shapes.removeAll { $0.unicodeScalars.count < minimum }
    }
    let witnesses = shapes.map { urlText($0, part: part, encoded: encoded, literal: true) }
    return .slot(probes: probes, witnesses: witnesses.filter { !probes.contains($0) })
  }

  /// Fill values for a wildcard run of `minimum` characters (exactly, unless `exact` is false),
  /// as URL text, measured the way the rule reads the URL.
  private func fills(minimum: Int, exact: Bool, part: Part, encoded: Bool) -> [String] {
    let needed = max(minimum, 1)
    var choices: [String] = []
    for value in values.fills {
      let text = urlText(value, part: part, encoded: encoded, literal: false)
      let length = (encoded ? text : value).unicodeScalars.count
      if exact ? length == needed : length >= needed, !choices.contains(text) {
        choices.append(text)
      }
      if choices.count >= Self.valuesPerSlot { break }
    }
    for filler in ["1", "a"] where choices.count < Self.valuesPerSlot {
      let text = String(repeating: filler, count: needed)
      if !choices.contains(text) { choices.append(text) }
    }
    return choices
  }

  private func variableChoices(
    name: String, values: [[AASAGlob.Token]], part: Part, encoded: Bool
  ) -> [String] {
    let preferred = ["region": ["US", "GB"], "lang": ["en", "fr"]][name] ?? []
    var texts: [String] = []
    for value in values {
      var text = String.UnicodeScalarView()
      for token in value {
        switch token {
        case .literal(let scalar): text.append(scalar)
        case .anyCharacter, .skippedCharacter: text.append("a")
        case .anyText, .variable: break
        }
      }
      texts.append(String(text))
    }
    let ordered = preferred.filter(texts.contains) + texts.filter { !preferred.contains($0) }
    return ordered.prefix(6).map { urlText($0, part: part, encoded: encoded, literal: true) }
  }

  /// Text as it goes into the URL: a literal of an encoded-reading rule is already URL text;
  /// anything else is encoded for its part (a literal keeps its `/`, `&` and `=`).
  private func urlText(_ text: String, part: Part, encoded: Bool, literal: Bool) -> String {
    if literal && encoded { return text }
    switch part {
    case .path:
      guard literal else { return PercentEncoding.pathSegment(text) }
      return text.split(separator: "/", omittingEmptySubsequences: false)
        .map(PercentEncoding.pathSegment).joined(separator: "/")
    case .query:
      guard literal else { return PercentEncoding.queryComponent(text) }
      return PercentEncoding.fragment(text)
    case .fragment:
      return PercentEncoding.fragment(text)
    }
  }
}
