extension AASADocument {
  /// Decides one URL as iOS does for the app `appID` with the file served from `domain`
  /// (aasa.md §1.4): the first rule of the app's entry that matches wins.
  ///
  /// `domain` is the associated domain (`example.com`, or `example.com:8443`); `nil` takes the
  /// URL's own host, as if every host served this file. Only `https` URLs are universal links
  /// here; whether iOS opens the app for `http` is not established (aasa.md §8.6).
  public func decide(
    _ input: String, appID: String, domain: String? = nil, explain: Bool = false
  ) -> Result<AASADecision, URLReadError> {
    let link: AASALink
    do {
      link = try AASALink(input)
    } catch {
      return .failure(error)
    }
    return .success(decide(link, appID: appID, domain: domain, explain: explain))
  }

  func decide(_ link: AASALink, appID: String, domain: String?, explain: Bool) -> AASADecision {
    guard link.scheme == "https" else {
      let reason =
        link.scheme == "http"
        ? "'http' links are not counted as universal links (uncertain on iOS)"
        : "'\(link.scheme)' links are not universal links; only https is"
      return AASADecision(outcome: .noMatch, reason: reason)
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
        return AASADecision(
          outcome: .noMatch,
          reason: host.hasPrefix("*.")
            ? "host '\(shown)' is not a subdomain of '\(host.dropFirst(2))'"
            : "host '\(shown)' is not the domain '\(domain.lowercased())'")
      }
    }
    guard hasApplinks else {
      return AASADecision(outcome: .noMatch, reason: "the file has no 'applinks'")
    }
    guard let entry = entry(for: appID) else {
      return AASADecision(outcome: .noMatch, reason: "no applinks entry lists '\(appID)'")
    }
    var trials: [AASARuleTrial] = []
    for rule in entry.rules {
      let reference = AASARuleReference(entry: entry.index, rule: rule)
      let (outcome, reason) = Self.evaluate(rule, link)
      if explain { trials.append(AASARuleTrial(rule: reference, outcome: outcome, reason: reason)) }
      if outcome != .noMatch {
        return AASADecision(outcome: outcome, rule: reference, trials: trials)
      }
    }
    return AASADecision(outcome: .noMatch, trials: trials)
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
  /// `no_match` with the first part that did not.
  static func evaluate(_ rule: AASARule, _ link: AASALink) -> (AASAOutcome, String?) {
    let caseSensitive = rule.caseSensitive
    let encoded = rule.percentEncoded
    if let path = rule.path, !rule.matchesEveryPath {
      if let problem = path.problem { return (.noMatch, problem.message) }
      let text = AASAPathNormalization.normalize(encoded ? link.encodedPath : link.decodedPath)
      if !path.matches(text, caseSensitive: caseSensitive) {
        return (.noMatch, "path '\(text)' does not match '/' pattern '\(path.source)'")
      }
    }
    switch rule.query {
    case nil:
      break
    case .whole(let pattern):
      if let problem = pattern.problem { return (.noMatch, problem.message) }
      let query = link.encodedQuery ?? ""
      let text = encoded ? query : PercentDecoding.decodeLossless(query)
      if !pattern.matches(text, caseSensitive: caseSensitive) {
        return (.noMatch, "query '\(text)' does not match '?' pattern '\(pattern.source)'")
      }
    case .items(let patterns):
      let items = link.queryItems(decoded: !encoded)
      for item in patterns {
        if let problem = item.pattern.problem { return (.noMatch, problem.message) }
        let values = items.filter { $0.name == item.name }.map(\.value)
        if values.isEmpty {
          if !item.pattern.matches("", caseSensitive: caseSensitive) {
            return (
              .noMatch,
              "query item '\(item.name)' is absent, and its pattern '\(item.pattern.source)' "
                + "does not match ''"
            )
          }
        } else if let value = values.first(where: {
          !item.pattern.matches($0, caseSensitive: caseSensitive)
        }) {
          return (
            .noMatch,
            "query item '\(item.name)' value '\(value)' does not match '\(item.pattern.source)'"
          )
        }
      }
    }
    if let fragment = rule.fragment {
      if let problem = fragment.problem { return (.noMatch, problem.message) }
      let raw = link.encodedFragment ?? ""
      let text = encoded ? raw : PercentDecoding.decodeLossless(raw)
      if !fragment.matches(text, caseSensitive: caseSensitive) {
        return (.noMatch, "fragment '\(text)' does not match '#' pattern '\(fragment.source)'")
      }
    }
    return (rule.exclude ? .exclude : .match, nil)
  }
}
