/// `linkcheck android --manifest FILE -c CONFIG`: the manifest and the sites' files against the
/// route table, both ways, as findings. A route's sample link that Android does not open in the
/// app is `routable-but-not-opened` (on the config). A link a launchable filter's path opens
/// that no route resolves is searched for as the `aasa` cross-check does (``WitnessSearch``):
/// `opened-but-unroutable` (an error, on the manifest) when the filters linkcheck writes for the
/// routes the path's other links resolve to (for the app's minimum SDK) would not open it,
/// `wider-than-route` (a warning) when they would too.
public struct AndroidCrossCheck: Sendable {
  /// Findings about the config, at the routes.
  public var routeFindings: [Diagnostic] = []
  /// Findings about the manifest, at the intent filters.
  public var manifestFindings: [Diagnostic] = []

  public var isClean: Bool { routeFindings.isEmpty && manifestFindings.isEmpty }

  /// Whether a finding is an error (not a forced widening).
  public var hasErrors: Bool {
    (routeFindings + manifestFindings).contains { $0.severity == .error }
  }

  /// Checks `manifest` (its ``AndroidManifest/minSdk`` says which filters linkcheck would write)
  /// with the sites' `assetLinks`, deciding as Android `api` does.
  public init(
    manifest: AndroidManifest, table: RouteTable, assetLinks: [String: AssetLinksFile],
    fingerprint: String? = nil, api: Int = AndroidManifest.newestAPI
  ) {
    let appLinks = AndroidAppLinks(
      manifest: manifest, assetLinks: assetLinks, fingerprint: fingerprint, api: api)
    /// The decision, or nil for a link too costly to decide (neither finding can be shown).
    func decide(_ url: String) -> AndroidLinkDecision? {
      try? appLinks.decide(url).get()
    }
    // Each route's samples that Android does not open, in sample order. A web link on a host
    // Android cannot verify (`localhost`), or that the table takes only under a name Android
    // cannot verify (`*.com`), never opens an app directly, whatever the files say.
    let everyHostIsVerifiable = table.config.hosts.allSatisfy {
      AndroidHostName.isVerifiable($0.platformText)
    }
    var unopened: [(route: String, samples: [(url: String, decision: AndroidLinkDecision)])] = []
    // With `androidHttp`, each https sample's http twin must open the app as well; what is
    // for iOS only is left out.
    let samples = SampleGenerator(table: table).samples(allForms: true, for: .android).flatMap {
      sample -> [(route: String, url: String)] in
      guard case .success(let url) = sample.result else { return [] }
      guard table.config.options.androidHttp, url.hasPrefix("https:") else {
        return [(sample.route, url)]
      }
      return [(sample.route, url), (sample.route, "http:" + url.dropFirst("https:".count))]
    }
    for sample in samples {
      let url = sample.url
      let uri = AndroidURI(url)
      if uri.scheme == "https" || uri.scheme == "http" {
        let host = uri.host ?? ""
        guard AndroidHostName.isVerifiable(host),
          everyHostIsVerifiable
            || table.config.hosts.contains(where: {
              $0.matches(host) && AndroidHostName.isVerifiable($0.platformText)
            })
        else { continue }
      }
      guard let decision = decide(url), decision.outcome != .app else { continue }
      if unopened.last?.route == sample.route {
        unopened[unopened.count - 1].samples.append((url, decision))
      } else {
        unopened.append((sample.route, [(url, decision)]))
      }
    }
    for (name, samples) in unopened {
      guard let route = table.config.routes.first(where: { $0.name == name }) else { continue }
      let described = samples.map { sample in
        "'\(SafeText.quoted(sample.url))' (\(sample.decision.outcome.rawValue): \(sample.decision.reason))"
      }
      let others = described.dropFirst().prefix(3).joined(separator: ", ")
      routeFindings.append(
        Diagnostic(
          code: "routable-but-not-opened",
          message:
            "route '\(name)' resolves \(described[0]), but Android does not open the app for it",
          pointer: route.location.pointer, position: route.location.position,
          help: (others.isEmpty ? "" : "also \(others)\(described.count > 4 ? ", …" : ""); ")
            + "add an intent filter that takes it, or verify its host with assetlinks.json"))
    }
    manifestFindings = Self.unroutableLinks(
      manifest: manifest, table: table, api: api, decide: decide)
  }

