/// `confusable-host`: a host that is not what it looks like. Either it differs from one of the
/// table's hosts only by look-alike characters (`examp1e.com`, `еxample.com` with a Cyrillic
/// `е`), the homograph phishing that makes a user trust a link, or one of its labels mixes
/// scripts (`аpp.example.com` under `*.example.com`), which no honest name needs.
struct ConfusableHostCheck {
  /// The table's hosts.
  let hosts: [HostPattern]
  /// The skeleton of each of the table's hosts (in ``hosts`` order), worked out once: a
  /// table checks every failing link's host against them.
  private let domainSkeletons: [String]

  init(config: RouteConfig) {
    hosts = config.hosts
    domainSkeletons = config.hosts.map {
      LookAlike.skeleton(Punycode.unicodeHost($0.domain))
    }
  }

  /// `listed`: whether the table lists the URL's host, as the endpoint check of a resolved link
  /// found.
  func warnings(for url: LinkURL, listed: Bool = false) -> [LinkWarning] {
    guard let host = url.hostText else { return [] }
    // One of the table's hosts imitates none, and without a `-` it holds no punycode label
    // that could mix scripts: most links' hosts are told so without a copy.
    let hasHyphen = host.withBytes { $0.contains(UInt8(ascii: "-")) }
    if !hasHyphen, listed || hosts.contains(where: { $0.matches(host) }) {
      return []
    }
    return warnings(forHost: host.description)
  }

  /// ``warnings(for:)`` of a URL whose host is `host`.
  func warnings(forHost host: String) -> [LinkWarning] {
    // An IP literal (`[::1]`) names no one.
    guard host.utf8.first != UInt8(ascii: "[") else { return [] }
    if let target = lookAlikeTarget(of: host) {
      return [
        LinkWarning(
          .confusableHost,
          "host \(Self.shown(host)) looks like the table's host '\(target)' but is not it")
      ]
    }
    // Only a punycode label can hold letters of a script other than Latin, and only a name
    // within DNS's length can be registered to deceive.
    guard host.utf8.count <= HostName.maximumLength + 1, Punycode.hasPunycodeLabel(host)
    else { return [] }
    for label in Punycode.unicodeHost(host).split(separator: ".") {
      if let scripts = LetterScript.deceptiveMix(in: label) {
        let names = scripts.map(\.rawValue)
        let list = names.dropLast().joined(separator: ", ") + " and " + names.last!
        return [
          LinkWarning(
            .confusableHost,
            "host \(Self.shown(host)) mixes \(list) letters in the label '\(SafeText.quoted(label))'"
          )
        ]
      }
    }
    return []
  }

  /// `'xn--pp-6kc.example.com' ('аpp.example.com')`, or the host alone when it is all ASCII.
  private static func shown(_ host: String) -> String {
    let unicode = Punycode.unicodeHost(host)
    return unicode == host ? "'\(host)'" : "'\(host)' ('\(SafeText.quoted(unicode))')"
  }

  /// The configured host (or wildcard domain) `host` imitates, if any: the host's last labels,
  /// as many as the configured name has, look the same but are not the same.
  private func lookAlikeTarget(of host: String) -> String? {
    if hosts.contains(where: { $0.matches(host) }) { return nil }
    for (pattern, domain) in zip(hosts, domainSkeletons) {
      let count = pattern.domain.utf8.count { $0 == UInt8(ascii: ".") } + 1
      guard let tail = Self.lastLabels(count, of: host, needsMore: pattern.isWildcard),
        tail != pattern.domain
      else { continue }
      let candidate = Punycode.unicodeHost(String(tail))
      // A skeleton keeps at least half of the scalars other than combining accents, and
      // strings compare equal across canonical decomposition (at most four scalars for one):
      // a tail far longer than the domain cannot look like it, and is not worth a skeleton.
      guard LookAlike.minimumSkeletonLength(of: candidate) <= 4 * domain.unicodeScalars.count
      else { continue }
      if LookAlike.skeleton(candidate) == domain {
        return pattern.domain
      }
    }
    return nil
  }

  /// The last `count` dot-separated labels of `host`; `nil` when it has fewer (or, when
  /// `needsMore`, no label before them).
  private static func lastLabels(_ count: Int, of host: String, needsMore: Bool) -> Substring? {
    // Offsets in the bytes: stepping a string's index backwards costs more than the search.
    let found = host.utf8.withContiguousStorageIfAvailable { bytes -> (start: Int, dots: Int) in
      var dots = 0
      var index = bytes.count
      while index > 0 {
        if bytes[index - 1] == UInt8(ascii: ".") {
          dots += 1
          if dots == count { return (index, dots) }
        }
        index -= 1
      }
      return (0, dots)
    }
    guard let (start, dots) = found else { return nil }
    if dots == count { return host[host.utf8.index(host.startIndex, offsetBy: start)...] }
    return dots == count - 1 && !needsMore ? host[...] : nil
  }
}
