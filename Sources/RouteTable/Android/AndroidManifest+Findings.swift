extension AndroidManifest {
  /// The problems of one intent filter that Android reports nowhere: a filter that can never be
  /// verified, hosts no verifier accepts, paths that cannot match, and `<data>` elements whose
  /// pooled combinations accept more than was written.
  mutating func check(_ filter: AndroidIntentFilter, data: [XMLElement]) {
    func report(
      _ code: String, _ message: String, at position: SourcePosition?,
      severity: Diagnostic.Severity = .warning, help: String? = nil
    ) {
      findings.append(
        Diagnostic(
          severity: severity, code: code, message: message, pointer: "", position: position,
          help: help))
    }
    let isWeb = { (scheme: String) in scheme == "http" || scheme == "https" }
    if filter.autoVerify {
      if let other = filter.schemes.first(where: { !isWeb($0) }),
        filter.schemes.contains(where: isWeb)
      {
        report(
          "mixed-scheme-autoverify",
          "scheme '\(SafeText.quoted(other))' in an autoVerify filter: Android never verifies the filter, so none of its https links open the app directly",
          at: filter.position, severity: .error,
          help: "move the custom scheme to an intent filter of its own")
      }
      let required = [
        (AndroidIntentFilter.view, "autoverify-missing-view", "the action VIEW"),
        (AndroidIntentFilter.browsable, "autoverify-missing-browsable", "the category BROWSABLE"),
        (AndroidIntentFilter.defaultCategory, "autoverify-missing-default", "the category DEFAULT"),
      ]
      for (name, code, what) in required
      where !filter.actions.contains(name) && !filter.categories.contains(name) {
        report(
          code, "an autoVerify filter without \(what) is never verified (Android 12 and later)",
          at: filter.position, severity: .error, help: "add '\(name)'")
      }
      var hostPositions: [String: SourcePosition] = [:]
      for element in data {
        if let host = element.attribute("host")?.value, hostPositions[host] == nil {
          hostPositions[host] = element.position
        }
      }
      for authority in filter.authorities where !AndroidHostName.isVerifiable(authority.host) {
        let position = hostPositions[authority.host]
        report(
          "unverifiable-host",
          "host '\(SafeText.quoted(authority.host))' is not a domain name, so it is never verified",
          at: position ?? filter.position, severity: .error)
      }
    }
    for element in data {
      for name in ["path", "pathPrefix"] {
        guard let attribute = element.attribute(name), !attribute.value.hasPrefix("/") else {
          continue
        }
        report(
          "path-without-slash",
          "\(name) '\(SafeText.quoted(attribute.value))' does not start with '/', so no link's path matches it",
          at: attribute.position, severity: .error,
          help: "write '/\(SafeText.quoted(attribute.value))'")
      }
    }
    // Each `<data>` element that names both a scheme and a host states one pairing; pooled, every
    // scheme goes with every host. The first pairing not written is found in sorted order
    // without listing them all: each one passed over before it is a written pairing.
    var written = Set<[String]>()
    for element in data {
      if let scheme = element.attribute("scheme")?.value,
        let host = element.attribute("host")?.value
      {
        written.insert([scheme, host])
      }
    }
    let schemes = Set(written.map { $0[0] }).sorted()
    let hosts = Set(written.map { $0[1] }).sorted()
    let extra = schemes.count * hosts.count - written.count
    guard extra > 0,
      let first = schemes.lazy.flatMap({ scheme in hosts.lazy.map { [scheme, $0] } })
        .first(where: { !written.contains($0) })
    else { return }
    report(
      "data-cross-product",
      "the filter's <data> elements are pooled, so it also takes "
        + "'\(SafeText.quoted("\(first[0])://\(first[1])"))'"
        + (extra > 1 ? " and \(extra - 1) more pairing\(extra == 2 ? "" : "s")" : ""),
      at: filter.position,
      help: "give each scheme and host pairing an intent filter of its own")
  }
}
