/// Candidates for a "did you mean", lowercased once: the table's schemes and hosts are asked
/// again on every URL that names another, and a suggestion then costs only the comparisons,
/// stopped at the bound.
struct SuggestionCandidates: Sendable {
  /// The candidates as given; a suggestion returns one of them.
  let texts: [String]
  /// Each candidate's scalars, lowercased.
  private let lowered: [[UInt32]]

  init(_ texts: [String]) {
    self.texts = texts
    lowered = texts.map(Self.loweredScalars)
  }

  /// ``Suggestion/closest(to:among:)`` of `word` among ``texts``.
  func closest(to word: String) -> String? {
    // The length first: a word far longer than every candidate (a 64 KiB host) is not copied.
    let isASCII = word.utf8.allSatisfy { $0 < 0x80 }
    let length = isASCII ? word.utf8.count : word.lowercased().unicodeScalars.count
    let limit = max(1, length / 3)
    guard lowered.contains(where: { abs($0.count - length) <= limit }) else { return nil }
    return Self.loweredScalars(word).withUnsafeBufferPointer { word in
      var best: (offset: Int, distance: Int)?
      for offset in texts.indices where abs(lowered[offset].count - length) <= limit {
        // Within the limit and better than the best so far, as the first closest one wins.
        let bound = min(limit, (best?.distance ?? .max) - 1)
        if bound < 0 { break }
        let distance = lowered[offset].withUnsafeBufferPointer {
          Suggestion.boundedEditDistance(word, $0, bound: bound)
        }
        if distance <= bound { best = (offset, distance) }
      }
      return best.map { texts[$0.offset] }
    }
  }

  private static func loweredScalars(_ text: String) -> [UInt32] {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return text.lowercased().unicodeScalars.map(\.value)
    }
    return [UInt32](unsafeUninitializedCapacity: text.utf8.count) { scalars, count in
      for byte in text.utf8 {
        scalars[count] = UInt32(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
        count += 1
      }
    }
  }
}
