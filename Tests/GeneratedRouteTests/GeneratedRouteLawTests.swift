import Foundation
import RouteTable
import Testing

/// What every generated route enum offers, so that one set of laws covers all the examples.
protocol GeneratedRoute: Codable, Hashable, CustomStringConvertible {
  init?(url: String)
  init?(route name: String, values: [NamedValue])
  var url: String? { get }
  var name: String { get }
  var chain: [Self] { get }
  static var routeNames: [String] { get }
  static var table: RouteTable { get }
}

extension FlightdeckRoute: GeneratedRoute {}
extension ItemsRoute: GeneratedRoute {}
extension MusicRoute: GeneratedRoute {}
extension PhotosRoute: GeneratedRoute {}
extension TeamchatRoute: GeneratedRoute {}
extension TodoRoute: GeneratedRoute {}
extension YourappRoute: GeneratedRoute {}
extension HostileRoute: GeneratedRoute {}
extension RandomRoute00: GeneratedRoute {}
extension RandomRoute01: GeneratedRoute {}
extension RandomRoute02: GeneratedRoute {}
extension RandomRoute03: GeneratedRoute {}
extension RandomRoute04: GeneratedRoute {}
extension RandomRoute05: GeneratedRoute {}
extension RandomRoute06: GeneratedRoute {}
extension RandomRoute07: GeneratedRoute {}
extension RandomRoute08: GeneratedRoute {}
extension RandomRoute09: GeneratedRoute {}
extension RandomRoute10: GeneratedRoute {}
extension RandomRoute11: GeneratedRoute {}

/// The laws of generated code, over every sample link of every example table and of random
/// tables of every pattern form: parsing a printed
/// value gives it back, the generated chain is the table's, a stack survives `Codable` and
/// `linkcheck stack` accepts it, and every route has a case.
@Suite struct GeneratedRouteLawTests {
  nonisolated(unsafe) static let types: [any GeneratedRoute.Type] = [
    FlightdeckRoute.self, ItemsRoute.self, MusicRoute.self, PhotosRoute.self,
    TeamchatRoute.self, TodoRoute.self, YourappRoute.self, HostileRoute.self,
    // Random tables of every pattern form (LinkCheckCLITests' `RandomTables`, seed 36).
    RandomRoute00.self, RandomRoute01.self, RandomRoute02.self, RandomRoute03.self,
    RandomRoute04.self, RandomRoute05.self, RandomRoute06.self, RandomRoute07.self,
    RandomRoute08.self, RandomRoute09.self, RandomRoute10.self, RandomRoute11.self,
  ]

  @Test(arguments: types.indices)
  func everySampleObeysTheLaws(index: Int) throws {
    // A random table may have a route that another shadows, and so no sample.
    try Self.checkLaws(Self.types[index], everyRouteHasASample: index < Self.examples)
  }

  /// How many of ``types`` are the curated tables (the examples and the hostile one).
  static let examples = 8

  static func checkLaws<Route: GeneratedRoute>(_ type: Route.Type, everyRouteHasASample: Bool)
    throws
  {
    let table = Route.table
    #expect(Route.routeNames == table.config.routes.map(\.name))
    var covered = Set<String>()
    for sample in SampleGenerator(table: table).samples(allForms: true) {
      guard case .success(let link) = sample.result else { continue }
      let resolution = try table.resolve(link).get()
      let route = try #require(Route(url: link), "\(link)")
      #expect(route.name == resolution.route)
      covered.insert(route.name)
      // parse(print(value)) == value
      let printed = try #require(route.url, "\(route)")
      #expect(Route(url: printed) == route, "\(printed)")
      // The generated chain is the table's.
      let chain = resolution.chain.map { Route(route: $0.route, values: $0.params) }
      #expect(chain == route.chain.map { Optional($0) }, "\(link)")
      // A stack survives Codable, and `linkcheck stack` accepts it.
      let encoded = try JSONEncoder().encode(route.chain)
      #expect(try JSONDecoder().decode([Route].self, from: encoded) == route.chain)
      let document = try JSONReader.read(Array(encoded))
      switch StackValidator(table: table).validate(document) {
      case .success: break
      case .failure(let problem): Issue.record("\(link): \(problem.message)")
      }
    }
    let withPaths = table.config.routes.filter { !$0.paths.isEmpty }.map(\.name)
    if everyRouteHasASample { #expect(covered == Set(withPaths)) }
    #expect(!covered.isEmpty)
  }

  /// Values a link must escape or that sit on a type's edge come back unchanged.
  @Test func boundaryValuesRoundTrip() throws {
    let seat = try #require(FlightdeckRoute.Seat(rawValue: "12A"))
    #expect(FlightdeckRoute.Seat(rawValue: "12G") == nil)
    let routes: [FlightdeckRoute] = [
      .checkout(flightID: UUID(), seat: seat, promo: "SUMMER 24 & more/%#?", adults: 3),
      .checkout(flightID: UUID(), seat: seat, promo: nil, adults: 1),
      .checkout(flightID: UUID(), seat: seat, adults: -7),
      .setlist(city: "Los Angeles / Zürich"),
      .flightDetail(id: UUID()),
    ]
    for route in routes {
      let url = try #require(route.url, "\(route)")
      #expect(FlightdeckRoute(url: url) == route, "\(url)")
    }
    // A default value is left out of the link; a parent-only route has none.
    #expect(routes[1].url?.contains("adults") == false)
    #expect(FlightdeckRoute.seatSelect(flightID: UUID()).url == nil)
    #expect(routes[4].description.hasPrefix("flightDetail(id: "))
  }

  /// A table whose text would be code, an interpolation or a literal's end if written raw, with
  /// CRLF line ends and hidden characters, is embedded byte for byte and adds nothing but its
  /// routes and types (Tests/LinkCheckCLITests/Golden/codegen/hostile.json).
  @Test func aHostileTableIsEmbeddedByteForByte() throws {
    let config = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../LinkCheckCLITests/Golden/codegen/hostile.json")
    #expect(Array(HostileRoute.tableJSON.utf8) == Array(try Data(contentsOf: config)))
    #expect(HostileRoute.routeNames == ["home", "tabs", "interpolated"])
    #expect(
      HostileRoute.Tab.allCases.map(\.rawValue) == [
        "home\u{202E}emoh", "line\u{2028}break", "next\u{85}line", "zero\u{200B}width", "plain",
      ])
    guard case .tabs(_, _, let note) = try #require(HostileRoute(url: "hostile://tabs/plain"))
    else {
      Issue.record("not the tabs route")
      return
    }
    #expect(note == "\\#(fatalError()) \\#n \\#\" \"# \"\"\"# \u{200B}")
  }
}
