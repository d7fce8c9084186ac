extension AASADocument {
  /// Decides one URL as iOS does for the app `appID` with the file served from `domain`
  /// (aasa.md §1.4): the first rule of the app's entry that matches wins.
  ///
  /// `domain` is the associated domain (`example.com`, or `example.com:8443`); `nil` takes the
  /// URL's own host, as if every host served this file. Only `https` URLs are universal links
  /// here; whether iOS opens the app for `http` is not established (aasa.md §8.6).
  public func decide(
    _ input: String, appID: String, domain: String? = nil, explain: Bool = false
  ) -> Result<AASADecision, LinkDecisionError> {
    let link: AASALink
    do {
      link = try AASALink(input)
    } catch {
      return .failure(
        LinkDecisionError(code: .invalidURL, message: error.message, column: error.column))
    }
    return decide(link, appID: appID, domain: domain, explain: explain)
  }

  func decide(_ link: AASALink, appID: String, domain: String?, explain: Bool) -> Result<
    AASADecision, LinkDecisionError
  > {
    guard link.scheme == "https" else {
      let reason =
        link.scheme == "http"
        ? "'http' links are not counted as universal links (uncertain on iOS)"
        : "'\(link.scheme)' links are not universal links; only https is"
      return .success(AASADecision(outcome: .noMatch, reason: reason))
    }
    if let domain {
      let (host, port) = Self.splitDomain(domain)
      // `*.example.com`, as an entitlement lists it: the file at example.com serves every
      // subdomain, not example.com itself.
      let covered =
        host.hasPrefix("*.")
        ? HostPattern(domain: String(host.dropFirst(2)), isWildcard: true).matches(link.host ?? "")
        : link.host == host
      guard covered, link.port == port else {
        let shown = (link.host ?? "") + (link.port.map { ":\($0)" } ?? "")
        return .success(
          AASADecision(
            outcome: .noMatch,
            reason: host.hasPrefix("*.")
              ? "host '\(shown)' is not a subdomain of '\(host.dropFirst(2))'"
              : "host '\(shown)' is not the domain '\(domain.lowercased())'"))
      }
    }
    guard hasApplinks else {
      return .success(AASADecision(outcome: .noMatch, reason: "the file has no 'applinks'"))
    }
    guard let entry = entry(for: appID) else {
      return .success(
        AASADecision(outcome: .noMatch, reason: "no applinks entry lists '\(appID)'"))
    }
    var trials: [AASARuleTrial] = []
    let parts = AASALinkParts(link)
    return LinkAllowance.counting { work in
      for rule in entry.rules {
        let reference = AASARuleReference(entry: entry.index, rule: rule)
        guard let (outcome, reason) = Self.evaluate(rule, parts, explain: explain, work: work)
        else {
          return .failure(.matchLimit(steps: MatchLimit.units, rule: rule.index))
        }
        if explain {
          trials.append(AASARuleTrial(rule: reference, outcome: outcome, reason: reason))
        }
        if outcome != .noMatch {
          return .success(AASADecision(outcome: outcome, rule: reference, trials: trials))
        }
      }
      return .success(AASADecision(outcome: .noMatch, trials: trials))
    }
  }

  /// A host on `domain` for sample links: the domain itself, or for `*.example.com` its
  /// `app.` subdomain, as for a wildcard in `hosts`.
  static func sampleHost(onDomain domain: String) -> String {
    let lowered = domain.lowercased()
    return lowered.hasPrefix("*.") ? "app." + lowered.dropFirst(2) : lowered
  }

  /// `example.com:8443` → (`example.com`, 8443); the https default port counts as none.
  static func splitDomain(_ domain: String) -> (host: String, port: Int?) {
    let lowered = domain.lowercased()
    guard let colon = lowered.lastIndex(of: ":"),
      let port = Int(lowered[lowered.index(after: colon)...])
    else { return (lowered, nil) }
    return (String(lowered[..<colon]), port == 443 ? nil : port)
  }

  /// One rule against one URL: `match`/`exclude` when every part it constrains matches, else
  /// `no_match` with the first part that did not (said only when `explain`); `nil` once `work`
  /// is spent.
  static func evaluate(
    _ rule: AASARule, _ link: AASALinkParts, explain: Bool, work: LinkAllowance
  ) -> (AASAOutcome, String?)? {
    let caseSensitive = rule.caseSensitive
    let encoded = rule.percentEncoded
    /// Whether `pattern` takes the whole of `text`; `nil` once `work` is spent.
    func matches(_ pattern: AASAGlob, _ text: [Unicode.Scalar]) -> Bool? {
      pattern.matches(text, caseSensitive: caseSensitive, work: work)
    }
    func miss(_ reason: @autoclosure () -> String) -> (AASAOutcome, String?) {
      (.noMatch, explain ? reason() : nil)
    }
    /// A part of the link as a reason quotes it: cut short, so that explaining ten thousand
    /// rules on a 64 KiB link does not copy the link ten thousand times.
    func quoted(_ text: [Unicode.Scalar]) -> String {
      SafeText.quoted(String(Array(text.prefix(SafeText.maximumLength + 1))))
    }
    if let path = rule.path, !rule.matchesEveryPath {
      if let problem = path.problem { return miss(problem.message) }
      let text = link.path(encoded: encoded)
      guard let matched = matches(path, text) else { return nil }
      if !matched {
        return miss("path '\(quoted(text))' does not match '/' pattern '\(path.source)'")
      }
    }
    switch rule.query {
    case nil:
      break
    case .whole(let pattern):
      if let problem = pattern.problem { return miss(problem.message) }
      let text = link.query(encoded: encoded)
      guard let matched = matches(pattern, text) else { return nil }
      if !matched {
        return miss("query '\(quoted(text))' does not match '?' pattern '\(pattern.source)'")
      }
    case .items(let patterns):
      let items = link.queryItems(encoded: encoded)
      for item in patterns {
        if let problem = item.pattern.problem { return miss(problem.message) }
        var found = false
        for (name, value) in items where name == item.name {
          found = true
          guard let matched = matches(item.pattern, value) else { return nil }
          if !matched {
            return miss(
              "query item '\(item.name)' value '\(quoted(value))' does not match "
                + "'\(item.pattern.source)'")
          }
        }
        if !found {
          guard let matched = matches(item.pattern, []) else { return nil }
          if !matched {
            return miss(
              "query item '\(item.name)' is absent, and its pattern '\(item.pattern.source)' "
                + "does not match ''")
          }
        }
      }
    }
    if let fragment = rule.fragment {
      if let problem = fragment.problem { return miss(problem.message) }
      let text = link.fragment(encoded: encoded)
      guard let matched = matches(fragment, text) else { return nil }
      if !matched {
        return miss("fragment '\(quoted(text))' does not match '#' pattern '\(fragment.source)'")
      }
    }
    return (rule.exclude ? .exclude : .match, nil)
  }
}

