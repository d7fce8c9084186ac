/// What iOS does with a tapped link, given an AASA file (aasa.md §1.4).
public enum AASAOutcome: String, Hashable, Sendable, CaseIterable {
  /// An include rule matched: the link opens the app.
  case match
  /// An exclude rule matched first: the link opens in the browser.
  case exclude
  /// No rule matched: the link opens in the browser.
  case noMatch = "no_match"
}

/// The answer for one URL: the outcome, the rule that decided it, and on request every rule
/// tried.
public struct AASADecision: Hashable, Sendable {
  public var outcome: AASAOutcome
  /// The rule that matched, for `match` and `exclude`.
  public var rule: AASARuleReference?
  /// Why no rule was tried at all (another host, not https, no entry for the app), if so.
  public var reason: String?
  /// Every rule tried, in order, with why it did not match; filled only when explaining.
  public var trials: [AASARuleTrial]

  public init(
    outcome: AASAOutcome, rule: AASARuleReference? = nil, reason: String? = nil,
    trials: [AASARuleTrial] = []
  ) {
    self.outcome = outcome
    self.rule = rule
    self.reason = reason
    self.trials = trials
  }

  /// Whether the link opens the app.
  public var opensApp: Bool { outcome == .match }
}

/// Which rule of a file: its entry, its index in the entry's rule list, and where it is written.
public struct AASARuleReference: Hashable, Sendable {
  public var entry: Int
  /// The index `match` and `exclude` report.
  public var rule: Int
  public var pointer: String
  public var position: SourcePosition?
  /// The rule as written, compact.
  public var text: String

  public init(entry: Int, rule: AASARule) {
    self.entry = entry
    self.rule = rule.index
    self.pointer = rule.pointer
    self.position = rule.position
    self.text = rule.text
  }
}

/// One rule tried for a URL.
public struct AASARuleTrial: Hashable, Sendable {
  public var rule: AASARuleReference
  public var outcome: AASAOutcome
  /// Why the rule did not match (`no_match` only).
  public var reason: String?

  public init(rule: AASARuleReference, outcome: AASAOutcome, reason: String?) {
    self.rule = rule
    self.outcome = outcome
    self.reason = reason
  }
}
