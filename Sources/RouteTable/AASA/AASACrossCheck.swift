/// An AASA file checked against the app's route table in both directions (aasa.md §3): links the
/// file opens in the app that no route handles (the app shows its start screen), and links a
/// route handles that the file sends to the browser.
public struct AASACrossCheck: Hashable, Sendable {
  /// The https hosts checked.
  public var hosts: [String]
  /// Include rules whose every probe URL the app cannot route, in rule order.
  public var unroutableClaims: [AASAUnroutableClaim]
  /// Routes with sample URLs that do not open the app, in route order.
  public var unclaimedRoutes: [AASAUnclaimedRoute]

  /// Whether neither list has an entry.
  public var isClean: Bool { unroutableClaims.isEmpty && unclaimedRoutes.isEmpty }

  /// Checks `document` as served on `domain` (or, when `nil`, on every host of the table) for
  /// the app `appID`.
  public init(document: AASADocument, table: RouteTable, appID: String, domain: String? = nil) {
    let samples = AASARouteSamples(table: table)
    hosts = samples.hosts(domain: domain)
    unroutableClaims = []
    unclaimedRoutes = []
    if let entry = document.entry(for: appID) {
      let probes = AASAProbes(values: samples.fillValues)
      for rule in entry.rules where !rule.exclude {
        let failures = hosts.compactMap { host in
          Self.unroutableProbe(
            rule, entry: entry, host: host, document: document, table: table, appID: appID,
            probes: probes)
        }
        if !failures.isEmpty {
          unroutableClaims.append(
            AASAUnroutableClaim(
              rule: AASARuleReference(entry: entry.index, rule: rule), probes: failures))
        }
      }
    }
    for route in table.config.routes where !route.paths.isEmpty {
      var unclaimed: [AASAUnclaimedSample] = []
      for host in hosts {
        for url in samples.samples(of: route, host: host) {
          guard case .success(let decision) = document.decide(url, appID: appID, domain: host),
            !decision.opensApp
          else { continue }
          unclaimed.append(AASAUnclaimedSample(url: url, decision: decision))
        }
      }
      if !unclaimed.isEmpty {
        unclaimedRoutes.append(
          AASAUnclaimedRoute(route: route.name, location: route.location, samples: unclaimed))
      }
    }
  }

  /// The first probe `rule` opens on `host` that does not resolve, unless one it opens resolves
  /// (or it opens none of its probes: then another rule decides them, which the lints cover).
  private static func unroutableProbe(
    _ rule: AASARule, entry: AASAEntry, host: String, document: AASADocument, table: RouteTable,
    appID: String, probes: AASAProbes
  ) -> AASAUnroutableProbe? {
    var firstFailure: AASAUnroutableProbe?
    for url in probes.urls(for: rule, host: host) {
      guard case .success(let decision) = document.decide(url, appID: appID, domain: host),
        decision.outcome == .match, decision.rule?.rule == rule.index,
        decision.rule?.entry == entry.index
      else { continue }
      switch table.resolve(url) {
      case .success: return nil
      case .failure(let failure):
        if firstFailure == nil { firstFailure = AASAUnroutableProbe(url: url, failure: failure) }
      }
    }
    return firstFailure
  }
}

/// An include rule that opens links in the app which no route resolves.
public struct AASAUnroutableClaim: Hashable, Sendable {
  public var rule: AASARuleReference
  /// One probe per host where the rule claims only unroutable links.
  public var probes: [AASAUnroutableProbe]

  public init(rule: AASARuleReference, probes: [AASAUnroutableProbe]) {
    self.rule = rule
    self.probes = probes
  }

  /// The finding, pointing at the rule in the AASA file.
  public var diagnostic: Diagnostic {
    let first = probes[0]
    let others = probes.dropFirst().map { "'\($0.url)'" }
    return Diagnostic(
      code: "claimed-but-unroutable",
      message: "rule \(rule.rule) \(rule.text) opens '\(first.url)' in the app, but no route "
        + "resolves it: \(first.failure.code.rawValue): \(first.failure.message)",
      pointer: rule.pointer, position: rule.position,
      help: (others.isEmpty ? "" : "the same on \(others.joined(separator: ", ")); ")
        + "the app would open on its start screen: narrow or remove the rule, or add a route")
  }
}

/// A probe URL a rule opens and the reason the route table does not resolve it.
public struct AASAUnroutableProbe: Hashable, Sendable {
  public var url: String
  public var failure: ResolveFailure

  public init(url: String, failure: ResolveFailure) {
    self.url = url
    self.failure = failure
  }
}

/// A route whose links (some or all) open in the browser instead of the app.
public struct AASAUnclaimedRoute: Hashable, Sendable {
  public var route: String
  /// Where the route is written in the route table.
  public var location: RouteLocation
  public var samples: [AASAUnclaimedSample]

  public init(route: String, location: RouteLocation, samples: [AASAUnclaimedSample]) {
    self.route = route
    self.location = location
    self.samples = samples
  }

  /// The finding, pointing at the route in the route table.
  public var diagnostic: Diagnostic {
    let first = samples[0]
    let others = samples.dropFirst().map { "'\($0.url)'" }
    return Diagnostic(
      code: "routable-but-unclaimed",
      message: "route '\(route)' resolves '\(first.url)', but the AASA file "
        + first.describedOutcome, pointer: location.pointer, position: location.position,
      help: (others.isEmpty ? "" : "also \(others.joined(separator: ", ")); ")
        + "add a component that matches the route's paths")
  }
}

/// A sample URL of a route and what the AASA file does with it.
public struct AASAUnclaimedSample: Hashable, Sendable {
  public var url: String
  /// `no_match` or `exclude`.
  public var decision: AASADecision

  public init(url: String, decision: AASADecision) {
    self.url = url
    self.decision = decision
  }

  /// `sends it to the browser (no_match)`, `excludes it (rule 2)`.
  var describedOutcome: String {
    if decision.outcome == .exclude, let rule = decision.rule {
      return "excludes it (rule \(rule.rule) \(rule.text))"
    }
    return "sends it to the browser (no_match" + (decision.reason.map { ": \($0)" } ?? "") + ")"
  }
}
