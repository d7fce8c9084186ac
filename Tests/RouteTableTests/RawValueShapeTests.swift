import Testing

@testable import RouteTable

/// ``RawValueShape`` lets the security pass skip values without decoding them: what it calls
/// inert must never draw a value warning, and what it calls printable never a control-char one.
@Suite struct RawValueShapeTests {
  func shape(_ raw: String) -> RawValueShape {
    var raw = raw
    return raw.withUTF8 { RawValueShape(bytes: $0) }
  }

  @Test func everyASCIIByteIsClassed() {
    for byte in UInt8(0)..<0x80 {
      let text = String(decoding: [UInt8(ascii: "a"), byte], as: UTF8.self)
      let expected: RawValueShape =
        switch byte {
        case UInt8(ascii: "%"), 0..<0x20, 0x7F: .other
        case UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "\\"): .printable
        default: .inert
        }
      #expect(shape(text) == expected, "byte \(byte)")
    }
    #expect(shape("caf\u{E9}") == .other)
    #expect(shape("") == .inert)
  }

  @Test(arguments: [
    "plain", "a+b", "javascript:alert(1)", "JAVASCRIPT:x", "https://evil.example/",
    "//evil.example",
    "\\\\evil.example", "data:text/html,x", "a%0Ab", "%2F%2Fevil.example", "%252F", "x\u{202E}y",
    "tab\there", "https:%2F%2Fevil.example", "  javascript:x", "1.5", "-7", "a=b", "@evil.example",
  ])
  func skippedValuesDrawNoWarning(raw: String) throws {
    let config = try RouteConfig(
      json: Array(
        #"{"version":1,"hosts":["example.com"],"routes":[{"name":"home","paths":["/"]}]}"#.utf8))
    let value = InspectedValue(
      place: .queryParameter("next"), raw: raw, decoded: PercentDecoding.decodeLossless(raw))
    let control = ControlCharacterCheck.warning(for: value)
    let others =
      ScriptSchemeCheck.openedScheme(of: value).map {
        ScriptSchemeCheck.warning(for: value, scheme: $0)
      } ?? OpenRedirectCheck(config: config).warning(for: value)
    switch shape(raw) {
    case .inert: #expect(control == nil && others == nil)
    case .printable: #expect(control == nil)
    case .other: break
    }
    // The list is not vacuous: the values meant to draw a warning do.
    let isHostile =
      (raw.contains("evil.example") && !raw.hasPrefix("@")) || raw.lowercased().contains("script:")
      || raw.hasPrefix("data:")
    if isHostile {
      #expect(control != nil || others != nil)
    }
  }

  /// The security pass skips the values a number, uuid or boolean type accepted without `%`:
  /// every text those types accept is inert. Random texts of the bytes that matter, and the
  /// longest forms, are checked on each type.
  @Test func textsOfTypesThatAreNotTextAreInert() {
    let alphabet =
      Array("0123456789abcdefABCDEF-+.eE:/\\%\u{0}\u{7F} truefals".utf8) + [0xC3, 0xA9]
    var random = SplitMix(seed: 3)
    var texts = [
      "-9223372036854775808", "1.5e-10", "-0.25E+3", "6F9619FF-8B86-D011-B42D-00C04FC964FF",
      "true", "false",
    ].map { Array($0.utf8) }
    for _ in 0..<20_000 {
      let count = Int(random.next() % 40)
      texts.append((0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    }
    var accepted = 0
    for text in texts {
      for type in [ParamType.int, .double, .uuid, .bool] {
        guard
          let value = text.withUnsafeBufferPointer({ TypeCheck(type).check($0, work: .uncounted) })
        else { continue }
        accepted += 1
        #expect(!value.isText)
        #expect(text.withUnsafeBufferPointer { RawValueShape(bytes: $0) } == .inert)
      }
    }
    #expect(accepted > 100)
  }

  /// A path value ``RawValueShape/textMayWarn(_:)`` clears is skipped by the pasted-link and
  /// security checks: each of them, run on the same candidate as though every value might
  /// warn, finds nothing in it either.
  @Test(arguments: [
    "plain", "a.", "a,", "x)", "(x)", "a:b", "javascript:alert(1)", "https:%2F%2Fevil.example",
    "a%2Fb", "a%25", "a%2541", "x%0Ay", "caf%C3%A9", "a-b_c~d", "a!", "it's", "A+B", "a@b", "%2E",
    "7", "a'", "a;",
  ])
  func clearedPathValuesDrawNoWarning(raw: String) throws {
    let table = try RouteTable(
      json: Array(
        #"""
        {"version":1,"schemes":["shop"],"routes":[{"name":"item","paths":["/item/:name"]}]}
        """#.utf8))
    let link = "shop://item/\(raw)"
    guard case .success(let resolution) = table.resolve(link),
      case .bound(let candidate) = resolution.values
    else {
      Issue.record("'\(link)' does not resolve")
      return
    }
    let everyValue = MatchedCandidate(
      route: candidate.route, pattern: candidate.pattern, rank: candidate.rank,
      hostRank: candidate.hostRank, hostValue: candidate.hostValue,
      fragmentRank: candidate.fragmentRank, match: candidate.match,
      slots: candidate.slots,
      pathValuesMayWarn: true, bound: candidate.bound, extraQuery: candidate.extraQuery,
      duplicateQuery: candidate.duplicateQuery, slash: candidate.slash)
    let url = try URLReader.read(link)
    let found =
      DamagedLink.warnings(url, everyValue)
      + table.security.warnings(for: url, candidate: everyValue)
    if !candidate.pathValuesMayWarn { #expect(found.isEmpty, "\(found)") }
    #expect(
      candidate.pathValuesMayWarn
        == raw.utf8.withContiguousStorageIfAvailable {
          $0.contains(UInt8(ascii: "%")) || RawValueShape.textMayWarn($0)
        })
    // The list is not vacuous: the values meant to warn do.
    if ["a.", "x)", "javascript:alert(1)", "x%0Ay", "a%2Fb", "a%2541"].contains(raw) {
      #expect(!found.isEmpty)
    }
  }
}
