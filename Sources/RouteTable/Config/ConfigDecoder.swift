/// Turns a ``JSONValue`` tree into a ``RouteConfig``, collecting every problem instead of
/// stopping at the first. Each part decodes what it can and reports the rest, and checks that
/// depend on a part that failed are skipped, so one mistake is reported once.
struct ConfigDecoder {
  /// The config's bytes, to place problems found inside a JSON string (a pattern's column).
  let source: [UInt8]
  private(set) var diagnostics: [Diagnostic] = []
  /// Every name under `types`, valid or not, so that a reference to a broken type is not also
  /// reported as unknown.
  var declaredTypeNames: Set<String> = []
  var namedTypes: [String: ParamType] = [:]

  mutating func report(
    _ code: ConfigDiagnosticCode, _ message: String, pointer: String,
    position: SourcePosition?, help: String? = nil
  ) {
    diagnostics.append(
      Diagnostic(
        code: code.rawValue, message: message, pointer: pointer, position: position, help: help))
  }

  /// The diagnostics ordered by where they point, keeping the order found for equal positions.
  var sortedDiagnostics: [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      let left = lhs.element.position?.offset ?? .max
      let right = rhs.element.position?.offset ?? .max
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
  }

  // MARK: - Expecting kinds of values

  // Pointers, subjects and contexts are autoclosures: they are only needed for a report, and
  // building them for every value of a large config cost more than decoding it.

  /// The members of an object, after reporting keys outside `allowed`; `nil` (reported) when
  /// the value is not an object.
  mutating func object(
    _ value: JSONValue, pointer: @autoclosure () -> String, subject: @autoclosure () -> String,
    allowed: [String], context: @autoclosure () -> String
  ) -> KnownMembers? {
    guard case .object(let members) = value.kind else {
      reportWrongType(value, pointer: pointer(), subject: subject(), expected: "an object")
      return nil
    }
    guard members.contains(where: { !allowed.contains($0.key) }) else {
      return KnownMembers(members: members)
    }
    var known: [JSONMember] = []
    for member in members {
      guard allowed.contains(member.key) else {
        let help =
          Suggestion.closest(to: member.key, among: allowed).map { "did you mean '\($0)'?" }
          ?? "valid keys here: " + allowed.map { "'\($0)'" }.joined(separator: ", ")
        report(
          .unknownKey, "unknown key '\(member.key)' \(context())",
          pointer: JSONPointer.appending(member.key, to: pointer()), position: member.keyPosition,
          help: help)
        continue
      }
      known.append(member)
    }
    return KnownMembers(members: known)
  }

  /// Reports that `object` lacks a required key (one of `keys`), unless one of its unknown keys,
  /// already reported with a "did you mean", is a misspelling of it.
  mutating func reportMissingKey(
    _ keys: [String], in object: JSONValue, allowed: [String], message: String,
    pointer: @autoclosure () -> String, help: String
  ) {
    guard !Self.misspells(keys, in: object, allowed: allowed) else { return }
    report(.missingKey, message, pointer: pointer(), position: object.position, help: help)
  }

  /// Whether one of `object`'s unknown keys (reported with a "did you mean") is a misspelling of
  /// one of `keys`: a problem about their absence would report the same mistake twice.
  static func misspells(_ keys: [String], in object: JSONValue, allowed: [String]) -> Bool {
    guard case .object(let members) = object.kind else { return false }
    return members.contains { member in
      !allowed.contains(member.key)
        && Suggestion.closest(to: member.key, among: allowed).map(keys.contains) == true
    }
  }

  /// The members of an object whose keys are names the user chooses (`params`, `types`).
  mutating func dictionary(
    _ value: JSONValue, pointer: @autoclosure () -> String, subject: @autoclosure () -> String
  ) -> [JSONMember]? {
    guard case .object(let members) = value.kind else {
      reportWrongType(value, pointer: pointer(), subject: subject(), expected: "an object")
      return nil
    }
    return members
  }

