/// Which hosts Android sends for verification, as `DomainVerificationCollector` collects them.
public struct AndroidVerification: Hashable, Sendable {
  /// Whether at least one intent filter qualifies for verification.
  public var eligible: Bool
  /// The valid hosts sent for verification, as written (`*.` kept), each once.
  public var verifiedHosts: [String]
  /// Hosts of qualifying filters that are not domain names, and so are never verified.
  public var invalidHosts: [String]
}

/// What Android does with one link (docs/app-links.md, "How Android decides").
public struct AndroidLinkDecision: Hashable, Sendable {
  public enum Outcome: String, Hashable, Sendable {
    /// The app opens (a launchable custom-scheme link, or a verified web link).
    case app
    /// A web link that does not open the app directly.
    case browser
    /// A custom-scheme link nothing handles.
    case none
  }

  public var outcome: Outcome
  /// Activities with a filter that accepts the link, and those of them `startActivity` launches.
  public var matches: [String]
  public var launchable: [String]
  /// Whether the link's host is verified for the package.
  public var verified: Bool
  /// The index of the dynamic rule that decided, if one did.
  public var rule: Int?
  public var reason: String
}

extension AndroidManifest {
  /// The newest Android API level whose rules are known here.
  public static let newestAPI = 35

  /// The hosts Android would send for verification; `targetSdk` overrides the manifest's. From
  /// target SDK 31 a filter qualifies alone (autoVerify, VIEW, BROWSABLE, DEFAULT, and only
  /// http/https schemes); below it one such filter makes every web VIEW + BROWSABLE filter count.
  public func verification(targetSdk: Int? = nil) -> AndroidVerification {
    let sdk = targetSdk ?? self.targetSdk ?? Self.newestAPI
    let filters = activities.flatMap(\.filters)
    func isWebOnly(_ filter: AndroidIntentFilter) -> Bool {
      !filter.schemes.isEmpty && filter.schemes.allSatisfy { $0 == "http" || $0 == "https" }
    }
    func isLink(_ filter: AndroidIntentFilter) -> Bool {
      filter.actions.contains(AndroidIntentFilter.view)
        && filter.categories.contains(AndroidIntentFilter.browsable)
    }
    let contributing: [AndroidIntentFilter]
    if sdk >= 31 {
      contributing = filters.filter {
        $0.autoVerify && isLink($0) && $0.isLaunchable && isWebOnly($0)
      }
    } else if filters.contains(where: { $0.autoVerify && isLink($0) && isWebOnly($0) }) {
      contributing = filters.filter { filter in
        isLink(filter) && filter.schemes.contains { $0 == "http" || $0 == "https" }
      }
    } else {
      contributing = []
    }
    var valid: [String] = []
    var invalid: [String] = []
    for host in contributing.flatMap({ $0.authorities.map(\.host) }) {
      if AndroidHostName.isVerifiable(host) {
        if !valid.contains(host) { valid.append(host) }
      } else if !invalid.contains(host) {
        invalid.append(host)
      }
    }
    return AndroidVerification(
      eligible: !contributing.isEmpty, verifiedHosts: valid, invalidHosts: invalid)
  }

