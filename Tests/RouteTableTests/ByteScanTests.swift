import Testing

@testable import RouteTable

/// The scans over a URL's bytes (``URLLayout``, ``PathSegments``, ``SegmentKey``, the uuid
/// check) against one-byte-at-a-time references, on generated inputs and on every byte value
/// at every position of typical URLs.
@Suite struct ByteScanTests {
  /// Whether ``URLLayout`` and ``ReferenceURLLayout`` agree on `url`; a description if not.
  static func layoutDifference(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { buffer in
      let fast = URLLayout(buffer)
      let reference = ReferenceURLLayout(buffer)
      switch (fast, reference) {
      case (nil, nil): return nil
      case (let fast?, let reference?):
        if fast.kind == reference.kind, fast.schemeEnd == reference.schemeEnd,
          fast.host == reference.host, fast.path == reference.path,
          fast.query == reference.query
        {
          return nil
        }
        return "\(String(decoding: bytes, as: UTF8.self)): the layouts differ"
      default:
        return
          "\(String(decoding: bytes, as: UTF8.self)): fast \(fast == nil ? "refuses" : "accepts")"
      }
    }
  }

  static let plainURLs = [
    "flightdeck://flight/6F9619FF-8B86-D011-B42D-00C04FC964FF",
    "https://flightdeck.example.com/seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/12C?adults=2",
    "https://a.flightdeck.example.com/setlist/Los%20Angeles?x=1&y=a/b",
    "synth://g12/files/docs/7/readme.md", "ab://", "https://h/", "x+y.z-1://a/b/c?",
  ]

  /// Every plain URL above with each byte in turn replaced by each of the 256 values, and with
  /// each byte value inserted at each position.
  @Test(arguments: plainURLs)
  func layoutAgreesOnEverySingleByteChange(url: String) {
    let bytes = Array(url.utf8)
    #expect(Self.layoutDifference(bytes) == nil)
    var differences: [String] = []
    for position in 0...bytes.count {
      for byte in UInt8.min...UInt8.max {
        var inserted = bytes
        inserted.insert(byte, at: position)
        if let difference = Self.layoutDifference(inserted) { differences.append(difference) }
        guard position < bytes.count else { continue }
        var replaced = bytes
        replaced[position] = byte
        if let difference = Self.layoutDifference(replaced) { differences.append(difference) }
      }
    }
    #expect(differences == [])
  }

  static let pieces = [
    "a", "Z", "q", "0", "9", "-", ".", "..", "...", "/", "//", "%2e", "%2E", "%2F", "%41",
    "%7", "%zz", "%25", "%3A", "%7E", "%7F", "%20", "?", "#", ":", "@", "_", "~", "!", "&", "=",
    "+", ",", ";", "xn--", "XN--", "\u{E9}", "\u{0}", " ", "\\", "abcdefgh", "12345678",
  ]
  static let prefixes = [
    "flightdeck://", "https://", "https://a.b", "https://xn--a.b", "https://a-b.c/", "http://",
    "HTTPS://", "x:", "ab://", "a1+.-://", "https://host/", "flightdeck://a/",
  ]

  @Test func layoutAgreesOnGeneratedURLs() {
    var random = SplitMix(seed: 3)
    var differences: [String] = []
    var accepted = 0
    for _ in 0..<60_000 {
      var url = Self.prefixes[Int(random.next() % UInt64(Self.prefixes.count))]
      for _ in 0..<Int(random.next() % 12) {
        url += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
      }
      if let difference = Self.layoutDifference(Array(url.utf8)) { differences.append(difference) }
      if (url.utf8.withContiguousStorageIfAvailable({ URLLayout($0) }) ?? nil) != nil {
        accepted += 1
      }
    }
    #expect(differences == [])
    // The corpus exercises both answers.
    #expect(accepted > 3_000)
    #expect(accepted < 57_000)
  }

  @Test func pathSegmentsSplitAsASplitOnSlashDoes() {
    var random = SplitMix(seed: 4)
    let alphabet: [UInt8] = [UInt8(ascii: "/"), UInt8(ascii: "a"), 0x00, 0xFF, UInt8(ascii: "%")]
    var mismatches: [[UInt8]] = []
    for length in 0..<300 {
      for _ in 0..<4 {
        let path = (0..<length).map { _ in alphabet[Int(random.next() % 5)] }
        var expected: [Range<Int>] = []
        var start = -1
        for (offset, byte) in path.enumerated() where byte == UInt8(ascii: "/") {
          if start >= 0 { expected.append(start..<offset) }
          start = offset + 1
        }
        if start >= 0 { expected.append(start..<path.count) }
        let actual = path.withUnsafeBufferPointer { buffer in
          PathSegments.with(buffer) { segments in (0..<segments.count).map { segments[$0] } }
        }
        if actual != expected { mismatches.append(path) }
      }
    }
    #expect(mismatches == [])
  }

