/// A resolution as ``FastResolver`` leaves it: the input, the winning route and pattern, and
/// nothing built yet. ``Resolution`` derives its properties from it when they are read, on the
/// same steps ``IndexedResolver`` takes for that route, so the values are the same.
struct CompactResolution: Sendable {
  let index: RouteIndex
  let input: String
  let route: Int32
  /// An offset in ``RouteIndex/Route/patterns``.
  let pattern: Int32
  /// Where the parts of `input` lie, as the fast path read them.
  let layout: URLLayout

  var routeName: String { index.routes[Int(route)].name }

  /// The route's parameters: path, then query (defaults filled in), with the undeclared query
  /// names.
  func parameters() -> (params: [NamedValue], extraQuery: [String]) {
    var input = input
    let bound = input.withUTF8 { bytes -> ([NamedValue], [String])? in
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

extension CompactResolution {
  /// One of the route's own parameters, as found in the input.
  private enum Slot {
    case absent
    /// A string or uuid value whose text is these bytes of the input, as written.
    case text(Range<Int>)
    case value(ParamValue)
  }

  /// Hands the chain and the route's parameters to `visitor` without building arrays; `false`
  /// (and nothing visited) when the values need the general binding.
  func visit(_ visitor: inout some ResolutionVisitor) -> Bool {
    let route = index.routes[Int(self.route)]
    let offset = Int(pattern)
    guard route.isVisitable[offset], let segmentPattern = route.segmentPatterns[offset] else {
      return false
    }
    var input = input
    return input.withUTF8 { bytes in
      let types = route.groupTypes[offset]
      let names = route.patterns[offset].groupNames
      let count = types.count + route.query.count
      return withUnsafeTemporaryAllocation(of: Slot.self, capacity: max(1, count)) { slots in
        slots.initialize(repeating: .absent)
        defer { _ = slots.baseAddress.map { $0.deinitialize(count: slots.count) } }
        guard fill(slots, route: route, pattern: segmentPattern, types: types, layout, bytes)
        else { return false }
        func view(_ slot: Int) -> ParamValueView? {
          switch slots[slot] {
          case .absent: nil
          case .text(let range): .text(UnsafeBufferPointer(rebasing: bytes[range]))
          case .value(let value): .value(value)
          }
        }
        func visitOwn() {
          for slot in 0..<count {
            guard let value = view(slot) else { continue }
            let name = slot < types.count ? names[slot] : route.query[slot - types.count].name
            visitor.parameter(name: name, value: value)
          }
        }
        let ancestors = route.chainSlots[offset]
        for step in route.ancestors.indices.reversed() {
          visitor.beginChainEntry(route: route.ancestors[step].route)
          for (name, slot) in ancestors[step] {
            if let value = view(slot) { visitor.parameter(name: name, value: value) }
          }
          visitor.endChainEntry()
        }
        visitor.beginChainEntry(route: route.name)
        visitOwn()
        visitor.endChainEntry()
        visitor.beginParams()
        visitOwn()
        return true
      }
    }
  }

  /// The route's own values: groups, then declared query parameters (defaults filled in).
  private func fill(
    _ slots: UnsafeMutableBufferPointer<Slot>, route: RouteIndex.Route, pattern: SegmentPattern,
    types: [ParamType], _ layout: URLLayout, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let path = UnsafeBufferPointer(rebasing: bytes[layout.path])
    let matched = PathSegments.with(path) { segments in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: max(2, 2 * types.count)) {
        captures in
        guard pattern.match(segments, ignoreCase: route.ignoreCase, captures: captures) else {
          return false
        }
        for group in types.indices {
          let start = layout.path.lowerBound + captures[2 * group]
          let end = layout.path.lowerBound + captures[2 * group + 1]
          guard let slot = Self.slot(types[group], start..<end, bytes, plusIsSpace: nil) else {
            return false
          }
          slots[group] = slot
        }
        return true
      }
    }
    guard matched else { return false }
    let plusIsSpace = route.options.plusIsSpace
    for (number, declaration) in route.query.enumerated() {
      var found: Range<Int>?
      var undecided = false
      if let query = layout.query {
        URLLayout.forEachQueryItem(bytes, in: query) { name, value in
          let rawName = UnsafeBufferPointer(rebasing: bytes[name])
          if rawName.contains(UInt8(ascii: "%"))
            || (plusIsSpace && rawName.contains(UInt8(ascii: "+")))
          {
            undecided = true
            return false
          }
          guard rawName.hasSameBytes(as: route.plainQuery[number].name) else { return true }
          found = value
          return false
        }
      }
      if undecided { return false }
      let slotNumber = types.count + number
      if let found {
        guard
          let slot = Self.slot(declaration.type, found, bytes, plusIsSpace: plusIsSpace)
        else { return false }
        slots[slotNumber] = slot
      } else if let value = declaration.defaultValue {
        slots[slotNumber] = .value(value)
      }
    }
    return true
  }

  /// A raw value as its type takes it (``ParamType/accept(raw:)`` for a path capture; for a
  /// query value, ``ParamType/accept(_:)`` on the value decoded with `plusIsSpace`); `nil` when
  /// refused (not expected: the fast path checked it).
  private static func slot(
    _ type: ParamType, _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>,
    plusIsSpace: Bool?
  ) -> Slot? {
    let raw = UnsafeBufferPointer(rebasing: bytes[range])
    if raw.contains(UInt8(ascii: "%"))
      || (plusIsSpace == true && raw.contains(UInt8(ascii: "+")))
    {
      let decoded = PercentDecoding.decodeLossless(
        String(utf8Bytes: raw), plusIsSpace: plusIsSpace ?? false)
      return type.accept(decoded).map(Slot.value)
    }
    switch type {
    case .string, .uuid, .enumeration, .pattern:
      return type.admits(raw: raw) ? .text(range) : nil
    case .int, .bool, .double:
      return type.accept(raw: raw).map(Slot.value)
    }
  }

  /// ``Resolution/extraQuery`` without binding the declared values.
  func extraQuery() -> [String] {
    let route = index.routes[Int(self.route)]
    let plusIsSpace = route.options.plusIsSpace
    guard layout.query != nil else { return [] }
    var input = input
    let names = input.withUTF8 { bytes -> [String]? in
      guard let query = layout.query else { return [] }
      var extra: [String] = []
      var undecided = false
      URLLayout.forEachQueryItem(bytes, in: query) { name, _ in
        let rawName = UnsafeBufferPointer(rebasing: bytes[name])
        if rawName.contains(UInt8(ascii: "%"))
          || (plusIsSpace && rawName.contains(UInt8(ascii: "+")))
        {
          undecided = true
          return false
        }
        if route.plainQuery.contains(where: { rawName.hasSameBytes(as: $0.name) }) { return true }
        let text = String(utf8Bytes: rawName)
        if !extra.contains(text) { extra.append(text) }
        return true
      }
      return undecided ? nil : extra
    }
    return names ?? parameters().extraQuery
  }
}
