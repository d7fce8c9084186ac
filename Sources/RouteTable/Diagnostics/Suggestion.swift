/// "Did you mean …" suggestions for misspelled keys, type names, route names and flags.
public enum Suggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a likely
  /// misspelling (at most a third of the word's length, and at least 1, differs).
  public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
    let wordIsASCII = isASCII(word)
    let limit = max(1, (wordIsASCII ? word.utf8.count : word.count) / 3)
    var best: (candidate: String, distance: Int)?
    // Lowered only once a candidate is near enough in length (a 64 KiB host is not copied).
    var lowered: String?
    let wordLength = wordIsASCII ? word.utf8.count : scalarCount(word.lowercased())
    for candidate in candidates {
      // The distance is at least the difference in length: skip what cannot be close enough.
      let loweredCandidate = lowercased(candidate)
      guard abs(scalarCount(loweredCandidate) - wordLength) <= limit else { continue }
      if lowered == nil { lowered = lowercased(word) }
      let distance = editDistance(lowered!, loweredCandidate)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// `text.lowercased()`, without building a new string when there is nothing to lower (unknown
  /// schemes and hosts ask for a suggestion on every failing URL).
  private static func lowercased(_ text: String) -> String {
    text.utf8.allSatisfy({ $0 < 0x80 && $0 &- UInt8(ascii: "A") >= 26 }) ? text : text.lowercased()
  }

  // Counting characters or scalars walks the string's grapheme or scalar machinery; for the
  // ASCII text nearly every scheme, host and key is, the byte count is the same number.
  private static func isASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } }
      ?? text.utf8.allSatisfy { $0 < 0x80 }
  }

  private static func scalarCount(_ text: String) -> Int {
    isASCII(text) ? text.utf8.count : text.unicodeScalars.count
  }

  /// Levenshtein distance over Unicode scalars, counting a swap of two neighbours as one edit.
  public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let (aCount, bCount) = (scalarCount(lhs), scalarCount(rhs))
    if aCount == 0 || bCount == 0 { return max(aCount, bCount) }
    // Scratch space on the stack: unknown schemes and hosts ask for a suggestion on every
    // failing URL, so this runs in the resolver's error path, not only on config errors.
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: aCount + bCount) { scalars in
      var offset = 0
      for scalar in lhs.unicodeScalars {
        scalars[offset] = scalar.value
        offset += 1
      }
      for scalar in rhs.unicodeScalars {
        scalars[offset] = scalar.value
        offset += 1
      }
      let width = bCount + 1
      return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
        var (previousPrevious, previous, current) = (0, width, 2 * width)
        for j in 0...bCount {
          rows[previousPrevious + j] = 0
          rows[previous + j] = j
        }
        for i in 1...aCount {
          rows[current] = i
          let a = scalars[i - 1]
          for j in 1...bCount {
            let b = scalars[aCount + j - 1]
            let cost = a == b ? 0 : 1
            var best = min(
              rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
            if i > 1, j > 1, a == scalars[aCount + j - 2], scalars[i - 2] == b {
              best = min(best, rows[previousPrevious + j - 2] + 1)
            }
            rows[current + j] = best
          }
          (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return rows[previous + bCount]
      }
    }
  }
}

extension Suggestion {
  /// ``editDistance(_:_:)`` of two ASCII texts, exact up to `bound` and `bound + 1` beyond it:
  /// a suggestion only needs to know whether a candidate is close enough, so only the cells
  /// within `bound` of the diagonal are worked out, and the work stops as soon as no alignment
  /// can stay within the bound.
  static func boundedEditDistance(
    _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>, bound: Int
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
