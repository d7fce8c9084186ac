import RouteTable

/// The results of `linkcheck aasa FILE -c CONFIG`: each finding as a located diagnostic (text),
/// an annotation (gcc, github) or one JSON object (jsonl), then in text a summary line.
struct AASACrossCheckRenderer {
  var fileName: String
  var fileSource: [UInt8]
  var configName: String
  var configSource: [UInt8]
  var palette: Palette

  func text(_ check: AASACrossCheck) -> [String] {
    let fileRenderer = DiagnosticRenderer(fileName: fileName, source: fileSource, palette: palette)
    let configRenderer = DiagnosticRenderer(
      fileName: configName, source: configSource, palette: palette)
    var lines: [String] = []
    for claim in check.unroutableClaims { lines += fileRenderer.render(claim.diagnostic) }
    for route in check.unclaimedRoutes { lines += configRenderer.render(route.diagnostic) }
    let forced = check.unroutableClaims.count(where: \.isForced)
    lines.append(
      "\(check.unroutableClaims.count - forced) claimed but unroutable, \(forced) wider than the "
        + "route, \(check.unclaimedRoutes.count) routable but unclaimed (hosts: "
        + "\(check.hosts.joined(separator: ", ")))")
    return lines
  }

  /// Each finding as a `gcc` or `github` annotation on the file it is about: an unroutable
  /// claim on the AASA file, an unclaimed route on the config.
  func annotations(_ check: AASACrossCheck, format: OutputFormat) -> [String] {
    check.unroutableClaims.map {
      DiagnosticRenderer.machineLine($0.diagnostic, fileName: fileName, format: format)
    }
      + check.unclaimedRoutes.map {
        DiagnosticRenderer.machineLine($0.diagnostic, fileName: configName, format: format)
      }
  }

  func jsonLines(_ check: AASACrossCheck) -> [String] {
    let claims = check.unroutableClaims.map { claim in
      let probes = claim.probes.map { probe in
        JSONText.object(
          [("url", JSONText.string(probe.url))]
            + (probe.resolvingNeighbour.map { [("resolving", JSONText.string($0))] } ?? [])
            + [
              (
                "error",
                JSONText.object([
                  ("code", JSONText.string(probe.failure.code.rawValue)),
                  ("message", JSONText.string(probe.failure.message)),
                ])
              )
            ])
      }
      return JSONText.object(
        [("kind", JSONText.string(claim.diagnostic.code))]
          + AASADecisionRenderer.ruleMembers(claim.rule) + position(claim.rule.position)
          + [("probes", JSONText.array(probes))])
    }
    let routes = check.unclaimedRoutes.map { route in
      let samples = route.samples.map { sample in
        JSONText.object(
          [
            ("url", JSONText.string(sample.url)),
            ("decision", JSONText.string(sample.decision.outcome.rawValue)),
          ]
            + (sample.decision.rule.map { [("rule", String($0.rule))] } ?? [])
            + (sample.decision.reason.map { [("reason", JSONText.string($0))] } ?? []))
      }
      return JSONText.object(
        [
          ("kind", JSONText.string("routable-but-unclaimed")),
          ("route", JSONText.string(route.route)),
          ("pointer", JSONText.string(route.location.pointer)),
        ] + position(route.location.position) + [("samples", JSONText.array(samples))])
    }
    return claims + routes
  }

  private func position(_ position: SourcePosition?) -> [(key: String, value: String)] {
    guard let position else { return [] }
    return [("line", String(position.line)), ("column", String(position.column))]
  }
}
