/// "Did you mean …" suggestions for misspelled keys, type names, route names and flags.
public enum Suggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a likely
  /// misspelling (at most a third of the word's length, and at least 1, differs).
  public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    let word = word.lowercased()
    let wordLength = word.unicodeScalars.count
    for candidate in candidates {
      // The distance is at least the difference in length: skip what cannot be close enough.
      let lowered = candidate.lowercased()
      guard abs(lowered.unicodeScalars.count - wordLength) <= limit else { continue }
      let distance = editDistance(word, lowered)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Levenshtein distance over Unicode scalars, counting a swap of two neighbours as one edit.
  public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let (aCount, bCount) = (lhs.unicodeScalars.count, rhs.unicodeScalars.count)
    if aCount == 0 || bCount == 0 { return max(aCount, bCount) }
    // Scratch space on the stack: unknown schemes and hosts ask for a suggestion on every
    // failing URL, so this runs in the resolver's error path, not only on config errors.
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: aCount + bCount) { scalars in
      for (offset, scalar) in lhs.unicodeScalars.enumerated() { scalars[offset] = scalar.value }
      for (offset, scalar) in rhs.unicodeScalars.enumerated() {
        scalars[aCount + offset] = scalar.value
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
