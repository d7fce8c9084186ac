extension AASADocument {
  /// One link for each rule of `appID`'s entry, on `domain` (its `app.` subdomain for
  /// `*.example.com`), its wildcards filled with the values of `table` when there is one: the
  /// links whose fate an edit of a rule decides (`linkcheck diff --aasa`). Each once, in rule
  /// order; none when no entry lists the app.
  public func sampleLinks(appID: String, domain: String, table: RouteTable?) -> [String] {
    guard let entry = entry(for: appID) else { return [] }
    let probes = AASAProbes(values: ProbeValues(table: table))
    let host = Self.sampleHost(onDomain: domain)
    var links: [String] = []
    for rule in entry.rules {
      let template = probes.template(for: rule, host: host)
      guard let filling = template.fillings().first else { continue }
      let link = template.url(filling)
      if !links.contains(link) { links.append(link) }
    }
    return links
  }
}
