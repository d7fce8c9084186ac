/// "Did you mean …" suggestions for misspelled keys, type names, route names and flags.
public enum Suggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a likely
  /// misspelling (at most a third of the word's length, and at least 1, differs).
  public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
    let limit = max(1, word.count / 3)
    let length = word.unicodeScalars.count
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      // The difference in length is a lower bound of the distance: skip the quadratic work
      // (a 64 KiB host against a table's hosts) when it alone is too far.
      guard abs(candidate.unicodeScalars.count - length) <= limit else { continue }
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Levenshtein distance over Unicode scalars, counting a swap of two neighbours as one edit.
  public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
