import Testing

@testable import RouteTable

/// A custom scheme's `forms` (SPEC §13): a scheme declared with both reads `tg:resolve` and
/// `tg://resolve` as one link, neither warned; `build` writes the form listed first; `forms` is
/// checked like every key.
@Suite struct SchemeFormsTests {
  static let table = #"""
    {"version": 1,
     "schemes": [{"name": "tg", "forms": ["opaque", "hierarchical"]},
                 {"name": "notes", "forms": ["hierarchical", "opaque"]},
                 {"name": "music", "forms": ["opaque"]}, {"name": "plain", "forms": ["hierarchical"]}],
     "routes": [{"name": "item", "paths": ["/item/:id"], "params": {"id": "int"}}]}
    """#

  @Test(arguments: [
    ("tg:item:5", []), ("tg://item/5", []), ("notes://item/5", []), ("notes:item:5", []),
    ("music:item:5", []), ("music://item/5", [LinkWarning.Code.nonCanonicalForm]),
    ("plain://item/5", []), ("plain:item/5", [.nonCanonicalForm]),
  ])
  func bothFormsAreOneLinkOnlyWhereDeclared(link: String, warnings: [LinkWarning.Code]) throws {
    let resolution = try TableFixtures.table(Self.table).resolve(link).get()
    #expect(resolution.route == "item")
    #expect(resolution["id"] == .int(5))
    #expect(resolution.warnings.map(\.code) == warnings)
  }

  @Test(arguments: [("tg", "tg:item:5"), ("notes", "notes://item/5"), ("music", "music:item:5")])
  func buildWritesTheFormListedFirst(scheme: String, url: String) throws {
    let builder = LinkBuilder(table: try TableFixtures.table(Self.table))
    let link = try builder.build(
      route: "item", values: [(name: "id", value: "5")], origin: .scheme(scheme)
    ).get()
    #expect(link.url == url)
  }

  @Test(arguments: [
    (#"{"name": "tg", "forms": ["opaque", "opaque"]}"#, "duplicate-entry"),
    (#"{"name": "tg", "forms": []}"#, "invalid-value"),
    (#"{"name": "tg", "forms": ["opake"]}"#, "invalid-value"),
    (#"{"name": "tg", "forms": "opaque"}"#, "wrong-type"),
    (#"{"name": "tg", "opaque": true, "forms": ["opaque"]}"#, "conflicting-keys"),
  ])
  func aMalformedFormsIsAConfigError(scheme: String, code: String) {
    let diagnostics = ConfigLoaderTests.diagnostics(
      #"{"version": 1, "schemes": [\#(scheme)], "routes": [{"name": "a", "paths": ["/a"]}]}"#)
    #expect(diagnostics.map(\.code) == [code])
  }
}
