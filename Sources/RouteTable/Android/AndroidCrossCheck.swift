/// `linkcheck android --manifest FILE -c CONFIG`: the manifest and the sites' files against the
/// route table, both ways, as findings. A route's sample link that Android does not open in the
/// app is `routable-but-not-opened` (on the config); a link a launchable filter opens that no
/// route resolves is `opened-but-unroutable` (on the manifest).
public struct AndroidCrossCheck: Sendable {
  /// Findings about the config, at the routes.
  public var routeFindings: [Diagnostic] = []
  /// Findings about the manifest, at the intent filters.
  public var manifestFindings: [Diagnostic] = []

  public var isClean: Bool { routeFindings.isEmpty && manifestFindings.isEmpty }

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
    // Each route's samples that Android does not open, in sample order.
    var unopened: [(route: String, samples: [(url: String, decision: AndroidLinkDecision)])] = []
    for sample in SampleGenerator(table: table).samples(allForms: true) {
      guard case .success(let url) = sample.result else { continue }
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
    let fills = SampleURL.fillValues(of: table)
    for activity in manifest.activities {
      for filter in activity.filters where filter.isLaunchable {
        // A group of probes stands for one path attribute (or the whole filter without one): it
        // is unroutable when it opens the app on some probe and no probe it opens resolves.
        for (number, group) in Self.probes(of: filter, fills: fills).enumerated() {
          let opened = group.filter { decide($0)?.outcome == .app }
          var firstFailure: (String, ResolveFailure)?
          var resolves = false
          for url in opened {
            switch table.resolve(url) {
            case .success: resolves = true
            case .failure(let failure): firstFailure = firstFailure ?? (url, failure)
            }
            if resolves { break }
          }
          guard !resolves, let (url, failure) = firstFailure else { continue }
          manifestFindings.append(
            Diagnostic(
              code: "opened-but-unroutable",
              message:
                "activity '\(SafeText.quoted(activity.name))' opens '\(SafeText.quoted(url))', but no route resolves it: \(failure.code.rawValue): \(failure.message)",
              pointer: "",
              position: number < filter.pathPositions.count
                ? filter.pathPositions[number] : filter.position,
              help:
                "narrow the filter's <data>, or add a route; the app would open on its start screen"
            ))
        }
      }
    }
  }

  /// Concrete links a filter takes, one group per path attribute (one group for a filter
  /// without paths): each scheme with each host (a wildcard one as `app.` under it), and paths
  /// that the attribute matches with each of `fills` in its wildcards.
  static func probes(of filter: AndroidIntentFilter, fills: [String]) -> [[String]] {
    let hosts = filter.authorities.compactMap { authority -> String? in
      if authority.host == "*" { return nil }
      return authority.host.hasPrefix("*.") ? "app." + authority.host.dropFirst(2) : authority.host
    }
    let groups: [[String]] =
      filter.paths.isEmpty || hosts.isEmpty
      ? [["/"] + fills.map { "/" + $0 }]
      : filter.paths.map { pattern in
        fills.compactMap { fill in
          let path = samplePath(pattern, fill: fill)
          return pattern.matches(path) ? path : nil
        }
      }
    return groups.map { paths in
      filter.schemes.flatMap { scheme in
        (hosts.isEmpty ? [""] : hosts).flatMap { host in
          paths.map { path in
            scheme + "://" + host
              + path.split(separator: "/", omittingEmptySubsequences: false)
              .map(PercentEncoding.pathSegment).joined(separator: "/")
          }
        }
      }
    }
  }

  /// A path for `pattern`: its text with `fill` for each `.*` (and the like).
  private static func samplePath(_ pattern: AndroidPathPattern, fill: String) -> String {
    switch pattern.kind {
    case .literal: return pattern.pattern
    case .prefix: return pattern.pattern + (pattern.pattern.hasSuffix("/") ? fill : "")
    case .suffix: return "/" + fill + pattern.pattern
    case .simpleGlob, .advancedGlob:
      var path = ""
      let characters = Array(pattern.pattern)
      var index = 0
      while index < characters.count {
        let character = characters[index]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if character == "\\", let next {
          path.append(next)
          index += 2
        } else if next == "*" || next == "+" {
          path += character == "." ? fill : (next == "+" ? String(character) : "")
          index += 2
        } else if character == "." {
          path += "p"
          index += 1
        } else {
          path.append(character)
          index += 1
        }
      }
      return path
    }
  }
}
