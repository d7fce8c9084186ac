import Foundation
import Testing

@testable import RouteTable

/// The web-platform-tests URLPattern data (`Conformance/urlpattern`; origin and licence in
/// `Conformance/README.md`).
private enum ConformanceData {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Conformance/urlpattern")

  static let testDataFile = "urlpatterntestdata.json"
  static let compareDataFile = "urlpattern-compare-test-data.json"

  /// The file's top-level array. The data holds lone UTF-16 surrogates (`\ud83d`), which
  /// JSONSerialization rejects; URLPattern takes USVStrings, which turn them into U+FFFD, so do
  /// the same before parsing.
  static func cases(_ file: String) throws -> [[String: Any]] {
    let raw = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    let data = Data(replacingLoneSurrogateEscapes(in: raw).utf8)
    return try #require(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
  }

  static func replacingLoneSurrogateEscapes(in text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    func unit(at position: Int) -> UInt32? {
      guard position + 6 <= scalars.count, scalars[position] == "\\", scalars[position + 1] == "u"
      else { return nil }
      return UInt32(
        String(String.UnicodeScalarView(scalars[(position + 2)..<(position + 6)])), radix: 16)
    }
    while index < scalars.count {
      guard scalars[index] == "\\", index + 1 < scalars.count else {
        result.append(scalars[index])
        index += 1
        continue
      }
      if let first = unit(at: index), (0xD800...0xDFFF).contains(first) {
        if (0xD800...0xDBFF).contains(first), let second = unit(at: index + 6),
          (0xDC00...0xDFFF).contains(second)
        {
          result.append(contentsOf: scalars[index..<(index + 12)])
          index += 12
        } else {
          result.append(contentsOf: "\\ufffd".unicodeScalars)
          index += 6
        }
        continue
      }
      result.append(contentsOf: scalars[index...min(index + 1, scalars.count - 1)])
      index += 2
    }
    return String(result)
  }
}

/// The pathname an input stands for, as URLPattern computes it before matching.
private enum ConformanceInput {
  case pathname(String)
  /// URLPattern fails to read the input (not a URL, or a base that cannot be one): no match.
  case unreadable
  /// A dictionary input with a separate base URL: URLPattern throws a TypeError; there is
  /// nothing to match, so only the pattern's construction is checked.
  case typeError

  static let specialSchemes: Set<String> = ["http", "https", "ws", "wss", "ftp", "file"]

  init(_ inputs: [Any]) {
    if let dictionary = inputs.first as? [String: Any] {
      guard inputs.count == 1 else {
        self = .typeError
        return
      }
      self = Self.fromDictionary(dictionary)
    } else if let string = inputs.first as? String {
      self = Self.fromURL(string, base: inputs.count > 1 ? inputs[1] as? String : nil)
    } else {
      self = .unreadable
    }
  }

  /// A URLPatternInit dictionary: its pathname, resolved against `baseURL`, canonicalized like
  /// a URL parser would (opaque for a non-special protocol).
  private static func fromDictionary(_ dictionary: [String: Any]) -> ConformanceInput {
    var pathname = dictionary["pathname"] as? String ?? ""
    var scheme = (dictionary["protocol"] as? String ?? "").lowercased()
    if let base = dictionary["baseURL"] as? String {
      guard let components = URLComponents(string: base) else { return .unreadable }
      scheme = components.scheme?.lowercased() ?? scheme
      if !pathname.hasPrefix("/") {
        // A special URL's empty path serializes as "/" (WHATWG URL), unlike URLComponents.
        let basePath = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let slash = basePath.lastIndex(of: "/") {
          pathname = String(basePath[...slash]) + pathname
        }
      }
    }
    if !scheme.isEmpty && !specialSchemes.contains(scheme) {
      return .pathname(opaquePath(pathname))
    }
    return .pathname(PathCanonicalization.canonicalize(pathname))
  }

  /// A URL string, resolved against a base URL string when given.
  private static func fromURL(_ string: String, base: String?) -> ConformanceInput {
    var url: URL?
    if let base {
      guard let baseURL = URL(string: base), let baseComponents = URLComponents(string: base),
        baseComponents.host != nil || baseComponents.percentEncodedPath.hasPrefix("/")
      else { return .unreadable }
      url = URL(string: string, relativeTo: baseURL)?.absoluteURL
    } else {
      url = URL(string: string)
    }
    guard let url, url.scheme != nil,
      let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
    else { return .unreadable }
    return .pathname(components.percentEncodedPath)
  }

  /// URLPattern's "canonicalize an opaque pathname": only C0 controls and non-ASCII encoded.
  private static func opaquePath(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      if byte < 0x20 || byte > 0x7E {
        result += String(format: "%%%02X", byte)
      } else {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return result
  }
}

@Suite struct URLPatternConformanceTests {
  /// Cases not run, each with the reason. Target: none.
  static let exclusions: [String: String] = [:]