  /// For each path of each launchable filter (each filter without one), a link it opens that
  /// no route resolves, as a finding.
  private static func unroutableLinks(
    manifest: AndroidManifest, table: RouteTable, api: Int,
    decide: @escaping (String) -> AndroidLinkDecision?
  ) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    let values = ProbeValues(table: table)
    // The filters linkcheck writes for each route alone: what a path meant for it can say.
    var tightest: [String: [AndroidIntentFilter]] = [:]
    for route in table.config.routes where !route.paths.isEmpty {
      tightest[route.name] = AndroidGenerator.filters(
        table: table, minSdk: manifest.minSdk, routes: [route.name])
    }
    for activity in manifest.activities {
      for filter in activity.filters where filter.isLaunchable {
        let groups = Self.templates(of: filter, table: table, values: values)
        for (number, (pattern, templates)) in groups.enumerated() {
          let writtenFor = tightest.filter { _, filters in
            filters.contains { filter in
              filter.paths.contains { $0.kind == pattern?.kind && $0.pattern == pattern?.pattern }
            }
          }.keys
          let matches = { (url: String) in
            pattern.map { $0.matches(AndroidURI(url).path) } ?? true
          }
          let search = WitnessSearch(
            matches: matches, opens: { matches($0) && decide($0)?.outcome == .app },
            tightestOpens: { url, routes in
              let uri = AndroidURI(url)
              return routes.contains { route in
                tightest[route, default: []].contains {
                  $0.isLaunchable && $0.accepts(uri, api: api)
                }
              }
            }, writtenFor: Set(writtenFor), table: table)
          guard let witness = templates.lazy.compactMap(search.witness(in:)).first else {
            continue
          }
          findings.append(
            witness.diagnostic(
              opener: "activity '\(SafeText.quoted(activity.name))'", wording: Self.wording,
              pointer: "",
              position: number < filter.pathPositions.count
                ? filter.pathPositions[number] : filter.position))
        }
      }
    }
    return findings
  }

  static let wording = UnroutableWording(
    avoidableCode: "opened-but-unroutable", rule: "the filter's <data>",
    generator: "android --generate manifest",
    limit: "Android path attributes cannot say the route more narrowly for this minimum SDK")

  /// The link templates of a filter, one group per path attribute (one group, without a
  /// pattern, for a filter without paths or hosts): each scheme with each host (a wildcard one
  /// as `app.` under it), each wildcard of the path a slot, then the queries and fragments routes
  /// require, which a filter cannot say. A filter without a host takes every link of its schemes, as a
  /// custom scheme does on either platform: it is reported only for a scheme no route of
  /// `table` answers on (every scheme, without a table).
  static func templates(of filter: AndroidIntentFilter, table: RouteTable?, values: ProbeValues)
    -> [(pattern: AndroidPathPattern?, templates: [LinkTemplate])]
  {
    let hosts = filter.authorities.compactMap { authority -> String? in
      if authority.host == "*" { return nil }
      return authority.host.hasPrefix("*.") ? "app." + authority.host.dropFirst(2) : authority.host
    }
    guard !hosts.isEmpty else {
      // Only a scheme no route answers on is reported: the filter's first link is the witness.
      let unrouted = filter.schemes.filter { scheme in
        guard let config = table?.config else { return true }
        return !config.routes.contains { route in
          !route.paths.isEmpty
            && (["http", "https"].contains(scheme)
              ? !(route.hosts ?? config.hosts).isEmpty
              : (route.schemes ?? config.schemes).contains(scheme))
        }
      }
      let templates = unrouted.map { scheme in
        LinkTemplate(pieces: [.text(scheme + ":///")], searchesAroundResolvingLink: false)
      }
      return [(nil, templates)]
    }
    let slot = LinkTemplate.Piece.slot(
      probes: values.fills.map(PercentEncoding.path) + values.segmentRuns,
      witnesses: LinkTemplate.pathShapes(depth: values.depth).map(PercentEncoding.path))
    let query = LinkTemplate.Piece.slot(probes: [""] + values.tails, witnesses: [])
    let groups: [(AndroidPathPattern?, [LinkTemplate.Piece])] =
      filter.paths.isEmpty
      ? [(nil, [.text("/"), slot])]
      : filter.paths.map { ($0, pieces(of: $0, slot: slot)) }
    return groups.map { pattern, path in
      let templates = filter.schemes.flatMap { scheme in
        hosts.map { host in LinkTemplate(pieces: [.text(scheme + "://" + host)] + path + [query]) }
      }
      return (pattern, templates)
    }
  }

  /// The path of `pattern` as pieces: its text, with `slot` for each run of any characters
  /// (`.*`, `.+`, a set with a modifier, a prefix's rest). The filter's matcher has the last
  /// word on each probe, so a slot may offer more than the run takes.
  private static func pieces(of pattern: AndroidPathPattern, slot: LinkTemplate.Piece)
    -> [LinkTemplate.Piece]
  {
    switch pattern.kind {
    case .literal: return [.text(PercentEncoding.path(pattern.pattern))]
    // `/product` also takes `/product/42` and `/products`: the slot's probes are also read
    // from inside the prefix's last segment.
    case .prefix: return [.text(PercentEncoding.path(pattern.pattern)), slot]
    case .suffix: return [.text("/"), slot, .text(PercentEncoding.path(pattern.pattern))]
    case .simpleGlob, .advancedGlob:
      var pieces: [LinkTemplate.Piece] = []
      var literal = ""
      let characters = Array(pattern.pattern)
      var index = 0
      func flush() {
        if !literal.isEmpty { pieces.append(.text(PercentEncoding.path(literal))) }
        literal = ""
      }
      while index < characters.count {
        var token = String(characters[index])
        index += 1
        if token == "\\", index < characters.count {
          token = String(characters[index])
          index += 1
          literal += token
          continue
        }
        if token == "[", pattern.kind == .advancedGlob,
          let close = characters[index...].firstIndex(of: "]")
        {
          token = "[" + String(characters[index...close])
          index = close + 1
        }
        let modifier = index < characters.count ? characters[index] : nil
        if modifier == "*" || modifier == "+" || modifier == "{" {
          if modifier == "{", let close = characters[index...].firstIndex(of: "}") {
            index = close + 1
          } else {
            index += 1
          }
          if token == "." || token.hasPrefix("[") {
            flush()
            pieces.append(slot)
          } else if modifier != "*" {
            literal += token
          }
        } else {
          literal += token == "." || token.hasPrefix("[") ? "p" : token
        }
      }
      flush()
      return pieces
    }
  }
}
