import Foundation
import LinkCheckCLI
import Testing

/// The 345 Android vectors again, through the command line: each case written as the files a
/// team ships, run with `linkcheck android -f jsonl`, and the answer read from its records.
@Suite struct AndroidCLIConformanceTests {
  static func cases(_ file: String) -> [[String: Any]] {
    let url = Golden.root.appendingPathComponent(
      "Tests/RouteTableTests/Conformance/android/\(file).json")
    guard let data = try? Data(contentsOf: url),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [] }
    return root["cases"] as? [[String: Any]] ?? []
  }

  /// Runs `android ARGUMENTS` with `files` (name: text); stdout's lines as JSON objects, the
  /// findings a file has (`{"file", …}`) left out of a decision's records.
  static func run(_ arguments: [String], files: [String: String]) -> (
    records: [[String: Any]], status: Int32, output: String
  ) {
    let io = BufferIO(files: files)
    let status = LinkCheckCLI.run(arguments: ["android"] + arguments, environment: [:], io: io)
    let records = io.standardOutput.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }.filter { $0["input"] != nil || $0["findings"] != nil }
    return (records, status.rawValue, io.standardOutput + io.standardError)
  }

  static func manifest(_ filter: String) -> String {
    """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
      <application><activity android:name=".A"><intent-filter android:autoVerify="true">
        <action android:name="android.intent.action.VIEW" />
        <category android:name="android.intent.category.DEFAULT" />
        <category android:name="android.intent.category.BROWSABLE" />
        \(filter)
      </intent-filter></activity></application>
    </manifest>
    """
  }

  /// A pattern vector as a `<uri-relative-filter-group>` fragment matcher (the same matcher as
  /// a path attribute, and a fragment may hold any text), the value as typed in a manifest.
  @Test func patternMatcherVectors() {
    let vectors = Self.cases("pattern-matcher")
    #expect(vectors.count == 188)
    for vector in vectors {
      let id = vector["id"] as? String ?? "?"
      let attribute = (vector["manifestAttribute"] as? String ?? "").replacing(
        "path", with: "fragment")
      let manifest = Self.manifest(
        """
        <data android:scheme="https" android:host="a.example" />
        <uri-relative-filter-group>
          <data android:\(attribute)="\(vector["manifestValue"] as? String ?? "")" />
        </uri-relative-filter-group>
        """)
      let fragment = (vector["path"] as? String ?? "").utf8.map { String(format: "%%%02X", $0) }
        .joined()
      let result = Self.run(
        ["--manifest", "m.xml", "-f", "jsonl", "https://a.example/#" + fragment],
        files: ["m.xml": manifest])
      guard let expected = vector["match"] as? Bool, vector["invalid"] as? Bool != true else {
        #expect(result.output.contains(#""code":"invalid-advanced-pattern""#), "\(id)")
        #expect(result.status == 1, "\(id)")
        continue
      }
      let matches = result.records.first?["matches"] as? [String]
      #expect(matches == (expected ? [".A"] : []), "\(id): \(result.output)")
    }
  }

  @Test func intentFilterVectors() {
    let vectors = Self.cases("intent-filters")
    #expect(vectors.count == 55)
    for vector in vectors {
      let id = vector["id"] as? String ?? "?"
      let api = (vector["api"] as? Int).map { ["--api", String($0)] } ?? []
      let result = Self.run(
        ["--manifest", "m.xml", "-f", "jsonl"] + api + [vector["url"] as? String ?? ""],
        files: ["m.xml": vector["manifest"] as? String ?? ""])
      let expect = vector["expect"] as? [String: Any] ?? [:]
      let record = result.records.first ?? [:]
      #expect(
        Set(record["matches"] as? [String] ?? ["?"]) == Set(expect["matches"] as? [String] ?? []),
        "\(id)")
      #expect(
        Set(record["launchable"] as? [String] ?? ["?"])
          == Set(expect["matchesDefaultOnly"] as? [String] ?? []), "\(id)")
    }
  }

  @Test func verificationVectors() {
    let vectors = Self.cases("verification")
    #expect(vectors.count == 17)
    for vector in vectors {
      let id = vector["id"] as? String ?? "?"
      let result = Self.run(
        [
          "--manifest", "m.xml", "-f", "jsonl", "--target-sdk",
          String(vector["targetSdk"] as? Int ?? 0),
        ],
        files: ["m.xml": vector["manifest"] as? String ?? ""])
      let expect = vector["expect"] as? [String: Any] ?? [:]
      let summary = result.records.first ?? [:]
      for key in ["verifiedHosts", "invalidHosts"] {
        #expect(
          Set(summary[key] as? [String] ?? ["?"]) == Set(expect[key] as? [String] ?? []),
          "\(id) \(key)")
      }
      #expect(summary["eligible"] as? Bool == expect["eligible"] as? Bool, "\(id)")
    }
  }

  @Test func assetLinksVectors() {
    let vectors = Self.cases("assetlinks")
    #expect(vectors.count == 56)
    for vector in vectors {
      let id = vector["id"] as? String ?? "?"
      let result = Self.run(
        ["--assetlinks", "example.com=a.json", "-f", "jsonl"],
        files: ["a.json": vector["text"] as? String ?? ""])
      let summary = result.records.first ?? [:]
      #expect(summary["valid"] as? Bool == (vector["expect"] as? String == "valid"), "\(id)")
      if let rule = vector["rule"] as? String {
        let first = (summary["findings"] as? [[String: Any]])?.first?["code"] as? String
        #expect(first == rule.replacing("_", with: "-"), "\(id)")
      }
      let statements = (vector["statements"] as? [[String: Any]] ?? []).map {
        "\($0["package"] ?? "") \($0["fingerprints"] ?? "")"
      }
      let granted = (summary["statements"] as? [[String: Any]] ?? []).map {
        "\($0["package"] ?? "") \($0["fingerprints"] ?? "")"
      }
      #expect(granted == statements, "\(id)")
    }
  }

  @Test func dynamicRuleVectors() throws {
    let vectors = Self.cases("dynamic-rules")
    #expect(vectors.count == 29)
    for vector in vectors {
      let id = vector["id"] as? String ?? "?"
      let scope = vector["manifestScope"] as? [String: String] ?? [:]
      let prefix = scope["pathPrefix"].map { #" android:pathPrefix="\#($0)""# } ?? ""
      let manifest = Self.manifest(
        #"<data android:scheme="\#(scope["scheme"] ?? "")" android:host="\#(scope["host"] ?? "")"\#(prefix) />"#
      )
      let assetLinks = String(
        decoding: try JSONSerialization.data(withJSONObject: vector["assetlinks"] ?? []),
        as: UTF8.self)
      let result = Self.run(
        [
          "--manifest", "m.xml", "--assetlinks", "a.json", "--api", "35", "-f", "jsonl",
          vector["url"] as? String ?? "",
        ],
        files: ["m.xml": manifest, "a.json": assetLinks])
      #expect(
        result.records.first?["decision"] as? String == vector["expect"] as? String,
        "\(id): \(result.output)")
    }
  }
}
