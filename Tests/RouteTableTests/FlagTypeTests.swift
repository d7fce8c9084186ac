import Testing

@testable import RouteTable

/// The `flag` type (SPEC §13): a query parameter that is `true` when present without a value
/// or with an empty one, `false` when absent; any other value is an error. Outside a link (a
/// `build` argument, a stack entry) its value is a boolean.
@Suite struct FlagTypeTests {
  static let routes = [
    #"{"name": "cart", "paths": ["/cart"], "query": {"single": "flag", "coupon": "string"}}"#,
    #"{"name": "item", "paths": ["/item/:id"], "params": {"id": "int"}, "query": {"gift": {"type": "flag"}}}"#,
  ]

  static func table() throws -> RouteTable { try TableFixtures.table(routes: routes) }

  @Test(arguments: [
    ("app://cart?single", true),
    ("app://cart?single=", true),
    ("app://cart?coupon=x&single", true),
    ("app://cart", false),
    ("app://cart?coupon=x", false),
    ("app://cart?Single", false),
  ])
  func presentWithoutAValueIsTrueAbsentIsFalse(link: String, value: Bool) throws {
    let resolution = try Self.table().resolve(link).get()
    #expect(resolution["single"] == .bool(value))
    #expect(resolution.params.first { $0.name == "single" }?.value == .bool(value))
  }

  @Test(arguments: ["yes", "true", "1", "%20"])
  func anyValueIsRefused(value: String) throws {
    let failure = try #require(try Self.table().resolve("app://cart?single=\(value)").failure)
    #expect(failure.code == .invalidQuery)
    #expect(failure.message.hasSuffix("is not a flag, present without a value"))
  }

  @Test func aFlagGivenTwiceIsTrueWithAWarning() throws {
    let resolution = try Self.table().resolve("app://item/3?gift&gift").get()
    #expect(resolution["gift"] == .bool(true))
    #expect(resolution.warnings.map(\.code) == [.duplicateQuery])
  }

  @Test func buildWritesTheNameAloneOrNothing() throws {
    let builder = LinkBuilder(table: try Self.table())
    func build(_ values: [(name: String, value: String)]) -> Result<BuiltLink, BuildError> {
      builder.build(route: "cart", values: values)
    }
    #expect(
      try build([("single", "true"), ("coupon", "x")]).get().url == "app://cart?single&coupon=x")
    #expect(try build([("single", "false")]).get().url == "app://cart")
    #expect(try build([("single", "false")]).get().resolution["single"] == .bool(false))
    #expect(build([("single", "")]).failure?.code == .invalidValue)
    #expect(build([("single", "yes")]).failure?.code == .invalidValue)
    #expect(
      build([("single", "yes")]).failure?.help
        == "a flag is 'true' (the link holds '?single') or 'false' (it does not)")
  }

  @Test func aStackEntryGivesAFlagAsABoolean() throws {
    let validator = StackValidator(table: try Self.table())
    let stack = try JSONReader.read(Array(#"[{"route": "cart", "params": {"single": true}}]"#.utf8))
    let valid = try validator.validate(stack).get()
    #expect(valid.link.url == "app://cart?single")
    let refused = try JSONReader.read(Array(#"[{"route": "cart", "params": {"single": ""}}]"#.utf8))
    #expect(validator.validate(refused).failure?.code == .invalidValue)
  }

  @Test(arguments: [
    (
      #"{"name": "a", "paths": ["/a/:n"], "params": {"n": "flag"}}"#,
      "invalid-value", "path parameter 'n' is a flag, which only a query parameter can be"
    ),
    (
      #"{"name": "a", "paths": ["/a"], "fragment": {"name": "f", "type": "flag"}}"#,
      "invalid-value", "fragment parameter 'f' is a flag, which only a query parameter can be"
    ),
    (
      #"{"name": "a", "paths": ["/a"], "query": {"q": {"type": "flag", "default": true}}}"#,
      "conflicting-keys", "query parameter 'q' is a flag and has 'default'"
    ),
    (
      #"{"name": "a", "paths": ["/a"], "query": {"q": {"type": "flag", "required": true}}}"#,
      "conflicting-keys", "query parameter 'q' is a flag and has 'required'"
    ),
    (
      #"{"name": "a", "paths": ["/a"], "query": {"q": {"type": "flag", "repeated": true}}}"#,
      "conflicting-keys", "query parameter 'q' is a flag and has 'repeated'"
    ),
  ])
  func aFlagOutsideTheQueryOrWithAnotherKeyIsAConfigError(
    route: String, code: String, message: String
  ) {
    let diagnostics = ConfigLoaderTests.diagnostics(
      #"{"version": 1, "schemes": ["app"], "routes": [\#(route)]}"#)
    #expect(diagnostics.map(\.code) == [code])
    #expect(diagnostics.map(\.message) == [message])
  }
}
