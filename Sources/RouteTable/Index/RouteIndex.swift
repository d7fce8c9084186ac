/// A route table compiled for resolving many URLs: routes by number, their patterns in segment
/// form where possible, a trie over those, and each route's chain worked out ahead of time.
final class RouteIndex: Sendable {
  /// One route, ready for ``IndexedResolver`` (a class, so that handing it around copies one
  /// reference rather than every field of the definition).
  final class Route: Sendable {
    let compiled: CompiledRoute
    let name: String
    let options: RouteOptions
    let query: [QueryParam]
    /// Read from the definition rather than stored: copying an optional fragment at each
    /// route of a large table went through its type's value witnesses several times.
    var fragment: FragmentParam? { compiled.definition.fragment }
    /// `compiled.patterns`, best rank first.
    let patterns: [PathPattern]
    let ranks: [PatternRank]
    /// For each of `compiled.patterns`: its segment form, or `nil` when only the general
    /// matcher can run it.
    let segmentPatterns: [SegmentPattern?]
    /// For each of `compiled.patterns`: the type of each group, in group order.
    let groupTypes: [[ParamType]]
    let ignoreCase: Bool
    /// The ancestors, nearest first, with how each takes its parameters from its child.
    let ancestors: [ChainStep]
    /// Whether ``FastResolver`` can decide this route alone: every pattern in segment form, no
    /// fragment, query names in ASCII, and a chain that cannot fail (every parent parameter
    /// has its child's type).
    let isPlain: Bool
    /// The declared query parameters, as ``FastResolver`` checks them.
    let plainQuery: [PlainQueryParam]
    /// The names of `query`, read without copying each declaration.
    let queryNames: [String]
    /// For each pattern, the check of each group's type.
    let valueChecks: [[ValueCheck]]
    /// For each pattern, the ``OtherValueCheck`` of each group whose check is `other` (`nil`
    /// for the rest); empty when no group has one, as in most routes.
    let otherGroupChecks: [[OtherValueCheck?]]
    /// The same for the declared query parameters.
    let otherQueryChecks: [OtherValueCheck?]
    /// Whether the route has one pattern and sits in the trie: then the trie proposing it means
    /// the pattern matches, and its captures are whole segments (``captureSegments``).
    let isTrieMatched: Bool
    /// For the first pattern, the segment each group captures; the `/*` tail, which captures
    /// from segment `n` to the end, as `-1 - n`.
    let captureSegments: [Int]
    /// For each pattern, whether ``CompactResolution`` can hand its values to a visitor
    /// straight from the input: a plain route, no `repeated` query parameter, and no name
    /// shared by two of the route's parameters.
    let isVisitable: [Bool]
    /// For each pattern and each ancestor (nearest first), the ancestor's parameters: each
    /// name with the route's own parameter that supplies it (a group, then a query parameter,
    /// numbered in that order), as ``chain(params:)`` passes values down a chain whose types
    /// all agree.
    let chainSlots: [[[(name: String, slot: Int)]]]

