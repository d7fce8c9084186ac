/// The raw captures of a successful match.
public struct PatternMatch: Hashable, Sendable {
  /// The raw (still percent-encoded) text of each group, in ``PathPattern/groupNames`` order;
  /// `nil` for a group that did not participate (an absent optional group).
  public var groups: [String?]
  /// Where each group starts in the path's UTF-8 (-1 for an absent one), as the matcher found
  /// it; empty when not recorded. Messages name a value's segment from it.
  var starts = InlineList<Int32>()

  /// A match with the given captures.
  public init(groups: [String?]) {
    self.groups = groups
  }

  init(groups: [String?], starts: InlineList<Int32>) {
    self.groups = groups
    self.starts = starts
  }

  /// Two matches are equal when they capture the same texts, wherever those were recorded.
  public static func == (lhs: PatternMatch, rhs: PatternMatch) -> Bool {
    lhs.groups == rhs.groups
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(groups)
  }

  /// The byte range of group `index` in the path, when recorded.
  func range(of index: Int) -> Range<Int>? {
    guard index < starts.count, starts[index] >= 0, let text = groups[index] else { return nil }
    return Int(starts[index])..<Int(starts[index]) + text.utf8.count
  }
}