/// The parts of one link as the rules read them, each worked out once for all the rules of a
/// file (a 64 KiB link and ten thousand rules read the link once).
final class AASALinkParts {
  private let link: AASALink
  private var paths: [Bool: [Unicode.Scalar]] = [:]
  private var queries: [Bool: [Unicode.Scalar]] = [:]
  private var items: [Bool: [(name: String, value: [Unicode.Scalar])]] = [:]
  private var fragments: [Bool: [Unicode.Scalar]] = [:]

  init(_ link: AASALink) { self.link = link }

  /// The normalised path, as written (`encoded`) or decoded once.
  func path(encoded: Bool) -> [Unicode.Scalar] {
    Self.remembered(&paths, encoded) {
      AASAPathNormalization.normalize(
        Array((encoded ? link.encodedPath : link.decodedPath).unicodeScalars))
    }
  }

  func query(encoded: Bool) -> [Unicode.Scalar] {
    Self.remembered(&queries, encoded) { text(link.encodedQuery ?? "", encoded: encoded) }
  }

  func queryItems(encoded: Bool) -> [(name: String, value: [Unicode.Scalar])] {
    Self.remembered(&items, encoded) {
      link.queryItems(decoded: !encoded).map { ($0.name, Array($0.value.unicodeScalars)) }
    }
  }

  func fragment(encoded: Bool) -> [Unicode.Scalar] {
    Self.remembered(&fragments, encoded) { text(link.encodedFragment ?? "", encoded: encoded) }
  }

  private func text(_ raw: String, encoded: Bool) -> [Unicode.Scalar] {
    Array((encoded ? raw : PercentDecoding.decodeLossless(raw)).unicodeScalars)
  }

  private static func remembered<Part>(
    _ known: inout [Bool: Part], _ encoded: Bool, _ make: () -> Part
  ) -> Part {
    if let part = known[encoded] { return part }
    let part = make()
    known[encoded] = part
    return part
  }
}

extension String {
  /// The text of `scalars`.
  init(_ scalars: [Unicode.Scalar]) {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    self.init(view)
  }
}
