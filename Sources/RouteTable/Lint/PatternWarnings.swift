/// Patterns that work but probably not as meant: a `(regex)` part that accepts an empty
/// segment, one that only Swift `Regex` runs (a long link may then fail with `match-limit`),
/// a route without paths that no route names as its parent, a host parameter no route binds;
/// and fixed text no link can carry.
struct PatternWarnings {
  let table: RouteTable

  func findings() -> [Diagnostic] {
    let parents = Set(table.config.routes.compactMap { $0.parent?.route })
    var findings: [Diagnostic] = []
    let hosts = table.config.hosts
    for (index, host) in hosts.enumerated()
    where host.parameter != nil
      && !table.config.routes.contains(where: {
        !$0.paths.isEmpty && ($0.hosts ?? hosts).contains(host)
      })
    {
      findings.append(
        Diagnostic(
          severity: .warning, code: LintCode.unusedHostParameter,
          message:
            "host '\(host.text)' binds '\(host.parameter!)', but no route with paths answers on it",
          pointer: "/hosts/\(index)", position: nil,
          help: "list it in a route's 'hosts', or remove it"))
    }
    for route in table.config.routes {
      if route.paths.isEmpty, !parents.contains(route.name) {
        findings.append(
          Diagnostic(
            severity: .warning, code: LintCode.unusedParentRoute,
            message:
              "route '\(route.name)' has no paths and no route names it as parent, so no URL reaches it",
            pointer: route.location.pointer, position: route.location.position,
            help: "add 'paths', name it as another route's 'parent', or remove it"))
      }
      for (index, pattern) in route.paths.enumerated() {
        if let problem = pattern.unmatchableText {
          findings.append(
            route.finding(
              at: index, .error, LintCode.unmatchableText,
              "path pattern '\(pattern.source)' can never match: \(problem.reason)",
              help: problem.help))
        }
        for part in pattern.partsLeftToSwiftRegex {
          findings.append(
            route.finding(
              at: index, .warning, LintCode.slowExpression,
              "expression '\(part.value)' of '\(pattern.source)' runs on Swift Regex, at about 1,300 instructions a byte, so a long link may fail with match-limit",
              help:
                "use the syntax linkcheck runs itself: no look-arounds, '\\b' or counts over 64"))
        }
        for part in pattern.parts where part.isParameter && part.modifier == .none {
          guard part.kind == .regex, let regex = try? Regex(part.value),
            (try? regex.wholeMatch(in: "")) != nil
          else { continue }
          findings.append(
            route.finding(
              at: index, .warning, LintCode.regexMatchesEmpty,
              "parameter '\(part.name)' of '\(pattern.source)' accepts an empty segment, so '\(part.prefix)' alone matches",
              help: "use '+' instead of '*' in the expression, or make the group optional with '?'")
          )
        }
      }
    }
    return findings
  }
}
