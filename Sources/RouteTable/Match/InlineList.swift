/// A list of trivial values, the first 64 bytes of them inline and the rest in an array: what a
/// link fills and is almost always short (segment bounds, proposed routes, capture starts) then
/// allocates nothing.
struct InlineList<Element: BitwiseCopyable>: RandomAccessCollection {
  private var near: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
    (0, 0, 0, 0, 0, 0, 0, 0)
  private var nearCount = 0
  private var spilled: [Element] = []

  /// How many are kept inline.
  static var nearCapacity: Int { 64 / MemoryLayout<Element>.stride }

  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { nearCount + spilled.count }
  /// Whether every element is inline.
  var isInline: Bool { spilled.isEmpty }

  subscript(position: Int) -> Element {
    @inline(__always) get {
      guard position < nearCount else { return spilled[position - nearCount] }
      return withUnsafeBytes(of: near) {
        $0.load(fromByteOffset: position * MemoryLayout<Element>.stride, as: Element.self)
      }
    }
    set {
      guard position < nearCount else {
        spilled[position - nearCount] = newValue
        return
      }
      withUnsafeMutableBytes(of: &near) {
        $0.storeBytes(
          of: newValue, toByteOffset: position * MemoryLayout<Element>.stride, as: Element.self)
      }
    }
  }

  @inline(__always)
  mutating func append(_ element: Element) {
    guard nearCount < Self.nearCapacity, spilled.isEmpty else { return spilled.append(element) }
    nearCount += 1
    self[nearCount - 1] = element
  }

  mutating func append(contentsOf elements: [Element]) {
    var rest = elements[...]
    while let element = rest.first, nearCount < Self.nearCapacity, spilled.isEmpty {
      append(element)
      rest = rest.dropFirst()
    }
    spilled.append(contentsOf: rest)
  }

  /// Inserts `element` at `position` among the inline ones; `false`, with nothing changed, when
  /// they are full.
  mutating func insertInline(_ element: Element, at position: Int) -> Bool {
    guard nearCount < Self.nearCapacity, spilled.isEmpty else { return false }
    nearCount += 1
    var index = nearCount - 1
    while index > position {
      self[index] = self[index - 1]
      index -= 1
    }
    self[position] = element
    return true
  }
}

extension InlineList: Sendable where Element: Sendable {}

extension InlineList where Element: Equatable {
  /// Whether `element` is in the list, read by index: the sequence's iterator holds a copy of
  /// the list, which retains its spilled part.
  func contains(_ element: Element) -> Bool {
    for index in indices where self[index] == element { return true }
    return false
  }
}
