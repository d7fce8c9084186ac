/// A resolution as ``FastResolver`` leaves it: the input, the winning route and pattern, and
/// nothing built yet. ``Resolution`` derives its properties from it when they are read, on the
/// same steps ``IndexedResolver`` takes for that route, so the values are the same.
struct CompactResolution: Sendable {
  let index: RouteIndex
  let input: String
  let route: Int32
  /// An offset in ``RouteIndex/Route/patterns``.
  let pattern: Int32
  // Where the path and the query (after `?`) lie in `input`, as the fast path read them; a
  // query start of -1 for none. Offsets rather than the whole ``URLLayout``, which is twice the
  // size: a resolution is copied several times on its way to the reader.
  private let pathStart: Int32
  private let pathEnd: Int32
  private let queryStart: Int32
  private let queryEnd: Int32
  /// Where the route's values lie in `input`, as the fast path checked them.
  let valueRanges: ValueRanges

  init(
    index: RouteIndex, input: String, route: Int32, pattern: Int32, layout: URLLayout,
    valueRanges: ValueRanges
  ) {
    self.index = index
    self.input = input
    self.route = route
    self.pattern = pattern
    // Offsets fit: ``URLReader/maximumLength`` is far below `Int32.max`.
    pathStart = Int32(layout.path.lowerBound)
    pathEnd = Int32(layout.path.upperBound)
    queryStart = layout.query.map { Int32($0.lowerBound) } ?? -1
    queryEnd = layout.query.map { Int32($0.upperBound) } ?? -1
    self.valueRanges = valueRanges
  }

  /// The percent-encoded path, as ``URLLayout/path``.
  var path: Range<Int> { Int(pathStart)..<Int(pathEnd) }

  /// What follows `?`, as ``URLLayout/query``.
  var query: Range<Int>? { queryStart < 0 ? nil : Int(queryStart)..<Int(queryEnd) }

  var routeName: String { index.routes[Int(route)].name }

  /// The route's parameters: path, then query (defaults filled in), with the undeclared query
  /// names.
  func parameters() -> (params: [NamedValue], extraQuery: [String]) {
    var input = input
    let bound = input.withUTF8 { bytes -> ([NamedValue], [String])? in
      let route = index.routes[Int(self.route)]
      let offset = Int(pattern)
      let types = route.groupTypes[offset]
      let names = route.patterns[offset].groupNames
      var params: [NamedValue] = []
      params.reserveCapacity(types.count + route.query.count)
      let matched = captures(route: route, offset: offset, groups: types.count, bytes) {
        group, range in
        guard let value = types[group].accept(raw: UnsafeBufferPointer(rebasing: bytes[range]))
        else { return false }
        params.append(NamedValue(name: names[group], value: value))
        return true
      }
      guard matched else { return nil }
      let binding = QueryBinding(
        query: URLLayout.rawQuery(bytes, in: query), fragment: nil, declarations: route.query,
        fragmentDeclaration: route.fragment, plusIsSpace: route.options.plusIsSpace)
      guard case .success(let extraQuery) = binding.bind(into: &params) else { return nil }
      return (params, extraQuery)
    }
    if let bound { return bound }
    // Unreachable: the fast path checked all of the above. Kept total rather than trapping.
    let resolution = fullResolution()
    return (resolution.params, resolution.extraQuery)
  }

