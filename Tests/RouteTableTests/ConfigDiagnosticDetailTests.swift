import Testing

@testable import RouteTable

/// The details of the config's diagnostics: suggestions, pointers, positions and help.
@Suite struct ConfigDiagnosticDetailTests {
  private func diagnostics(_ text: String) -> [Diagnostic] {
    ConfigLoaderTests.diagnostics(text)
  }

  private static func routes(_ lines: String) -> String {
    ConfigLoaderTests.routes(lines)
  }

  @Test(arguments: [
    // A misspelled required key is one problem, not also a missing key.
    (Self.routes(#"  {"nme": "home", "paths": ["/"]}"#), "unknown-key", "did you mean 'name'?"),
    (
      #"{"versoin": 1, "schemes": ["app"], "routes": [{"name": "a"}]}"#, "unknown-key",
      "did you mean 'version'?"
    ),
    (
      Self.routes(#"  {"name": "a", "params": {"x": {"patern": "[a-z]+"}}}"#), "unknown-key",
      "did you mean 'pattern'?"
    ),
    (Self.routes(#"  {"name": "a", "paths": "/a"}"#), "wrong-type", "write a list: [\"/a\"]"),
    (
      Self.routes(#"  {"name": "a", "options": {"caseSensitive": "false"}}"#), "wrong-type",
      "write false without quotes"
    ),
  ])
  func reportsOneProblemPerMistake(json: String, code: String, help: String) {
    let found = diagnostics(json)
    #expect(found.map(\.code) == [code])
    #expect(found.first?.help == help)
  }

  @Test func escapesPointerTokens() {
    let found = diagnostics(
      Self.routes(#"  {"name": "a", "paths": ["/a"], "params": {"a/b~c": "int"}}"#))
    #expect(found.map(\.pointer) == ["/routes/0/params/a~1b~0c"])
  }

  @Test func reportsJSONSyntaxErrorsWithTheirCodeAndHelp() {
    let found = diagnostics("{\"version\": 1,\n \"routes\": [],\n}")
    #expect(
      found == [
        Diagnostic(
          code: "trailing-comma", message: "trailing comma before '}'", pointer: "",
          position: SourcePosition(offset: 28, line: 2, column: 14), help: "remove the comma")
      ])
  }

  @Test(arguments: [
    (
      "myapp://", "invalid scheme 'myapp://': a scheme has no ':' or '//'",
      "write the scheme alone: 'myapp'"
    ),
    (
      "https", "invalid scheme 'https': 'schemes' lists custom schemes",
      "list web domains under 'hosts' instead"
    ),
    ("1app", "invalid scheme '1app': a scheme must start with a letter", nil),
  ])
  func explainsBadSchemes(scheme: String, message: String, help: String?) {
    let found = diagnostics(
      #"{"version": 1, "schemes": [""# + scheme + #""], "routes": [{"name": "a"}]}"#)
    #expect(found.map(\.message) == [message])
    #expect(found.first?.help == help)
  }

  @Test(arguments: [
    (
      "example.com:8443", "a host has no port",
      "write the host alone, without ':8443': 'example.com'"
    ),
    (
      "example.com/app", "a host has no path", "write the host alone, without '/app': 'example.com'"
    ),
    (
      "a.*.example.com", "'*' may only stand alone as the first label",
      "write a wildcard as '*.example.com'; it matches every subdomain"
    ),
    (
      "[2001:db8::1]", "an IPv6 address is not a universal-link or app-link domain",
      "list the domain name that serves the association file; iOS and Android verify links only "
        + "for domain names"
    ),
    ("example.com.", "a host does not end with '.'", "remove the final dot"),
    ("my_host.com", "'_' is not allowed", "a host label holds only letters, digits and '-'"),
    ("-a.com", "label '-a' starts or ends with '-'", nil),
    ("a..com", "it has an empty label", nil),
    (
      String(repeating: "a", count: 64) + ".com",
      "label '\(String(repeating: "a", count: 64))' is longer than 63 characters", nil
    ),
  ])
  func explainsBadHosts(host: String, reason: String, help: String?) {
    let found = diagnostics(
      #"{"version": 1, "hosts": [""# + host + #""], "routes": [{"name": "a"}]}"#)
    #expect(found.map(\.message) == ["invalid host '\(host)': \(reason)"])
    #expect(found.first?.help == help)
  }

  @Test(arguments: [
    // A column inside the decoded text, and where that character is written in the source.
    (#""/a/:b""#, 4, 6),
    (#""\/a\/:b""#, 4, 8),
    (#""é\u00e9/:b""#, 4, 11),
    (#""\ud83d\ude00/:b""#, 3, 16),
  ])
  func placesAPatternColumnInsideItsJSONString(literal: String, column: Int, expected: Int) throws {
    let source = Array(("[" + literal + "]").utf8)
    let value = try JSONReader.read(source)
    guard case .array(let elements) = value.kind, let string = elements.first else {
      Issue.record("not an array")
      return
    }
    let decoder = ConfigDecoder(source: source)
    #expect(decoder.position(inString: string, column: column).column == expected)
  }
}
