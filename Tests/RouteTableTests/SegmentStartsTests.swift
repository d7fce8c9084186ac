import Testing

@testable import RouteTable

/// ``URLLayout`` writes where the path's segments start while it scans the path, in place of
/// ``PathSegments`` splitting it again: the two must agree on every URL the layout accepts.
@Suite struct SegmentStartsTests {
  @Test func layoutWritesTheSegmentsPathSegmentsFinds() throws {
    let table = try TableFixtures.table(MixedTable.json(groups: 3))
    var corpus = MixedCorpus(table: table, seed: 21)
    let urls =
      corpus.urls(count: 3_000) + [
        "app://", "app://a", "https://example.com/", "https://example.com/a/b/c/d/e/f/g/h",
        "app://" + Array(repeating: "s", count: 40).joined(separator: "/"),
        "app://x%41y/z?q=1", "app://a/b?c=d/e",
      ]
    var compared = 0
    var overflowed = 0
    for url in urls {
      Array(url.utf8).withUnsafeBufferPointer { bytes in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 8) { storage in
          var starts = URLLayout.SegmentStarts(storage)
          guard let layout = URLLayout(bytes, segments: &starts) else { return }
          #expect(URLLayout(bytes) != nil)
          PathSegments.with(UnsafeBufferPointer(rebasing: bytes[layout.path])) { segments in
            #expect(starts.count == segments.count, "\(url)")
            guard starts.isComplete else {
              overflowed += 1
              return
            }
            compared += 1
            let written = PathSegments(segments.bytes, starts: storage, count: starts.count)
            for index in 0..<segments.count {
              #expect(written[index] == segments[index], "\(url) segment \(index)")
            }
          }
        }
      }
    }
    #expect(compared > 500)
    #expect(overflowed > 0)
  }
}
