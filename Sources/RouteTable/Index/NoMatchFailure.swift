/// The `no-match` failure of a URL whose scheme or host is the table's but whose path no route
/// takes: it names the route that accepts the most leading segments of the path as `nearest`,
/// as ``RouteResolver`` does. Shared by ``IndexedResolver`` and ``PlainPathFailure``, so that
/// the two build it the same way.
enum NoMatchFailure {
  /// The failure for the path whose segments (as the URL has it) are `path`. `text` gives the
  /// path as a string, asked for only when a route's progress must be measured (the general
  /// matcher reads text); `endpoint` is asked for only when the table has side routes. The
  /// measures have an allowance of their own (``MatchLimit``): once it is spent, the routes
  /// not yet measured count as getting nowhere, as `nearest` is only a hint.
  static func failure(
    _ path: PathSegments, text: () -> String, endpoint: () -> Endpoint, in index: RouteIndex,
    candidates: UnsafeMutableBufferPointer<Int32>, warnings: [LinkWarning]
  ) -> ResolveFailure {
    var allowance = MatchLimit.units
    return withUnsafeMutablePointer(to: &allowance) { work in
      failure(
        path, text: text, endpoint: endpoint, in: index, candidates: candidates,
        warnings: warnings, work: work)
    }
  }

  private static func failure(
    _ path: PathSegments, text: () -> String, endpoint: () -> Endpoint, in index: RouteIndex,
    candidates: UnsafeMutableBufferPointer<Int32>, warnings: [LinkWarning],
    work: UnsafeMutablePointer<Int>
  ) -> ResolveFailure {
    /// The path's text and whether it is printable ASCII, made once.
    var pathText: (text: String, isPrintable: Bool)?
    func madePath() -> (text: String, isPrintable: Bool) {
      if let pathText { return pathText }
      let made = text()
      let once = (made, PathPattern.isPrintableASCII(Substring(made)))
      pathText = once
      return once
    }
    func textOfPath() -> String { madePath().text }
    /// How many leading segments of the path one of the route's patterns accepts (measured
    /// once per route: the side index asks for some before listing them).
    var measured: [Int32: Int] = [:]
    /// What is left of the link's budget for routes the side index cannot rule out.
    var budget = PatternProgress.linkBudget
    func measure(_ number: Int32, within budget: inout Int) -> Int {
      if let known = measured[number] { return known }
      guard !MatchLimit.isSpent(work) else { return 0 }
      let route = index.routes[Int(number)]
      let (text, isPrintable) = madePath()
      var progress = 0
      for pattern in route.patterns {
        progress = max(
          progress,
          pattern.progress(
            on: Substring(text), ignoreCase: route.ignoreCase, isPrintable: isPrintable,
            budget: &budget, work: work))
      }
      measured[number] = progress
      return progress
    }
    func progress(of number: Int32) -> Int {
      var unbounded = Int.max
      return measure(number, within: &unbounded)
    }
    func progressWithinBudget(of number: Int32) -> Int? {
      if let known = measured[number] { return known }
      return budget > 0 ? measure(number, within: &budget) : nil
    }
    var nearest = index.trie.nearest(path, nearestOrder: index.nearestOrder)
    if !index.side.isEmpty {
      for number in sideNearestCandidates(
        path, text: { Substring(textOfPath()) }, endpoint: endpoint(), in: index,
        candidates: candidates, progress: progress(of:),
        progressWithinBudget: progressWithinBudget(of:))
      {
        let progress = progress(of: number)
        guard progress > 0 else { continue }
        if progress > nearest.progress
          || (progress == nearest.progress
            && index.nearestOrder[Int(number)] < index.nearestOrder[Int(nearest.route)])
        {
          nearest = (progress, number)
        }
      }
    }
    var nearMiss: NearMiss?
    if nearest.route >= 0 {
      let route = index.routes[Int(nearest.route)].compiled
      let text = textOfPath()
      if case .unmatched(_, let reason) = CandidateEvaluation.unmatched(
        route, path: Substring(text), segments: path)
      {
        nearMiss = NearMiss(route: route.definition.name, reason: reason)
      }
    }
    let message = MessageText.make(capacity: path.bytes.count + 26) {
      $0.append("no route matches path '")
      $0.append(path.bytes)
      $0.append("'")
    }
    return ResolveFailure(.noMatch, message, nearest: nearMiss, warnings: warnings)
  }

  /// The routes of ``RouteIndex/side`` that may accept the most leading segments of the path;
  /// when there are too many to list, the nearest of all that answer on the URL, measured in
  /// the order `nearest` prefers them while the link's budget lasts.
  private static func sideNearestCandidates(
    _ path: PathSegments, text: () -> Substring, endpoint: Endpoint, in index: RouteIndex,
    candidates: UnsafeMutableBufferPointer<Int32>, progress: (Int32) -> Int,
    progressWithinBudget: (Int32) -> Int?
  ) -> [Int32] {
    var list = CandidateList(candidates)
    index.side.collectNearestCandidates(
      path, text: text, answering: endpoint, nearestOrder: index.nearestOrder, progress: progress,
      progressWithinBudget: progressWithinBudget, into: &list)
    guard list.overflowed else { return Array(candidates[..<list.count]) }
    var nearest = (route: Int32(-1), progress: 0)
    for number in index.side.routesByPreference
    where index.routes[Int(number)].compiled.accepts(endpoint) {
      guard let progress = progressWithinBudget(number) else { break }
      if progress > nearest.progress { nearest = (number, progress) }
    }
    return nearest.route >= 0 ? [nearest.route] : []
  }
}
