/// A resolution as ``FastResolver`` leaves it: the input, the winning route and pattern, and
/// nothing built yet. ``Resolution`` derives its properties from it when they are read, on the
/// same steps ``IndexedResolver`` takes for that route, so the values are the same.
struct CompactResolution: Sendable {
  let index: RouteIndex
  let input: String
  let route: Int32
  /// An offset in ``RouteIndex/Route/patterns``.
  let pattern: Int32

  var routeName: String { index.routes[Int(route)].name }

  /// The route's parameters: path, then query (defaults filled in), with the undeclared query
  /// names.
  func parameters() -> (params: [NamedValue], extraQuery: [String]) {
    var input = input
    let bound = input.withUTF8 { bytes -> ([NamedValue], [String])? in
      guard let layout = URLLayout(bytes) else { return nil }
      let route = index.routes[Int(self.route)]
      let offset = Int(pattern)
      guard let segmentPattern = route.segmentPatterns[offset] else { return nil }
      let types = route.groupTypes[offset]
      let names = route.patterns[offset].groupNames
      var params: [NamedValue] = []
      params.reserveCapacity(types.count + route.query.count)
      let path = UnsafeBufferPointer(rebasing: bytes[layout.path])
      let matched = PathSegments.with(path) { segments in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(2, 2 * types.count)) {
          captures in
          guard segmentPattern.match(segments, ignoreCase: route.ignoreCase, captures: captures)
          else { return false }
          for group in types.indices {
            let raw = UnsafeBufferPointer(
              rebasing: path[captures[2 * group]..<captures[2 * group + 1]])
            guard let value = types[group].accept(raw: raw) else { return false }
            params.append(NamedValue(name: names[group], value: value))
          }
          return true
        }
      }
      guard matched else { return nil }
      var items: [QueryItem] = []
      if let query = layout.query {
        URLLayout.forEachQueryItem(bytes, in: query) { name, value in
          items.append(
            QueryItem(
              rawName: String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[name])),
              rawValue: String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[value]))))
          return true
        }
      }
      let binding = QueryBinding(
        items: items, fragment: nil, declarations: route.query,
        fragmentDeclaration: route.fragment, plusIsSpace: route.options.plusIsSpace)
      guard case .success(let extraQuery) = binding.bind(into: &params) else { return nil }
      return (params, extraQuery)
    }
    if let bound { return bound }
    // Unreachable: the fast path checked all of the above. Kept total rather than trapping.
    let resolution = fullResolution()
    return (resolution.params, resolution.extraQuery)
  }

  /// Every property at once.
  func values() -> Resolution.Values {
    let (params, extraQuery) = parameters()
    guard case .success(let chain) = index.routes[Int(route)].chain(params: params) else {
      return fullResolution().values
    }
    return Resolution.Values(
      route: routeName, chain: chain, params: params, extraQuery: extraQuery, warnings: [])
  }

  private func fullResolution() -> Resolution {
    guard case .success(let resolution) = IndexedResolver.resolve(input, in: index) else {
      preconditionFailure("the fast path resolved '\(input)' but the full resolver does not")
    }
    return resolution
  }
}
