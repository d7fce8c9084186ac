/// The work one link may cost the general resolver, so that no link takes more than about a
/// millisecond whatever the table: a link that needs more fails with `match-limit` instead of
/// an answer. Work is counted, not timed, so a link's result never depends on the machine or
/// its load (and `-j 2` prints what `-j 1` does).
///
/// A unit is at most about 50 instructions (measured on hostile tables and links: see the
/// README), so the allowance is about 2.5M instructions. Every loop of the matcher pays for
/// what it reads: a step of the pattern, a byte scanned, a step of an expression's program, a
/// byte given to Swift `Regex`, a route evaluated.
enum MatchLimit {
  /// A link's allowance.
  static let units = 50_000

  /// A route's pattern evaluated on the path: looking it up, typing and binding its values (a
  /// table whose routes no index narrows pays it for each of thousands of routes).
  static let route = 16
  /// A step of a pattern tried at a position: a call of the matcher, a comparison, a capture.
  static let step = 2
  /// More for a step of a part other than fixed text, which lists its ends through a closure
  /// (up to about 400 instructions with the step's).
  static let part = 6
  /// Setting up a search of an expression's program (allocating and clearing its table).
  static let search = 8
  /// An Android 15 dynamic rule of assetlinks.json tried on a link, besides the characters
  /// it reads.
  static let dynamicRule = 3
  /// Bytes a read of the path takes per unit (finding a segment's end, a run of a class: about
  /// three instructions a byte).
  static let bytesPerUnit = 16
  /// Positions a loop that tests each one takes per unit (the ends a wildcard or a repeated
  /// class may have, an automaton's bytes).
  static let positionsPerUnit = 8
  /// A call of Swift `Regex` (about 5,000 instructions on a short text), and each byte of its
  /// text: it backtracks at about 1,300 instructions a byte on the expressions our engine
  /// leaves to it.
  static let regexCall = 100
  static let regexByte = 40
}

/// What one link may still cost the engines it runs through (``MatchLimit``). Every loop pays
/// for what it reads; once the allowance is spent, the engine gives up and the link fails with
/// `match-limit`. Text that is not a link (a type's example value, a generator's own output)
/// is matched ``uncounted``, which every such caller has to say.
struct LinkAllowance {
  /// The units left, owned by the caller for the run; `nil` when nothing is counted.
  private let remaining: UnsafeMutablePointer<Int>?

  /// Nothing is counted.
  static var uncounted: LinkAllowance { LinkAllowance(remaining: nil) }

  private init(remaining: UnsafeMutablePointer<Int>?) {
    self.remaining = remaining
  }

  /// Runs `body` with a fresh allowance of ``MatchLimit/units``.
  static func counting<Result>(_ body: (LinkAllowance) throws -> Result) rethrows -> Result {
    var units = MatchLimit.units
    return try withUnsafeMutablePointer(to: &units) { try body(LinkAllowance(remaining: $0)) }
  }

  /// Takes `units`; `false` once the allowance is spent.
  @inline(__always)
  func charge(_ units: Int) -> Bool {
    guard let remaining else { return true }
    remaining.pointee -= units
    return remaining.pointee >= 0
  }

  /// ``charge(_:)`` for reading `bytes` bytes of the path.
  @inline(__always)
  func chargeScan(_ bytes: Int) -> Bool {
    charge(bytes / MatchLimit.bytesPerUnit)
  }

  /// ``charge(_:)`` for testing `count` positions of the path.
  @inline(__always)
  func chargePositions(_ count: Int) -> Bool {
    charge(count / MatchLimit.positionsPerUnit)
  }

  /// ``charge(_:)`` for a Swift `Regex` run on `bytes` bytes.
  @inline(__always)
  func chargeRegex(_ bytes: Int) -> Bool {
    charge(MatchLimit.regexCall + bytes * MatchLimit.regexByte)
  }

  /// Whether the allowance has been spent.
  var isSpent: Bool { remaining.map { $0.pointee < 0 } ?? false }

  /// Runs `body` on the units left, kept in a local variable for a hot loop (the trie walk);
  /// uncounted, `body` gets units that are thrown away.
  func withRemaining<Result>(_ body: (inout Int) -> Result) -> Result {
    guard let remaining else {
      var units = Int.max
      return body(&units)
    }
    return body(&remaining.pointee)
  }
}