  @Test func pathnameCasesMatchLikeURLPattern() throws {
    var total = 0
    var passed = 0
    var notes: [String] = []
    for testCase in try ConformanceData.cases(ConformanceData.testDataFile) {
      guard let patternArguments = testCase["pattern"] as? [Any], patternArguments.count == 1,
        let dictionary = patternArguments[0] as? [String: Any], dictionary.count == 1,
        let source = dictionary["pathname"] as? String
      else { continue }
      total += 1
      if let reason = Self.exclusions[source] {
        notes.append("excluded '\(source)': \(reason)")
        continue
      }
      let failures = Self.check(testCase, source: source, notes: &notes)
      if failures.isEmpty {
        passed += 1
      } else {
        for failure in failures {
          Issue.record("pattern '\(source)', inputs \(testCase["inputs"] ?? "none"): \(failure)")
        }
      }
    }
    print("urlpattern pathname conformance: \(passed)/\(total)")
    for note in notes { print("  note: \(note)") }
    #expect(total == 168, "the data should hold 168 pathname-only cases")
    #expect(passed == total)
  }

  /// What is wrong with one case, or nothing.
  private static func check(_ testCase: [String: Any], source: String, notes: inout [String])
    -> [String]
  {
    if testCase["expected_obj"] as? String == "error" {
      do {
        let pattern = try PathPattern(source)
        return ["expected a syntax error, parsed as '\(pattern.canonicalSource)'"]
      } catch {
        return error.column >= 1 ? [] : ["error column \(error.column) is not inside the pattern"]
      }
    }
    let pattern: PathPattern
    do {
      pattern = try PathPattern(source)
    } catch {
      return ["unexpected syntax error at column \(error.column): \(error.message)"]
    }
    var failures: [String] = []
    if let expected = (testCase["expected_obj"] as? [String: Any])?["pathname"] as? String,
      pattern.canonicalSource != expected
    {
      failures.append("canonical form '\(pattern.canonicalSource)', expected '\(expected)'")
    }
    guard let inputs = testCase["inputs"] as? [Any], !inputs.isEmpty else { return failures }
    let input = ConformanceInput(inputs)
    let expectedMatch = testCase["expected_match"]
    switch input {
    case .typeError:
      notes.append(
        "'\(source)': input \(inputs) is a TypeError in URLPattern; pattern checked only")
      if expectedMatch as? String != "error" { failures.append("expected a TypeError case") }
      return failures
    case .unreadable:
      notes.append("'\(source)': input \(inputs) is not a URL; expects no match")
      if !(expectedMatch is NSNull) { failures.append("unreadable input expected to match") }
      return failures
    case .pathname(let path):
      if inputs.count > 1 || !(inputs[0] is [String: Any])
        || (inputs[0] as? [String: Any])?.count != 1
      {
        notes.append("'\(source)': input \(inputs) is not a plain pathname; matched '\(path)'")
      }
      let result = pattern.match(path[...], ignoreCase: false)
      guard let expected = (expectedMatch as? [String: Any])?["pathname"] as? [String: Any] else {
        if let result {
          failures.append("matched '\(path)' with \(result.groups), expected no match")
        }
        return failures
      }
      if let expectedInput = expected["input"] as? String, expectedInput != path {
        failures.append(
          "test harness read the input as '\(path)', URLPattern as '\(expectedInput)'")
      }
      guard let result else {
        failures.append("'\(path)' did not match")
        return failures
      }
      let expectedGroups = expected["groups"] as? [String: Any] ?? [:]
      if Set(expectedGroups.keys) != Set(pattern.groupNames) {
        failures.append(
          "group names \(pattern.groupNames), expected \(expectedGroups.keys.sorted())")
      }
      for (name, value) in zip(pattern.groupNames, result.groups) {
        let wanted = expectedGroups[name] as? String
        if wanted != value {
          failures.append(
            "group '\(name)' = \(value.debugDescription), expected \(wanted.debugDescription)")
        }
      }
      return failures
    }
  }

  @Test func pathnameComparisonsOrderLikeCompareComponent() throws {
    var total = 0
    for testCase in try ConformanceData.cases(ConformanceData.compareDataFile)
    where testCase["component"] as? String == "pathname" {
      let left = try #require(Self.pathnamePattern(testCase["left"]))
      let right = try #require(Self.pathnamePattern(testCase["right"]))
      let expected = try #require(testCase["expected"] as? Int)
      let leftRank = try PathPattern(left).rank(typedParameters: [])
      let rightRank = try PathPattern(right).rank(typedParameters: [])
      let sign = PatternRank.compare(leftRank, rightRank).signum()
      #expect(sign == expected, "compare('\(left)', '\(right)')")
      #expect((leftRank < rightRank) == (expected < 0), "'\(left)' < '\(right)'")
      #expect((leftRank == rightRank) == (expected == 0), "'\(left)' == '\(right)'")
      total += 1
    }
    print("urlpattern pathname comparisons: \(total)")
    #expect(total > 0, "no pathname comparison cases were run")
  }

  /// The pathname of a pattern given as `{"pathname": …}` or as a URL string.
  private static func pathnamePattern(_ value: Any?) -> String? {
    if let dictionary = value as? [String: Any] { return dictionary["pathname"] as? String }
    if let string = value as? String { return URLComponents(string: string)?.percentEncodedPath }
    return nil
  }
}
