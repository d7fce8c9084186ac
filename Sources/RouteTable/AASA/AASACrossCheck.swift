/// An AASA file checked against the app's route table in both directions (aasa.md §3): links the
/// file opens in the app that no route handles (the app shows its start screen), and links a
/// route handles that the file sends to the browser.
///
/// A rule's links are searched, not sampled: each of its wildcards is given each kind of text
/// the routes tell apart (``WitnessSearch``) while the others keep values that resolve. A rule
/// none of whose links resolve is an error. Another link no route resolves is weighed against
/// the file ``AASAGenerator`` writes for the routes the rule's other links resolve to, the
/// tightest AASA can say: if that opens it too, the widening is the language's (`*` cannot say
/// "one segment" or "digits"), a warning; if not, the rule could be narrower, an error.
public struct AASACrossCheck: Hashable, Sendable {
  /// The https hosts checked.
  public var hosts: [String]
  /// Include rules that open links no route resolves, in rule order.
  public var unroutableClaims: [AASAUnroutableClaim]
  /// Routes with sample URLs that do not open the app, in route order.
  public var unclaimedRoutes: [AASAUnclaimedRoute]

  /// Whether neither list has an entry.
  public var isClean: Bool { unroutableClaims.isEmpty && unclaimedRoutes.isEmpty }

  /// Whether a finding is an error: a claim the file could avoid, or an unclaimed route.
  public var hasErrors: Bool {
    !unclaimedRoutes.isEmpty || unroutableClaims.contains { !$0.isForced }
  }

  /// Checks `document` as served on `domain` (or, when `nil`, on every host of the table) for
  /// the app `appID`.
  public init(document: AASADocument, table: RouteTable, appID: String, domain: String? = nil) {
    let samples = AASARouteSamples(table: table)
    hosts = samples.hosts(domain: domain)
    unroutableClaims = []
    unclaimedRoutes = []
    if let entry = document.entry(for: appID) {
      // The file linkcheck writes for each route alone: what a rule meant for it can say.
      var tightest: [String: AASADocument] = [:]
      for route in table.config.routes where !route.paths.isEmpty && route.platforms.contains(.ios)
      {
        let generation = AASAGenerator.generate(
          table: table, appIDs: [appID], domain: domain, routes: [route.name])
        tightest[route.name] = AASAFile(json: Array(generation.json.utf8)).document
      }
      let probes = AASAProbes(values: ProbeValues(table: table))
      for rule in entry.rules where !rule.exclude {
        let writtenFor = tightest.filter { _, written in
          written.entry(for: appID)?.rules.contains { $0.text == rule.text } ?? false
        }.keys
        let witnesses = hosts.compactMap { host in
          WitnessSearch(
            matches: { rule.matches($0) },
            opens: { url in
              guard case .success(let decision) = document.decide(url, appID: appID, domain: host)
              else { return false }
              return decision.outcome == .match && decision.rule?.rule == rule.index
                && decision.rule?.entry == entry.index
            },
            tightestOpens: { url, routes in
              routes.contains { route in
                (try? tightest[route]?.decide(url, appID: appID, domain: host).get())?.opensApp
                  ?? false
              }
            }, writtenFor: Set(writtenFor), table: table
          ).witness(in: probes.template(for: rule, host: host))
        }
        // An avoidable widening on any host is the finding; the others are named with it.
        let isForced = witnesses.allSatisfy(\.isForced)
        let reported = witnesses.filter { $0.isForced == isForced }
        if !reported.isEmpty {
          unroutableClaims.append(
            AASAUnroutableClaim(
              rule: AASARuleReference(entry: entry.index, rule: rule), probes: reported))
        }
      }
    }
    // An Android-only route is none of the file's business.
    for route in table.config.routes where !route.paths.isEmpty && route.platforms.contains(.ios) {
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
}

/// An include rule that opens links in the app which no route resolves.
public struct AASAUnroutableClaim: Hashable, Sendable {
  public var rule: AASARuleReference
  /// One link per host where the rule opens one that no route resolves, all forced or none.
  public var probes: [UnroutableLink]

  public init(rule: AASARuleReference, probes: [UnroutableLink]) {
    self.rule = rule
    self.probes = probes
  }

  /// Whether what ``AASAGenerator`` writes for the rule's routes opens these links too: AASA
  /// cannot say what the routes say, a `wider-than-route` warning. Otherwise the rule could be
  /// narrower, a `claimed-but-unroutable` error.
  public var isForced: Bool { probes[0].isForced }

  /// The finding, pointing at the rule in the AASA file.
  public var diagnostic: Diagnostic {
    let others = probes.dropFirst().map { "'\($0.url)'" }
    return probes[0].diagnostic(
      opener: "rule \(rule.rule) \(rule.text)",
      wording: UnroutableWording(
        avoidableCode: "claimed-but-unroutable", rule: "the rule",
        generator: "aasa --generate", limit: "AASA patterns cannot say the route more narrowly"),
      pointer: rule.pointer, position: rule.position,
      others: others.isEmpty ? "" : "the same on \(others.joined(separator: ", ")); ")
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

extension AASARule {
  /// Whether the rule's own patterns take `url`, whatever the rules before it decide.
  fileprivate func matches(_ url: String) -> Bool {
    guard let link = try? AASALink(url) else { return false }
    return LinkAllowance.counting {
      AASADocument.evaluate(self, AASALinkParts(link), explain: false, work: $0)?.0 == .match
    }
  }
}