    /// `valueChecks`, when given, are the checks of `groupTypes` (shared by routes whose groups
    /// have the same simple types).
    init(
      compiled: CompiledRoute, segmentPatterns: [SegmentPattern?], groupTypes: [[ParamType]],
      valueChecks sharedValueChecks: [[ValueCheck]]? = nil, ignoreCase: Bool,
      ancestors: [ChainStep], enumChecks: inout EnumValueChecks
    ) {
      self.compiled = compiled
      // Fields are read from `compiled.definition` in place: a local copy of the definition
      // retains every field of it.
      name = compiled.definition.name
      options = compiled.definition.options
      let query = compiled.definition.query
      self.query = query
      patterns = compiled.patterns.paths
      ranks = compiled.patterns.ranks
      self.segmentPatterns = segmentPatterns
      self.groupTypes = groupTypes
      self.ignoreCase = ignoreCase
      self.ancestors = ancestors
      // Each type's check is made once: an enum's copies its values, and a large table has
      // many inline enums.
      let queryChecks = query.map { enumChecks.check(for: $0.type) }
      plainQuery = query.indices.map {
        PlainQueryParam(
          name: Array(query[$0].name.utf8), check: queryChecks[$0], required: query[$0].required,
          repeated: query[$0].repeated)
      }
      let valueChecks =
        sharedValueChecks
        ?? (groupTypes.count == 1 && groupTypes[0].isEmpty
          ? Self.oneEmptyCheckList : groupTypes.map { $0.map(ValueCheck.init) })
      self.valueChecks = valueChecks
      func otherChecks(_ types: [ParamType], _ checks: [ValueCheck]) -> [OtherValueCheck?] {
        types.indices.map { checks[$0].isSimple ? nil : OtherValueCheck(types[$0]) }
      }
      let needsOtherChecks = valueChecks.contains { $0.contains { !$0.isSimple } }
      otherGroupChecks =
        needsOtherChecks
        ? groupTypes.indices.map { otherChecks(groupTypes[$0], valueChecks[$0]) } : []
      otherQueryChecks =
        queryChecks.contains { !$0.isSimple } ? otherChecks(query.map(\.type), queryChecks) : []
      isPlain =
        segmentPatterns.allSatisfy { $0 != nil } && compiled.definition.fragment == nil
        && plainQuery.allSatisfy { $0.name.allSatisfy { $0 < 0x80 } }
        && ancestors.allSatisfy { $0.parameters.allSatisfy(\.sameType) }
      isTrieMatched =
        segmentPatterns.count == 1 && segmentPatterns[0] != nil
        && compiled.definition.schemes == nil && compiled.definition.hosts == nil
      var captureSegments: [Int] = []
      if let first = segmentPatterns.first ?? nil, first.groupCount > 0 {
        captureSegments.reserveCapacity(first.groupCount)
        for (segment, unit) in first.units.enumerated() where unit == .parameter {
          captureSegments.append(segment)
        }
        if first.hasTail { captureSegments.append(-1 - first.units.count) }
      }
      self.captureSegments = captureSegments
      // Most routes have one pattern, no repeated query parameter and no parent: their flags
      // and (empty) slots are shared rather than allocated for each of a large table's routes.
      let queryNames = query.map(\.name)
      self.queryNames = queryNames
      let isPlain = isPlain
      let hasRepeated = query.contains(where: \.repeated)
      func visitable(_ pattern: PathPattern) -> Bool {
        isPlain && !hasRepeated && !Self.hasDuplicates(pattern.groupNames, queryNames)
      }
      if compiled.patterns.count == 1 {
        isVisitable = visitable(compiled.patterns[0].pattern) ? Self.justTrue : Self.justFalse
      } else {
        isVisitable = compiled.patterns.map { visitable($0.pattern) }
      }
      guard !ancestors.isEmpty else {
        chainSlots =
          compiled.patterns.count == 1
          ? Self.oneEmptySlotList : Array(repeating: [], count: compiled.patterns.count)
        return
      }
      // Parents without parameters (fixed pages, as most parents are) take no slots: the
      // names of the route's own parameters are not worked out for them.
      if compiled.patterns.count == 1, ancestors.count == 1, ancestors[0].parameters.isEmpty {
        chainSlots = Self.oneParentWithoutSlots
        return
      }
      let ownNames = compiled.patterns.map { $0.pattern.groupNames + queryNames }
      chainSlots = ownNames.map { names in
        var level = names.enumerated().map { (name: $0.element, slot: $0.offset) }
        var slots: [[(name: String, slot: Int)]] = []
        for step in ancestors {
          level = step.parameters.compactMap { parameter in
            level.first { $0.name == parameter.childName }.map { (parameter.name, $0.slot) }
          }
          slots.append(level)
        }
        return slots
      }
    }

    /// Whether two of a few names, in either list, are equal (quadratic, but without building
    /// a set or joining the lists).
    private static func hasDuplicates(_ names: [String], _ others: [String]) -> Bool {
      for (offset, name) in names.enumerated()
      where names[..<offset].contains(name) || others.contains(name) {
        return true
      }
      for (offset, name) in others.enumerated() where others[..<offset].contains(name) {
        return true
      }
      return false
    }

    private static let justTrue = [true]
    private static let justFalse = [false]
    private static let oneEmptySlotList: [[[(name: String, slot: Int)]]] = [[]]
    private static let oneParentWithoutSlots: [[[(name: String, slot: Int)]]] = [[[]]]
    private static let oneEmptyCheckList: [[ValueCheck]] = [[]]
    /// The group types of a route with one pattern and no groups (as most fixed pages are).
    static let oneEmptyTypeList: [[ParamType]] = [[]]

