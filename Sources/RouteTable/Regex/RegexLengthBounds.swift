/// The fewest and most characters a `(regex)` part's expression can match, read from its syntax
/// (``RegexSyntax``): what rules a path segment out by its length alone when no byte engine runs
/// the expression (a counted repetition too long to write out, `[a-z]{100}`). An expression
/// outside the syntax has no bounds (`nil`): a bound too tight would turn a route away from a
/// path it matches.
struct RegexLengthBounds: Equatable, Sendable {
  let shortest: Int
  /// `Int.max` when unbounded.
  let longest: Int
}

extension RegexLengthBounds {
  init(_ syntax: RegexSyntax) {
    switch syntax {
    case .set: self.init(shortest: 1, longest: 1)
    case .empty: self.init(shortest: 0, longest: 0)
    case .concatenation(let items):
      let bounds = items.map(RegexLengthBounds.init)
      self.init(
        shortest: bounds.reduce(0) { Self.sum($0, $1.shortest) },
        longest: bounds.reduce(0) { Self.sum($0, $1.longest) })
    case .alternation(let branches):
      let bounds = branches.map(RegexLengthBounds.init)
      self.init(
        shortest: bounds.map(\.shortest).min() ?? 0, longest: bounds.map(\.longest).max() ?? 0)
    case .repetition(let body, let minimum, let maximum, _):
      let bounds = RegexLengthBounds(body)
      self.init(
        shortest: Self.product(bounds.shortest, minimum),
        longest: Self.product(bounds.longest, maximum ?? .max))
    }
  }

  private static func sum(_ lhs: Int, _ rhs: Int) -> Int {
    if lhs == .max || rhs == .max { return .max }
    let (total, overflow) = lhs.addingReportingOverflow(rhs)
    return overflow ? .max - 1 : min(total, .max - 1)
  }

  private static func product(_ length: Int, _ count: Int) -> Int {
    if length == 0 || count == 0 { return 0 }
    if length == .max || count == .max { return .max }
    return length.multipliedReportingOverflow(by: count).overflow ? .max - 1 : length * count
  }
}