  mutating func array(
    _ value: JSONValue, pointer: @autoclosure () -> String, subject: @autoclosure () -> String
  ) -> [JSONValue]? {
    guard case .array(let elements) = value.kind else {
      reportWrongType(value, pointer: pointer(), subject: subject(), expected: "an array")
      return nil
    }
    return elements
  }

  mutating func string(
    _ value: JSONValue, pointer: @autoclosure () -> String, subject: @autoclosure () -> String
  ) -> String? {
    guard case .string(let text) = value.kind else {
      reportWrongType(value, pointer: pointer(), subject: subject(), expected: "a string")
      return nil
    }
    return text
  }

  mutating func bool(
    _ value: JSONValue, pointer: @autoclosure () -> String, subject: @autoclosure () -> String
  ) -> Bool? {
    guard case .bool(let flag) = value.kind else {
      let help: String? =
        if case .string(let text) = value.kind, text == "true" || text == "false" {
          "write \(text) without quotes"
        } else { nil }
      reportWrongType(
        value, pointer: pointer(), subject: subject(), expected: "true or false", help: help)
      return nil
    }
    return flag
  }

  /// Each string of an array of strings, with its value and index; other entries reported.
  /// The entry's pointer is `pointer` and the index, built when a report needs it.
  mutating func strings(
    _ value: JSONValue, pointer: @autoclosure () -> String, key: String
  ) -> [(text: String, value: JSONValue, index: Int)]? {
    if case .string(let text) = value.kind {
      reportWrongType(
        value, pointer: pointer(), subject: "'\(key)'", expected: "an array",
        help: "write a list: [\"\(text)\"]")
      return nil
    }
    guard let elements = array(value, pointer: pointer(), subject: "'\(key)'") else { return nil }
    var result: [(text: String, value: JSONValue, index: Int)] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      if let text = string(
        element, pointer: JSONPointer.appending(index, to: pointer()),
        subject: "each entry of '\(key)'")
      {
        result.append((text, element, index))
      }
    }
    return result
  }

  mutating func reportWrongType(
    _ value: JSONValue, pointer: String, subject: String, expected: String, help: String? = nil
  ) {
    report(
      .wrongType, "\(subject) must be \(expected), found \(value.kind.descriptionWithArticle)",
      pointer: pointer, position: value.position, help: help)
  }

  // MARK: - Positions inside strings

  /// Where the scalar at 1-based `column` of a JSON string's decoded text is written in the
  /// source, stepping over escapes (`\n` and `\u00e9` are one decoded scalar each).
  func position(inString value: JSONValue, column: Int) -> SourcePosition {
    let quote = value.position
    var offset = quote.offset + 1
    var sourceColumn = quote.column + 1
    var decodedColumn = 1
    while decodedColumn < column, offset < source.count, source[offset] != UInt8(ascii: "\"") {
      let byte = source[offset]
      let width: Int
      if byte == UInt8(ascii: "\\"), offset + 1 < source.count {
        if source[offset + 1] == UInt8(ascii: "u") {
          // The reader only accepts a high surrogate escape followed by a low one.
          width = offset + 6 <= source.count && isHighSurrogateEscape(at: offset) ? 12 : 6
        } else {
          width = 2
        }
        sourceColumn += width
      } else {
        width = UTF8Sequence.length(leadingWith: byte)
        sourceColumn += 1
      }
      offset += width
      decodedColumn += 1
    }
    return SourcePosition(offset: offset, line: quote.line, column: sourceColumn)
  }

  /// Whether `\uD8xx`…`\uDBxx` stands at `offset`: the first half of an escaped surrogate pair.
  private func isHighSurrogateEscape(at offset: Int) -> Bool {
    let digits = source[(offset + 2)..<(offset + 6)].map { $0 | 0x20 }
    return digits[0] == UInt8(ascii: "d")
      && [UInt8(ascii: "8"), UInt8(ascii: "9"), UInt8(ascii: "a"), UInt8(ascii: "b")]
        .contains(digits[1])
  }
}

/// The members of an object whose keys are all allowed, found by key (a config object has a
/// few).
struct KnownMembers {
  let members: [JSONMember]

  subscript(key: String) -> JSONMember? { members.first { $0.key == key } }
}
