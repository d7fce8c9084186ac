import Foundation
import Testing

@testable import RouteTable

/// docs/linkcheck.schema.json says what the config reader reads: every key of every object,
/// the built-in type names, the options and their values, the warning codes, the platforms
/// and scheme forms. A key added to one and not the other fails here. (CI also validates every
/// example table and the docs' tables against it with Python's `jsonschema`.)
@Suite struct ConfigSchemaTests {
  nonisolated(unsafe) static let schema: [String: Any] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/linkcheck.schema.json")
    let data = try! Data(contentsOf: url)
    return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
  }()

  static func definition(_ path: String) -> [String: Any] {
    var node = schema
    for key in path.split(separator: "/") { node = node[String(key)] as! [String: Any] }
    return node
  }

  static func keys(_ path: String) -> Set<String> {
    Set((definition(path)["properties"] as! [String: Any]).keys)
  }

  static func values(_ path: String) -> Set<String> {
    Set(definition(path)["enum"] as! [String])
  }

  @Test func everyObjectHasTheReadersKeys() {
    #expect(Set((Self.schema["properties"] as! [String: Any]).keys) == Set(ConfigDecoder.tableKeys))
    #expect(Self.keys("$defs/route") == Set(ConfigDecoder.routeKeys))
    #expect(
      Self.keys("$defs/route/properties/fragment") == Set(ConfigDecoder.fragmentKeys))
    #expect(Self.keys("$defs/schemeEntry") == Set(ConfigDecoder.schemeKeys))
    #expect(Self.keys("$defs/typeDefinition") == Set(ConfigDecoder.typeKeys))
    #expect(Self.keys("$defs/tableOptions") == Set(ConfigDecoder.optionKeys))
    #expect(
      Self.keys("$defs/routeOptions") == Set(ConfigDecoder.optionKeys).subtracting(["androidHttp"]))
    let query = (Self.definition("$defs/queryParameter")["anyOf"] as! [[String: Any]])[1]
    #expect(Set((query["properties"] as! [String: Any]).keys) == Set(ConfigDecoder.queryKeys))
    let parent = (Self.definition("$defs/route/properties/parent")["anyOf"] as! [[String: Any]])[1]
    #expect(Set((parent["properties"] as! [String: Any]).keys) == Set(ConfigDecoder.parentKeys))
  }

  @Test func everyValueListIsTheReaders() {
    let builtins = (Self.definition("$defs/typeReference")["anyOf"] as! [[String: Any]])[0]
    #expect(Set(builtins["enum"] as! [String]) == Set(ParamType.builtins.keys))
    #expect(
      Self.values("$defs/warningCodes/items") == Set(LinkWarning.Code.allCases.map(\.rawValue)))
    #expect(
      Self.values("$defs/routeOptions/properties/trailingSlash")
        == Set(RouteOptions.TrailingSlash.allCases.map(\.rawValue)))
    #expect(Self.values("$defs/platforms/items") == Set(Platforms.names.map(\.name)))
    #expect(
      Self.values("$defs/schemeEntry/properties/forms/items") == Set(ConfigDecoder.schemeForms))
  }

  @Test func theReaderIgnoresSchema() throws {
    let table = try RouteTable(
      json: Array(
        #"{"$schema": "./linkcheck.schema.json", "version": 1, "schemes": ["app"], "routes": [{"name": "a", "paths": ["/a"]}]}"#
          .utf8))
    #expect(table.config.routes.count == 1)
  }
}
