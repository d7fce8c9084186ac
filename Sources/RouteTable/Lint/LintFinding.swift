/// The stable codes of `linkcheck lint` findings beyond config validity.
enum LintCode {
  static let ambiguousRoutes = "ambiguous-routes"
  static let possiblyAmbiguous = "possibly-ambiguous"
  static let shadowedRoute = "shadowed-route"
  static let wildcardSwallows = "wildcard-swallows"
  static let regexMatchesEmpty = "regex-matches-empty"
  static let slowExpression = "slow-expression"
  static let unusedParentRoute = "unused-parent-route"
  static let unusedHostParameter = "unused-host-parameter"
  static let missingExample = "missing-example"
  static let unmatchableText = "unmatchable-text"
}

extension RouteDefinition {
  /// A finding located at the route's `paths[index]` entry.
  func finding(
    at index: Int, _ severity: Diagnostic.Severity, _ code: String, _ message: String, help: String?
  ) -> Diagnostic {
    let position = index < location.pathPositions.count ? location.pathPositions[index] : nil
    return Diagnostic(
      severity: severity, code: code, message: message,
      pointer: location.pointer + "/paths/\(index)", position: position ?? location.position,
      help: help)
  }
}