    /// ``ChainBuilder/chain(for:params:)`` with the steps worked out in advance.
    func chain(params: [NamedValue]) -> Result<[ChainEntry], BindingFailure> {
      var entries: [ChainEntry] = []
      entries.reserveCapacity(ancestors.count + 1)
      entries.append(ChainEntry(route: name, params: params))
      var childParams = params
      for step in ancestors {
        var parentParams: [NamedValue] = []
        for parameter in step.parameters {
          guard let given = childParams.first(where: { $0.name == parameter.childName }) else {
            continue
          }
          if parameter.sameType {
            parentParams.append(NamedValue(name: parameter.name, value: given.value))
          } else if let value = parameter.type.accept(given.value.text) {
            parentParams.append(NamedValue(name: parameter.name, value: value))
          } else {
            let expected = "\(parameter.type.article) \(parameter.type.displayName)"
            return .failure(
              BindingFailure(
                reason:
                  "parent '\(step.route)' needs '\(parameter.name)' as \(expected), got '\(given.value.text)'"
              ))
          }
        }
        entries.append(ChainEntry(route: step.route, params: parentParams))
        childParams = parentParams
      }
      entries.reverse()
      return .success(entries)
    }
  }

  /// One parent in a chain and where its parameters come from.
  struct ChainStep: Sendable {
    struct Parameter: Sendable {
      let name: String
      /// The child's parameter that fills it.
      let childName: String
      let type: ParamType
      /// Whether the child's value has the same type, and is taken as it is.
      let sameType: Bool
    }

    let route: String
    let parameters: [Parameter]
  }

  let routes: [Route]
  /// The ``FlatRouteRecord`` of each pattern in ``trie``, in the order of its route lists
  /// (``SegmentTrie/recordOrder``).
  let records: CacheLineArray<FlatRouteRecord>
  /// The checks with a payload the records refer to.
  let recordChecks: CacheLineArray<ValueCheck>
  let trie: SegmentTrie
  /// The schemes and hosts as ``Endpoint`` decides on them.
  let endpoints: EndpointTable
  /// The routes the trie does not hold: those with a pattern of another form, or with their
  /// own schemes or hosts (so that every route in the trie answers wherever the table does).
  let side: SideIndex
  /// Each route's position in the order `nearest` prefers: higher rank first, then by name.
  let nearestOrder: [Int32]
  /// The security checks, which read the table's hosts.
  let security: SecurityCheck

