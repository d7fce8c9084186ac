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
      for authority in filter.authorities where !AndroidHostName.isVerifiable(authority.host) {
        let position = data.first { $0.attribute("host")?.value == authority.host }?.position
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
    // scheme goes with every host.
    let written = data.compactMap { element -> (String, String)? in
      guard let scheme = element.attribute("scheme")?.value,
        let host = element.attribute("host")?.value
      else { return nil }
      return (scheme, host)
    }
    let schemes = Set(written.map(\.0))
    let hosts = Set(written.map(\.1))
    if written.count > 1, schemes.count > 1, hosts.count > 1 {
      let extra = schemes.sorted().flatMap { scheme in
        hosts.sorted().filter { host in !written.contains { $0 == (scheme, host) } }
          .map { "\(scheme)://\($0)" }
      }
      if let first = extra.first {
        report(
          "data-cross-product",
          "the filter's <data> elements are pooled, so it also takes '\(SafeText.quoted(first))'"
            + (extra.count > 1
              ? " and \(extra.count - 1) more pairing\(extra.count == 2 ? "" : "s")" : ""),
          at: filter.position,
          help: "give each scheme and host pairing an intent filter of its own")
      }
    }
  }
}
