/// Concrete URLs that one AASA rule opens, built from its own patterns: each wildcard run and
/// variable filled with values taken from the route table, so that a rule the app can route has
/// at least one probe that resolves.
///
/// A `*` is never filled with the empty string: a rule such as `/buy/*` claims `/buy/anything`,
/// and if only `/buy` routes, the rule claims more than the app handles.
struct AASAProbes {
  /// Fill values, decoded, in the order they are tried.
  let values: [String]
  /// At most this many URLs per rule and host.
  static let limit = 400
  static let valuesPerSlot = 12

  /// A part of a probe: fixed URL text, or a choice among URL texts.
  enum Piece: Hashable {
    case text(String)
    case slot([String])
  }

  /// The probe URLs of `rule` on `host`, most neutral first.
  func urls(for rule: AASARule, host: String) -> [String] {
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
    }
    return Self.expand(pieces)
  }

  enum Part {
    case path
    case query
    case fragment
  }

  /// Every combination of the slots' choices, the first choices first, up to ``limit``.
  static func expand(_ pieces: [Piece]) -> [String] {
    var results = [""]
    for piece in pieces {
      switch piece {
      case .text(let text):
        results = results.map { $0 + text }
      case .slot(let choices):
        var next: [String] = []
        for prefix in results {
          for choice in choices {
            next.append(prefix + choice)
            if next.count >= limit { break }
          }
          if next.count >= limit { break }
        }
        results = next
      }
    }
    return results
  }

  private func anyText(_ part: Part, _ encoded: Bool) -> Piece {
    .slot(fills(minimum: 1, exact: false, part: part, encoded: encoded))
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
        .slot(
          fills(minimum: current.minimum, exact: !current.unbounded, part: part, encoded: encoded)))
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
          .slot(variableChoices(name: name, values: values, part: part, encoded: encoded)))
      }
    }
    flushLiteral()
    flushRun()
    return pieces
  }

  /// Fill values for a wildcard run of `minimum` characters (exactly, unless `exact` is false),
  /// as URL text, measured the way the rule reads the URL.
  private func fills(minimum: Int, exact: Bool, part: Part, encoded: Bool) -> [String] {
    let needed = max(minimum, 1)
    var choices: [String] = []
    for value in values {
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
