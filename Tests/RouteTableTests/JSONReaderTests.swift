import RouteTable
import Testing

@Suite struct JSONReaderTests {
  /// A compact rendering that ignores positions: strings in Swift's debug quoting, numbers as
  /// written, members in source order.
  private func render(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: "null"
    case .bool(let flag): "\(flag)"
    case .number(let text): "#" + text
    case .string(let text): text.debugDescription
    case .array(let elements): "[" + elements.map(render).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { "\($0.key.debugDescription):\(render($0.value))" }.joined(separator: ",")
        + "}"
    }
  }

  private func read(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONReader.read(Array(text.utf8))
  }

  private func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
    do {
      _ = try JSONReader.read(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("{}", "{}"),
    ("[]", "[]"),
    ("  [ [ ] , { } , [ { } ] ]  ", "[[],{},[{}]]"),
    (
      #"{"a": [1, -2.5e+3, true, false, null, "x"]}"#,
      #"{"a":[#1,#-2.5e+3,true,false,null,"x"]}"#
    ),
    (#""\"\\\/\b\f\n\r\t""#, #""\"\\/\u{08}\u{0C}\n\r\t""#),
    (#""caf\u00e9 \u00E9""#, #""café é""#),
    (#""\ud83d\ude00 \uD83D\uDE00""#, #""😀 😀""#),
    (#""\u0000""#, #""\0""#),
    (#""héllo 😀""#, #""héllo 😀""#),
    ("0", "#0"), ("-0", "#-0"), ("1.5", "#1.5"), ("1E5", "#1E5"), ("1e-5", "#1e-5"),
    ("-0.0e+0", "#-0.0e+0"),
    ("123456789012345678901234567890", "#123456789012345678901234567890"),
    ("\u{FEFF}{\"a\":1}", #"{"a":#1}"#),
    ("{\"a\":1,\"b\":{\"c\":[null]}}", #"{"a":#1,"b":{"c":[null]}}"#),
    ("\r\n[1,\r2,\n3]\r\n", "[#1,#2,#3]"),
  ])
  func readsValidDocuments(text: String, expected: String) throws {
    #expect(render(try read(text)) == expected)
  }

  @Test func keepsThePositionOfEveryValueAndKey() throws {
    let text = "{\n  \"a\": \"é\",\n  \"b\": [1,\n    2]\n}"
    guard case .object(let members) = try read(text).kind else {
      Issue.record("not an object")
      return
    }
    #expect(members[0].keyPosition == SourcePosition(offset: 4, line: 2, column: 3))
    #expect(members[0].value.position == SourcePosition(offset: 9, line: 2, column: 8))
    #expect(members[1].keyPosition == SourcePosition(offset: 17, line: 3, column: 3))
    guard case .array(let elements) = members[1].value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(members[1].value.position == SourcePosition(offset: 22, line: 3, column: 8))
    #expect(elements[0].position == SourcePosition(offset: 23, line: 3, column: 9))
    #expect(elements[1].position == SourcePosition(offset: 30, line: 4, column: 5))
  }

  @Test(arguments: [
    // Columns count Unicode scalars: é is 2 bytes, 😀 is 4.
    ("{\"é😀\": 1}", SourcePosition(offset: 11, line: 1, column: 8)),
    ("\u{FEFF}[\"x\", 2]", SourcePosition(offset: 9, line: 1, column: 7)),
    ("[\r\n\"😀\",\r 2]", SourcePosition(offset: 12, line: 3, column: 2)),
  ])
  func countsColumnsInScalarsAndLinesAtAnyLineEnding(text: String, expected: SourcePosition) throws
  {
    let value = try read(text)
    let last: JSONValue? =
      switch value.kind {
      case .object(let members): members.last?.value
      case .array(let elements): elements.last
      default: nil
      }
    #expect(last?.position == expected)
  }

  struct Rejection: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var code: String
    var line: Int
    var column: Int
    var message: String
    var help: String?
    var testDescription: String {
      "\(code): \(String(decoding: bytes.prefix(40), as: UTF8.self).debugDescription)"
    }

    init(
      _ text: String, _ code: String, _ line: Int, _ column: Int, _ message: String,
      help: String? = nil
    ) {
      self.init(Array(text.utf8), code, line, column, message, help: help)
    }

    init(
      _ bytes: [UInt8], _ code: String, _ line: Int, _ column: Int, _ message: String,
      help: String? = nil
    ) {
      self.bytes = bytes
      self.code = code
      self.line = line
      self.column = column
      self.message = message
      self.help = help
    }
  }

  @Test(arguments: [
    Rejection(
      [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0xA9, 0xFF, 0x22, 0x7D], "invalid-utf8", 1, 8,
      "invalid utf-8: byte 0xff does not start a valid sequence", help: "save the file as UTF-8"),
    Rejection(
      [0x22, 0xC3, 0x28, 0x22], "invalid-utf8", 1, 2,
      "invalid utf-8: byte 0xc3 does not start a valid sequence", help: "save the file as UTF-8"),
    Rejection(
      [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid-utf8", 1, 2,
      "invalid utf-8: byte 0xed does not start a valid sequence", help: "save the file as UTF-8"),
    Rejection(
      [0x20, 0xC0, 0xAF], "invalid-utf8", 1, 2,
      "invalid utf-8: byte 0xc0 does not start a valid sequence", help: "save the file as UTF-8"),
    Rejection(
      "{\"a\": 1,\n \"a\": 2}", "duplicate-key", 2, 2, "duplicate key 'a'",
      help: "remove one of them; the first 'a' is at line 1, column 2"),
    Rejection(
      "[1, 2,]", "trailing-comma", 1, 6, "trailing comma before ']'", help: "remove the comma"),
    Rejection(
      "{\"a\": 1 ,\n}", "trailing-comma", 1, 9, "trailing comma before '}'",
      help: "remove the comma"),
    Rejection(
      "{\n  // note\n  \"a\": 1}", "comment", 2, 3, "comments are not allowed",
      help: "JSON has no comments; remove it, or put the note in a route's 'description'"),
    Rejection(
      "[1, /* two */ 2]", "comment", 1, 5, "comments are not allowed",
      help: "JSON has no comments; remove it, or put the note in a route's 'description'"),
    Rejection(
      "{\"a\" 1}", "unexpected-character", 1, 6, "unexpected '1', expected ':' after the key 'a'"),
    Rejection(
      "{name: 1}", "unexpected-character", 1, 2, "expected a key in double quotes, found 'name'",
      help: "write the key as '\"name\"'"),
    Rejection(
      "['a']", "unexpected-character", 1, 2, "unexpected \"'\", expected a value",
      help: "JSON strings use double quotes"),
    Rejection(
      "[True]", "unexpected-character", 1, 2, "unexpected 'True', expected a value",
      help: "JSON literals are lowercase: 'true'"),
    Rejection(
      "[1 2]", "unexpected-character", 1, 4, "unexpected '2', expected ',' or ']'"),
    Rejection(
      "{\"a\": }", "unexpected-character", 1, 7, "unexpected '}', expected a value"),
    Rejection(
      "{\"a\":\u{A0}1}", "unexpected-character", 1, 6,
      "unexpected character U+00A0, expected a value",
      help: "only spaces, tabs and line breaks may separate JSON values"),
    Rejection(
      "[\"abc", "unexpected-end", 1, 2, "unterminated string", help: "close the string with '\"'"),
    Rejection(
      "{\"a\": [1", "unexpected-end", 1, 9, "unexpected end of the document, expected ',' or ']'"),
    Rejection(
      "", "unexpected-end", 1, 1, "the document is empty",
      help: "a config is a JSON object: start with '{'"),
    Rejection(
      "  \n ", "unexpected-end", 2, 2, "the document is empty",
      help: "a config is a JSON object: start with '{'"),
    Rejection(
      "\"a\tb\"", "control-character", 1, 3, "raw control character U+0009 in a string",
      help: "write it escaped, as '\\t'"),
    Rejection(
      "[\"a\nb\"]", "control-character", 1, 4, "raw control character U+000A in a string",
      help: "a string cannot span lines: close it with '\"', or write the line break as '\\n'"),
    Rejection(
      "[\"\\d+\"]", "invalid-escape", 1, 3, "invalid escape '\\d' in a string",
      help: "to put a backslash in a string, write it twice: '\\\\d'"),
    Rejection(
      "\"\\u12G4\"", "invalid-escape", 1, 2, "'\\u' must be followed by four hex digits",
      help: "write a code point as '\\u00e9'"),
    Rejection(
      "\"ab\\ud800\"", "invalid-escape", 1, 4, "lone surrogate '\\ud800' in a string",
      help: "a surrogate must be paired: high '\\ud800'-'\\udbff', then low '\\udc00'-'\\udfff'"),
    Rejection(
      "\"\\udc00\\ud800\"", "invalid-escape", 1, 2, "lone surrogate '\\udc00' in a string",
      help: "a surrogate must be paired: high '\\ud800'-'\\udbff', then low '\\udc00'-'\\udfff'"),
    Rejection(
      "\"\\ud83d\\u0041\"", "invalid-escape", 1, 2, "lone surrogate '\\ud83d' in a string",
      help: "a surrogate must be paired: high '\\ud800'-'\\udbff', then low '\\udc00'-'\\udfff'"),
    Rejection(
      "[007]", "invalid-number", 1, 2, "invalid number '007': leading zeros are not allowed",
      help: "write '7'"),
    Rejection(
      "[1, +1]", "invalid-number", 1, 5, "invalid number '+1'",
      help: "a JSON number has no '+' sign: remove it"),
    Rejection("[.5]", "invalid-number", 1, 2, "invalid number '.5'", help: "write '0.5'"),
    Rejection(
      "[1.]", "invalid-number", 1, 2, "invalid number '1.': a digit must follow the decimal point",
      help: "write '1.0'"),
    Rejection("[1e]", "invalid-number", 1, 2, "invalid number '1e': the exponent has no digits"),
    Rejection(
      "[0x1F]", "invalid-number", 1, 2, "invalid number '0x1F': hexadecimal is not allowed"),
    Rejection(
      "[-]", "invalid-number", 1, 2, "invalid number '-'", help: "write digits after the '-'"),
    Rejection(
      "[NaN]", "invalid-number", 1, 2, "'NaN' is not a JSON number",
      help: "JSON has no NaN or infinity; write a finite number"),
    Rejection(
      "[-Infinity]", "invalid-number", 1, 2, "invalid number '-Infinity'",
      help: "JSON has no NaN or infinity; write a finite number"),
    Rejection(
      String(repeating: "[", count: 513) + String(repeating: "]", count: 513), "too-deep", 1, 513,
      "nesting deeper than 512 levels", help: "flatten the document"),
    Rejection(
      String(repeating: "{\"a\":", count: 100_000), "too-deep", 1, 2561,
      "nesting deeper than 512 levels", help: "flatten the document"),
    Rejection(
      "{} {}", "trailing-content", 1, 4, "unexpected '{' after the end of the document",
      help: "a document holds one value: remove the rest, or wrap the values in an array"),
    Rejection(
      "{}}", "trailing-content", 1, 3, "unexpected '}' after the end of the document",
      help: "a document holds one value: remove the rest, or wrap the values in an array"),
  ])
  func rejectsWithCodeAndPosition(_ rejection: Rejection) {
    let error = syntaxError(rejection.bytes)
    #expect(error?.code == rejection.code)
    #expect(error?.position.line == rejection.line)
    #expect(error?.position.column == rejection.column)
    #expect(error?.message == rejection.message)
    #expect(error?.help == rejection.help)
  }

  @Test func acceptsTheMaximumDepth() throws {
    let depth = JSONReader.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try read(text)
    var levels = 1
    while case .array(let elements) = value.kind, let first = elements.first {
      value = first
      levels += 1
    }
    #expect(levels == depth)
  }

  @Test func rejects100000LevelsWithoutOverflowingTheStack() {
    let text = String(repeating: "[", count: 100_000)
    #expect(syntaxError(Array(text.utf8))?.code == "too-deep")
  }
}
