/// The routes found for one path, each once, in a buffer the caller provides (no allocation, and
/// passed `inout` rather than captured by a closure, which would cost an exclusivity check per
/// access).
struct CandidateList {
  private let storage: UnsafeMutableBufferPointer<Int32>
  private(set) var count = 0
  /// Whether more routes came than fit; the list is then incomplete.
  private(set) var overflowed = false

  init(_ storage: UnsafeMutableBufferPointer<Int32>) {
    self.storage = storage
  }

  mutating func add(_ route: Int32) {
    // Once incomplete, the list is only good for saying so: no need to look for duplicates.
    guard !overflowed else { return }
    var offset = 0
    while offset < count {
      if storage[offset] == route { return }
      offset += 1
    }
    guard count < storage.count else {
      overflowed = true
      return
    }
    storage[count] = route
    count += 1
  }

  subscript(offset: Int) -> Int32 { storage[offset] }
}
