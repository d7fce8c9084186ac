import RouteTable

/// One record of `linkcheck aasa FILE URL…`: the outcome for one input line.
///
/// ```text
/// INPUT  match  rule N {"/":"/buy/*"}
/// INPUT  exclude  rule N {…}
/// INPUT  no_match[  REASON]
/// INPUT  error[invalid-url]: MESSAGE (column N)
/// INPUT  error[match-limit]: MESSAGE
///     no_match rule N {…}: REASON          (one line per rule tried, with --explain)
/// ```
struct AASADecisionRenderer {
  var palette: Palette
  var jsonLines: Bool

  func render(line: InputLine, outcome: Result<AASADecision, LinkDecisionError>) -> String {
    jsonLines ? json(line: line, outcome: outcome) : text(line: line, outcome: outcome)
  }

  private func text(line: InputLine, outcome: Result<AASADecision, LinkDecisionError>) -> String {
    VisibleText.escaping(line.text) + "  " + fields(of: outcome)
  }

  /// The fields after the input, then the `--explain` lines.
  func fields(of outcome: Result<AASADecision, LinkDecisionError>) -> String {
    var fields: [String] = []
    switch outcome {
    case .failure(let error):
      return palette.paint("error[\(error.code.rawValue)]", .error) + ": "
        + VisibleText.escaping(error.message) + (error.column.map { " (column \($0))" } ?? "")
    case .success(let decision):
      let role: Palette.Role = decision.opensApp ? .help : .error
      fields.append(palette.paint(decision.outcome.rawValue, role))
      if let rule = decision.rule { fields.append(Self.describe(rule)) }
      if let reason = decision.reason { fields.append(VisibleText.escaping(reason)) }
      var lines = [fields.joined(separator: "  ")]
      for trial in decision.trials {
        var text = "    \(trial.outcome.rawValue) \(Self.describe(trial.rule))"
        if let reason = trial.reason { text += ": " + VisibleText.escaping(reason) }
        lines.append(palette.paint(text, .note))
      }
      return lines.joined(separator: "\n")
    }
  }

  /// `rule 2 {"/":"/buy/*"}`.
  static func describe(_ rule: AASARuleReference) -> String {
    "rule \(rule.rule) " + VisibleText.escaping(rule.text)
  }

  private func json(line: InputLine, outcome: Result<AASADecision, LinkDecisionError>) -> String {
    var members: [(key: String, value: String)] = [
      ("line", String(line.number)), ("input", JSONText.string(line.text)),
    ]
    switch outcome {
    case .failure(let error):
      members.append(
        (
          "error",
          JSONText.object(
            [
              ("code", JSONText.string(error.code.rawValue)),
              ("message", JSONText.string(error.message)),
            ] + (error.column.map { [("column", String($0))] } ?? []))
        ))
    case .success(let decision):
      members.append(("decision", JSONText.string(decision.outcome.rawValue)))
      if let rule = decision.rule { members += Self.ruleMembers(rule) }
      if let reason = decision.reason { members.append(("reason", JSONText.string(reason))) }
      if !decision.trials.isEmpty {
        let trials = decision.trials.map { trial in
          JSONText.object(
            [("decision", JSONText.string(trial.outcome.rawValue))] + Self.ruleMembers(trial.rule)
              + (trial.reason.map { [("reason", JSONText.string($0))] } ?? []))
        }
        members.append(("trials", JSONText.array(trials)))
      }
    }
    return JSONText.object(members)
  }

  /// `"rule":2,"entry":0,"pointer":"/applinks/details/0/components/2","pattern":"{…}"`.
  static func ruleMembers(_ rule: AASARuleReference) -> [(key: String, value: String)] {
    [
      ("rule", String(rule.rule)), ("entry", String(rule.entry)),
      ("pointer", JSONText.string(rule.pointer)), ("pattern", JSONText.string(rule.text)),
    ]
  }
}
