/// The lints that compare rules with each other (aasa.md §3): a rule that can never apply
/// because an earlier rule of the same entry already decides every URL it matches.
struct AASALinter {
  let document: AASADocument

  func findings() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for entry in document.entries {
      let starts = entry.rules.map(AASARuleCoverage.pathStart)
      for (position, rule) in entry.rules.enumerated() {
        guard rule.path?.problem == nil, rule.fragment?.problem == nil else { continue }
        guard
          let earlier = entry.rules.indices[..<position].first(where: {
            AASARuleCoverage.mayCover(
              starts[$0], starts[position], ignoringCase: !entry.rules[$0].caseSensitive)
              && AASARuleCoverage.covers(entry.rules[$0], rule)
          })
        else { continue }
        diagnostics.append(finding(rule, after: entry.rules[earlier]))
      }
    }
    return diagnostics
  }

  private func finding(_ rule: AASARule, after earlier: AASARule) -> Diagnostic {
    let earlierText = "rule \(earlier.index) \(earlier.text)"
    if rule.exclude && !earlier.exclude {
      return Diagnostic(
        code: AASADiagnosticCode.excludeAfterInclude.rawValue,
        message: "exclude rule \(rule.index) never applies: \(earlierText) comes first and "
          + "opens every URL it would keep out", pointer: rule.pointer, position: rule.position,
        help: "move the exclude before rule \(earlier.index); the first matching rule wins")
    }
    let effect = earlier.exclude ? "excluded" : "matched"
    return Diagnostic(
      severity: .warning, code: AASADiagnosticCode.unreachableRule.rawValue,
      message: "rule \(rule.index) is unreachable: every URL it matches is already \(effect) by "
        + earlierText,
      pointer: rule.pointer, position: rule.position,
      help: "remove the rule, or move it before rule \(earlier.index)")
  }
}
