import Testing

@testable import RouteTable

/// The built-in types' grammars (docs/config.md), and pattern and enum types: each accepts
/// exactly its values, whole.
@Suite struct ParamTypeGrammarTests {
  @Test(arguments: [
    ("0", ParamValue.int(0)), ("7", .int(7)), ("-7", .int(-7)), ("-0", .int(0)),
    ("9223372036854775807", .int(.max)), ("-9223372036854775808", .int(.min)),
  ])
  func intAccepts(text: String, expected: ParamValue) {
    #expect(ParamType.int.accept(text) == expected)
  }

  @Test(arguments: [
    "007", "+1", "9223372036854775808", "-9223372036854775809", "", "-", "1.0", "1e3", " 1", "1 ",
    "0x10", "١",
  ])
  func intRejects(text: String) {
    #expect(ParamType.int.accept(text) == nil)
  }

  @Test(arguments: [
    ("1e5", ParamValue.double(100_000)), ("0.5", .double(0.5)), ("-1.25E-3", .double(-0.00125)),
    ("3", .double(3)), ("-0.0", .double(-0.0)), ("1e+2", .double(100)),
  ])
  func doubleAccepts(text: String, expected: ParamValue) {
    #expect(ParamType.double.accept(text) == expected)
  }

  @Test(arguments: [
    ".5", "5.", "nan", "NaN", "inf", "Infinity", "-inf", "0x1p3", "+1", "1e999", "01.5", "1e", "",
    "1.5f", "1_000",
  ])
  func doubleRejects(text: String) {
    #expect(ParamType.double.accept(text) == nil)
  }

  @Test(arguments: [
    (ParamType.bool, "true", ParamValue?.some(.bool(true))), (.bool, "false", .bool(false)),
    (.bool, "True", nil), (.bool, "1", nil), (.bool, "yes", nil), (.bool, "", nil),
    (.string, "a b", .string("a b")), (.string, "", nil),
    (.uuid, "6F9619FF-8B86-D011-B42D-00C04FC964FF", .uuid("6F9619FF-8B86-D011-B42D-00C04FC964FF")),
    (.uuid, "6f9619ff-8b86-d011-b42d-00c04fc964ff", .uuid("6f9619ff-8b86-d011-b42d-00c04fc964ff")),
    (.uuid, "6F9619FF-8B86-D011-B42D-00C04FC964F", nil),
    (.uuid, "6F9619FF-8B86-D011-B42D-00C04FC964FFF", nil),
    (.uuid, "6F9619FF8B86D011B42D00C04FC964FF", nil),
    (.uuid, "6F9619FG-8B86-D011-B42D-00C04FC964FF", nil),
    (.uuid, "6F9619F-F8B86-D011-B42D-00C04FC964FF", nil),
    (.uuid, "{6F9619FF-8B86-D011-B42D-00C04FC964F}", nil),
  ])
  func scalarTypesAccept(type: ParamType, text: String, expected: ParamValue?) {
    #expect(type.accept(text) == expected)
  }

  @Test func patternAndEnumTypesMatchTheWholeValue() throws {
    let seat = ParamType.pattern(
      PatternType(
        name: "seat", source: "[0-9]{1,2}[A-F]", example: nil, regex: try Regex("[0-9]{1,2}[A-F]")))
    #expect(seat.accept("12A") == .string("12A"))
    #expect(seat.accept("12AB") == nil)
    #expect(seat.accept("A12A") == nil)
    let tab = ParamType.enumeration(
      EnumType(name: "tab", values: ["home", "settings"], example: nil))
    #expect(tab.accept("home") == .string("home"))
    #expect(tab.accept("Home") == nil)
    #expect(tab.accept("hom") == nil)
    // Compared as strings: canonically equal spellings are one value, either way round.
    let accented = ParamType.enumeration(
      EnumType(name: nil, values: ["caf\u{E9}", "K"], example: nil))
    #expect(accented.accept("cafe\u{301}") == .string("cafe\u{301}"))
    #expect(accented.accept("\u{212A}") == .string("\u{212A}"))
    #expect(accented.accept("cafe") == nil)
  }

  /// Every byte value at every position of a uuid: accepted exactly where the layout allows it
  /// (a hex digit of either case, a dash at 8, 13, 18 and 23).
  @Test func uuidTakesEachByteOnlyWhereTheLayoutAllows() {
    let valid = Array("6F9619FF-8B86-D011-B42D-00C04FC964FF".utf8)
    let hex = Set("0123456789abcdefABCDEF".utf8)
    for position in valid.indices {
      let dashAt = [8, 13, 18, 23].contains(position)
      for byte in UInt8.min...UInt8.max {
        var bytes = valid
        bytes[position] = byte
        let accepted = dashAt ? byte == UInt8(ascii: "-") : hex.contains(byte)
        let text = String(decoding: bytes, as: UTF8.self)
        guard Array(text.utf8) == bytes else { continue }
        #expect(
          (ParamType.uuid.accept(text) != nil) == accepted, "byte \(byte) at \(position)")
      }
    }
  }
}

/// Which normalised hosts a configured host covers.
@Suite struct HostPatternTests {
  @Test(arguments: [
    ("example.com", false, "example.com", true), ("example.com", false, "www.example.com", false),
    ("example.com", true, "www.example.com", true), ("example.com", true, "a.b.example.com", true),
    ("example.com", true, "example.com", false), ("example.com", true, ".example.com", false),
    ("example.com", true, "wwwexample.com", false), ("example.com", true, "com", false),
    ("xn--caf-dma.example", true, "www.xn--caf-dma.example", true),
  ])
  func coversTheHostsItShould(domain: String, isWildcard: Bool, host: String, covered: Bool) {
    #expect(HostPattern(domain: domain, isWildcard: isWildcard).matches(host) == covered)
  }
}
