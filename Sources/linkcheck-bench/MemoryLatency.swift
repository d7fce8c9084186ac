/// The time of one read whose address depends on the read before it, over a working set of
/// `bytes`: how long a cache miss costs at that size on this machine. A large route table
/// reads its index at random places, so its rate follows these numbers; on a shared machine the
/// larger sizes also show how much of the last-level cache the neighbours leave.
///
/// The reads visit every cache line of the set once per round, in a shuffled order, so that no
/// prefetcher can guess the next line.
func dependentReadNanoseconds(bytes: Int, reads: Int) -> Double {
  let wordsPerLine = 8
  let lines = max(2, bytes / (wordsPerLine * MemoryLayout<Int>.stride))
  let words = UnsafeMutablePointer<Int>.allocate(capacity: lines * wordsPerLine)
  defer { words.deallocate() }
  var order = Array(0..<lines)
  var random = SeededRandom(seed: 3)
  for last in stride(from: lines - 1, to: 0, by: -1) {
    order.swapAt(last, Int(random.next() % UInt64(last + 1)))
  }
  for (position, line) in order.enumerated() {
    words[line * wordsPerLine] = order[(position + 1) % lines] * wordsPerLine
  }
  var word = 0
  // One pass to bring the set in, then the measured reads.
  for _ in 0..<lines { word = words[word] }
  let clock = ContinuousClock()
  let start = clock.now
  for _ in 0..<reads { word = words[word] }
  let seconds = start.duration(to: clock.now).seconds
  // Keeps the chain from being optimised away.
  if word < 0 { print(word) }
  return seconds * 1e9 / Double(reads)
}
