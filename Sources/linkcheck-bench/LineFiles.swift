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

/// What an app reads of an outcome: the route and one value by name (the chain is built only
/// when read); `false` for a failure. The library rows and the callgrind probe read this much.
func readAsAnApp(_ outcome: Result<Resolution, ResolveFailure>) -> Bool {
  guard case .success(let resolution) = outcome else { return false }
  return !resolution.route.isEmpty
    && resolution.params.first.map { resolution[$0.name] != nil } ?? true
}
