/// A reader for the block YAML that workflow and action files are written in: mappings,
/// sequences, plain and quoted scalars, flow lists and maps on one line, block scalars (`|`,
/// `>`) and comments. It refuses what GitHub's and GitLab's parsers refuse in such files (a tab
/// in the indentation, a duplicate key, a line indented where nothing can start, an unterminated
/// quote or bracket), so the tests can check the files they cannot run.
indirect enum YAML: Equatable {
  case scalar(String)
  case list([YAML])
  case map([String: YAML])

  subscript(key: String) -> YAML? {
    if case .map(let entries) = self { return entries[key] }
    return nil
  }

  var string: String? {
    if case .scalar(let text) = self { return text }
    return nil
  }

  var items: [YAML] {
    if case .list(let items) = self { return items }
    return []
  }

  struct ParseError: Error, CustomStringConvertible {
    let line: Int
    let message: String
    var description: String { "line \(line): \(message)" }
  }

  init(_ text: String) throws {
    var reader = Reader(text)
    self = try reader.document()
  }

  private struct Line {
    let number: Int
    let indent: Int
    /// The text after the indentation, as written (comments included).
    let text: String
  }

  private struct Reader {
    var lines: [Line] = []
    var index = 0

    init(_ text: String) {
      for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
        let indent = line.prefix { $0 == " " }.count
        lines.append(Line(number: offset + 1, indent: indent, text: String(line.dropFirst(indent))))
      }
    }

    /// Skips blank and comment-only lines; a tab in the indentation of any other is an error.
    mutating func nextContent() throws -> Line? {
      while index < lines.count {
        let line = lines[index]
        let content = Self.strippingComment(line.text).trimmingTrailingSpaces
        if content.isEmpty {
          index += 1
          continue
        }
        if line.text.hasPrefix("\t") {
          throw ParseError(line: line.number, message: "tab in the indentation")
        }
        return Line(number: line.number, indent: line.indent, text: content)
      }
      return nil
    }

    mutating func document() throws -> YAML {
      if let first = try nextContent(), first.text == "---" { index += 1 }
      guard let first = try nextContent() else { return .map([:]) }
      let value = try block(at: first.indent)
      if let extra = try nextContent() {
        throw ParseError(line: extra.number, message: "unexpected indentation")
      }
      return value
    }

    /// The sequence or mapping whose lines start at column `indent`.
    mutating func block(at indent: Int) throws -> YAML {
      guard let first = try nextContent() else { return .scalar("") }
      return first.text == "-" || first.text.hasPrefix("- ")
        ? try sequence(at: indent) : try mapping(at: indent)
    }

    mutating func sequence(at indent: Int) throws -> YAML {
      var items: [YAML] = []
      while let line = try nextContent(), line.indent == indent,
        line.text == "-" || line.text.hasPrefix("- ")
      {
        let rest = line.text.dropFirst(1).drop { $0 == " " }
        let column = indent + (line.text.count - rest.count)
        if rest.isEmpty {
          index += 1
          guard let child = try nextContent(), child.indent > indent else {
            items.append(.scalar(""))
            continue
          }
          items.append(try block(at: child.indent))
        } else if Self.keyAndValue(String(rest)) != nil && !rest.hasPrefix("{")
          && !rest.hasPrefix("[") && !rest.hasPrefix("\"") && !rest.hasPrefix("'")
        {
          // `- key: value` opens a mapping whose entries continue at the key's column.
          lines[index] = Line(number: line.number, indent: column, text: String(rest))
          items.append(try mapping(at: column))
        } else {
          index += 1
          items.append(try flow(String(rest), line: line.number))
        }
      }
      return .list(items)
    }

    mutating func mapping(at indent: Int) throws -> YAML {
      var entries: [String: YAML] = [:]
      while let line = try nextContent(), line.indent >= indent {
        guard line.indent == indent else {
          throw ParseError(line: line.number, message: "unexpected indentation")
        }
        guard let (key, value) = Self.keyAndValue(line.text) else {
          throw ParseError(line: line.number, message: "expected 'key: value'")
        }
        guard entries[key] == nil else {
          throw ParseError(line: line.number, message: "duplicate key '\(key)'")
        }
        index += 1
        if value.isEmpty {
          if let child = try nextContent(),
            child.indent > indent
              || (child.indent == indent && (child.text == "-" || child.text.hasPrefix("- ")))
          {
            entries[key] = try block(at: child.indent)
          } else {
            entries[key] = .scalar("")
          }
        } else if let style = value.first, style == "|" || style == ">",
          value.dropFirst().allSatisfy({ "+-0123456789".contains($0) })
        {
          entries[key] = .scalar(blockScalar(after: indent, folded: style == ">"))
        } else {
          entries[key] = try flow(value, line: line.number)
        }
      }
      return .map(entries)
    }

    /// The lines indented past `indent` (and blank lines among them), as written.
    mutating func blockScalar(after indent: Int, folded: Bool) -> String {
      var body: [Line] = []
      while index < lines.count {
        let line = lines[index]
        let isBlank = line.text.trimmingTrailingSpaces.isEmpty
        guard isBlank || line.indent > indent else { break }
        body.append(line)
        index += 1
      }
      while let last = body.last, last.text.trimmingTrailingSpaces.isEmpty { body.removeLast() }
      let margin = body.filter { !$0.text.isEmpty }.map(\.indent).min() ?? 0
      let texts = body.map { String(repeating: " ", count: max(0, $0.indent - margin)) + $0.text }
      return texts.joined(separator: folded ? " " : "\n")
    }

    /// A value on one line: a flow list or map, a quoted or a plain scalar.
    func flow(_ text: String, line: Int) throws -> YAML {
      var scanner = FlowScanner(text: Array(text), line: line)
      let value = try scanner.value(inFlow: false)
      scanner.skipSpaces()
      guard scanner.isAtEnd else {
        throw ParseError(line: line, message: "unexpected text after a value")
      }
      return value
    }

    /// `key: value` (or `key:`), the key plain or quoted; `nil` for a line without one.
    static func keyAndValue(_ text: String) -> (String, String)? {
      let characters = Array(text)
      var position = 0
      var key: String
      if let quote = characters.first, quote == "\"" || quote == "'" {
        guard let close = characters.dropFirst().firstIndex(of: quote) else { return nil }
        key = String(characters[1..<close])
        position = close + 1
      } else {
        while position < characters.count,
          !(characters[position] == ":"
            && (position + 1 == characters.count || characters[position + 1] == " "))
        {
          position += 1
        }
        key = String(characters[..<position]).trimmingTrailingSpaces
      }
      guard position < characters.count, characters[position] == ":",
        position + 1 == characters.count || characters[position + 1] == " ", !key.isEmpty
      else { return nil }
      let value = String(characters[(position + 1)...]).drop { $0 == " " }
      return (key, String(value))
    }

    /// The line without a `#` comment (one at the start, or after a space, outside quotes).
    static func strippingComment(_ text: String) -> String {
      var quote: Character?
      var previous: Character = " "
      for (offset, character) in text.enumerated() {
        if let open = quote {
          if character == open { quote = nil }
        } else if character == "\"" || character == "'" {
          if previous == " " || previous == "[" || previous == "{" || previous == ":"
            || previous == ","
          {
            quote = character
          }
        } else if character == "#" && previous == " " {
          return String(text.prefix(offset))
        }
        previous = character
      }
      return text
    }
  }

  private struct FlowScanner {
    let text: [Character]
    let line: Int
    var position = 0

    var isAtEnd: Bool { position == text.count }

    mutating func skipSpaces() {
      while position < text.count, text[position] == " " { position += 1 }
    }

    mutating func value(inFlow: Bool) throws -> YAML {
      skipSpaces()
      guard position < text.count else { return .scalar("") }
      switch text[position] {
      case "[":
        position += 1
        var items: [YAML] = []
        skipSpaces()
        if position < text.count, text[position] == "]" {
          position += 1
          return .list(items)
        }
        while true {
          items.append(try value(inFlow: true))
          skipSpaces()
          guard position < text.count else { throw error("unterminated '['") }
          if text[position] == "]" {
            position += 1
            return .list(items)
          }
          guard text[position] == "," else { throw error("expected ',' or ']'") }
          position += 1
        }
      case "{":
        position += 1
        var entries: [String: YAML] = [:]
        skipSpaces()
        if position < text.count, text[position] == "}" {
          position += 1
          return .map(entries)
        }
        while true {
          guard case .scalar(let key) = try value(inFlow: true), !key.isEmpty else {
            throw error("expected a key")
          }
          skipSpaces()
          guard position < text.count, text[position] == ":" else { throw error("expected ':'") }
          position += 1
          guard entries[key] == nil else { throw error("duplicate key '\(key)'") }
          entries[key] = try value(inFlow: true)
          skipSpaces()
          guard position < text.count else { throw error("unterminated '{'") }
          if text[position] == "}" {
            position += 1
            return .map(entries)
          }
          guard text[position] == "," else { throw error("expected ',' or '}'") }
          position += 1
        }
      case "\"", "'":
        let quote = text[position]
        position += 1
        var scalar = ""
        while position < text.count {
          let character = text[position]
          position += 1
          if character == quote {
            // `''` is a quote inside a single-quoted scalar.
            if quote == "'", position < text.count, text[position] == "'" {
              scalar.append("'")
              position += 1
              continue
            }
            return .scalar(scalar)
          }
          if quote == "\"", character == "\\", position < text.count {
            scalar.append(text[position])
            position += 1
            continue
          }
          scalar.append(character)
        }
        throw error("unterminated quote")
      default:
        let start = position
        while position < text.count {
          let character = text[position]
          if inFlow && (character == "," || character == "]" || character == "}") { break }
          if inFlow && character == ":"
            && (position + 1 == text.count || text[position + 1] == " ")
          {
            break
          }
          position += 1
        }
        return .scalar(String(text[start..<position]).trimmingTrailingSpaces)
      }
    }

    func error(_ message: String) -> ParseError {
      ParseError(line: line, message: message)
    }
  }
}

extension StringProtocol {
  fileprivate var trimmingTrailingSpaces: String {
    var text = String(self)
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
