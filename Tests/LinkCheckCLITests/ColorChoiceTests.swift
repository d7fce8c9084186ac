import Testing

@testable import LinkCheckCLI

@Suite struct ColorChoiceTests {
  static let cases: [(ColorChoice, StreamKind, [String: String], Bool)] = [
    (.auto, .terminal, [:], true),
    (.auto, .terminal, ["TERM": "xterm-256color"], true),
    (.auto, .terminal, ["NO_COLOR": ""], true),
    (.auto, .terminal, ["NO_COLOR": "1"], false),
    (.auto, .terminal, ["TERM": "dumb"], false),
    (.auto, .pipe, [:], false),
    (.auto, .regularFile, [:], false),
    (.always, .pipe, ["NO_COLOR": "1", "TERM": "dumb"], true),
    (.never, .terminal, [:], false),
  ]

  @Test(arguments: cases)
  func decides(choice: ColorChoice, kind: StreamKind, environment: [String: String], expected: Bool)
  {
    #expect(choice.isEnabled(for: kind, environment: environment) == expected)
  }
}
