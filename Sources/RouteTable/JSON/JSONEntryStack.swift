/// The entries of the open containers, innermost last, as one stack whose slots are reused:
/// a closed container's entries are moved out into an array of their own and their slots left
/// holding ``placeholder``, so that neither closing nor reopening a container resizes, retains
/// or releases anything (removing the slots cost as much as moving the entries out).
///
/// The placeholder must hold no references (a `null`, an empty key): a slot holding it is
/// then refilled by copying its bytes.
struct JSONEntryStack<Element> {
  private var slots: [Element] = []
  /// How many of ``slots`` hold entries; the rest hold ``placeholder``.
  private(set) var count = 0
  private let placeholder: Element

  init(placeholder: Element) {
    self.placeholder = placeholder
  }

  mutating func push(_ entry: consuming Element) {
    if count < slots.count {
      slots[count] = entry
    } else {
      slots.append(entry)
    }
    count += 1
  }

  /// The entry at `position` (below ``count``).
  subscript(position: Int) -> Element {
    get { slots[position] }
    _modify { yield &slots[position] }
  }

  /// The entries from `start` on, moved into an array of exactly their number.
  mutating func popTail(from start: Int) -> [Element] {
    let tailCount = count - start
    guard tailCount > 0 else { return [] }
    var tail: [Element] = []
    // Reserved and appended (specialized) rather than built uninitialized, which looked up
    // the array's storage type at run time for each container.
    tail.reserveCapacity(tailCount)
    withUnsafeBytes(of: placeholder) { placeholder in
      slots.withUnsafeMutableBufferPointer { slots in
        let source = slots.baseAddress! + start
        for offset in 0..<tailCount {
          tail.append((source + offset).move())
          UnsafeMutableRawPointer(source + offset).copyMemory(
            from: placeholder.baseAddress!, byteCount: placeholder.count)
        }
      }
    }
    count = start
    return tail
  }
}
