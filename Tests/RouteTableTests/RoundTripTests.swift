import Foundation
import RouteTable
import Testing

/// `resolve(build(route, params))` gives back the route, its chain and the values, for every
/// route of every Examples table and of a synthetic table that uses every pattern feature,
/// with at least 100 generated parameter sets per route whose strings hold the characters that
/// break naive URL building (space, `/`, `%`, `+`, `&`, `=`, `#`, `?`, non-ASCII).
@Suite struct RoundTripTests {
  static let examples = ["flightdeck", "yourapp", "todo", "items", "photos", "music", "teamchat"]
  static let setsPerRoute = 100

  /// Every pattern feature: typed segments, named pattern and enum types, a `(regex)` part,
  /// two parameters in one segment, an optional group, repeated groups, a wildcard, a query
  /// with every kind of declaration, a fragment, hash routes (`fragments`), `plusIsSpace`, a
  /// case-insensitive route,
  /// several patterns, a parent mapping, and schemes (one opaque) and hosts with a wildcard.
  static let synthetic = #"""
    {
      "version": 1,
      "schemes": ["synth", "alt+app", { "name": "tune", "opaque": true }],
      "hosts": ["synth.example.com", "*.synth.example.org"],
      "types": {
        "code": { "pattern": "[A-Z]{3}", "example": "ABC" },
        "color": { "enum": ["red", "dark blue", "a&b=c", "100%", "grün"], "example": "red" }
      },
      "routes": [
        { "name": "root", "paths": ["/"] },
        { "name": "text", "paths": ["/text/:value"], "parent": "root" },
        { "name": "typed", "paths": ["/typed/:i/:d/:b/:u"], "parent": "root",
          "params": { "i": "int", "d": "double", "b": "bool", "u": "uuid" } },
        { "name": "coded", "paths": ["/code/:code"], "params": { "code": "code" } },
        { "name": "numbered", "paths": ["/n/:id(\\d+)"] },
        { "name": "colored", "paths": ["/color/:color"], "params": { "color": "color" } },
        { "name": "file", "paths": ["/file/:name.:ext"],
          "params": { "ext": { "enum": ["txt", "pdf"] } } },
        { "name": "docs", "paths": ["/:lang?/docs"], "params": { "lang": { "enum": ["en", "fr"] } } },
        { "name": "tags", "paths": ["/tags{/:tag}+"] },
        { "name": "files", "paths": ["/files/:rest*"] },
        { "name": "wild", "paths": ["/wild/*"] },
        { "name": "search", "paths": ["/search"],
          "query": {
            "q": { "type": "string", "required": true },
            "tag": { "type": "string", "repeated": true },
            "n": { "type": "int", "default": 1 },
            "color": "color",
            "exact": "bool",
            "all": "flag"
          },
          "fragment": { "name": "section", "type": "string" },
          "options": { "plusIsSpace": true } },
        { "name": "multi", "paths": ["/m/:a", "/multi/:a/:b"], "params": { "a": "int" } },
        { "name": "caseless", "paths": ["/Caseless/:x"], "options": { "caseSensitive": false } },
        { "name": "hashHome", "paths": ["/app"] },
        { "name": "hash", "paths": ["/app"], "fragments": ["/item/:n", "/note/:text*"],
          "params": { "n": "int" } },
        { "name": "child", "paths": ["/child/:label"],
          "parent": { "route": "text", "params": { "value": "label" } } }
      ]
    }
    """#

  static func exampleTable(_ name: String) throws -> RouteTable {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/\(name)/linkcheck.json")
    return try RouteTable(json: Array(try Data(contentsOf: url)))
  }

  static let tables = examples + ["synthetic"]

  static func table(_ name: String) throws -> RouteTable {
    name == "synthetic" ? try RouteTable(json: Array(synthetic.utf8)) : try exampleTable(name)
  }

  @Test(arguments: tables)
  func buildThenResolveGivesBackRouteChainAndValues(tableName: String) throws {
    let table = try Self.table(tableName)
    let builder = LinkBuilder(table: table)
    var random = SplitMix(seed: 0x5EED ^ UInt64(tableName.utf8.count))
    var checked = 0
    for route in table.config.routes where !route.paths.isEmpty {
      let origins = builder.origins(of: route.name)
      for set in 0..<Self.setsPerRoute {
        let pathIndex = set % route.paths.count
        var values = ValueGenerator(route: route).values(pathIndex: pathIndex, random: &random)
        let origin = origins[Int(random.next() % UInt64(origins.count))]
        if let name = origin.hostParameter {
          values.append((name, ValueGenerator.hostValue(of: route.type(of: name), random: &random)))
        }
        let built = builder.build(
          route: route.name, values: values, origin: origin, pathIndex: pathIndex)
        guard case .success(let link) = built else {
          Issue.record("\(tableName) \(route.name) \(values): \(built)")
          continue
        }
        let resolution = try #require(
          try? table.resolve(link.url).get(), "\(link.url) does not resolve")
        #expect(resolution.route == route.name, "\(link.url)")
        #expect(resolution.chain.map(\.route) == ancestry(of: route, in: table), "\(link.url)")
        for (name, expected) in Self.typed(values, route: route) {
          let actual = resolution.params.first { $0.name == name }?.value
          #expect(actual == expected, "\(link.url): '\(name)'")
        }
        checked += 1
      }
    }
    #expect(checked >= Self.setsPerRoute)
  }

  /// Every URL `samples` prints, in every form, and the built links of the round trip above:
  /// Foundation's `URLComponents` reads each one, into the components linkcheck reads.
  @Test(arguments: tables)
  func printedURLsReadTheSameInFoundation(tableName: String) throws {
    let table = try Self.table(tableName)
    let builder = LinkBuilder(table: table)
    var urls = SampleGenerator(table: table).samples(allForms: true).compactMap {
      try? $0.result.get()
    }
    var random = SplitMix(seed: 11)
    for route in table.config.routes where !route.paths.isEmpty {
      for origin in builder.origins(of: route.name) {
        for pathIndex in route.paths.indices {
          var values = ValueGenerator(route: route).values(pathIndex: pathIndex, random: &random)
          if let name = origin.hostParameter {
            values.append(
              (name, ValueGenerator.hostValue(of: route.type(of: name), random: &random)))
          }
          if let link = try? builder.build(
            route: route.name, values: values, origin: origin, pathIndex: pathIndex
          ).get() {
            urls.append(link.url)
          }
        }
      }
    }
    #expect(urls.count >= table.config.routes.filter { !$0.paths.isEmpty }.count)
    for url in urls {
      let ours = try URLReader.read(url, opaqueSchemes: table.config.opaqueSchemes)
      let theirs = try #require(URLComponents(string: url), "Foundation rejects '\(url)'")
      #expect(theirs.scheme?.lowercased() == ours.scheme, "\(url)")
      #expect(Self.path(of: theirs, opaque: table.config.opaqueSchemes) == ours.path, "\(url)")
      #expect(theirs.percentEncodedQuery == (ours.hasQuery ? Self.query(ours) : nil), "\(url)")
      #expect(theirs.fragment == ours.fragment, "\(url)")
      if ours.scheme == "https" { #expect(theirs.host == ours.host, "\(url)") }
    }
  }

  /// The path as linkcheck reads it from Foundation's components: a custom scheme's host is its
  /// first segment; an opaque scheme's segments are separated by `:`.
  static func path(of components: URLComponents, opaque: [String]) -> String {
    let path = components.percentEncodedPath
    guard let scheme = components.scheme?.lowercased(), scheme != "https" else {
      return path.isEmpty ? "/" : path
    }
    if opaque.contains(scheme), !path.hasPrefix("/") {
      return "/" + path.replacingOccurrences(of: ":", with: "/")
    }
    let host = components.percentEncodedHost ?? ""
    return host.isEmpty ? (path.isEmpty ? "/" : path) : "/" + host + path
  }

  static func query(_ url: LinkURL) -> String {
    url.queryItems.map { $0.rawName + ($0.rawValue.isEmpty ? "" : "=" + $0.rawValue) }
      .joined(separator: "&")
  }

  @Test func synthesizedValuesHoldTheHardCharacters() throws {
    let table = try Self.table("synthetic")
    let route = try #require(table.config.routes.first { $0.name == "text" })
    var random = SplitMix(seed: 7)
    var seen = Set<Character>()
    for _ in 0..<Self.setsPerRoute {
      for value in ValueGenerator(route: route).values(pattern: route.paths[0], random: &random) {
        seen.formUnion(value.value)
      }
    }
    for character in [" ", "/", "%", "+", "&", "=", "#", "?", "é"] as [Character] {
      #expect(seen.contains(character), "'\(character)' never generated")
    }
  }

  private func ancestry(of route: RouteDefinition, in table: RouteTable) -> [String] {
    var names = [route.name]
    var parent = route.parent?.route
    while let name = parent, names.count <= table.config.routes.count {
      names.insert(name, at: 0)
      parent = table.config.routes.first { $0.name == name }?.parent?.route
    }
    return names
  }

  /// What resolution should give for each given value.
  static func typed(_ values: [(name: String, value: String)], route: RouteDefinition) -> [(
    String, ParamValue
  )] {
    var result: [(String, ParamValue)] = []
    var lists: [String: [ParamValue]] = [:]
    for (name, text) in values {
      if let query = route.query.first(where: { $0.name == name }) {
        let value = query.type.valueType.accept(text)!
        if query.repeated {
          lists[name, default: []].append(value)
        } else {
          result.append((name, value))
        }
      } else if let fragment = route.fragment, fragment.name == name {
        result.append((name, fragment.type.accept(text)!))
      } else {
        result.append((name, route.type(of: name).accept(text)!))
      }
    }
    return result + lists.map { ($0.key, .list($0.value)) }
  }
}

/// Random values a route's types accept.
struct ValueGenerator {
  let route: RouteDefinition

  static let hardCharacters: [Character] = [
    " ", "/", "%", "+", "&", "=", "#", "?", "é", "日", "😀", "'", "!", ":", "@", ",", ";", "~",
    ".", "-", "a", "Z", "7", "%", "2", "F",
  ]

  /// Values for `paths[pathIndex]` and for the first of the route's `fragments`, if any.
  func values(pathIndex: Int, random: inout SplitMix) -> [(name: String, value: String)] {
    values(pattern: route.paths[pathIndex], random: &random)
      + (route.fragments.first.map { values(pattern: $0, random: &random) } ?? [])
  }

  func values(pattern: PathPattern, random: inout SplitMix) -> [(name: String, value: String)] {
    var values: [(name: String, value: String)] = []
    var seen: Set<String> = []
    for (index, part) in pattern.parts.enumerated() where part.isParameter {
      guard seen.insert(part.name).inserted else { continue }
      let optional = part.modifier == .optional || part.modifier == .zeroOrMore
      if optional, random.next() % 2 == 0 { continue }
      let spans =
        part.kind == .fullWildcard || part.modifier == .oneOrMore || part.modifier == .zeroOrMore
      // A value must not hold the fixed text that ends it within its segment (`.` of `:name.:ext`).
      let next = index + 1 < pattern.parts.count ? pattern.parts[index + 1] : nil
      let excluded = Set(
        next.flatMap { $0.kind == .fixedText ? $0.value.first : nil }.map { [$0] } ?? []
      )
      .union(part.suffix.prefix(1))
      let value: String
      if part.kind == .regex {
        value = Self.matching(regex: part.value, random: &random)
      } else if spans {
        let count = 1 + Int(random.next() % 3)
        value = (0..<count).map { _ in
          Self.text(random: &random, excluding: excluded.union(["/"]))
        }.joined(separator: "/")
      } else {
        value = Self.value(of: route.type(of: part.name), random: &random, excluding: excluded)
      }
      values.append((part.name, value))
    }
    for query in route.query where query.required || random.next() % 2 == 0 {
      let count = query.repeated ? 1 + Int(random.next() % 3) : 1
      for _ in 0..<count {
        values.append((query.name, Self.value(of: query.type, random: &random, excluding: [])))
      }
    }
    if let fragment = route.fragment, fragment.required || random.next() % 2 == 0 {
      values.append((fragment.name, Self.value(of: fragment.type, random: &random, excluding: [])))
    }
    return values
  }

  /// A value for the parameter of a host written `:name.example.com`: one lowercase label.
  static func hostValue(of type: ParamType, random: inout SplitMix) -> String {
    switch type {
    case .pattern(let pattern): matching(regex: pattern.source, random: &random)
    case .enumeration(let enumeration):
      enumeration.values[Int(random.next() % UInt64(enumeration.values.count))]
    default: "w\(random.next() % 1000)"
    }
  }

  static func value(of type: ParamType, random: inout SplitMix, excluding: Set<Character>)
    -> String
  {
    switch type {
    case .string: return text(random: &random, excluding: excluding)
    case .int:
      let magnitude = [10, 1000, 1_000_000, Int64.max][Int(random.next() % 4)]
      let value = Int64(bitPattern: random.next()) % magnitude
      return String(value)
    case .double:
      let mantissa = Double(Int64(bitPattern: random.next()) % 1_000_000) / 1000
      let scale = [1.0, 1e-9, 1e12, 1e300][Int(random.next() % 4)]
      return String(mantissa * scale)
    case .bool, .flag: return random.next() % 2 == 0 ? "true" : "false"
    case .uuid:
      let hex = Array("0123456789ABCDEFabcdef")
      let digits = (0..<32).map { _ in hex[Int(random.next() % UInt64(hex.count))] }
      return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }
        .joined(separator: "-")
    case .enumeration(let enumeration):
      return enumeration.values[Int(random.next() % UInt64(enumeration.values.count))]
    case .pattern(let pattern):
      return matching(regex: pattern.source, random: &random)
    }
  }

  /// 1 to 12 characters, mostly the hard ones.
  static func text(random: inout SplitMix, excluding: Set<Character>) -> String {
    let alphabet = hardCharacters.filter { !excluding.contains($0) }
    let count = 1 + Int(random.next() % 12)
    var text = String(
      (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    // Leading or trailing blanks are trimmed from input lines, but only raw ones: an encoded
    // space is kept. Still, make sure some values have them.
    if random.next() % 8 == 0 { text = " " + text }
    return text
  }

  /// A value for the regular expressions the tables use.
  static func matching(regex: String, random: inout SplitMix) -> String {
    func pick(_ characters: String, _ count: Int) -> String {
      let list = Array(characters)
      return String((0..<count).map { _ in list[Int(random.next() % UInt64(list.count))] })
    }
    switch regex {
    case "[A-Z]{3}": return pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3)
    case "\\d+": return pick("0123456789", 1 + Int(random.next() % 6))
    case "[0-9]{1,2}[A-F]":
      return pick("0123456789", 1 + Int(random.next() % 2)) + pick("ABCDEF", 1)
    case "[0-9A-Fa-f]{6}": return pick("0123456789ABCDEFabcdef", 6)
    case "[CDG][A-Z0-9]{8,}":
      return pick("CDG", 1)
        + pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8 + Int(random.next() % 4))
    case "[a-z0-9][a-z0-9-]*":
      // Also a host label, which ends in no '-'.
      return pick("abcxyz019", 1) + pick("abcxyz019-", Int(random.next() % 8)) + pick("az9", 1)
    case "[0-9A-Za-z]{22}":
      return pick("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 22)
    default:
      Issue.record("no generator for regex '\(regex)'")
      return ""
    }
  }
}
