import RouteTable

/// The results of `linkcheck android`: a summary object per file (jsonl) and one record per URL
/// (text, jsonl, or an annotation for a URL that does not open the app).
enum AndroidRenderer {
  /// `{"file", "package", "targetSdk", "eligible", "verifiedHosts", "invalidHosts", "findings"}`.
  static func summary(of manifest: AndroidManifest, name: String) -> String {
    let verification = manifest.verification()
    return JSONText.object([
      ("file", JSONText.string(name)),
      ("package", manifest.package.map(JSONText.string) ?? "null"),
      ("targetSdk", manifest.targetSdk.map(String.init) ?? "null"),
      ("eligible", String(verification.eligible)),
      ("verifiedHosts", JSONText.array(verification.verifiedHosts.map(JSONText.string))),
      ("invalidHosts", JSONText.array(verification.invalidHosts.map(JSONText.string))),
      ("findings", findings(manifest.findings, name: name)),
    ])
  }

  /// `{"file", "hosts", "valid", "statements": [{"package", "fingerprints"}], "findings"}`.
  static func summary(
    of file: AssetLinksFile, name: String, hosts: [String], findings: [Diagnostic]
  ) -> String {
    let statements = file.grants.map { grant in
      JSONText.object([
        ("package", JSONText.string(grant.package)),
        ("fingerprints", JSONText.array(grant.fingerprints.map(JSONText.string))),
      ])
    }
    return JSONText.object([
      ("file", JSONText.string(name)), ("hosts", JSONText.array(hosts.map(JSONText.string))),
      ("valid", String(file.isValid)), ("statements", JSONText.array(statements)),
      ("findings", Self.findings(findings, name: name)),
    ])
  }

  private static func findings(_ findings: [Diagnostic], name: String) -> String {
    JSONText.array(
      findings.map { DiagnosticRenderer.machineLine($0, fileName: name, format: .jsonl) })
  }

  /// One URL's record: `URL  app  .MainActivity (verified)` in text, the SPEC's object in jsonl,
  /// and under gcc/github an annotation for a URL that does not open the app (`""` for one that
  /// does); a link too costly to decide is an `error` record, as in `resolve`.
  static func record(
    _ line: InputLine, _ outcome: Result<AndroidLinkDecision, LinkDecisionError>,
    format: OutputFormat, file: String
  ) -> String {
    let decision: AndroidLinkDecision
    switch outcome {
    case .success(let decided): decision = decided
    case .failure(let error):
      switch format {
      case .jsonl:
        return JSONText.object([
          ("line", String(line.number)), ("input", JSONText.string(line.text)),
          (
            "error",
            JSONText.object([
              ("code", JSONText.string(error.code.rawValue)),
              ("message", JSONText.string(error.message)),
            ])
          ),
        ])
      case .gcc, .github:
        let annotation = Annotation(
          file: file, line: line.number, column: 1, level: .error,
          message: "'\(line.text)' is not decided: \(error.message)", code: error.code.rawValue)
        return format == .gcc ? annotation.gcc : annotation.github
      // `android` refuses `junit`.
      case .text, .junit:
        return "\(VisibleText.escaping(line.text))  \(fields(of: outcome))"
      }
    }
    switch format {
    case .jsonl:
      return JSONText.object([
        ("line", String(line.number)), ("input", JSONText.string(line.text)),
        ("decision", JSONText.string(decision.outcome.rawValue)),
        ("activity", decision.activity.map(JSONText.string) ?? "null"),
        ("matches", JSONText.array(decision.matches.map(JSONText.string))),
        ("launchable", JSONText.array(decision.launchable.map(JSONText.string))),
        ("verified", String(decision.verified)),
        ("rule", decision.rule.map(String.init) ?? "null"),
        ("reason", JSONText.string(decision.reason)),
      ])
    case .gcc, .github:
      guard decision.outcome != .app else { return "" }
      let annotation = Annotation(
        file: file, line: line.number, column: 1, level: .error,
        message:
          "'\(line.text)' does not open the app (\(decision.outcome.rawValue)): \(decision.reason)",
        code: "not-opened")
      return format == .gcc ? annotation.gcc : annotation.github
    case .text, .junit:
      return "\(VisibleText.escaping(line.text))  \(fields(of: outcome))"
    }
  }

  /// The text record's fields after the input: `app  .MainActivity (verified)  REASON`.
  static func fields(of outcome: Result<AndroidLinkDecision, LinkDecisionError>) -> String {
    switch outcome {
    case .failure(let error):
      return "error[\(error.code.rawValue)]: \(error.message)"
    case .success(let decision):
      let activity = decision.launchable.first.map { "  \(VisibleText.escaping($0))" } ?? ""
      return decision.outcome.rawValue + activity + (decision.verified ? " (verified)" : "")
        + "  \(decision.reason)"
    }
  }
}
