/// Where each of the winning route's own values lies in the input, as ``FastResolver`` found
/// them while checking the URL: the path captures in group order, then the declared query
/// parameters (the first occurrence of each, or none). ``CompactResolution`` keeps them so that
/// reading the values later costs only their conversion, not a second match of the path.
///
/// Up to ``capacity`` values are held inline (no allocation); for a route with more, or an input
/// longer than ``maximumInputLength``, none are kept (``isKept`` is `false`) and the values are
/// found again by the general matcher.
struct ValueRanges: Sendable {
  static let capacity = 6

  /// Start and end offset in the input's UTF-8 of each value, one more than the offset so
  /// that 0 marks an absent query parameter. Two bytes each keep a resolution small (it is
  /// copied several times on its way to the reader); a longer input keeps no ranges.
  private var bounds:
    (UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  /// How many values the route has, or -1 when they are not kept.
  private let storedCount: Int8

  /// The longest input whose ranges are kept.
  static let maximumInputLength = Int(UInt16.max) - 1

  /// Room for `count` values of an input of `inputLength` bytes, all absent; none kept when
  /// `count` exceeds ``capacity`` or the input is longer than ``maximumInputLength``.
  init(count: Int, inputLength: Int) {
    storedCount =
      count <= Self.capacity && inputLength <= Self.maximumInputLength ? Int8(count) : -1
  }

  /// The ranges that keep nothing.
  static var none: ValueRanges { ValueRanges(count: Self.capacity + 1, inputLength: 0) }

  /// Whether the ranges are held (otherwise every read gives `nil`).
  var isKept: Bool { storedCount >= 0 }

  /// How many values are held.
  var count: Int { Int(max(0, storedCount)) }

  /// Where value `index` lies, or `nil` when it is absent.
  subscript(index: Int) -> Range<Int>? {
    get {
      precondition(index < count)
      return withUnsafeBytes(of: bounds) { raw in
        let start = Int(raw.load(fromByteOffset: 4 * index, as: UInt16.self))
        guard start > 0 else { return nil }
        return (start - 1)..<(Int(raw.load(fromByteOffset: 4 * index + 2, as: UInt16.self)) - 1)
      }
    }
    set {
      guard index < count else { return }
      let (start, end) =
        newValue.map { (UInt16($0.lowerBound + 1), UInt16($0.upperBound + 1)) } ?? (0, 0)
      withUnsafeMutableBytes(of: &bounds) { raw in
        raw.storeBytes(of: start, toByteOffset: 4 * index, as: UInt16.self)
        raw.storeBytes(of: end, toByteOffset: 4 * index + 2, as: UInt16.self)
      }
    }
  }
}
