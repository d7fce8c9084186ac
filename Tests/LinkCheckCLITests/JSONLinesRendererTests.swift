import Foundation
import RouteTable
import Testing

@testable import LinkCheckCLI

@Suite struct JSONLinesRendererTests {
  let renderer = JSONLinesRenderer()

  @Test func resolution() {
    let id = Fixtures.flightID
    let record = Fixtures.record(
      "flightdeck://flight/\(id)", .success(Fixtures.flightDetail), line: 3)
    #expect(
      renderer.render(record)
        == #"{"line":3,"input":"flightdeck://flight/\#(id)","ok":true,"route":"flightDetail","#
        + #""chain":[{"route":"home","params":{}},{"route":"flights","params":{}},"#
        + #"{"route":"flightDetail","params":{"id":"\#(id)"}}],"params":{"id":"\#(id)"},"#
        + #""extraQuery":[],"warnings":[]}"#)
  }

  /// The route's own entry and `params` are written once and copied only when they are the
  /// same values.
  @Test func paramsAreTheResolutionsEvenWhenTheLastEntryDiffers() throws {
    let table = try RouteTable(json: Array(Fixtures.exampleConfig.utf8))
    let link = "flightdeck://seat/\(Fixtures.flightID)/2F?adults=2"
    var resolution = try table.resolve(link).get()
    let written = try parse(renderer.render(Fixtures.record(link, .success(resolution))))
    let chain = try #require(written["chain"] as? [[String: Any]])
    let params = try #require(written["params"] as? [String: Any])
    #expect(params.keys.sorted() == ["adults", "flightID", "seat"])
    #expect(
      NSDictionary(dictionary: params).isEqual(to: chain.last?["params"] as? [String: Any] ?? [:]))
    resolution.params = [NamedValue(name: "x", value: .int(1))]
    let changed = try parse(renderer.render(Fixtures.record(link, .success(resolution))))
    #expect(changed["params"] as? [String: Int] == ["x": 1])
    let changedChain = try #require(changed["chain"] as? [[String: Any]])
    #expect(
      (changedChain.last?["params"] as? [String: Any])?.keys.sorted() == [
        "adults", "flightID", "seat",
      ])
  }

  @Test func typedValuesAreJSONTypes() {
    let record = Fixtures.record("s:x", .success(Fixtures.typedValues))
    let text = renderer.render(record)
    #expect(
      text.contains(
        #""params":{"q":"","page":-3,"ratio":0.5,"big":1e+20,"exact":true,"tags":["a","b c"]}"#))
  }

  @Test func failure() {
    let record = Fixtures.record("flightdeck://flight/abc", .failure(Fixtures.notAUUID), line: 2)
    #expect(
      renderer.render(record)
        == #"{"line":2,"input":"flightdeck://flight/abc","ok":false,"error":{"code":"no-match","#
        + #""message":"no route matches '/flight/abc'","nearest":{"route":"flightDetail","#
        + #""reason":"segment 2 'abc' is not a uuid"}},"warnings":[]}"#)
  }

  @Test func failureWithColumnAndWarnings() {
    let record = Fixtures.record("FLIGHTDECK://x y", .failure(Fixtures.rawSpace))
    #expect(
      renderer.render(record)
        == #"{"line":1,"input":"FLIGHTDECK://x y","ok":false,"error":{"code":"invalid-url","#
        + #""message":"a raw space is not allowed","column":20},"warnings":[{"code":"#
        + #""uppercase-scheme-or-host","message":"scheme 'FLIGHTDECK' is not lowercase"}]}"#)
  }

  @Test func strictKeepsTheResolutionAndAddsAnError() throws {
    let record = Fixtures.record("x:y/", .success(Fixtures.checkout), strict: true)
    let object = try parse(renderer.render(record))
    #expect(object["ok"] as? Bool == false)
    #expect(object["route"] as? String == "checkout")
    let error = try #require(object["error"] as? [String: Any])
    #expect(error["code"] as? String == "strict")
    #expect(error["message"] as? String == "warnings are errors with --strict: trailing-slash")
    #expect((object["warnings"] as? [Any])?.count == 1)
  }

  @Test func keysInStableOrder() {
    let success = renderer.render(Fixtures.record("x:y/", .success(Fixtures.checkout)))
    #expect(
      keyOrder(success) == [
        "line", "input", "ok", "route", "chain", "params", "extraQuery", "warnings",
      ])
    let strict = renderer.render(Fixtures.record("x:y/", .success(Fixtures.checkout), strict: true))
    #expect(
      keyOrder(strict) == [
        "line", "input", "ok", "route", "chain", "params", "extraQuery", "error", "warnings",
      ])
    let failure = renderer.render(Fixtures.record("x", .failure(Fixtures.rawSpace)))
    #expect(keyOrder(failure) == ["line", "input", "ok", "error", "warnings"])
  }

  @Test func parsesAsJSONWithTheDocumentedKeys() throws {
    let object = try parse(renderer.render(Fixtures.record("x:y/", .success(Fixtures.checkout))))
    #expect(object["line"] as? Int == 1)
    #expect(object["ok"] as? Bool == true)
    let chain = try #require(object["chain"] as? [[String: Any]])
    #expect(
      chain.map { $0["route"] as? String } == [
        "home", "flights", "flightDetail", "seatSelect", "checkout",
      ])
    let params = try #require(object["params"] as? [String: Any])
    #expect(params["adults"] as? Int == 2)
    #expect(params["promo"] as? String == "SUMMER, 2x")
    #expect(object["extraQuery"] as? [String] == ["utm_source", "ref"])
    let warnings = try #require(object["warnings"] as? [[String: String]])
    #expect(warnings == [["code": "trailing-slash", "message": "trailing '/' ignored"]])
  }

  @Test func doublesReadBackExactly() throws {
    for value in [0.1, 1e20, 1e-7, -2.5e-300, 123456789.123456789, Double.leastNonzeroMagnitude] {
      let text = JSONText.number(value)
      let parsed =
        try JSONSerialization.jsonObject(
          with: Data("[\(text)]".utf8)) as? [NSNumber]
      #expect(parsed?.first?.doubleValue == value, "\(text)")
    }
    #expect(JSONText.number(.infinity) == "null")
    #expect(JSONText.number(.nan) == "null")
  }

  static let strings: [(String, String)] = [
    ("plain", #""plain""#),
    (#"q"b\s"#, #""q\"b\\s""#),
    ("\n\r\t\u{08}\u{0C}", #""\n\r\t\b\f""#),
    ("\u{00}\u{1B}\u{1F}", #""\u0000\u001b\u001f""#),
    ("é/\u{1F600}", "\"é/\u{1F600}\""),
    ("\u{FFFD}", "\"\u{FFFD}\""),
  ]

  @Test(arguments: strings)
  func escapesStrings(value: String, expected: String) throws {
    #expect(JSONText.string(value) == expected)
    let parsed =
      try JSONSerialization.jsonObject(
        with: Data("[\(expected)]".utf8)) as? [String]
    #expect(parsed == [value])
  }

  private func parse(_ line: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  /// The top-level keys in the order they appear, found by a tiny scan of the line.
  private func keyOrder(_ line: String) -> [String] {
    var keys: [String] = []
    var depth = 0
    var inString = false
    var escaped = false
    var current = ""
    var expectingKey = false
    for character in line {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
          if expectingKey { keys.append(current) }
        } else {
          current.append(character)
        }
        continue
      }
      switch character {
      case "\"":
        inString = true
        current = ""
      case "{", "[":
        depth += 1
        expectingKey = depth == 1 && character == "{"
      case "}", "]": depth -= 1
      case ",": expectingKey = depth == 1
      case ":": expectingKey = false
      default: break
      }
    }
    return keys
  }
}

/// ``JSONBytes`` scans eight bytes at a time: escapes must be found wherever they fall in a word.
@Suite struct JSONBytesTests {
  static let samples: [String] = {
    var samples = ["", "a", "plain ascii text longer than one word", "é ü 東京", "\u{7F}\u{80}"]
    for special in ["\"", "\\", "\n", "\u{01}", "\u{1F}", "\t"] {
      for position in [0, 1, 7, 8, 9, 15, 16, 17] {
        samples.append(String(repeating: "x", count: position) + special + "tail-of-the-text")
      }
    }
    return samples
  }()

  @Test(arguments: samples)
  func bytesMatchTheTextSpelling(value: String) {
    var output: [UInt8] = []
    JSONBytes.appendString(value, to: &output)
    #expect(String(decoding: output, as: UTF8.self) == JSONText.string(value))
  }

  @Test(arguments: [0, 7, 9, 10, 99, 12345, Int.max, -1, -45])
  func integersMatchTheirDescription(value: Int) {
    var output: [UInt8] = []
    JSONBytes.appendInteger(value, to: &output)
    #expect(String(decoding: output, as: UTF8.self) == String(value))
  }
}
