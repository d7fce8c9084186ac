/// Why an expectation does not parse, with the 0-based offset (in Unicode scalars) of the
/// problem within it.
struct ExpectationSyntaxError: Error, Hashable, Sendable {
  var message: String
  var offset: Int
}

/// Reads an expectation (see ``Expectation``). Values are written as the text format prints
/// them: bare (`2F`, `42`, `true`), as JSON strings when they hold spaces or separators
/// (`"a, b"`), or as lists (`[a, b]`).
struct ExpectationParser {
  private let scalars: [Unicode.Scalar]
  private var index = 0

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  mutating func parse() throws(ExpectationSyntaxError) -> Expectation {
    skipBlanks()
    guard index < scalars.count else {
      throw ExpectationSyntaxError(
        message: "empty expectation after '=>'; write a route, a chain or error[CODE]",
        offset: 0)
    }
    var expectation: Expectation
    if let code = try bracketed("error") {
      expectation = Expectation(outcome: .error(code))
      if peek(":") {
        // `error[code]: message` as the text format prints it: only the code is compared.
        index = scalars.count
      }
    } else {
      var entries = [try entry()]
      while true {
        let mark = index
        skipBlanks()
        guard peek(">") else {
          index = mark
          break
        }
        index += 1
        skipBlanks()
        entries.append(try entry())
      }
      expectation = Expectation(outcome: entries.count == 1 ? .route(entries[0]) : .chain(entries))
    }
    while true {
      skipBlanks()
      guard index < scalars.count else { break }
      guard let code = try bracketed("warning") else {
        throw ExpectationSyntaxError(
          message: "unexpected '\(rest)'; only warning[CODE] may follow", offset: index)
      }
      expectation.warnings.append(code)
    }
    return expectation
  }

  // MARK: - Pieces

  /// `KEYWORD[code]`'s code, or `nil` (nothing consumed) when the text does not start with
  /// `KEYWORD[`.
  private mutating func bracketed(_ keyword: String) throws(ExpectationSyntaxError) -> String? {
    let opening = Array((keyword + "[").unicodeScalars)
    guard scalars[index...].starts(with: opening) else { return nil }
    let start = index
    index += opening.count
    let codeStart = index
    while index < scalars.count, scalars[index] != "]" { index += 1 }
    guard index < scalars.count, index > codeStart else {
      throw ExpectationSyntaxError(message: "\(keyword)[ needs a code and a ']'", offset: start)
    }
    let code = text(codeStart..<index)
    index += 1
    return code
  }

  private mutating func entry() throws(ExpectationSyntaxError) -> ExpectedEntry {
    let start = index
    while index < scalars.count, Self.isNameScalar(scalars[index]) { index += 1 }
    guard index > start else {
      throw ExpectationSyntaxError(
        message: index < scalars.count
          ? "expected a route name at '\(rest)'" : "expected a route name after '>'",
        offset: index)
    }
    let route = text(start..<index)
    guard peek("(") else { return ExpectedEntry(route: route, params: []) }
    index += 1
    var params: [ExpectedParam] = []
    skipBlanks()
    if peek(")") {
      index += 1
      return ExpectedEntry(route: route, params: [])
    }
    while true {
      skipBlanks()
      let nameStart = index
      while index < scalars.count, scalars[index] != ":", scalars[index] != ")",
        scalars[index] != ","
      {
        index += 1
      }
      let name = text(nameStart..<index).trimmingBlanks
      guard peek(":"), !name.isEmpty else {
        throw ExpectationSyntaxError(
          message: "expected 'name: value' in the parameters of '\(route)'", offset: nameStart)
      }
      index += 1
      skipBlanks()
      params.append(ExpectedParam(name: name, value: try value(closing: ")")))
      skipBlanks()
      if peek(",") {
        index += 1
        continue
      }
      guard peek(")") else {
        throw ExpectationSyntaxError(
          message: "expected ',' or ')' in the parameters of '\(route)'", offset: index)
      }
      index += 1
      return ExpectedEntry(route: route, params: params)
    }
  }

  private mutating func value(closing: Unicode.Scalar) throws(ExpectationSyntaxError)
    -> ExpectedValue
  {
    if peek("\"") { return .text(try jsonString()) }
    if peek("[") {
      index += 1
      var items: [ExpectedValue] = []
      skipBlanks()
      if peek("]") {
        index += 1
        return .list([])
      }
      while true {
        skipBlanks()
        items.append(try value(closing: "]"))
        skipBlanks()
        if peek(",") {
          index += 1
          continue
        }
        guard peek("]") else {
          throw ExpectationSyntaxError(message: "expected ',' or ']' in a list", offset: index)
        }
        index += 1
        return .list(items)
      }
    }
    let start = index
    while index < scalars.count, scalars[index] != ",", scalars[index] != closing {
      index += 1
    }
    let bare = text(start..<index).trimmingBlanks
    guard !bare.isEmpty else {
      throw ExpectationSyntaxError(message: "expected a value", offset: start)
    }
    return .text(bare)
  }

  /// A JSON string with its escapes (`\"`, `\\`, `\n`, `\u00e9`, …).
  private mutating func jsonString() throws(ExpectationSyntaxError) -> String {
    let start = index
    index += 1
    var result = ""
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\"": return result
      case "\\":
        guard index < scalars.count else { break }
        let escape = scalars[index]
        index += 1
        switch escape {
        case "n": result += "\n"
        case "t": result += "\t"
        case "r": result += "\r"
        case "b": result += "\u{08}"
        case "f": result += "\u{0C}"
        case "u":
          guard index + 4 <= scalars.count,
            let code = UInt32(text(index..<index + 4), radix: 16),
            let decoded = Unicode.Scalar(code)
          else {
            throw ExpectationSyntaxError(message: "invalid \\u escape", offset: index - 2)
          }
          result.unicodeScalars.append(decoded)
          index += 4
        default: result.unicodeScalars.append(escape)
        }
      default: result.unicodeScalars.append(scalar)
      }
    }
    throw ExpectationSyntaxError(message: "unterminated string", offset: start)
  }

  // MARK: - Scanning

  private func peek(_ scalar: Unicode.Scalar) -> Bool {
    index < scalars.count && scalars[index] == scalar
  }

  private mutating func skipBlanks() {
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
  }

  private var rest: String { text(index..<scalars.count) }

  private func text(_ range: Range<Int>) -> String {
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars[range])
    return result
  }

  /// Route names are `[A-Za-z_][A-Za-z0-9_.-]*` (docs/config.md).
  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar)
      || scalar == "_" || scalar == "." || scalar == "-"
  }
}

extension String {
  var trimmingBlanks: String {
    var scalars = Substring(self).unicodeScalars[...]
    while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