  /// Hands `body` where each of the pattern's `groups` lies in the input (as kept by the fast
  /// path, or found again by the segment matcher when the route has too many values to keep);
  /// `false` as soon as `body` refuses one, or when the pattern does not match.
  private func captures(
    route: RouteIndex.Route, offset: Int, groups: Int,
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (_ group: Int, _ range: Range<Int>) -> Bool
  ) -> Bool {
    if valueRanges.isKept {
      for group in 0..<groups {
        guard let range = valueRanges[group], body(group, range) else { return false }
      }
      return true
    }
    guard let pattern = route.segmentPatterns[offset] else { return false }
    let start = Int(pathStart)
    return PathSegments.with(UnsafeBufferPointer(rebasing: bytes[path])) { segments in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: max(2, 2 * groups)) { captures in
        guard pattern.match(segments, ignoreCase: route.ignoreCase, captures: captures) else {
          return false
        }
        for group in 0..<groups {
          let range = (start + captures[2 * group])..<(start + captures[2 * group + 1])
          guard body(group, range) else { return false }
        }
        return true
      }
    }
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
  /// One of the route's own parameters, as found in the input. Trivial to copy (nothing to
  /// retain or release), so the slots cost nothing to set up and tear down: the few values
  /// that own memory (decoded text, doubles, defaults other than ints) wait in a side list.
  private enum Slot {
    case absent
    /// A string or uuid value whose text is these bytes of the input, as written.
    case text(start: Int32, end: Int32)
    case int(Int64)
    case bool(Bool)
    /// A value in the side list, by position.
    case stored(Int)
  }

