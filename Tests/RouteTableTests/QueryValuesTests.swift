import Testing

@testable import RouteTable

/// A route's query values are kept as facts (where each is in the query, what its type found)
/// and made values when read: declarations in order, a `repeated` one's items in URL order,
/// defaults filled in, escapes decoded, a fragment pattern's values before them and the
/// fragment's after.
@Suite struct QueryValuesTests {
  static let routes = [
    #"""
    {"name": "search", "paths": ["/s/:term"], "options": {"plusIsSpace": true},
     "query": {"tag": {"type": "string", "repeated": true}, "page": {"type": "int", "default": 1},
               "sort": {"type": "string", "default": "new"}, "ratio": "double", "q": "string"},
     "fragment": {"name": "at", "type": "int"}}
    """#,
    #"{"name": "doc", "paths": ["/doc"], "fragments": ["/p/:page"], "params": {"page": "int"}, "query": {"v": "bool"}}"#,
  ]

  @Test func valuesAreInDeclarationOrderAndReadByName() throws {
    let table = try TableFixtures.table(routes: Self.routes)
    let resolution = try table.resolve(
      "app://s/x?tag=b%20c&ratio=2.5&tag=a+b&q=%25&q=second&zzz=1#7"
    ).get()
    let expected = [
      NamedValue(name: "term", value: .string("x")),
      NamedValue(name: "tag", value: .list([.string("b c"), .string("a b")])),
      NamedValue(name: "page", value: .int(1)),
      NamedValue(name: "sort", value: .string("new")),
      NamedValue(name: "ratio", value: .double(2.5)),
      NamedValue(name: "q", value: .string("%")),
      NamedValue(name: "at", value: .int(7)),
    ]
    #expect(resolution.params == expected)
    for value in expected { #expect(resolution[value.name] == value.value) }
    #expect(resolution["zzz"] == nil)
    #expect(resolution.extraQuery == ["zzz"])
    #expect(resolution.warnings.map(\.code) == [.duplicateQuery])
    #expect(ChainPartsTests.params(of: resolution) == expected)
    #expect(ChainPartsTests.entries(of: resolution).last?.params == expected)
  }

  @Test func aFragmentPatternsValuesComeBeforeTheQuerys() throws {
    let table = try TableFixtures.table(routes: Self.routes)
    let resolution = try table.resolve("app://doc?v=true#/p/3").get()
    #expect(
      resolution.params == [
        NamedValue(name: "page", value: .int(3)), NamedValue(name: "v", value: .bool(true)),
      ])
    #expect(resolution["v"] == .bool(true))
  }

  @Test(arguments: [
    ("app://s/x?page=x", "query parameter 'page' value 'x' is not an int"),
    ("app://s/x?ratio=%31e", "query parameter 'ratio' value '1e' is not a double"),
    ("app://s/x?q=", "query parameter 'q' is empty; expected a string"),
  ])
  func aRefusedValueIsNamedDecoded(link: String, message: String) throws {
    let table = try TableFixtures.table(routes: Self.routes)
    #expect(table.resolve(link).failure?.message == message)
  }
}
