/// URLPattern's "generate a pattern string": the canonical text of a part list, which
/// re-parses to the same parts. Braces, escapes and `(…)` are written only where needed.
enum PatternString {
  static func generate(_ parts: [PatternPart]) -> String {
    // Canonicalising fixed text can leave it empty (`a/..` → ``); written as nothing, it must not
    // count as the part before a wildcard either (`*a/..*` would come out as `**`).
    let parts = parts.filter {
      !($0.kind == .fixedText && $0.value.isEmpty && $0.modifier == .none)
    }
    var result = ""
    for (index, part) in parts.enumerated() {
      let previous = index > 0 ? parts[index - 1] : nil
      let next = index + 1 < parts.count ? parts[index + 1] : nil
      guard part.isParameter else {
        if part.modifier == .none {
          result += escape(part.value)
        } else {
          result += "{" + escape(part.value) + "}" + modifierText(part.modifier)
        }
        continue
      }
      let customName = part.hasCustomName
      var needsGroup =
        !part.suffix.isEmpty
        || (!part.prefix.isEmpty && part.prefix != PatternParser.prefixCharacter)
      if !needsGroup, customName, part.kind == .segmentWildcard, part.modifier == .none,
        let next, next.prefix.isEmpty, next.suffix.isEmpty
      {
        if next.kind == .fixedText {
          needsGroup =
            next.value.unicodeScalars.first.map {
              PatternTokenizer.isNameScalar($0, first: false)
            } ?? false
        } else {
          needsGroup = !next.hasCustomName
        }
      }
      if !needsGroup, part.prefix.isEmpty, let previous, previous.kind == .fixedText,
        previous.value.hasSuffix(PatternParser.prefixCharacter)
      {
        needsGroup = true
      }
      if needsGroup { result += "{" }
      result += escape(part.prefix)
      if customName { result += ":" + part.name }
      switch part.kind {
      case .regex:
        result += "(" + part.value + ")"
      case .segmentWildcard where !customName:
        result += "(" + PatternParser.segmentWildcardRegex + ")"
      case .fullWildcard:
        let wildcardIsPlain =
          !customName
          && (previous == nil || previous?.kind == .fixedText
            || previous?.modifier != PatternPart.Modifier.none
            || needsGroup || !part.prefix.isEmpty)
        result += wildcardIsPlain ? "*" : "(" + PatternParser.fullWildcardRegex + ")"
      default:
        break
      }
      if part.kind == .segmentWildcard, customName,
        let first = part.suffix.unicodeScalars.first,
        PatternTokenizer.isNameScalar(first, first: false)
      {
        result += "\\"
      }
      result += escape(part.suffix)
      if needsGroup { result += "}" }
      result += modifierText(part.modifier)
    }
    return result
  }

  private static func modifierText(_ modifier: PatternPart.Modifier) -> String {
    switch modifier {
    case .none: ""
    case .optional: "?"
    case .zeroOrMore: "*"
    case .oneOrMore: "+"
    }
  }

  /// URLPattern's "escape a pattern string".
  private static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if "+*?:{}()\\".unicodeScalars.contains(scalar) { result += "\\" }
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}
