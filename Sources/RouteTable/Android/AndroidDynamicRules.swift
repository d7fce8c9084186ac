/// The Android 15 dynamic rules of an assetlinks statement (`relation_extensions` →
/// `delegate_permission/common.handle_all_urls` → `dynamic_app_link_components`): the first rule
/// that matches a link decides, `exclude` sends it to the browser, and a link no rule matches
/// stays in the browser. They only narrow what the manifest's verified filters take.
public struct AndroidDynamicRules: Hashable, Sendable {
  public struct Rule: Hashable, Sendable {
    /// Matchers of the whole path (`/`), the whole fragment (`#`), and query items (`?`, each
    /// name with a value pattern); `nil` leaves that part free.
    public var path: String?
    public var fragment: String?
    public var query: [QueryItem]?
    public var exclude: Bool
    public var position: SourcePosition
  }

  public struct QueryItem: Hashable, Sendable {
    public var name: String
    public var value: String
  }

  public var rules: [Rule]

  /// Why Android would discard a statement's rules.
  struct Problem {
    let message: String
    let position: SourcePosition
    let pointer: String
  }

  /// The rules under `extensions` (a statement's `relation_extensions`), or the problem that
  /// makes Android discard them all; neither when there are none.
  static func read(_ extensions: JSONValue?, pointer: String) -> (
    rules: AndroidDynamicRules?, problem: Problem?
  ) {
    guard let extensions, case .object(let relations) = extensions.kind,
      let handle = relations.first(where: { $0.key == AssetLinksFile.handleAllURLs }),
      case .object(let fields) = handle.value.kind,
      let components = fields.first(where: { $0.key == "dynamic_app_link_components" })
    else { return (nil, nil) }
    let listPointer = JSONPointer.appending(
      "dynamic_app_link_components",
      to: JSONPointer.appending(AssetLinksFile.handleAllURLs, to: pointer))
    func problem(_ message: String, _ value: JSONValue, _ pointer: String) -> (
      AndroidDynamicRules?, Problem?
    ) {
      (nil, Problem(message: message, position: value.position, pointer: pointer))
    }
    guard case .array(let elements) = components.value.kind else {
      return problem("'dynamic_app_link_components' must be a list", components.value, listPointer)
    }
    guard !elements.isEmpty else {
      return problem("'dynamic_app_link_components' is empty", components.value, listPointer)
    }
    var rules: [Rule] = []
    for (index, element) in elements.enumerated() {
      let rulePointer = listPointer + "/\(index)"
      guard case .object(let members) = element.kind else {
        return problem("a dynamic rule must be an object", element, rulePointer)
      }
      var rule = Rule(exclude: false, position: element.position)
      for member in members {
        switch (member.key, member.value.kind) {
        case ("/", .string(let text)): rule.path = text
        case ("#", .string(let text)): rule.fragment = text
        case ("exclude", .bool(let flag)): rule.exclude = flag
        case ("?", .object(let items)):
          var query: [QueryItem] = []
          for item in items {
            guard case .string(let value) = item.value.kind else {
              return problem(
                "query value '\(item.key)' must be a string", item.value, rulePointer + "/?")
            }
            query.append(QueryItem(name: item.key, value: value))
          }
          rule.query = query
        default:
          return problem(
            "dynamic rule \(index) has an invalid '\(member.key)'", member.value,
            JSONPointer.appending(member.key, to: rulePointer))
        }
      }
      rules.append(rule)
    }
    return (AndroidDynamicRules(rules: rules), nil)
  }

  /// How the rules decide a link.
  enum Verdict: Hashable {
    /// The rule at this index is the first that matches.
    case matched(Int)
    /// No rule matches.
    case none
    /// The link's allowance was spent while trying the rule at this index.
    case gaveUp(Int)
  }

  /// The first rule that matches a link (decoded path, decoded query items, fragment), each rule
  /// charged to the link's allowance for the characters it reads (a file of tens of thousands
  /// of rules, or a long link, gives up instead of taking seconds).
  func firstMatch(path: String, query: [(name: String, value: String)], fragment: String?)
    -> Verdict
  {
    var (path, fragment) = (path, fragment ?? "")
    return path.withUTF8 { path in
      fragment.withUTF8 { firstMatch(path: path, query: query, fragment: $0) }
    }
  }

  /// ``firstMatch(path:query:fragment:)`` with the path and the fragment read in place once,
  /// for every rule; the rules by index, each read where it is.
  private func firstMatch(
    path: UnsafeBufferPointer<UInt8>, query: [(name: String, value: String)],
    fragment: UnsafeBufferPointer<UInt8>
  ) -> Verdict {
    var work = MatchLimit.units
    for index in rules.indices {
      var read = 0
      let matched =
        Self.matches(rules[index].path, path, read: &read)
        && Self.matches(rules[index].fragment, fragment, read: &read)
        && rules[index].query.map { items in
          items.allSatisfy { item in
            query.contains { given in
              read += 1
              return given.name == item.name
                && Self.wildcardMatches(item.value, given.value, read: &read)
            }
          }
        } != false
      work -= MatchLimit.dynamicRule + read / MatchLimit.positionsPerUnit
      if work < 0 { return .gaveUp(index) }
      if matched { return .matched(index) }
    }
    return .none
  }

  /// Whether `text` matches a rule's `pattern`, `true` when the rule has none.
  private static func matches(
    _ pattern: String?, _ text: UnsafeBufferPointer<UInt8>, read: inout Int
  ) -> Bool {
    guard var pattern else { return true }
    return pattern.withUTF8 { wildcardMatches($0, text, read: &read) }
  }

  /// A dynamic rule's value pattern on the whole of `text`: `?` one character, `*` zero or more
  /// up to the first occurrence of the character after it (never backtracking), or the rest at
  /// the end of the pattern; case-sensitive. Adds the characters it reads to `read`.
  static func wildcardMatches(_ pattern: String, _ text: String, read: inout Int) -> Bool {
    var (pattern, text) = (pattern, text)
    return pattern.withUTF8 { pattern in
      text.withUTF8 { wildcardMatches(pattern, $0, read: &read) }
    }
  }

  /// ``wildcardMatches(_:_:read:)`` on the UTF-8 of both, a character (a Unicode scalar, as
  /// Android compares them) at a time: a file of thousands of rules is read within a link's
  /// allowance without decoding a scalar.
  private static func wildcardMatches(
    _ pattern: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, read: inout Int
  ) -> Bool {
    var (p, t) = (0, 0)
    // Whether the character at `p` of the pattern is the one at `t` of the text.
    func sameCharacter() -> Bool {
      let length = UTF8Sequence.length(leadingWith: pattern[p])
      guard t + length <= text.count else { return false }
      for offset in 0..<length where pattern[p + offset] != text[t + offset] { return false }
      return true
    }
    while p < pattern.count {
      read += 1
      switch pattern[p] {
      case UInt8(ascii: "*"):
        p += 1
        guard p < pattern.count else { return true }
        // Before a `?`, the star takes nothing: the `?` then takes one.
        if pattern[p] == UInt8(ascii: "?") { continue }
        while t < text.count && !sameCharacter() {
          t += UTF8Sequence.length(leadingWith: text[t])
          read += 1
        }
        guard t < text.count else { return false }
      case UInt8(ascii: "?"):
        guard t < text.count else { return false }
        t += UTF8Sequence.length(leadingWith: text[t])
        p += 1
      default:
        guard t < text.count, sameCharacter() else { return false }
        let length = UTF8Sequence.length(leadingWith: pattern[p])
        (p, t) = (p + length, t + length)
      }
    }
    return t == text.count
  }
}
