import Foundation
import Testing

@testable import LinkCheckCLI

/// The byte writers judge text eight, four or fewer bytes at a time: whatever the length and
/// wherever a special character falls, they must spell it as the `String` code does.
@Suite struct ByteSpellingTests {
  static let specials: [String] = [
    "\"", "\\", "\n", "\u{01}", "\u{1F}", "\u{7F}", " ", ",", "(", ")", "[", "]", "é", "\u{202E}",
  ]

  static let samples: [String] = {
    var samples = [""]
    for length in 1...17 {
      samples.append(String(repeating: "x", count: length))
      for special in specials {
        for position in [0, length / 2, length - 1] {
          var characters = Array(repeating: "x" as Character, count: length)
          characters[position] = Character(special)
          samples.append(String(characters))
        }
      }
    }
    return samples
  }()

  static func written(_ write: (inout ByteWriter) -> Void) -> String {
    var writer = ByteWriter(capacity: 1)
    write(&writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  static func withBytes(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    Array(text.utf8).withUnsafeBufferPointer(body)
  }

  /// A hidden character beyond U+FFFF (a tag character) is escaped as its UTF-16 pair, which
  /// a JSON reader reads back as the same character; `\ue0001` would read as U+E000 and `1`.
  @Test func aHiddenCharacterBeyondTheBMPReadsBack() throws {
    let text = "flag\u{E0001}x"
    for json in [JSONText.string(text), Self.written { JSONBytes.appendString(text, to: &$0) }] {
      #expect(json == #""flag\udb40\udc01x""#)
      let decoded = try JSONSerialization.jsonObject(
        with: Data(json.utf8), options: .fragmentsAllowed)
      #expect(decoded as? String == text)
    }
  }

  @Test(arguments: samples)
  func jsonStrings(text: String) {
    #expect(Self.written { JSONBytes.appendString(text, to: &$0) } == JSONText.string(text))
  }

  @Test(arguments: samples)
  func visibleText(text: String) {
    #expect(Self.written { VisibleText.append(text, to: &$0) } == VisibleText.escaping(text))
  }

  @Test(arguments: samples)
  func bareOrQuotedValues(text: String) {
    let written = Self.written { output in
      Self.withBytes(text) { ParamText.appendBareOrQuoted($0, to: &output) }
    }
    #expect(written == ParamText.bareOrQuoted(text))
  }

  @Test(arguments: [0, 1, 9, 10, 99, 100, 12_345, Int.max, -1, -10, Int.min])
  func decimals(value: Int) {
    #expect(Self.written { $0.appendDecimal(value) } == String(value))
  }
}
