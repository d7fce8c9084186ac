import RouteTable
import Testing

@testable import LinkCheckCLI

@Suite struct DiagnosticRendererTests {
  static let source = Array(
    """
    {
      "version": 1,
      "routes": [
        { "name": "home", "parms": { "id": "uuid" } }
      ]
    }
    """.utf8)

  static func position(of needle: String, in source: [UInt8]) -> SourcePosition {
    let bytes = Array(needle.utf8)
    let offset = (0...(source.count - bytes.count)).first {
      Array(source[$0..<$0 + bytes.count]) == bytes
    }!
    let before = source[..<offset]
    let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let column =
      String(decoding: source[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
    return SourcePosition(offset: offset, line: line, column: column)
  }

  let unknownKey = Diagnostic(
    code: "unknown-key", message: "unknown key 'parms'", pointer: "/routes/0/parms",
    position: position(of: "\"parms\"", in: source), help: "did you mean 'params'?")

  @Test func errorWithPointerExcerptCaretAndHelp() {
    let renderer = DiagnosticRenderer(
      fileName: "linkcheck.json", source: Self.source, palette: .plain)
    #expect(
      renderer.render(unknownKey) == [
        "linkcheck.json:4:23: error: unknown key 'parms' [unknown-key]",
        "  at /routes/0/parms",
        #"  4 |     { "name": "home", "parms": { "id": "uuid" } }"#,
        "    |                       ^",
        "  help: did you mean 'params'?",
      ])
  }

  @Test func warningWithoutPositionPointerOrHelp() {
    let renderer = DiagnosticRenderer(fileName: "c.json", source: [], palette: .plain)
    let diagnostic = Diagnostic(
      severity: .warning, code: "unused-type", message: "type 'tab' is never used", pointer: "",
      position: nil)
    #expect(
      renderer.render(diagnostic) == ["c.json: warning: type 'tab' is never used [unused-type]"])
  }

  @Test func caretFollowsTabsAndUnicode() {
    let source = Array("{\n\t\"é\": 1, \"x\": tru }".utf8)
    let position = Self.position(of: "tru", in: source)
    #expect(position.column == 15)
    let renderer = DiagnosticRenderer(fileName: "t.json", source: source, palette: .plain)
    let diagnostic = Diagnostic(
      code: "syntax", message: "expected a value", pointer: "/x", position: position)
    #expect(
      renderer.render(diagnostic) == [
        "t.json:2:15: error: expected a value [syntax]",
        "  at /x",
        "  2 | \t\"é\": 1, \"x\": tru }",
        "    | \t             ^",
      ])
  }

  @Test func crlfLinesAndEndOfInput() {
    let source = Array("{\r\n  \"a\": [1,\r\n".utf8)
    let renderer = DiagnosticRenderer(fileName: "e.json", source: source, palette: .plain)
    let afterComma = Diagnostic(
      code: "trailing-comma", message: "trailing comma", pointer: "/a",
      position: SourcePosition(offset: 13, line: 2, column: 11))
    #expect(
      renderer.render(afterComma) == [
        "e.json:2:11: error: trailing comma [trailing-comma]",
        "  at /a",
        #"  2 |   "a": [1,"#,
        "    |           ^",
      ])
    let end = Diagnostic(
      code: "unexpected-end", message: "unexpected end of input", pointer: "",
      position: SourcePosition(offset: source.count, line: 3, column: 1))
    #expect(
      renderer.render(end) == [
        "e.json:3:1: error: unexpected end of input [unexpected-end]",
        "  3 | ",
        "    | ^",
      ])
  }

  @Test func longLinesAreCutAroundTheCaret() {
    let line = String(repeating: "a", count: 150) + "X" + String(repeating: "b", count: 150)
    let source = Array(line.utf8)
    let excerpt = Excerpt(source: source, offset: 150, width: 100)
    #expect(
      excerpt.text == "…" + String(repeating: "a", count: 50) + "X"
        + String(repeating: "b", count: 49) + "…")
    #expect(excerpt.caretIndent.count == 51)
    let start = Excerpt(source: source, offset: 3, width: 100)
    #expect(start.text == String(repeating: "a", count: 100) + "…")
    #expect(start.caretIndent.count == 3)
  }

  @Test func controlCharactersInTheExcerptAreReplaced() {
    let excerpt = Excerpt(source: Array("\"a\u{1B}b\"".utf8), offset: 4, width: 100)
    #expect(excerpt.text == "\"a\u{FFFD}b\"")
    #expect(excerpt.caretIndent == "    ")
  }

  @Test func color() {
    let renderer = DiagnosticRenderer(
      fileName: "l.json", source: Self.source, palette: Palette(isEnabled: true))
    let lines = renderer.render(unknownKey)
    #expect(
      lines.first
        == "\u{1B}[1ml.json:4:23:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m unknown key 'parms' "
        + "\u{1B}[2m[unknown-key]\u{1B}[0m")
    #expect(lines.last == "  \u{1B}[1;36mhelp:\u{1B}[0m did you mean 'params'?")
  }

  static let summaries: [([Diagnostic.Severity], String)] = [
    ([], "0 errors, 0 warnings"),
    ([.error], "1 error, 0 warnings"),
    ([.error, .warning, .error], "2 errors, 1 warning"),
    ([.warning, .warning], "0 errors, 2 warnings"),
  ]

  @Test(arguments: summaries)
  func summary(severities: [Diagnostic.Severity], expected: String) {
    let diagnostics = severities.map {
      Diagnostic(severity: $0, code: "c", message: "m", pointer: "", position: nil)
    }
    #expect(DiagnosticRenderer.summary(of: diagnostics) == expected)
  }

  /// A file name is shown escaped like every printed value: one holding a line feed cannot
  /// start a line of its own (`::error::…` in a CI log) in any format.
  @Test(arguments: ["text", "gcc", "github", "jsonl"])
  func aFileNameCannotStartALine(format: String) {
    let name = "links\n::error::x\u{202E}.json"
    let io = BufferIO(files: [name: #"{"version": 1, "routes": [{"name": "a", "parms": {}}]}"#])
    let status = LinkCheckCLI.run(
      arguments: ["lint", "-c", name, "--format", format], environment: [:], io: io)
    #expect(status == .failure)
    let printed = io.standardOutput + io.standardError
    #expect(printed.contains("parms"))
    #expect(!printed.contains("\u{202E}"))
    for line in printed.split(separator: "\n") {
      #expect(!line.hasPrefix("::error::"), "\(line)")
    }
  }

  /// Many findings on one long line (a minified file) read only their excerpt's window of it.
  @Test func anExcerptOfALongLineIsCutAroundTheCaret() {
    let source = Array(("[" + String(repeating: "{},", count: 50_000) + "{}]").utf8)
    let excerpt = Excerpt(source: source, offset: 75_001, width: 20)
    #expect(excerpt.text == "…,{},{},{},{},{},{},{…")
    #expect(excerpt.caretIndent.count == 11)
    let start = Excerpt(source: source, offset: 1, width: 20)
    #expect(start.text == "[{},{},{},{},{},{},{…")
  }
}
