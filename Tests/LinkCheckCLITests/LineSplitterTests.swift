import Testing

@testable import LinkCheckCLI

@Suite struct LineSplitterTests {
  static func lines(_ chunks: [[UInt8]]) -> [InputLine] {
    var splitter = LineSplitter()
    var lines: [InputLine] = []
    for chunk in chunks { lines += splitter.append(chunk) }
    if let last = splitter.finish() { lines.append(last) }
    return lines
  }

  static func line(_ number: Int, _ text: String) -> InputLine {
    InputLine(number: number, text: text)
  }

  static let cases: [(String, [InputLine])] = [
    ("", []),
    ("a:1", [line(1, "a:1")]),
    ("a:1\n", [line(1, "a:1")]),
    ("a:1\nb:2\n", [line(1, "a:1"), line(2, "b:2")]),
    ("a:1\r\nb:2\r\n", [line(1, "a:1"), line(2, "b:2")]),
    ("a:1\rb:2\r", [line(1, "a:1"), line(2, "b:2")]),
    ("a:1\r\n\rb:2\n\nc:3", [line(1, "a:1"), line(3, "b:2"), line(5, "c:3")]),
    ("\n\n\na:1", [line(4, "a:1")]),
    ("  \t a:1 \t\n", [line(1, "a:1")]),
    ("# comment\na:1\n  # indented comment\n#\nb:2", [line(2, "a:1"), line(5, "b:2")]),
    ("a:#1\n", [line(1, "a:#1")]),
    ("a: b\n", [line(1, "a: b")]),
    ("\u{FEFF}a:1\n\u{FEFF}b:2", [line(1, "a:1"), line(2, "\u{FEFF}b:2")]),
    ("\u{FEFF}# c\na:1", [line(2, "a:1")]),
    ("a:\u{0B}\n", [line(1, "a:\u{0B}")]),
  ]

  @Test(arguments: cases)
  func splitsWholeInput(input: String, expected: [InputLine]) {
    #expect(Self.lines([Array(input.utf8)]) == expected)
  }

  @Test(arguments: cases)
  func splitsByteByByte(input: String, expected: [InputLine]) {
    #expect(Self.lines(Array(input.utf8).map { [$0] }) == expected)
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    let bytes: [UInt8] = Array("a:".utf8) + [0xFF, 0xC3] + Array("\nb:".utf8) + [0xE2, 0x82]
    #expect(
      Self.lines([bytes]) == [Self.line(1, "a:\u{FFFD}\u{FFFD}"), Self.line(2, "b:\u{FFFD}")])
  }

  @Test func aMultiByteCharacterSplitAcrossChunksSurvives() {
    let bytes = Array("x:é\n".utf8)
    #expect(Self.lines([Array(bytes[..<3]), Array(bytes[3...])]) == [Self.line(1, "x:é")])
  }

  @Test func linesArePassedOnAsSoonAsTheyEnd() {
    var splitter = LineSplitter()
    #expect(splitter.append(Array("a:1\r".utf8)) == [Self.line(1, "a:1")])
    #expect(splitter.append(Array("\nb".utf8)) == [])
    #expect(splitter.append(Array(":2\n".utf8)) == [Self.line(2, "b:2")])
    #expect(splitter.finish() == nil)
  }

  @Test func argumentsAreNumberedByPositionAndTrimmed() throws {
    var inputs = InputLines(arguments: ["a:1", "", "  b:2 ", "\tc:3"])
    var lines: [InputLine] = []
    while let line = try inputs.next() { lines.append(line) }
    #expect(
      lines == [Self.line(1, "a:1"), Self.line(2, ""), Self.line(3, "b:2"), Self.line(4, "c:3")])
  }
}
