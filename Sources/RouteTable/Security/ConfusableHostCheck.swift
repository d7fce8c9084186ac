/// `confusable-host`: a host that is not what it looks like. Either it differs from one of the
/// table's hosts only by look-alike characters (`examp1e.com`, `еxample.com` with a Cyrillic
/// `е`), the homograph phishing that makes a user trust a link, or one of its labels mixes
/// scripts (`аpp.example.com` under `*.example.com`), which no honest name needs.
struct ConfusableHostCheck {
  let config: RouteConfig

  func warnings(for url: LinkURL) -> [LinkWarning] {
    guard let host = url.host, !host.hasPrefix("[") else { return [] }
    let unicode = PunycodeDecoding.unicodeHost(host)
    let shown = unicode == host ? "'\(host)'" : "'\(host)' ('\(SafeText.quoted(unicode))')"
    if let target = lookAlikeTarget(of: host, unicode: unicode) {
      return [
        LinkWarning(
          .confusableHost, "host \(shown) looks like the table's host '\(target)' but is not it")
      ]
    }
    // Only a punycode label can hold letters of a script other than Latin.
    guard unicode != host else { return [] }
    for label in unicode.split(separator: ".") {
      if let scripts = LetterScript.deceptiveMix(in: label) {
        let names = scripts.map(\.rawValue)
        let list = names.dropLast().joined(separator: ", ") + " and " + names.last!
        return [
          LinkWarning(
            .confusableHost,
            "host \(shown) mixes \(list) letters in the label '\(SafeText.quoted(label))'")
        ]
      }
    }
    return []
  }

  /// The configured host (or wildcard domain) `host` imitates, if any.
  private func lookAlikeTarget(of host: String, unicode: String) -> String? {
    if config.hosts.contains(where: { $0.matches(host) }) { return nil }
    let labels = unicode.split(separator: ".", omittingEmptySubsequences: false)
    let asciiLabels = host.split(separator: ".", omittingEmptySubsequences: false)
    for pattern in config.hosts {
      let domain = PunycodeDecoding.unicodeHost(pattern.domain)
      let count = domain.split(separator: ".", omittingEmptySubsequences: false).count
      guard labels.count >= count + (pattern.isWildcard ? 1 : 0), labels.count == asciiLabels.count
      else { continue }
      let tail = labels.suffix(count).joined(separator: ".")
      let asciiTail = asciiLabels.suffix(count).joined(separator: ".")
      guard asciiTail != pattern.domain else { continue }
      if LookAlike.skeleton(tail) == LookAlike.skeleton(domain) {
        return pattern.domain
      }
    }
    return nil
  }
}
