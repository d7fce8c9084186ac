@testable import RouteTable

// The forms of a `(regex)` part read from its source, as the matcher reads them, for the tests.

extension RegexLengthBounds {
  init?(_ source: String) {
    guard let syntax = RegexSyntax(part: source) else { return nil }
    self.init(syntax)
  }
}

extension RegexByteClass {
  init?(_ source: String) {
    self.init(exact: RegexSyntax(part: source), folded: RegexSyntax(part: source, foldsCase: true))
  }
}

extension CompiledRegexPart {
  init?(_ source: String) {
    self.init(exact: RegexSyntax(part: source), folded: RegexSyntax(part: source, foldsCase: true))
  }
}
