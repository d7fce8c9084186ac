// The rules of an entry: legacy paths and components, read into ``AASARule``s.
extension AASAReader {
  /// A legacy path's pattern and whether it is a `NOT ` exclusion (the prefix is matched
  /// case-insensitively).
  static func legacyPathPattern(_ text: String) -> (pattern: String, isNot: Bool) {
    let prefix = text.unicodeScalars.prefix(4)
    if prefix.count == 4, String(String.UnicodeScalarView(prefix)).lowercased() == "not " {
      return (String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(4))), true)
    }
    return (text, false)
  }

  func compileComponent(
    _ members: [JSONMember], defaults: [JSONMember], index: Int, pointer: String,
    position: SourcePosition, text: String
  ) -> AASARule {
    func effective(_ key: String) -> JSONValue? {
      (Self.member(key, of: members) ?? Self.member(key, of: defaults))?.value
    }
    var path: AASAGlob?
    if case .string(let pattern)? = effective("/")?.kind {
      path = AASAGlob(AASAPathNormalization.normalize(pattern), variables: variables)
    }
    return AASARule(
      origin: .component, index: index, pointer: pointer, position: position, text: text,
      path: path, query: effective("?").flatMap(queryPattern),
      fragment: effective("#").flatMap(glob),
      exclude: Self.flag(effective("exclude"), absent: false),
      caseSensitive: Self.flag(effective("caseSensitive"), absent: true),
      percentEncoded: Self.flag(effective("percentEncoded"), absent: true),
      requiredEntitlement: effective("requiredEntitlement").flatMap(Self.string))
  }

  func compileLegacyPath(
    _ text: String, defaults: [JSONMember], index: Int, pointer: String, position: SourcePosition
  ) -> AASARule {
    func effective(_ key: String) -> JSONValue? { Self.member(key, of: defaults)?.value }
    let (pattern, isNot) = Self.legacyPathPattern(text)
    return AASARule(
      origin: .legacyPath, index: index, pointer: pointer, position: position,
      text: JSONSource.string(text),
      path: AASAGlob(AASAPathNormalization.normalize(pattern), variables: variables),
      query: effective("?").flatMap(queryPattern), fragment: effective("#").flatMap(glob),
      exclude: isNot || Self.flag(effective("exclude"), absent: false),
      caseSensitive: isNot || Self.flag(effective("caseSensitive"), absent: true),
      percentEncoded: Self.flag(effective("percentEncoded"), absent: true),
      requiredEntitlement: effective("requiredEntitlement").flatMap(Self.string))
  }

  private func glob(_ value: JSONValue) -> AASAGlob? {
    Self.string(value).map { AASAGlob($0, variables: variables) }
  }

  private func queryPattern(_ value: JSONValue) -> AASAQueryPattern? {
    switch value.kind {
    case .string(let text): return .whole(AASAGlob(text, variables: variables))
    case .object(let members):
      var items: [AASAQueryItemPattern] = []
      for member in members {
        // One non-string value and iOS drops the whole dictionary.
        guard case .string(let text) = member.value.kind else { return nil }
        items.append(
          AASAQueryItemPattern(name: member.key, pattern: AASAGlob(text, variables: variables)))
      }
      return .items(items.sorted { $0.name < $1.name })
    default: return nil
    }
  }

  static func flag(_ value: JSONValue?, absent: Bool) -> Bool {
    guard let value else { return absent }
    return AASABoolValue.of(value) ?? false
  }

  private static func string(_ value: JSONValue) -> String? {
    if case .string(let text) = value.kind { text } else { nil }
  }
}
