extension PathPattern {
  /// The percent-encoded path this pattern matches with the given parameter values (decoded
  /// text by group name), or `nil` when a required group has no value or the values do not
  /// produce a path the pattern matches with exactly those values.
  ///
  /// A value for a `+`/`*` repeated or full-wildcard group may contain `/`: it spans segments,
  /// and each segment is encoded on its own. Elsewhere `/` is encoded as `%2F`.
  public func path(filling values: [String: String]) -> String? {
    var path = ""
    var expected: [String: String] = [:]
    for part in parts {
      guard part.isParameter else {
        path += part.value
        continue
      }
      guard let value = values[part.name] else {
        if part.modifier == .optional || part.modifier == .zeroOrMore { continue }
        return nil
      }
      let spansSegments =
        part.kind == .fullWildcard || part.modifier == .oneOrMore || part.modifier == .zeroOrMore
      // A wildcard's value holds its `/`s as written; a repeated group's `/`s part its
      // repetitions, each written between the group's suffix and prefix.
      let separator = part.kind == .fullWildcard ? "/" : part.suffix + part.prefix
      let encoded =
        spansSegments
        ? value.split(separator: "/", omittingEmptySubsequences: false).map(
          Self.encodedSegment
        )
        .joined(separator: separator)
        : Self.encodedSegment(value)
      path += part.prefix + encoded + part.suffix
      expected[part.name] = encoded
    }
    if path.isEmpty { path = "/" }
    // A path starts with `/`: a value that leaves it out of a leading `*` is no path.
    guard path.hasPrefix("/"),
      let match = match(LinkText(path), ignoreCase: false, isPrintable: nil, work: .uncounted)
    else { return nil }
    for (name, raw) in zip(groupNames, match.groups) where expected[name] != nil {
      guard raw == expected[name] else { return nil }
    }
    return path
  }

  /// A segment's value percent-encoded; a value of only dots is escaped too, so that no URL
  /// reader takes it for a `.` or `..` segment and resolves it away.
  static func encodedSegment(_ value: some StringProtocol) -> String {
    guard !value.isEmpty, value.allSatisfy({ $0 == "." }) else {
      return PercentEncoding.pathSegment(value)
    }
    return String(repeating: "%2E", count: value.count)
  }
}
