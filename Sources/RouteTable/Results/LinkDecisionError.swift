/// Why a platform decision (`aasa`, `android`) has no answer for a link: it is not a URL, or
/// deciding it would cost more than a link's allowance, as resolving gives up with
/// `match-limit`.
public struct LinkDecisionError: Error, Hashable, Sendable {
  public enum Code: String, Hashable, Sendable {
    case invalidURL = "invalid-url"
    case matchLimit = "match-limit"
  }

  public var code: Code
  public var message: String
  /// The 1-based column of an invalid URL's first offending character.
  public var column: Int?

  /// The allowance of `steps` spent while trying rule `rule` of the file.
  static func matchLimit(steps: Int, rule: Int) -> LinkDecisionError {
    LinkDecisionError(
      code: .matchLimit,
      message: "gave up after \(steps) steps at rule \(rule): the file's patterns make this link "
        + "too costly to decide; give them fixed text or fewer wildcards")
  }
}