  /// Decides `link` as Android `api` does for this app, with `assetLinks` the files served by
  /// each host (keyed by host, a wildcard's file under its domain) and, when given, the
  /// SHA-256 fingerprint the app is signed with.
  public func decide(
    _ link: String, assetLinks: [String: AssetLinksFile], fingerprint: String? = nil,
    api: Int = AndroidManifest.newestAPI
  ) -> AndroidLinkDecision {
    let uri = AndroidURI(link)
    var matches: [String] = []
    var launchable: [String] = []
    for activity in activities {
      let accepting = activity.filters.filter { $0.accepts(uri, api: api) }
      guard !accepting.isEmpty else { continue }
      matches.append(activity.name)
      if accepting.contains(where: \.isLaunchable) { launchable.append(activity.name) }
    }
    var decision = AndroidLinkDecision(
      outcome: .none, matches: matches, launchable: launchable, verified: false, rule: nil,
      reason: "")
    guard uri.scheme == "http" || uri.scheme == "https" else {
      decision.outcome = launchable.isEmpty ? .none : .app
      decision.reason =
        launchable.isEmpty
        ? "no launchable intent filter takes the link" : "a launchable intent filter takes it"
      return decision
    }
    decision.outcome = .browser
    guard !launchable.isEmpty else {
      decision.reason = "no launchable intent filter takes the link"
      return decision
    }
    guard
      let grant = verifiedGrant(
        for: uri.host ?? "", assetLinks: assetLinks, fingerprint: fingerprint)
    else {
      if api < 31 {
        decision.outcome = .app
        decision.reason = "the host is not verified; below Android 12 the user picks the app"
      } else {
        decision.reason = "the host is not verified for '\(package ?? "")'"
      }
      return decision
    }
    decision.verified = true
    guard api >= 35, let rules = grant.dynamicRules else {
      decision.outcome = .app
      decision.reason = "the host is verified"
      return decision
    }
    guard
      let (index, rule) = rules.firstMatch(
        path: uri.path, query: uri.queryItems, fragment: uri.fragment)
    else {
      decision.reason = "no dynamic rule of assetlinks.json matches the link"
      return decision
    }
    decision.rule = index
    decision.outcome = rule.exclude ? .browser : .app
    decision.reason =
      rule.exclude ? "dynamic rule \(index) excludes it" : "dynamic rule \(index) allows it"
    return decision
  }

  /// The `handle_all_urls` grant to this package (with `fingerprint`, when given) from the file
  /// of the verified host entry that covers `host`.
  private func verifiedGrant(
    for host: String, assetLinks: [String: AssetLinksFile], fingerprint: String?
  ) -> AssetLinksGrant? {
    let lowered = host.lowercased()
    for entry in verification().verifiedHosts {
      let domain = entry.hasPrefix("*.") ? String(entry.dropFirst(2)) : entry
      let covers =
        entry.hasPrefix("*.")
        ? lowered.hasSuffix("." + domain.lowercased()) : lowered == domain.lowercased()
      guard covers, let file = assetLinks[domain] else { continue }
      if let grant = file.grants.first(where: {
        $0.package == package && (fingerprint.map($0.fingerprints.contains) ?? true)
      }) {
        return grant
      }
    }
    return nil
  }
}

/// The host check of verification: `(\*\.)?` and a domain name as `android.util.Patterns`
/// defines it (labels of letters, digits and `-`, a top-level label of two or more letters or
/// an `xn--` one), or a dotted IPv4 address.
enum AndroidHostName {
  static func isVerifiable(_ host: String) -> Bool {
    let name = host.hasPrefix("*.") ? host.dropFirst(2) : host[...]
    let labels = name.split(separator: ".", omittingEmptySubsequences: false)
    if labels.count == 4,
      labels.allSatisfy({
        $0.utf8.allSatisfy(URICharacter.isDigit) && !$0.isEmpty && $0.count <= 3 && Int($0)! <= 255
      })
    {
      return true
    }
    guard labels.count >= 2, let last = labels.last else { return false }
    let isLabel: (Substring) -> Bool = { label in
      !label.isEmpty && label.utf8.count <= 63 && label.first != "-" && label.last != "-"
        && label.unicodeScalars.allSatisfy {
          $0.value >= 0xA0
            || ($0.isASCII
              && (URICharacter.isAlpha(UInt8($0.value)) || URICharacter.isDigit(UInt8($0.value))
                || $0 == "-"))
        }
    }
    guard labels.dropLast().allSatisfy(isLabel) else { return false }
    if last.lowercased().hasPrefix("xn--") { return isLabel(last) }
    return last.count >= 2 && last.count <= 63
      && last.unicodeScalars.allSatisfy {
        $0.value >= 0xA0 || ($0.isASCII && URICharacter.isAlpha(UInt8($0.value)))
      }
  }
}
