import Testing

@testable import RouteTable

/// ``URLLayout`` read with ``ListedPrefixes`` skips scanning a listed scheme or host: it must
/// lay out every URL exactly as without them, and call a URL listed only when it starts with a
/// listed `scheme://` or `https://host/`.
@Suite struct ListedPrefixesTests {
  static let schemes = ["flightdeck", "ab", "x+y.z-1", "a1+.-", "https", "http", "Upper", "1a"]
  static let hosts = [
    "flightdeck.example.com", "h", "host", "a-b.c", "xn--a.b", "a..b", "Upper.example",
  ]

  /// A description of how the two layouts of `bytes` differ, or `nil`.
  static func difference(_ bytes: [UInt8], _ prefixes: ListedPrefixes) -> String? {
    bytes.withUnsafeBufferPointer { buffer in
      var starts = URLLayout.SegmentStarts(nil)
      let listed = URLLayout(buffer, segments: &starts, listed: prefixes)
      let scanned = URLLayout(buffer)
      let url = String(decoding: bytes, as: UTF8.self)
      switch (listed, scanned) {
      case (nil, nil): return nil
      case (let listed?, let scanned?):
        guard listed.kind == scanned.kind, listed.schemeEnd == scanned.schemeEnd,
          listed.host == scanned.host, listed.path == scanned.path, listed.query == scanned.query
        else { return "\(url): the layouts differ" }
        let startsListed =
          schemes.contains { url.hasPrefix($0 + "://") && !url.hasPrefix("https://") }
          || hosts.contains { url.hasPrefix("https://" + $0 + "/") }
        return listed.isListed == startsListed ? nil : "\(url): listed \(listed.isListed)"
      default:
        return "\(url): listed \(listed == nil ? "refuses" : "accepts")"
      }
    }
  }

  @Test(arguments: ByteScanTests.plainURLs + ["ab://c", "https://host/a?b=c", "1a://x"])
  func listedLayoutAgreesOnEverySingleByteChange(url: String) {
    let prefixes = ListedPrefixes(schemes: Self.schemes, exactHosts: Self.hosts)
    defer { prefixes.deallocate() }
    let bytes = Array(url.utf8)
    var differences: [String] = []
    for position in 0...bytes.count {
      for byte in UInt8.min...UInt8.max {
        var inserted = bytes
        inserted.insert(byte, at: position)
        if let difference = Self.difference(inserted, prefixes) { differences.append(difference) }
        guard position < bytes.count else { continue }
        var replaced = bytes
        replaced[position] = byte
        if let difference = Self.difference(replaced, prefixes) { differences.append(difference) }
      }
    }
    #expect(differences == [])
  }

  @Test func listedLayoutAgreesOnGeneratedURLs() {
    let prefixes = ListedPrefixes(schemes: Self.schemes, exactHosts: Self.hosts)
    defer { prefixes.deallocate() }
    var random = SplitMix(seed: 5)
    let starts =
      ByteScanTests.prefixes + Self.schemes.map { $0 + "://" }
      + Self.hosts.map { "https://" + $0 + "/" } + Self.hosts.map { "https://" + $0 }
    var differences: [String] = []
    var listed = 0
    for _ in 0..<40_000 {
      var url = starts[Int(random.next() % UInt64(starts.count))]
      for _ in 0..<Int(random.next() % 8) {
        url += ByteScanTests.pieces[Int(random.next() % UInt64(ByteScanTests.pieces.count))]
      }
      let bytes = Array(url.utf8)
      if let difference = Self.difference(bytes, prefixes) { differences.append(difference) }
      let isListed = bytes.withUnsafeBufferPointer { buffer in
        var segments = URLLayout.SegmentStarts(nil)
        return URLLayout(buffer, segments: &segments, listed: prefixes)?.isListed ?? false
      }
      if isListed { listed += 1 }
    }
    #expect(differences == [])
    #expect(listed > 1_000)
  }
}
