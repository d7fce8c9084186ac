import RouteTable
import Testing

/// Regular expressions that can backtrack catastrophically are refused when the config loads,
/// both as `pattern` types and as `(regex)` parts of path patterns; ordinary ones are accepted.
@Suite struct RegexBacktrackingTests {
  static let refused = [
    "(a+)+$", "(a|aa)+", "(.*)*", "(\\w+\\s?)+$", "(a*)*b", "([a-z]+)*[0-9]", "(a+)+b",
    "(\\d{1,3})+x", "\\d+\\d+x", ".*.*=x", "((ab)*c?)+", "(?:a|a)*$", "(x+x+)+y",
    "(a?)+", "((a+))+", "(\\d+|\\w+)+$", ".*-.*-.*", "\\w+_\\w+_\\w+",
    // A range whose first end is escaped still spans to its second: `&` is in `!` to `/`.
    "[\\!-/]+&+",
  ]

  static let accepted = [
    "[0-9]{1,2}[A-F]", "[a-z]+(-[a-z]+)*", "([a-z]+\\.)+[a-z]+", "[A-Z]{3}", "\\d+",
    "(en|fr|de)", "v[0-9]+(\\.[0-9]+)*", "[a-f0-9]{8}-[a-f0-9]{4}", ".*", "(ab)+", "a*b*",
    "[^/]+", "(?:[a-z]{2})?", "\\p{L}+", "(?<year>[0-9]{4})-(?<month>[0-9]{2})",
  ]

  static func config(type pattern: String) -> String {
    let escaped = pattern.replacing("\\", with: "\\\\")
    return """
      { "version": 1, "schemes": ["app"],
        "types": { "code": { "pattern": "\(escaped)" } },
        "routes": [{ "name": "r", "paths": ["/r/:c"], "params": { "c": "code" } }] }
      """
  }

  /// URLPattern allows only non-capturing groups inside a `(regex)` part.
  static func config(path pattern: String) -> String {
    let escaped = pattern.replacing(#/\((?!\?)/#, with: "(?:").replacing("\\", with: "\\\\")
    return """
      { "version": 1, "schemes": ["app"],
        "routes": [{ "name": "r", "paths": ["/r/:c(\(escaped))"] }] }
      """
  }

  static func codes(_ json: String) -> [String] {
    do {
      _ = try RouteTable(json: Array(json.utf8))
      return []
    } catch {
      return error.diagnostics.map(\.code)
    }
  }

  @Test(arguments: refused)
  func refusesAsAType(pattern: String) {
    #expect(Self.codes(Self.config(type: pattern)) == ["slow-regex"])
  }

  @Test(arguments: refused)
  func refusesInAPathPattern(pattern: String) {
    #expect(Self.codes(Self.config(path: pattern)) == ["invalid-pattern"])
  }

  @Test(arguments: accepted)
  func acceptsAsAType(pattern: String) {
    #expect(Self.codes(Self.config(type: pattern)).isEmpty)
  }

  // `\p{L}` is left out: the pattern reader refuses `{` after an escape, as before.
  @Test(arguments: accepted.filter { !$0.contains("\\p") })
  func acceptsInAPathPattern(pattern: String) {
    #expect(Self.codes(Self.config(path: pattern)).isEmpty)
  }

  @Test func explainsTheRefusal() throws {
    let error = try #require(
      throws: ConfigError.self,
      performing: { try RouteTable(json: Array(Self.config(type: "(a+)+$").utf8)) })
    let diagnostic = try #require(error.diagnostics.first)
    #expect(
      diagnostic.message
        == "regular expression '(a+)+$' can take exponential time: the repetition 'a+' inside a "
        + "repeated group can also take what follows it")
    #expect(diagnostic.pointer == "/types/code/pattern")
    #expect(diagnostic.help?.contains("'a+' instead of '(a+)+'") == true)
  }

  /// A repeated part of a path pattern repeats its regex: `{:c(a+)}+` is `(?:(a+))+`.
  @Test(arguments: ["/r{:c(a+)}+", "/r{:c([a-z]*)}*", "/r{:c(a+)-?}+"])
  func refusesARegexRepeatedByItsModifier(pattern: String) {
    #expect(throws: PatternSyntaxError.self) { try PathPattern(pattern) }
  }

  @Test(arguments: ["/r{/:c(a+)}+", "/r/:c([a-z]+)+", "/r{-:c([a-z]*)}*"])
  func acceptsARegexRepeatedWithASeparator(pattern: String) throws {
    _ = try PathPattern(pattern)
  }

  @Test func refusesDeepNestingAndHugeExpressions() {
    let deep = String(repeating: "(", count: 10_000) + "a" + String(repeating: ")", count: 10_000)
    #expect(Self.codes(Self.config(type: deep)) == ["slow-regex"])
    #expect(Self.codes(Self.config(type: String(repeating: "a", count: 5000))) == ["slow-regex"])
  }

  /// Patterns whose generated expression repeats a group that can absorb its own separator keep
  /// URLPattern's meaning in ``PathPattern``, but a config refuses them.
  @Test(arguments: [
    "/r{-:a}+", "/files/**", "/r{/:a.}*", "/r{:a([0-9]+)}+", "/:a([0-9]+):b([0-9]+)",
    "/r/:a*:b*", "/{:fr/}************+ab", "/{:fr/}*/**", "/*/*/*/x", "/a/*/b/*/c/*",
  ])
  func configRefusesExponentialPatterns(pattern: String) throws {
    let json = """
      { "version": 1, "schemes": ["app"], "routes": [{ "name": "r", "paths": ["\(pattern)"] }] }
      """
    #expect(Self.codes(json) == ["invalid-pattern"])
  }

  @Test(arguments: [
    "/tags{/:tag}+", "/files/:rest*", "/files/*", "/:lang?/docs", "/r/:id([0-9]+)+",
    "/r{-:a([0-9]+)}+", "/files/*/:id([0-9]+)", "/*/x/:a/:b", "/:a/:b/:c/:d/:e",
  ])
  func configAcceptsRepeatedSegments(pattern: String) throws {
    let json = """
      { "version": 1, "schemes": ["app"], "routes": [{ "name": "r", "paths": ["\(pattern)"] }] }
      """
    #expect(Self.codes(json).isEmpty)
    #expect(try PathPattern(pattern).backtrackingProblem == nil)
  }

  @Test func explainsAnExponentialPattern() throws {
    let json =
      #"{"version": 1, "schemes": ["app"], "routes": [{"name": "t", "paths": ["/tags{-:tag}+"]}]}"#
    let error = try #require(throws: ConfigError.self) { try RouteTable(json: Array(json.utf8)) }
    let diagnostic = try #require(error.diagnostics.first)
    #expect(
      diagnostic.message
        == "path pattern '/tags{-:tag}+' can take exponential time to match: two of its parts, "
        + "or two repetitions of one, can take the same text")
    #expect(
      diagnostic.help
        == "give each repetition a separator its values cannot contain, e.g. '{/:tag}+'")
  }
}
