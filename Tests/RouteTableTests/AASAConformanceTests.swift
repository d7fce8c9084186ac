import Foundation
import Testing

@testable import RouteTable

/// The apple-app-site-association vectors (`Conformance/aasa/vectors.json`; origin in
/// `Conformance/README.md`).
enum AASAVectors {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Conformance/aasa/vectors.json")

  struct Case: CustomTestStringConvertible, Sendable {
    var id: String
    /// The case's `aasa` object as compact JSON, keys in their written order.
    var aasa: String
    var appID: String
    var domain: String
    var url: String
    var expect: String
    var note: String

    var testDescription: String { "\(id) \(url) → \(expect)" }
  }

  /// Every case, read with the project's own JSON reader so that key order is kept.
  static func cases() throws -> [Case] {
    let root = try JSONReader.read(Array(try Data(contentsOf: file)))
    guard case .object(let members) = root.kind,
      case .array(let elements)? = members.first(where: { $0.key == "cases" })?.value.kind
    else { throw VectorError.shape }
    return try elements.map { element in
      guard case .object(let fields) = element.kind else { throw VectorError.shape }
      func field(_ key: String) -> JSONValue? { fields.first { $0.key == key }?.value }
      func text(_ key: String) throws -> String {
        guard case .string(let value)? = field(key)?.kind else { throw VectorError.shape }
        return value
      }
      guard let aasa = field("aasa") else { throw VectorError.shape }
      return Case(
        id: try text("id"), aasa: JSONSource.compact(aasa), appID: try text("appId"),
        domain: try text("domain"), url: try text("url"), expect: try text("expect"),
        note: (try? text("note")) ?? "")
    }
  }

  enum VectorError: Error { case shape }
}

@Suite struct AASAConformanceTests {
  static let cases: [AASAVectors.Case] = (try? AASAVectors.cases()) ?? []

  @Test func everyVectorPasses() {
    // A file that exists but yields no case must fail, not pass silently.
    #expect(Self.cases.count >= 90)
    let passing = Self.cases.filter { decide($0) == $0.expect }.count
    print("aasa conformance: \(passing)/\(Self.cases.count) vectors pass")
    #expect(passing == Self.cases.count)
  }

  @Test(arguments: cases)
  func decidesLikeIOS(_ vector: AASAVectors.Case) {
    #expect(decide(vector) == vector.expect, "\(vector.id): \(vector.note)")
  }

  private func decide(_ vector: AASAVectors.Case) -> String {
    let file = AASAFile(json: Array(vector.aasa.utf8))
    guard let document = file.document else { return "unreadable" }
    switch document.decide(vector.url, appID: vector.appID, domain: vector.domain) {
    case .success(let decision): return decision.outcome.rawValue
    case .failure(let error): return "invalid-url: \(error.message)"
    }
  }
}
