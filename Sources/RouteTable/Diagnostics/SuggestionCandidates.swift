/// Candidates for a "did you mean" asked again and again (the table's schemes and hosts, on
/// every URL that names another): lowercased once, so that a suggestion costs only the
/// comparisons, on bytes, stopped at the bound.
struct SuggestionCandidates: Sendable {
  /// The candidates as given; a suggestion returns one of them.
  let texts: [String]
  /// Each candidate lowercased, as bytes when it is ASCII (`nil` otherwise).
  private let loweredASCII: [[UInt8]?]

  init(_ texts: [String]) {
    self.texts = texts
    loweredASCII = texts.map { text in
      text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.map(Self.lowercased) : nil
    }
  }

  /// ``Suggestion/closest(to:among:)`` of `word` among ``texts``.
  func closest(to word: String) -> String? {
    var contiguous = word
    return contiguous.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else {
        return Suggestion.closest(to: word, among: texts)
      }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
        for offset in bytes.indices { lowered[offset] = Self.lowercased(bytes[offset]) }
        return closest(toASCII: UnsafeBufferPointer(lowered))
      }
    }
  }

  private func closest(toASCII lowered: UnsafeBufferPointer<UInt8>) -> String? {
    let limit = max(1, lowered.count / 3)
    var best: (offset: Int, distance: Int)?
    for offset in texts.indices {
      // Within the limit and better than the best so far, as the first closest one wins.
      let bound = min(limit, (best?.distance ?? .max) - 1)
      if bound < 0 { break }
      let distance: Int
      if let candidate = loweredASCII[offset] {
        guard abs(candidate.count - lowered.count) <= limit else { continue }
        distance = candidate.withUnsafeBufferPointer {
          Suggestion.boundedEditDistance(lowered, $0, bound: bound)
        }
      } else {
        let candidate = texts[offset].lowercased()
        guard abs(candidate.unicodeScalars.count - lowered.count) <= limit else { continue }
        distance = Suggestion.editDistance(String(decoding: lowered, as: UTF8.self), candidate)
      }
      if distance <= bound { best = (offset, distance) }
    }
    return best.map { texts[$0.offset] }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }
}
