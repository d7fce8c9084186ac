/// "Did you mean …" suggestions for misspelled keys, type names, route names and flags.
public enum Suggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a likely
  /// misspelling (at most a third of the word's length, and at least 1, differs).
  public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
    let isASCII = word.utf8.allSatisfy { $0 < 0x80 }
    let length = isASCII ? word.utf8.count : word.lowercased().unicodeScalars.count
    let limit = max(1, length / 3)
    // Lengths first: ASCII text lowers to a scalar a byte, so an ASCII candidate too far from
    // the word's length is passed over unread, and a word far longer than every candidate (a
    // 64 KiB host) is never copied.
    let near = candidates.filter {
      abs($0.utf8.count - length) <= limit || !$0.utf8.allSatisfy { $0 < 0x80 }
    }
    guard !near.isEmpty else { return nil }
    return loweredScalars(word).withUnsafeBufferPointer { word in
      var best: (candidate: String, distance: Int)?
      for candidate in near {
        // Within the limit and better than the best so far, as the first closest one wins.
        let bound = min(limit, (best?.distance ?? .max) - 1)
        if bound < 0 { break }
        let distance = loweredScalars(candidate).withUnsafeBufferPointer {
          boundedEditDistance(word, $0, bound: bound)
        }
        if distance <= bound { best = (candidate, distance) }
      }
      return best?.candidate
    }
  }

  private static func loweredScalars(_ text: String) -> [UInt32] {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else {
        return String(decoding: bytes, as: UTF8.self).lowercased().unicodeScalars.map(\.value)
      }
      return bytes.map { UInt32($0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0) }
    }
  }

  /// Levenshtein distance over Unicode scalars, counting a swap of two neighbours as one edit.
  public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let (left, right) = (lhs.unicodeScalars.map(\.value), rhs.unicodeScalars.map(\.value))
    return left.withUnsafeBufferPointer { left in
      right.withUnsafeBufferPointer { right in
        boundedEditDistance(left, right, bound: max(left.count, right.count))
      }
    }
  }

  /// ``editDistance(_:_:)`` of two texts' scalars, exact up to `bound` and `bound + 1` beyond
  /// it: a suggestion only needs to know whether a candidate is close enough, so only the cells
  /// within `bound` of the diagonal are worked out, and the work stops as soon as no alignment
  /// can stay within the bound.
  static func boundedEditDistance(
    _ lhs: UnsafeBufferPointer<UInt32>, _ rhs: UnsafeBufferPointer<UInt32>, bound: Int
  ) -> Int {
    let cap = bound &+ 1
    if bound < 0 || abs(lhs.count - rhs.count) > bound { return max(cap, 0) }
    // A common prefix or suffix costs nothing (a swap across its edge would swap equal
    // letters): only what lies between is compared, often a letter or two.
    var (start, lhsEnd, rhsEnd) = (0, lhs.count, rhs.count)
    while start < lhsEnd && start < rhsEnd && lhs[start] == rhs[start] { start += 1 }
    while lhsEnd > start && rhsEnd > start && lhs[lhsEnd - 1] == rhs[rhsEnd - 1] {
      lhsEnd -= 1
      rhsEnd -= 1
    }
    let (aCount, bCount) = (lhsEnd - start, rhsEnd - start)
    if aCount == 0 || bCount == 0 { return min(max(aCount, bCount), cap) }
    let width = bCount + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { storage in
      // Every value is kept at most `cap`: `min(d, cap)` obeys the same recurrence as `d`, so
      // the capped table is the true one wherever the true one is within the bound. A cell
      // off the band holds at least its distance from the diagonal, so `cap`.
      let base = storage.baseAddress!
      var (beforePrevious, previous, current) = (base, base + width, base + 2 * width)
      for j in 0...bCount { previous[j] = min(j, cap) }
      let a = lhs.baseAddress! + start
      let b = rhs.baseAddress! + start
      var previousMinimum = 0
      for i in 1...aCount {
        let low = max(1, i &- bound)
        let high = min(bCount, i &+ bound)
        current[low &- 1] = low == 1 ? min(i, cap) : cap
        var minimum = current[low &- 1]
        let letter = a[i &- 1]
        var j = low
        while j <= high {
          let other = b[j &- 1]
          var best = min(previous[j], current[j &- 1]) &+ 1
          best = min(best, previous[j &- 1] &+ (letter == other ? 0 : 1))
          if i > 1, j > 1, letter == b[j &- 2], a[i &- 2] == other {
            best = min(best, beforePrevious[j &- 2] &+ 1)
          }
          best = min(best, cap)
          current[j] = best
          minimum = min(minimum, best)
          j &+= 1
        }
        if high < bCount { current[high &+ 1] = cap }
        // A row draws on the row above and (for a swap, plus one) the row above that: once
        // both are past the bound, so is every row below.
        if minimum >= cap && previousMinimum &+ 1 >= cap { return cap }
        previousMinimum = minimum
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
      }
      return previous[bCount]
    }
  }
}
