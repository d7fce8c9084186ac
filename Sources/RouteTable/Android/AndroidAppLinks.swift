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

  /// The activity the record names: the first that launches, else the first that matches.
  public var activity: String? { launchable.first ?? matches.first }
}

extension AndroidManifest {
  /// The newest Android API level whose rules are known here.
  public static let newestAPI = 35

  /// Those of `hosts` (the hosts assetlinks.json files were given for) whose file decides
  /// nothing: the app does not send them, nor a wildcard over them, for verification.
  public func hostsNotVerified(_ hosts: [String]) -> [String] {
    let verified = Set(
      verification().verifiedHosts.map {
        AndroidHostName.dnsName($0.hasPrefix("*.") ? String($0.dropFirst(2)) : $0)
      })
    return hosts.filter { !verified.contains(AndroidHostName.dnsName($0)) }.sorted()
  }

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
    var seen = Set<String>()
    for host in contributing.flatMap({ $0.authorities.map(\.host) })
    where seen.insert(host).inserted {
      if AndroidHostName.isVerifiable(host) {
        valid.append(host)
      } else {
        invalid.append(host)
      }
    }
    return AndroidVerification(
      eligible: !contributing.isEmpty, verifiedHosts: valid, invalidHosts: invalid)
  }

  /// Decides `link` as Android `api` does for this app (``AndroidAppLinks/decide(_:)``).
  public func decide(
    _ link: String, assetLinks: [String: AssetLinksFile], fingerprint: String? = nil,
    api: Int = AndroidManifest.newestAPI
  ) -> Result<AndroidLinkDecision, LinkDecisionError> {
    AndroidAppLinks(manifest: self, assetLinks: assetLinks, fingerprint: fingerprint, api: api)
      .decide(link)
  }
}

/// One app's links on Android, ready to decide any number of them: the manifest, the
/// assetlinks.json each host serves (keyed by host, a wildcard's file under its domain), the
/// SHA-256 fingerprint the app is signed with (when given) and the API level, with the grant of
/// each verified host worked out once.
public struct AndroidAppLinks: Sendable {
  public let manifest: AndroidManifest
  public let api: Int
  /// The `handle_all_urls` grant to the package that each verified host entry's file makes, by
  /// lowercased host (exact entries) or domain (`*.` entries), with the entry's place in the
  /// manifest: of two entries that cover a host, the first decides.
  private let exactGrants: [String: (order: Int, grant: AssetLinksGrant?)]
  private let wildcardGrants: [String: (order: Int, grant: AssetLinksGrant?)]

  public init(
    manifest: AndroidManifest, assetLinks: [String: AssetLinksFile], fingerprint: String? = nil,
    api: Int = AndroidManifest.newestAPI
  ) {
    self.manifest = manifest
    self.api = api
    var exact: [String: (order: Int, grant: AssetLinksGrant?)] = [:]
    var wildcard: [String: (order: Int, grant: AssetLinksGrant?)] = [:]
    // Hosts compare as DNS compares them: without case, a final dot ignored.
    let files = Dictionary(
      assetLinks.map { (AndroidHostName.dnsName($0.key), $0.value) },
      uniquingKeysWith: { a, _ in a })
    for (order, entry) in manifest.verification().verifiedHosts.enumerated() {
      let isWildcard = entry.hasPrefix("*.")
      let domain = isWildcard ? String(entry.dropFirst(2)) : entry
      let grant = files[AndroidHostName.dnsName(domain)]?.grants.first {
        $0.package == manifest.package && (fingerprint.map($0.fingerprints.contains) ?? true)
      }
      let key = AndroidHostName.dnsName(domain)
      if isWildcard {
        if wildcard[key] == nil { wildcard[key] = (order, grant) }
      } else if exact[key] == nil {
        exact[key] = (order, grant)
      }
    }
    exactGrants = exact
    wildcardGrants = wildcard
  }