  @Test func segmentKeysAreEqualExactlyWhenTheSegmentsAre() {
    let segments: [[UInt8]] = [
      [], Array("a".utf8), Array("A".utf8), Array("ab".utf8), Array("flights".utf8),
      Array("Flights".utf8), Array("flight".utf8), Array("abcdefgh".utf8), Array("abcdefgH".utf8),
      Array("abcdefghi".utf8), Array("ABCDEFGHI".utf8), Array("abcdefghij".utf8), [0x00],
      [0x00, 0x00],
      [0xC3, 0xA9], [0xE3, 0xA9], Array("@".utf8), Array("`".utf8), Array("[".utf8),
    ]
    for left in segments {
      for right in segments {
        for ignoreCase in [false, true] {
          let fold = { (bytes: [UInt8]) in ignoreCase ? bytes.map(SegmentPattern.lowercased) : bytes
          }
          let keys = (
            SegmentKey.of(left, ignoreCase: ignoreCase),
            SegmentKey.of(right, ignoreCase: ignoreCase)
          )
          // Short keys are the folded bytes themselves; long ones at least agree when equal.
          if fold(left) == fold(right) {
            #expect(keys.0 == keys.1, "\(left) \(right)")
          } else if left.count <= 8 && right.count <= 8 && left.count == right.count {
            #expect(keys.0 != keys.1, "\(left) \(right)")
          }
        }
      }
    }
    // A key read inside a longer buffer is the key of the segment alone.
    let path = Array("/Flights/abcdefghiJ/x".utf8)
    path.withUnsafeBufferPointer { buffer in
      #expect(
        SegmentKey.of(buffer, 1..<8, ignoreCase: true)
          == SegmentKey.of(Array("flights".utf8), ignoreCase: false))
      #expect(
        SegmentKey.of(buffer, 9..<19, ignoreCase: true)
          == SegmentKey.of(Array("abcdefghij".utf8), ignoreCase: false))
      #expect(SegmentKey.of(buffer, 20..<21, ignoreCase: false) == UInt64(UInt8(ascii: "x")))
    }
  }

  /// The uuid grammar one byte at a time.
  static func referenceIsUUID(_ bytes: [UInt8]) -> Bool {
    guard bytes.count == 36 else { return false }
    return bytes.enumerated().allSatisfy { offset, byte in
      [8, 13, 18, 23].contains(offset)
        ? byte == UInt8(ascii: "-") : PercentDecoding.hexValue(byte) != nil
    }
  }

  @Test(arguments: ["6F9619FF-8B86-D011-B42D-00C04FC964FF", "6f9619ff-8b86-d011-b42d-00c04fc964fa"])
  func uuidCheckAgreesOnEverySingleByteChange(uuid: String) {
    let bytes = Array(uuid.utf8)
    var mismatches: [String] = []
    func check(_ candidate: [UInt8]) {
      let fast = candidate.withUnsafeBufferPointer { ParamType.isUUID($0) }
      if fast != Self.referenceIsUUID(candidate) { mismatches.append("\(candidate)") }
    }
    check(bytes)
    check(Array(bytes.dropLast()))
    check(bytes + [UInt8(ascii: "0")])
    for position in bytes.indices {
      for byte in UInt8.min...UInt8.max {
        var changed = bytes
        changed[position] = byte
        check(changed)
      }
    }
    #expect(mismatches == [])
    #expect(bytes.withUnsafeBufferPointer { ParamType.isUUID($0) })
  }

  @Test func sameBytesComparesEveryByte() {
    for length in 0..<20 {
      let bytes = (0..<length).map { UInt8($0 * 7 & 0xFF) }
      for position in 0..<length {
        var other = bytes
        other[position] ^= 0x80
        bytes.withUnsafeBufferPointer { buffer in
          #expect(!buffer.hasSameBytes(as: other))
          #expect(buffer.hasSameBytes(as: bytes))
        }
      }
    }
  }

  static let enumCases: [(values: [String], raw: String)] = [
    (["info", "posts"], "posts"), (["info", "posts"], "post"), (["info", "posts"], "Posts"),
    (["info", "posts"], ""), (["\u{212A}"], "K"), (["K"], "K"), (["caf\u{E9}"], "cafe"),
    (["a", "b"], "ab"), (["abcdefghijklmnop"], "abcdefghijklmnop"),
    (["abcdefghijklmnop"], "abcdefghijklmnoq"),
  ]

  /// The byte-level enum check answers as the check on the decoded string does, including for
  /// a value canonically equivalent to other bytes (U+212A KELVIN SIGN is `K`).
  @Test(arguments: 0..<enumCases.count)
  func enumCheckOnBytesAgreesWithTheStringCheck(number: Int) {
    let (values, raw) = Self.enumCases[number]
    let type = ParamType.enumeration(EnumType(name: nil, values: values, example: nil))
    let expected = type.accept(raw) != nil
    Array(raw.utf8).withUnsafeBufferPointer { bytes in
      #expect(type.admits(raw: bytes) == expected)
      #expect((type.accept(raw: bytes) != nil) == expected)
    }
  }

  /// Literal segments of every length around the 8 bytes a trie key packs, some compared
  /// without case: the index must find exactly the routes the reference resolver finds.
  @Test func trieKeysOfEveryLengthResolveAsTheReferenceDoes() throws {
    let json = """
      {"version":1,"schemes":["app"],"routes":[
      {"name":"eight","paths":["/abcdefgh"]},
      {"name":"nine","paths":["/abcdefghi"]},
      {"name":"ten","paths":["/abcdefghij/:x"]},
      {"name":"seven","paths":["/abcdefg/abcdefghijklmnopq"]},
      {"name":"docs","paths":["/Documentation/Index"],"options":{"caseSensitive":false}},
      {"name":"page","paths":["/documentation/:page"]},
      {"name":"spaced","paths":["/a%20very%20long%20segment/x"]},
      {"name":"short","paths":["/A/bB"],"options":{"caseSensitive":false}}
      ]}
      """
    let table = try RouteTable(json: Array(json.utf8))
    let paths = [
      "abcdefgh", "abcdefghi", "abcdefghij/1", "abcdefghik/1", "abcdefg/abcdefghijklmnopq",
      "abcdefg/abcdefghijklmnopr", "abcdefg/ABCDEFGHIJKLMNOPQ", "Documentation/Index",
      "DOCUMENTATION/INDEX", "documentation/index", "documentation/other",
      "a%20very%20long%20segment/x", "a%20very%20long%20segmenT/x", "a/bb", "A/BB", "a/b",
      "abcdefgH", "abcdefghI", "abcdefgh/", "abcdefghij",
    ]
    let urls = paths.map { "app://" + $0 }
    #expect(IndexDifferentialTests.differences(table, urls) == [])
    let resolved = urls.filter { (try? table.resolve($0).get()) != nil }
    #expect(resolved.count >= 10)
  }

  static func types() throws -> [ParamType] {
    let seat = "[0-9]{1,2}[A-F]"
    return [
      .string, .int, .bool, .uuid, .double,
      .pattern(PatternType(name: "seat", source: seat, example: nil, regex: try Regex(seat))),
      .enumeration(EnumType(name: nil, values: ["info", "posts", ""], example: nil)),
      .enumeration(EnumType(name: nil, values: ["\u{212A}", "x"], example: nil)),
    ]
  }

  static let values = [
    "12C", "1A", "123A", "", "posts", "info", "Posts", "K", "x", "12%43", "%70osts", "\u{E9}",
    "a b", "true", "-5", "6F9619FF-8B86-D011-B42D-00C04FC964FF", "\u{7F}",
  ]

  /// The check built at load answers as ``ParamType/admits(raw:)`` whenever it answers, and
  /// answers by itself for plain ASCII values of a pattern or an all-ASCII enum.
  @Test func valueChecksAgreeWithTheirTypes() throws {
    for type in try Self.types() {
      let check = ValueCheck(type)
      for value in Self.values {
        Array(value.utf8).withUnsafeBufferPointer { raw in
          let expected = type.admits(raw: raw)
          if let verdict = check.admits(raw: raw) {
            #expect(verdict == expected, "\(type.displayName) '\(value)'")
          }
        }
      }
    }
    let (seat, tabs) = (ValueCheck(try Self.types()[5]), ValueCheck(try Self.types()[6]))
    for (check, value) in [(seat, "12C"), (seat, "ZZ"), (tabs, "posts"), (tabs, "likes")] {
      #expect(Array(value.utf8).withUnsafeBufferPointer { check.admits(raw: $0) } != nil)
    }
  }
}
