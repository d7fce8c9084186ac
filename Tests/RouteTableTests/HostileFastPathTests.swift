import Foundation
import Testing

@testable import RouteTable

/// The byte-level shortcuts taken for hostile 64 KiB URLs, each against the general path it
/// stands in for: regex classes run as byte checks against Swift `Regex`, the non-ASCII run of
/// the URL reader and the control-character prefilter against the scalar checks, exhaustively.
@Suite struct HostileFastPathTests {
  /// Regex parts recognised as a repeated class, and some that must not be.
  static let classSources = [
    #"\d+"#, #"[0-9]+"#, #"[a-z0-9-]+"#, #"\w+"#, #"[A-F]{2}"#, #"[a-f0-9]{1,3}"#, #"\d*"#,
    #"[^/]+?"#, #"[^a-c]+"#, #"[A-Za-z_.~]{2,}"#, #"\w{0,2}?"#, #"[-x]+"#, #"[x-]*"#,
    #"[\d\-]+"#, #"[^\w]+"#, #"\d{3}"#, #"[A-Z]+?"#, #"(\d+)"#, #".+"#, #"\s+"#, #"[.-z]+"#,
    #"x{90}"#, #"(?:[a-c]){2,5}"#,
  ]
  static let otherSources = [
    #"\d+|x"#, #"\d++"#, #"[a-z&&b]+"#, #"\p{L}+"#, #"\d"#, #"[]+"#, #"[a-Z]+"#, #"\d{,3}"#,
    #"\d{3,2}"#, #"é+"#, #"(\d+)+"#, #"(?=\d)\d+"#,
  ]

  @Test(arguments: classSources)
  func recognisesSimpleClasses(source: String) {
    #expect(RegexByteClass(source) != nil)
  }

  @Test(arguments: otherSources)
  func leavesOtherRegexesToSwiftRegex(source: String) {
    #expect(RegexByteClass(source) == nil)
  }

  /// Every printable ASCII byte (what a percent-encoded path holds, and all a class is run on),
  /// alone and repeated, in both case modes: the recognised class accepts exactly what Swift
  /// `Regex` (compiled as ``PatternRegex`` compiles it) accepts.
  @Test(arguments: classSources)
  func classAcceptsWhatSwiftRegexAccepts(source: String) throws {
    let byteClass = try #require(RegexByteClass(source))
    for ignoreCase in [false, true] {
      var regex = try Regex("(?:\(source))").matchingSemantics(.unicodeScalar).asciiOnlyDigits()
        .asciiOnlyWordCharacters()
      if ignoreCase { regex = regex.ignoresCase() }
      for byte in UInt8(0x20)..<0x7F {
        for length in [0, 1, 2, 3, 5] {
          let text = String(repeating: String(UnicodeScalar(byte)), count: length)
          let expected = (try? regex.wholeMatch(in: text)) != nil
          let bytes = Array(text.utf8)
          // The text is printable: read byte by byte, or known to be.
          for isPrintable in [false, true] {
            let run = bytes.withUnsafeBufferPointer {
              byteClass.run(in: $0, from: 0, ignoreCase: ignoreCase, inputIsPrintable: isPrintable)
            }
            let actual = run == length && length >= byteClass.minimum
            #expect(
              actual == expected,
              "'\(source)' on \(length) × \(byte), ignoreCase \(ignoreCase), \(isPrintable)")
          }
        }
      }
    }
  }

  /// Patterns with class parts matched through the fast matcher give the captures of the
  /// generated regular expression, on a generated corpus of paths.
  @Test func patternsWithClassPartsAgreeWithGeneratedRegex() throws {
    let templates = [
      "/item/:id(R)", "/item/:id(R)?", "/:id(R)/x", "/a/:id(R).json", "/:a(R)-:b",
      "{/:id(R)}?/end", "/x/(R)", "/:a(R)/*", "/:id(R)?/:rest",
    ]
    let alphabet = Array("aZ09-_./x%2Fé".unicodeScalars).map(String.init)
    var random = SplitMix(seed: 6)
    var paths = ["", "/", "/item/", "/item/123", "/item/abc", "/a/12.json", "/x/AB", "/1-2"]
    for _ in 0..<150 {
      let length = Int(random.next() % 12)
      paths.append(
        "/"
          + (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
          .joined())
    }
    var compared = 0
    for template in templates {
      for source in Self.classSources {
        let text = template.replacingOccurrences(of: "R", with: source)
        guard let pattern = try? PathPattern(text) else { continue }
        for path in paths {
          for ignoreCase in [false, true] {
            let fast = pattern.match(path[...], ignoreCase: ignoreCase)
            let reference = pattern.matchWithRegex(LinkText(path), ignoreCase: ignoreCase)
            #expect(fast == reference, "'\(text)' on '\(path)', ignoreCase \(ignoreCase)")
            compared += 1
          }
        }
      }
    }
    #expect(compared > 10_000)
  }

  @Test func longNumberMatchesWithoutRegex() throws {
    let pattern = try PathPattern(#"/item/:id(\d+)"#)
    let digits = String(repeating: "7", count: 60_000)
    #expect(pattern.match("/item/\(digits)"[...], ignoreCase: false)?.groups == [digits])
    #expect(pattern.match("/item/\(digits)x"[...], ignoreCase: false) == nil)
  }

  /// Every non-ASCII scalar the reader's tight run accepts is one an IRI allows everywhere.
  @Test func commonIRIRunAcceptsOnlyIRICharacters() {
    var accepted = 0
    for value in UInt32(0x80)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let bytes = Array(String(Character(scalar)).utf8)
      let end = bytes.withUnsafeBufferPointer { URLParser.endOfCommonIRIRun($0, from: 0) }
      #expect(end == 0 || end == bytes.count)
      if end == bytes.count {
        accepted += 1
        if !URICharacter.isIRICharacter(value, privateUseAllowed: false) {
          Issue.record("U+\(String(value, radix: 16)) taken by the run but not an IRI character")
        }
      }
    }
    #expect(accepted > 40_000)
  }

  /// Every dangerous scalar begins with a byte the prefilter flags, so text it passes holds
  /// none.
  @Test func controlPrefilterFlagsEveryDangerousScalar() {
    var dangerous = 0
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value), HiddenCharacter.isHidden(scalar) else {
        continue
      }
      dangerous += 1
      let bytes = Array(("a" + String(Character(scalar)) + "bcdefghijk").utf8)
      let flagged = bytes.withUnsafeBufferPointer { ControlCharacterCheck.mayHoldDangerous($0) }
      if !flagged { Issue.record("U+\(String(value, radix: 16)) not flagged") }
    }
    #expect(dangerous > 60)
    let safe = Array("café-ünïcødé/日本語/𝄞".utf8)
    #expect(!safe.withUnsafeBufferPointer { ControlCharacterCheck.mayHoldDangerous($0) })
  }
}