  /// What Android does with `link` (docs/app-links.md, "How Android decides"); a failure when
  /// the dynamic rules would cost more than a link's allowance to decide.
  ///
  /// An intent URL (`intent://HOST/PATH#Intent;scheme=S;package=P;end`, as Chrome hands links to
  /// apps) is decided as the link it wraps; one that names a package is an explicit intent,
  /// which opens that package's launchable filter without verification, and nothing else.
  public func decide(_ link: String) -> Result<AndroidLinkDecision, LinkDecisionError> {
    guard let intent = IntentURL(link) else { return decide(AndroidURI(link), explicit: false) }
    let note = "intent URL read as '\(SafeText.quoted(intent.link))'"
    guard intent.package == nil || intent.package == manifest.package else {
      return .success(
        AndroidLinkDecision(
          outcome: .none, matches: [], launchable: [], verified: false, rule: nil,
          reason: "\(note); it names the package '\(SafeText.quoted(intent.package ?? ""))', not "
            + "'\(manifest.package ?? "")'"))
    }
    return decide(AndroidURI(intent.link), explicit: intent.package != nil).map { decision in
      var decision = decision
      decision.reason = note + "; " + decision.reason
      return decision
    }
  }

  private func decide(_ uri: AndroidURI, explicit: Bool) -> Result<
    AndroidLinkDecision, LinkDecisionError
  > {
    var matches: [String] = []
    var launchable: [String] = []
    for activity in manifest.activities {
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
      return .success(decision)
    }
    decision.outcome = .browser
    guard !launchable.isEmpty else {
      decision.reason = "no launchable intent filter takes the link"
      return .success(decision)
    }
    if explicit {
      decision.outcome = .app
      decision.reason = "the intent names the app, whose launchable filter takes it"
      return .success(decision)
    }
    guard let grant = verifiedGrant(for: uri.host ?? "") else {
      if api < 31 {
        decision.outcome = .app
        decision.reason = "the host is not verified; below Android 12 the user picks the app"
      } else {
        decision.reason = "the host is not verified for '\(manifest.package ?? "")'"
      }
      return .success(decision)
    }
    decision.verified = true
    guard api >= 35, let rules = grant.dynamicRules else {
      decision.outcome = .app
      decision.reason = "the host is verified"
      return .success(decision)
    }
    switch rules.firstMatch(path: uri.path, query: uri.queryItems, fragment: uri.fragment) {
    case .gaveUp(let index):
      return .failure(.matchLimit(steps: MatchLimit.units, rule: index))
    case .none:
      decision.reason = "no dynamic rule of assetlinks.json matches the link"
    case .matched(let index):
      let exclude = rules.rules[index].exclude
      decision.rule = index
      decision.outcome = exclude ? .browser : .app
      decision.reason =
        exclude ? "dynamic rule \(index) excludes it" : "dynamic rule \(index) allows it"
    }
    return .success(decision)
  }

  /// The grant from the file of the first verified host entry that covers `host`: the entry of
  /// the host itself, or a wildcard entry of one of the domains it is under.
  private func verifiedGrant(for host: String) -> AssetLinksGrant? {
    let lowered = AndroidHostName.dnsName(host)
    var candidates = exactGrants[lowered].map { [$0] } ?? []
    var rest = lowered[...]
    while let dot = rest.firstIndex(of: ".") {
      rest = rest[rest.index(after: dot)...]
      if let entry = wildcardGrants[String(rest)] { candidates.append(entry) }
    }
    return candidates.filter { $0.grant != nil }.min { $0.order < $1.order }?.grant
  }
}

/// The host check of verification: `(\*\.)?` and a domain name as `android.util.Patterns`
/// defines it (labels of letters, digits and `-`, a top-level label of two or more letters or
/// an `xn--` one), or a dotted IPv4 address.
enum AndroidHostName {
  /// `host` as DNS compares it: lowercased, without a final dot.
  static func dnsName(_ host: String) -> String {
    let lowered = host.lowercased()
    return lowered.hasSuffix(".") ? String(lowered.dropLast()) : lowered
  }

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
