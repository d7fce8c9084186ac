/// The warnings of a link damaged on its way to the user (README "Pasted links"): values the
/// route accepted as they are, but that are probably not what the link's author wrote.
enum DamagedLink {
  @inline(__always)
  static func warnings(_ url: LinkURL, _ candidate: MatchedCandidate) -> [LinkWarning] {
    // What each check reads; most links have none of it, and are told so in the caller (the
    // checks' own entry alone cost more).
    guard
      candidate.pathValuesMayWarn || !candidate.duplicateQuery.isEmpty
        || !candidate.extraQuery.isEmpty || candidate.mayHaveTextAfterPath
        || url.fragment != nil
    else { return [] }
    return inspectedWarnings(url, candidate)
  }

  /// ``warnings(_:_:)`` of a link that has something to inspect.
  @inline(never)
  private static func inspectedWarnings(_ url: LinkURL, _ candidate: MatchedCandidate)
    -> [LinkWarning]
  {
    let isSurroundingPunctuation = RawValueShape.isSurroundingPunctuation
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
    // Each string value (list items too): one pass, nothing copied for a value with no `%`
    // and no punctuation at its end (nearly all of them).
    var lastPunctuated: (name: String, text: String)?
    func inspect(_ text: String, of name: String) {
      if holdsEscape(text) {
        warnings.append(
          LinkWarning(
            .doubleEncoded,
            "'\(SafeText.quoted(name))' still holds a percent escape once decoded "
              + "('\(SafeText.quoted(text))'): the link was encoded twice"))
      }
      if let last = text.utf8.last, isSurroundingPunctuation(last) {
        lastPunctuated = (name, text)
      }
    }
    for index in candidate.pathValuesMayWarn ? candidate.slots.indices : 0..<0 {
      guard case .text? = candidate.slots[index].accepted else { continue }
      // Most path values hold no `%` and end in no punctuation: settled on their raw bytes.
      let mayWarn =
        candidate.slots[index].decoded >= 0
        || candidate.match.withGroup(index) { $0.last.map(isSurroundingPunctuation) }
          == true
      if mayWarn, let text = candidate.text(at: index) {
        inspect(text, of: candidate.pattern.groupNames[index])
      }
    }
    // Gathered, then inspected: `inspect` called from the closure would have its variables
    // checked for exclusive access at run time.
    var later: [(name: String, text: String)] = []
    if candidate.mayHaveTextAfterPath {
      candidate.forEachValueAfterPath { name, view in
        switch view {
        // Made a string only when it may warn: with a `%`, or punctuation at its end.
        case .string(let text):
          if text.contains(UInt8(ascii: "%")) || text.last.map(isSurroundingPunctuation) == true {
            later.append((name, String(utf8Bytes: text)))
          }
        case .value(.string(let text)): later.append((name, text))
        case .value(.list(let values)):
          for case .string(let text) in values { later.append((name, text)) }
        case .uuid, .value: break
        }
      }
    }
    for (name, text) in later { inspect(text, of: name) }
    if let (name, text) = lastPunctuated, let last = text.last, lastCharacter(of: url) == last,
      last != ")" || !text.contains("("), last != "]" || !text.contains("[")
    {
      warnings.append(
        LinkWarning(
          .trailingPunctuation,
          "'\(SafeText.quoted(name))' ends in '\(last)' ('\(SafeText.quoted(text))'), which may "
            + "belong to the text around the link"))
    }
    // Fields read one by one: a copy of the whole definition retains each of them.
    if let fragment = url.fragment, candidate.route.definition.fragment == nil,
      !candidate.route.hasFragmentPatterns
    {
      warnings.append(
        LinkWarning(
          .ignoredFragment,
          "route '\(candidate.route.definition.name)' reads no fragment, so '#\(SafeText.quoted(fragment))' is ignored; "
            + "write '#' inside a value as '%23'"))
    }
    return warnings
  }

  /// Whether `text` holds `%` and two hex digits.
  private static func holdsEscape(_ text: String) -> Bool {
    // Most values hold no `%`: settled without a copy.
    guard text.holdsByte(UInt8(ascii: "%")) else { return false }
    let bytes = Array(text.utf8)
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
    return url.pathText.description.last
  }
}
