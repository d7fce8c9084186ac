/// The raw captures of a successful match.
public struct PatternMatch: Hashable, Sendable {
  /// The raw (still percent-encoded) text of each group, in ``PathPattern/groupNames`` order;
  /// `nil` for a group that did not participate (an absent optional group).
  public var groups: [String?]

  /// A match with the given captures.
  public init(groups: [String?]) {
    self.groups = groups
  }
}