  init(
    config: RouteConfig, routes compiledRoutes: [CompiledRoute],
    routesByName: [String: CompiledRoute]
  ) {
    security = SecurityCheck(config: config)
    endpoints = EndpointTable(schemes: config.schemes, hosts: config.hosts)
    var routes: [Route] = []
    routes.reserveCapacity(compiledRoutes.count)
    var trie = SegmentTrie()
    var sideRoutes: [Int32] = []
    var records: [FlatRouteRecord] = []
    var pool = ValueCheckPool()
    var simpleGroupLists = SimpleGroupLists()
    var enumChecks = EnumValueChecks()
    for (number, compiled) in compiledRoutes.enumerated() {
      let ignoreCase = !compiled.definition.options.caseSensitive
      let segmentPatterns = compiled.patterns.map {
        SegmentPattern($0.pattern, ignoreCase: ignoreCase)
      }
      let params = compiled.definition.params
      let groupTypes: [[ParamType]]
      var valueChecks: [[ValueCheck]]?
      if compiled.patterns.count == 1 && compiled.patterns[0].pattern.groupNames.isEmpty {
        groupTypes = Route.oneEmptyTypeList
      } else if compiled.patterns.count == 1,
        let shared = simpleGroupLists.lists(
          for: compiled.patterns[0].pattern.groupNames, params: params)
      {
        (groupTypes, valueChecks) = shared
      } else {
        groupTypes = compiled.patterns.map { $0.pattern.groupNames.map { params[$0] ?? .string } }
      }
      routes.append(
        Route(
          compiled: compiled, segmentPatterns: segmentPatterns, groupTypes: groupTypes,
          valueChecks: valueChecks, ignoreCase: ignoreCase,
          ancestors: Self.ancestors(of: compiled, routesByName: routesByName),
          enumChecks: &enumChecks))
      guard !segmentPatterns.isEmpty else { continue }
      let answersEverywhere =
        compiled.definition.schemes == nil && compiled.definition.hosts == nil
      if answersEverywhere, segmentPatterns.allSatisfy({ $0 != nil }) {
        let firstRecord = records.count
        for (offset, pattern) in segmentPatterns.enumerated() {
          trie.insert(
            pattern!, route: Int32(number), record: Int32(records.count), ignoreCase: ignoreCase)
          records.append(
            FlatRouteRecord(routes[number], number: Int32(number), pattern: offset, pool: &pool))
        }
        // A route is judged by its records, or by itself, for all its patterns alike.
        if !records[firstRecord...].allSatisfy(\.isUsable) {
          for record in firstRecord..<records.count { records[record].markUnusable() }
        }
      } else {
        sideRoutes.append(Int32(number))
      }
    }
    // Among routes that accept as many leading segments, `nearest` names the more specific
    // (its best pattern's rank), then the first by name, as the linear resolver does.
    var nearestOrder = [Int32](repeating: 0, count: routes.count)
    // The keys are taken out first, and read in place: comparing through the routes, or
    // copying the keys out for each comparison, made this sort most of the index's build time.
    // Most rank comparisons are settled by the ranks' order prefixes alone.
    let ranks = compiledRoutes.map { $0.patterns.first?.rank }
    let orderPrefixes = ranks.map { $0?.orderPrefix ?? (0, 0) }
    let names = compiledRoutes.map(\.definition.name)
    var byPreference = Array(ranks.indices)
    ranks.withUnsafeBufferPointer { ranks in
      names.withUnsafeBufferPointer { names in
        orderPrefixes.withUnsafeBufferPointer { orderPrefixes in
          byPreference.sort { lhs, rhs in
            if ranks[lhs] != nil, ranks[rhs] != nil {
              if orderPrefixes[lhs] != orderPrefixes[rhs] {
                return orderPrefixes[lhs] > orderPrefixes[rhs]
              }
              let order = PatternRank.compare(ranks[lhs]!, ranks[rhs]!)
              if order != 0 { return order > 0 }
            }
            return names[lhs] < names[rhs]
          }
        }
      }
    }
    for (position, number) in byPreference.enumerated() { nearestOrder[number] = Int32(position) }
    trie.finish(nearestOrder: nearestOrder)
    self.routes = routes
    // In the trie's order: a position in its route lists is a record's number.
    let ordered = trie.recordOrder.map { records[Int($0)] }
    self.records = CacheLineArray(ordered)
    trie.holdRecordHeads { ordered[Int($0)].head }
    pool.finish()
    self.recordChecks = CacheLineArray(pool.checks)
    self.trie = trie
    self.side = SideIndex(sideRoutes, of: compiledRoutes, nearestOrder: nearestOrder)
    self.nearestOrder = nearestOrder
  }

  /// The chain above `route`, as ``ChainBuilder`` walks it (bounded the same way).
  private static func ancestors(of route: CompiledRoute, routesByName: [String: CompiledRoute])
    -> [ChainStep]
  {
    var steps: [ChainStep] = []
    var child = route
    while let link = child.definition.parent, steps.count + 1 <= routesByName.count,
      let parent = routesByName[link.route]
    {
      let parameters = parent.parameterNames.map { name in
        let childName = link.childParameter(for: name)
        let type = parent.definition.type(of: name)
        return ChainStep.Parameter(
          name: name, childName: childName, type: type,
          sameType: type == child.definition.type(of: childName))
      }
      steps.append(ChainStep(route: parent.definition.name, parameters: parameters))
      child = parent
    }
    return steps
  }
}

extension RouteIndex.Route {
  /// ``ParamType/admits(raw:)`` for group `group` of pattern `offset`, which its ``ValueCheck``
  /// left open: through the group's ``OtherValueCheck`` when it decides, else the type, read in
  /// place (a copy retains its payload).
  func admits(group: Int, of offset: Int, raw: UnsafeBufferPointer<UInt8>) -> Bool {
    if !otherGroupChecks.isEmpty, let verdict = otherGroupChecks[offset][group]?.admits(raw: raw) {
      return verdict
    }
    return groupTypes[offset].withUnsafeBufferPointer { $0[group].admits(raw: raw) }
  }
}
