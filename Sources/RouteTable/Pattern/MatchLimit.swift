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

  /// Takes `units` from `work` (when given); `false` once the allowance is spent.
  @inline(__always)
  static func charge(_ units: Int, to work: UnsafeMutablePointer<Int>?) -> Bool {
    guard let work else { return true }
    work.pointee -= units
    return work.pointee >= 0
  }

  /// ``charge(_:to:)`` for reading `bytes` bytes of the path.
  @inline(__always)
  static func chargeScan(_ bytes: Int, to work: UnsafeMutablePointer<Int>?) -> Bool {
    charge(bytes / bytesPerUnit, to: work)
  }

  /// ``charge(_:to:)`` for testing `count` positions of the path.
  @inline(__always)
  static func chargePositions(_ count: Int, to work: UnsafeMutablePointer<Int>?) -> Bool {
    charge(count / positionsPerUnit, to: work)
  }

  /// ``charge(_:to:)`` for a Swift `Regex` run on `bytes` bytes.
  @inline(__always)
  static func chargeRegex(_ bytes: Int, to work: UnsafeMutablePointer<Int>?) -> Bool {
    charge(regexCall + bytes * regexByte, to: work)
  }

  /// Whether `work` (when given) has been spent.
  static func isSpent(_ work: UnsafeMutablePointer<Int>?) -> Bool {
    work.map { $0.pointee < 0 } ?? false
  }
}
