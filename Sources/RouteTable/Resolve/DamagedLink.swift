/// The warnings of a link damaged on its way to the user (README "Pasted links"): values the
/// route accepted as they are, but that are probably not what the link's author wrote.
enum DamagedLink {
  /// Characters that end a sentence or close a bracket around a link.
  private static let surroundingPunctuation: Set<Character> = [
    ".", ",", ";", ":", "!", ")", "]", "'", "\"",
  ]

  static func warnings(_ url: LinkURL, _ candidate: MatchedCandidate) -> [LinkWarning] {
    var warnings: [LinkWarning] = []
    for name in candidate.duplicateQuery {
      warnings.append(
        LinkWarning(
          .duplicateQuery,
          "query parameter '\(SafeText.quoted(name))' is given more than once; the first value is used"
        ))
    }
    for name in candidate.extraQuery where name.hasPrefix("amp;") {
      warnings.append(
        LinkWarning(
          .htmlEscapedQuery,
          "query name '\(SafeText.quoted(name))' comes from '&amp;' copied out of html; the link meant "
            + "'\(SafeText.quoted(name.dropFirst(4)))'"))
    }
    for (name, text) in strings(of: candidate.params) where holdsEscape(text) {
      warnings.append(
        LinkWarning(
          .doubleEncoded,
          "'\(SafeText.quoted(name))' still holds a percent escape once decoded ('\(SafeText.quoted(text))'): the link was "
            + "encoded twice"))
    }
    if let last = lastCharacter(of: url), surroundingPunctuation.contains(last),
      let (name, text) = strings(of: candidate.params).last(where: { $0.text.last == last }),
      last != ")" || !text.contains("("), last != "]" || !text.contains("[")
    {
      warnings.append(
        LinkWarning(
          .trailingPunctuation,
          "'\(SafeText.quoted(name))' ends in '\(SafeText.quoted(String(last)))' ('\(SafeText.quoted(text))'), which may belong to the text around the link"
        ))
    }
    let definition = candidate.route.definition
    if let fragment = url.fragment, definition.fragment == nil, definition.fragments.isEmpty {
      warnings.append(
        LinkWarning(
          .ignoredFragment,
          "route '\(definition.name)' reads no fragment, so '#\(SafeText.quoted(fragment))' is ignored; "
            + "write '#' inside a value as '%23'"))
    }
    return warnings
  }

  /// Each string value (list items too), with its parameter's name.
  private static func strings(of params: [NamedValue]) -> [(name: String, text: String)] {
    var strings: [(name: String, text: String)] = []
    for param in params {
      switch param.value {
      case .string(let text): strings.append((param.name, text))
      case .list(let values):
        for case .string(let text) in values { strings.append((param.name, text)) }
      default: continue
      }
    }
    return strings
  }

  /// Whether `text` holds `%` and two hex digits.
  private static func holdsEscape(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.contains(UInt8(ascii: "%")) else { return false }
    return bytes.indices.contains {
      bytes[$0] == UInt8(ascii: "%") && $0 + 2 < bytes.count
        && PercentDecoding.hexValue(bytes[$0 + 1]) != nil
        && PercentDecoding.hexValue(bytes[$0 + 2]) != nil
    }
  }

  /// The link's last character: of its fragment, else its query, else its path.
  private static func lastCharacter(of url: LinkURL) -> Character? {
    if let fragment = url.fragment { return fragment.last }
    if url.hasQuery { return url.queryItems.last.map { $0.value(plusIsSpace: false) }?.last }
    return url.path.last
  }
}
