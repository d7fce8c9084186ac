import RouteTable

#if canImport(FoundationEssentials)
  import FoundationEssentials

  /// Writes `lines`, each ended by a newline, `times` times over to the file at `path`: the
  /// corpora the CLI rows read.
  func write(_ lines: [String], to path: String, times: Int = 1) throws {
    let chunk = lines.joined(separator: "\n") + "\n"
    var data = Data()
    data.reserveCapacity(chunk.utf8.count * times)
    for _ in 0..<times { data.append(contentsOf: chunk.utf8) }
    try data.write(to: URL(fileURLWithPath: path))
  }
#endif

/// What an app reads of an outcome: the route, and the value of a parameter it knows the
/// route has (its first path parameter, else its first query parameter) by name; the chain
/// and the other values are made only when read. The library rows and the callgrind probe
/// read this much.
struct AppReader {
  /// The name read, by route.
  private let names: [String: String]

  init(_ table: RouteTable) {
    var names: [String: String] = [:]
    for route in table.config.routes {
      names[route.name] = route.paths.first?.groupNames.first ?? route.query.first?.name
    }
    self.names = names
  }

  /// `false` for a failure. The outcome is taken as an app's `switch` over the call takes it,
  /// without a copy.
  func read(_ outcome: consuming Result<Resolution, ResolveFailure>) -> Bool {
    guard case .success(let resolution) = consume outcome else { return false }
    guard let name = names[resolution.route] else { return true }
    return resolution[name] != nil
  }

  /// Everything an outcome holds, made into the public values: the route, the chain with
  /// every parameter, the extra query and the warnings of a resolution; the message, the
  /// nearest route, the help and the warnings of a failure. `false` for a failure.
  func readEverything(_ outcome: consuming Result<Resolution, ResolveFailure>) -> Bool {
    switch consume outcome {
    case .success(let resolution):
      let (chain, params) = resolution.chainAndParams
      return resolution.route.utf8.count + chain.count + params.count
        + resolution.extraQuery.count + resolution.warnings.count > 0
    case .failure(let failure):
      let (message, nearest) = failure.messageAndNearest
      return message.utf8.count + (nearest?.reason.utf8.count ?? 0)
        + (failure.help?.utf8.count ?? 0) + failure.warnings.count < 0
    }
  }
}