  /// Hands the chain and the route's parameters to `visitor` without building arrays; `false`
  /// (and nothing visited) when the values need the general binding.
  func visit(_ visitor: inout some ResolutionVisitor) -> Bool {
    let route = index.routes[Int(self.route)]
    let offset = Int(pattern)
    guard route.isVisitable[offset] else { return false }
    let visited = input.utf8.withContiguousStorageIfAvailable { bytes in
      let names = route.patterns[offset].groupNames
      let groupCount = names.count
      let count = groupCount + route.query.count
      return withUnsafeTemporaryAllocation(of: Slot.self, capacity: max(1, count)) { slots in
        slots.initialize(repeating: .absent)
        var stored: [ParamValue] = []
        guard fill(slots, &stored, route: route, offset: offset, bytes) else { return false }
        func view(_ slot: Int) -> ParamValueView? {
          switch slots[slot] {
          case .absent: nil
          case .text(let start, let end):
            .text(UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)]))
          case .int(let number): .value(.int(number))
          case .bool(let flag): .value(.bool(flag))
          case .stored(let position): .value(stored[position])
          }
        }
        func visitOwn() {
          for slot in 0..<count {
            guard let value = view(slot) else { continue }
            if slot < groupCount {
              visitor.parameter(name: names[slot], value: value)
            } else {
              visitor.parameter(name: route.queryNames[slot - groupCount], value: value)
            }
          }
        }
        let ancestors = route.chainSlots[offset]
        for step in route.ancestors.indices.reversed() {
          visitor.beginChainEntry(route: route.ancestors[step].route)
          let level = ancestors[step]
          for index in level.indices {
            if let value = view(level[index].slot) {
              visitor.parameter(name: level[index].name, value: value)
            }
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
    // A string without contiguous UTF-8 (never a native one) takes the general path.
    return visited ?? false
  }

  /// The route's own values: groups, then declared query parameters (defaults filled in).
  private func fill(
    _ slots: UnsafeMutableBufferPointer<Slot>, _ stored: inout [ParamValue],
    route: RouteIndex.Route, offset: Int, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let checks = route.valueChecks[offset]
    let groupCount = checks.count
    let matched = captures(route: route, offset: offset, groups: groupCount, bytes) {
      group, range in
      let other = route.otherGroupChecks.isEmpty ? nil : route.otherGroupChecks[offset][group]
      guard
        let slot = Self.slot(
          checks[group], other, route.groupTypes[offset][group], range, bytes,
          plusIsSpace: nil, &stored)
      else { return false }
      slots[group] = slot
      return true
    }
    guard matched else { return false }
    let plusIsSpace = route.options.plusIsSpace
    for number in route.plainQuery.indices {
      let found: Range<Int>?
      if valueRanges.isKept {
        found = valueRanges[groupCount + number]
      } else {
        guard let scanned = firstValue(of: route.plainQuery[number].name, plusIsSpace, bytes)
        else { return false }
        found = scanned
      }
      if let found {
        let other = route.otherQueryChecks.isEmpty ? nil : route.otherQueryChecks[number]
        guard
          let slot = Self.slot(
            route.plainQuery[number].check, other, route.query[number].type, found, bytes,
            plusIsSpace: plusIsSpace, &stored)
        else { return false }
        slots[groupCount + number] = slot
      } else if let value = route.query[number].defaultValue {
        slots[groupCount + number] = Self.slot(value, &stored)
      }
    }
    return true
  }

  /// `value` as a slot, kept in `stored` unless it is an int or a bool.
  private static func slot(_ value: ParamValue, _ stored: inout [ParamValue]) -> Slot {
    switch value {
    case .int(let number): return .int(number)
    case .bool(let flag): return .bool(flag)
    default:
      stored.append(value)
      return .stored(stored.count - 1)
    }
  }

  /// Where the first value of the query parameter `name` lies (`.some(nil)` when the query does
  /// not have it), as ``FastResolver`` finds it; `nil` when an escaped name might be `name`.
  private func firstValue(
    of name: [UInt8], _ plusIsSpace: Bool, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Range<Int>?? {
    guard let query else { return .some(nil) }
    var found: Range<Int>?
    let decided = URLLayout.forEachPlainQueryItem(bytes, in: query, plusIsSpace: plusIsSpace) {
      rawName, value in
      guard rawName.hasSameBytes(as: name) else { return true }
      found = value
      return false
    }
    return decided ? .some(found) : nil
  }

  /// A value the fast path admitted, as its type takes it (``ParamType/accept(raw:)`` for a path
  /// capture; for a query value, ``ParamType/accept(_:)`` on the value decoded with
  /// `plusIsSpace`); a text value without escapes stays a range of the input. `type` is read
  /// only when `check` and `other` (the value's ``OtherValueCheck``) do not settle it: reading
  /// a type copies its payload. `nil` when refused (not expected).
  private static func slot(
    _ check: ValueCheck, _ other: OtherValueCheck?, _ type: @autoclosure () -> ParamType,
    _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool?,
    _ stored: inout [ParamValue]
  ) -> Slot? {
    let raw = UnsafeBufferPointer(rebasing: bytes[range])
    if raw.contains(UInt8(ascii: "%"))
      || (plusIsSpace == true && raw.contains(UInt8(ascii: "+")))
    {
      let decoded = PercentDecoding.decodeLossless(
        String(utf8Bytes: raw), plusIsSpace: plusIsSpace ?? false)
      return type().accept(decoded).map { slot($0, &stored) }
    }
    // The fast path admitted the value, so a text value needs no second look.
    let text = Slot.text(start: Int32(range.lowerBound), end: Int32(range.upperBound))
    switch check {
    case .string, .uuid, .asciiPattern, .asciiValues:
      return text
    case .int:
      return ParamType.integer(raw).map { .int($0) }
    case .bool:
      if raw.elementsEqual("true".utf8) { return .bool(true) }
      if raw.elementsEqual("false".utf8) { return .bool(false) }
      return nil
    case .other:
      if other?.isText == true { return text }
      let type = type()
      switch type {
      case .enumeration, .pattern: return text
      default: return type.accept(raw: raw).map { slot($0, &stored) }
      }
    }
  }

  /// ``Resolution/extraQuery`` without binding the declared values.
  func extraQuery() -> [String] {
    guard query != nil else { return [] }
    let route = index.routes[Int(self.route)]
    let plusIsSpace = route.options.plusIsSpace
    var input = input
    let names = input.withUTF8 { bytes -> [String]? in
      guard let query else { return [] }
      var extra: [String] = []
      let decided = URLLayout.forEachPlainQueryItem(bytes, in: query, plusIsSpace: plusIsSpace) {
        rawName, _ in
        if route.plainQuery.contains(where: { rawName.hasSameBytes(as: $0.name) }) { return true }
        let text = String(utf8Bytes: rawName)
        if !extra.contains(text) { extra.append(text) }
        return true
      }
      return decided ? extra : nil
    }
    return names ?? parameters().extraQuery
  }
}
