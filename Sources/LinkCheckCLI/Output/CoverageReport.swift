import RouteTable

/// `--coverage`, `--coverage-json FILE` and `--min-coverage PERCENT` of `resolve` and `test`:
/// hits per route on stderr, the same as JSON in a file, and the threshold check.
///
/// ```text
/// coverage: 4 of 5 routes with paths hit (80.0%) by 7 links, 6 resolved
///   home          3
///   setlist       0  not reached
///   seatSelect    -  no paths; in 2 resolved chains
/// ```
struct CoverageReport {
  var coverage: RouteCoverage

  /// `80.0`: one decimal.
  var percentText: String {
    String((coverage.percent * 10).rounded() / 10)
  }

  var summaryLines: [String] {
    let (count, total) = coverage.covered
    var lines = [
      "coverage: \(count) of \(total) route\(total == 1 ? "" : "s") with paths hit (\(percentText)%) "
        + "by \(coverage.links) link\(coverage.links == 1 ? "" : "s"), \(coverage.resolved) resolved"
    ]
    let width = (coverage.routes.map(\.name.count).max() ?? 0) + 2
    for route in coverage.routes {
      let name = "  " + route.name + String(repeating: " ", count: width - route.name.count)
      if route.isLinkable {
        let hits = coverage.hits[route.name] ?? 0
        lines.append(name + String(hits) + (hits == 0 ? "  not reached" : ""))
      } else {
        let chains = coverage.chainHits[route.name] ?? 0
        lines.append(
          name + "-  no paths; in \(chains) resolved chain\(chains == 1 ? "" : "s")")
      }
    }
    return lines
  }

  /// The JSON document for `--coverage-json`, with a final line feed.
  var json: String {
    let (count, total) = coverage.covered
    return PrettyJSON.object([
      "links": .number(String(coverage.links)),
      "resolved": .number(String(coverage.resolved)),
      "covered": .number(String(count)),
      "linkable": .number(String(total)),
      "percent": .number(percentText),
      "routes": .array(
        coverage.routes.map { route in
          .object([
            "name": .string(route.name), "hasPaths": .bool(route.isLinkable),
            "hits": .number(String(coverage.hits[route.name] ?? 0)),
            "chainHits": .number(String(coverage.chainHits[route.name] ?? 0)),
          ])
        }),
      "unreached": .strings(coverage.unreached),
    ]).text + "\n"
  }

  /// Prints and writes what the options ask for: `.failure` when the coverage is below
  /// `--min-coverage`, `.input` when the JSON file cannot be written. Under `--format github`
  /// the coverage failure is an annotation on stdout, with the others.
  func finish<IO: CommandIO>(
    options: Options, io: IO, standardOutput: OutputChannel<IO>, standardError: OutputChannel<IO>
  ) -> ExitCode {
    if options.coverage || options.minCoverage != nil, !options.quiet {
      summaryLines.forEach(standardError.writeLine)
    }
    if let path = options.coverageJSON,
      !TableLoading.replaceFile(
        path, what: "coverage file", with: Array(json.utf8), io: io, standardError: standardError)
    {
      return .input
    }
    guard let minimum = options.minCoverage, coverage.percent < minimum else { return .success }
    if !options.quiet {
      let message = "coverage \(percentText)% is below --min-coverage \(String(minimum))%"
      let unreached = coverage.unreached.map { "'\($0)'" }.joined(separator: ", ")
      let help = unreached.isEmpty ? nil : "add links for \(unreached)"
      if options.format == .github {
        standardOutput.writeLine(
          "::error title=linkcheck [min-coverage]::"
            + Annotation.escapedData(message + (help.map { "; \($0)" } ?? "")))
        standardOutput.flush()
      } else {
        standardError.writeLine("error: " + message)
        if let help { standardError.writeLine("help: " + help) }
      }
    }
    return .failure
  }
}
