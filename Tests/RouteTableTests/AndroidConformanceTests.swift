import Foundation
import Testing

@testable import RouteTable

/// The Android App Links vectors (`Conformance/android/*.json`; origin in `Conformance/README.md`),
/// read with Foundation: their values are plain strings, booleans and lists.
enum AndroidVectors {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Conformance/android")

  /// The `cases` of one file, each as a dictionary.
  static func cases(_ file: String) -> [[String: Any]] {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent(file + ".json")),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let cases = root["cases"] as? [[String: Any]]
    else { return [] }
    return cases
  }
}

@Suite struct AndroidPathPatternConformanceTests {
  /// One `pattern-matcher.json` case: `id`, kind, pattern, path, and the expected match (`nil`
  /// for a pattern Android cannot construct).
  struct Case: CustomTestStringConvertible, Sendable {
    var id: String
    var kind: AndroidPathPattern.Kind
    var pattern: String
    var manifestValue: String
    var path: String
    var match: Bool?
    var testDescription: String { "\(id) \(kind.rawValue) '\(pattern.prefix(40))' '\(path)'" }
  }

  static let kinds: [String: AndroidPathPattern.Kind] = [
    "literal": .literal, "prefix": .prefix, "simple_glob": .simpleGlob,
    "advanced_glob": .advancedGlob, "suffix": .suffix,
  ]

  static let cases: [Case] = AndroidVectors.cases("pattern-matcher").compactMap { fields in
    guard let id = fields["id"] as? String, let type = fields["type"] as? String,
      let kind = kinds[type], let pattern = fields["pattern"] as? String,
      let manifestValue = fields["manifestValue"] as? String
    else { return nil }
    let invalid = fields["invalid"] as? Bool ?? false
    return Case(
      id: id, kind: kind, pattern: pattern, manifestValue: manifestValue,
      path: fields["path"] as? String ?? "", match: invalid ? nil : fields["match"] as? Bool)
  }

  @Test func everyVectorIsRead() {
    #expect(Self.cases.count == 188)
    #expect(Self.cases.contains { $0.match == nil })
  }

  @Test(arguments: cases)
  func matchesAsAndroid(_ vector: Case) {
    let pattern = try? AndroidPathPattern(vector.pattern, kind: vector.kind)
    guard let expected = vector.match else {
      #expect(pattern == nil, "Android cannot construct this pattern")
      return
    }
    #expect(pattern?.matches(vector.path) == expected)
  }
}
