/// The captures of a successful match: where each group is in the text matched, read as text
/// only when asked for.
public struct PatternMatch: Hashable, Sendable {
  /// The text matched (a percent-encoded path).
  let text: LinkText
  /// Each group's start and end in `text`'s UTF-8, in ``PathPattern/groupNames`` order; -1 for
  /// both of a group that did not participate (an absent optional group).
  private let bounds: InlineList<Int32>

  /// The raw (still percent-encoded) text of each group, in ``PathPattern/groupNames`` order;
  /// `nil` for a group that did not participate.
  public var groups: [String?] {
    (0..<count).map(groupText)
  }

  /// A match with the given captures.
  public init(groups: [String?]) {
    var text = ""
    var bounds = InlineList<Int32>()
    for group in groups {
      guard let group else {
        bounds.append(-1)
        bounds.append(-1)
        continue
      }
      bounds.append(Int32(text.utf8.count))
      text += group
      bounds.append(Int32(text.utf8.count))
    }
    self.init(text: LinkText(text), bounds: bounds)
  }

  /// `bounds`: a start and an end for each group (-1, -1 for an absent one).
  init(text: LinkText, bounds: InlineList<Int32>) {
    self.text = text
    self.bounds = bounds
  }

  /// How many groups the pattern has.
  var count: Int { bounds.count / 2 }

  /// `body` given the bytes of the text matched, which ``range(of:)`` slices.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    text.withBytes(body)
  }

  /// `body` given the raw bytes of group `index`; `nil` when the group is absent.
  func withGroup<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    guard let range = range(of: index) else { return nil }
    return withBytes { body(.init(rebasing: $0[range])) }
  }

  /// The raw text of group `index` as a string; `nil` when absent.
  func groupText(_ index: Int) -> String? {
    withGroup(index) { String(utf8Bytes: $0) }
  }

  /// The byte range of group `index` in the text matched; `nil` when absent.
  func range(of index: Int) -> Range<Int>? {
    let start = bounds[2 * index]
    guard start >= 0 else { return nil }
    return Int(start)..<Int(bounds[2 * index + 1])
  }

  /// Two matches are equal when they capture the same texts, wherever those were found.
  public static func == (lhs: PatternMatch, rhs: PatternMatch) -> Bool {
    lhs.groups == rhs.groups
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(groups)
  }
}
