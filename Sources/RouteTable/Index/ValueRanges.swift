/// Where each of the winning route's own values lies in the input, as ``FastResolver`` found
/// them while checking the URL: the path captures in group order, then the declared query
/// parameters (the first occurrence of each, or none). ``CompactResolution`` keeps them so that
/// reading the values later costs only their conversion, not a second match of the path.
///
/// Up to ``capacity`` values are held inline (no allocation); for a route with more, none are
/// kept (``isKept`` is `false`) and the values are found again by the general matcher.
struct ValueRanges: Sendable {
  static let capacity = 6

  /// Start and end offset in the input's UTF-8 of each value; a start of -1 marks an absent
  /// query parameter. Offsets fit: ``URLReader/maximumLength`` is far below `Int32.max`.
  private var bounds:
    (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) =
      (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1)
  /// How many values the route has, or -1 when they do not fit.
  private let storedCount: Int8

  /// Room for `count` values, all absent; none kept when `count` exceeds ``capacity``.
  init(count: Int) {
    storedCount = count <= Self.capacity ? Int8(count) : -1
  }

  /// The ranges that keep nothing.
  static var none: ValueRanges { ValueRanges(count: Self.capacity + 1) }

  /// Whether the ranges are held (otherwise every read gives `nil`).
  var isKept: Bool { storedCount >= 0 }

  /// How many values are held.
  var count: Int { Int(max(0, storedCount)) }

  /// Where value `index` lies, or `nil` when it is absent.
  subscript(index: Int) -> Range<Int>? {
    get {
      precondition(index < count)
      return withUnsafeBytes(of: bounds) { raw in
        let start = raw.load(fromByteOffset: 8 * index, as: Int32.self)
        guard start >= 0 else { return nil }
        return Int(start)..<Int(raw.load(fromByteOffset: 8 * index + 4, as: Int32.self))
      }
    }
    set {
      guard index < count else { return }
      let (start, end) = newValue.map { (Int32($0.lowerBound), Int32($0.upperBound)) } ?? (-1, -1)
      withUnsafeMutableBytes(of: &bounds) { raw in
        raw.storeBytes(of: start, toByteOffset: 8 * index, as: Int32.self)
        raw.storeBytes(of: end, toByteOffset: 8 * index + 4, as: Int32.self)
      }
    }
  }
}
