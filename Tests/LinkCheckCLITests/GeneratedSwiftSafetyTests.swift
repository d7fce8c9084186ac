import Foundation
import RouteTable
import Testing

@testable import LinkCheckCLI

/// What `generate swift` makes of a hostile table: either a refusal with its reason, or a file
/// that the Swift compiler type-checks against the built `RouteTable` module, in which the
/// table's text is comment text or literal content and never code.
@Suite struct GeneratedSwiftSafetyTests {
  /// Marks the text of each injection, which must land only in comments or the embedded table.
  static let marker = "INJECTED"
  static let code = "static func injected() -> Int { 42 } // \(marker)"

  /// A table of one route `r` (and `s`, `t` when given) with `extra` members in the route.
  static func table(_ routes: [String], types: String = "{}") -> String {
    #"{"version": 1, "schemes": ["app"], "types": \#(types), "routes": ["#
      + routes.joined(separator: ", ") + "]}"
  }

  static func jsonString(_ text: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }

  /// Tables that once gave files that did not compile, or put table text where code goes.
  static let injections: [(name: String, config: String, file: String)] = [
    (
      "a line feed in a description",
      table([#"{"name": "r", "paths": ["/r"], "description": \#(jsonString("x\n" + code))}"#]),
      "linkcheck.json"
    ),
    (
      "a carriage return, U+2028 and U+0085 in descriptions",
      table([
        #"{"name": "r", "paths": ["/r"], "description": \#(jsonString("x\r" + code))}"#,
        #"{"name": "s", "paths": ["/s"], "description": "x\#u{2028}\#(code)"}"#,
        #"{"name": "t", "paths": ["/t"], "description": "x\#u{85}\#(code)"}"#,
      ]), "linkcheck.json"
    ),
    (
      "#if false in one description and #endif in another",
      table([
        #"{"name": "r", "paths": ["/r"], "description": \#(jsonString("\n#if false // \(marker)"))}"#,
        #"{"name": "s", "paths": ["/s"]}"#,
        #"{"name": "t", "paths": ["/t"], "description": \#(jsonString("\n#endif // \(marker)"))}"#,
      ]), "linkcheck.json"
    ),
    (
      "a line feed in a named type's pattern",
      table(
        [#"{"name": "r", "paths": ["/r/:c"], "params": {"c": "code"}}"#],
        types: #"{"code": {"pattern": \#(jsonString("[a-z]+|\n" + code)), "example": "abc"}}"#),
      "linkcheck.json"
    ),
    (
      "the config's file name",
      table([#"{"name": "r", "paths": ["/r"]}"#]), "links\n\(code)\u{202E}.json"
    ),
    (
      "an interpolation in the table",
      table([##"{"name": "r", "paths": ["/r"], "description": "\\#(injected()) \\#n"}"##]),
      "linkcheck.json"
    ),
    (
      "an escape and a literal's end in the table",
      table([
        ##"{"name": "r", "paths": ["/r"], "description": "\\#(injected()) \\#n \\#\" \"# \"\"\"#"}"##,
        ##"{"name": "s", "paths": ["/s"], "query": {"q": {"type": "string", "default": "\\(injected()) \"\"\"#"}}}"##,
      ]), "linkcheck.json"
    ),
    (
      "a combining mark after \\# (one Character, two code points)",
      table([##"{"name": "r", "paths": ["/r"], "description": "\\#\##u{301}(x) \"#\##u{301}"}"##]),
      "linkcheck.json"
    ),
    (
      "a parent whose values all have defaults",
      table([
        #"{"name": "r", "paths": ["/", "/x/*"]}"#,
        #"{"name": "s", "paths": ["/s"], "parent": "r"}"#,
      ]),
      "linkcheck.json"
    ),
    (
      "CRLF line ends",
      table([#"{"name": "r",\#r\#n "paths": ["/r"]}"#, "\r\n" + #"{"name": "s", "paths": ["/s"]}"#]
      ),
      "linkcheck.json"
    ),
    (
      "hidden characters in enum values, defaults and descriptions",
      table(
        [
          #"{"name": "r", "paths": ["/r/:tab"], "params": {"tab": "tab"}, "description": "a\#u{202E}b\#u{200B}c", "query": {"q": {"type": "string", "default": "x\#u{202E}\#u{2028}\#u{85}y"}}}"#
        ],
        types: #"{"tab": {"enum": ["a\#u{202E}b", "c\#u{2028}d", "e\#u{85}f", "g\#u{200B}h"]}}"#),
      "linkcheck.json"
    ),
  ]

  @Test(arguments: injections.indices)
  func tableTextNeverBecomesCode(index: Int) throws {
    let (name, config, file) = Self.injections[index]
    let io = BufferIO(files: [file: config])
    let status = LinkCheckCLI.run(
      arguments: ["generate", "swift", "-c", file], environment: [:], io: io)
    #expect(status == .success, "\(name): \(io.standardError)")
    let source = io.standardOutput
    let hidden = source.unicodeScalars.filter {
      $0 != "\n" && HiddenCharacter.isHidden($0)
    }
    #expect(hidden.isEmpty, "\(name): raw \(hidden.map(\.value))")
    var inTable = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = line.drop { $0 == " " }
      if text.hasPrefix("static let tableJSON = ") { inTable = true }
      if inTable, text.hasPrefix("\"\"\"") { inTable = false }
      #expect(
        !line.contains(Self.marker) || inTable || text.hasPrefix("//"),
        "\(name): table text became code: \(line)")
    }
    let routeCount = config.components(separatedBy: #""name": "#).count - 1
    #expect(source.split(separator: "\n").filter { $0.hasPrefix("  case ") }.count == routeCount)
    let errors = try SwiftCompiler.errors(source)
    #expect(errors == nil, "\(name): \(errors ?? "")")
  }

  /// The check above can fail: a file that uses the module wrongly does not type-check.
  @Test func theCompilerRefusesAWrongUseOfTheModule() throws {
    let errors = try SwiftCompiler.errors("import RouteTable\nlet table: RouteTable = 42\n")
    #expect(errors?.contains("error:") == true)
  }

  static let refusals: [(config: String, options: String?, problem: String)] = [
    (
      table([#"{"name": "table", "paths": ["/a"]}"#]), nil,
      "route 'table' becomes the case 'table', a name the generated enum declares itself"
    ),
    (table([#"{"name": "tableJSON", "paths": ["/a"]}"#]), nil, "the case 'tableJSON'"),
    (table([#"{"name": "route-names", "paths": ["/a"]}"#]), nil, "the case 'routeNames'"),
    (
      table([#"{"name": "r", "paths": ["/a"], "query": {"values": "int"}}"#]), nil,
      "parameter 'values' of route 'r' becomes the label 'values'"
    ),
    (table([#"{"name": "r", "paths": ["/a/:self"]}"#]), nil, "the label 'self'"),
    (
      table([#"{"name": "r", "paths": ["/a"]}"#], types: #"{"String": {"enum": ["a"]}}"#), nil,
      "'types.String' becomes the type 'String', which the generated file uses"
    ),
    (
      table([#"{"name": "r", "paths": ["/a"]}"#], types: #"{"Int": {"enum": ["a"]}}"#), nil, "'Int'"
    ),
    (
      table([#"{"name": "r", "paths": ["/a"]}"#], types: #"{"UUID": {"enum": ["a"]}}"#), nil,
      "'UUID'"
    ),
    (
      table([#"{"name": "r", "paths": ["/a"]}"#], types: #"{"route-table": {"enum": ["a"]}}"#),
      nil, "'RouteTable'"
    ),
    (
      table([#"{"name": "r", "paths": ["/a"]}"#], types: #"{"route": {"enum": ["a"]}}"#), nil,
      "names 'typeName', 'types.route' all become the type 'Route'"
    ),
    (
      table(
        [#"{"name": "r", "paths": ["/a"]}"#],
        types: #"{"seat": {"enum": ["a"]}, "Seat": {"enum": ["b"]}}"#),
      nil, "names 'types.seat', 'types.Seat' all become the type 'Seat'"
    ),
    (
      table([#"{"name": "r", "paths": ["/a"]}"#]), #"{"typeName": "String"}"#,
      "'typeName' becomes the type 'String'"
    ),
    (
      table([#"{"name": "r", "paths": ["/a"]}"#]), #"{"names": {"routes": {"r": "routeNames"}}}"#,
      "the case 'routeNames'"
    ),
  ]

  @Test(arguments: refusals.indices)
  func namesTheFileUsesAreRefusedWithTheReason(index: Int) {
    let (config, options, problem) = Self.refusals[index]
    var files = ["c.json": config]
    var arguments = ["generate", "swift", "-c", "c.json"]
    if let options {
      files["o.json"] = options
      arguments += ["--options", "o.json"]
    }
    let io = BufferIO(files: files)
    let status = LinkCheckCLI.run(arguments: arguments, environment: [:], io: io)
    #expect(status == .failure)
    #expect(io.standardOutput.isEmpty)
    #expect(io.standardError.contains(problem), "\(io.standardError)")
  }

  /// Every type the generated file names is one a table's name may not take.
  @Test func theReservedTypesAreEveryTypeTheFileNames() throws {
    let config = try Golden.read("Examples/flightdeck/linkcheck.json")
    let io = BufferIO(files: ["c.json": config])
    _ = LinkCheckCLI.run(
      arguments: ["generate", "swift", "-c", "c.json"], environment: [:], io: io)
    var code = ""
    var inTable = false
    for line in io.standardOutput.split(separator: "\n") {
      let text = line.drop { $0 == " " }
      if text.hasPrefix("static let tableJSON = ") { inTable = true }
      if inTable, text.hasPrefix("\"\"\"") { inTable = false }
      if !inTable && !text.hasPrefix("//") {
        code +=
          line.split(separator: "\"").enumerated()
          .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined() + "\n"
      }
    }
    let named = Set(code.matches(of: /\b[A-Z][A-Za-z0-9]*\b/).map { String($0.output) })
    let declared: Set<String> = ["Route", "Seat", "Self"]
    #expect(
      named.subtracting(declared).subtracting(SwiftRouteModel.Reserved.typeNames).isEmpty,
      "\(named.subtracting(declared).subtracting(SwiftRouteModel.Reserved.typeNames).sorted())")
  }
}

/// The Swift compiler, type-checking a file against the `RouteTable` module of this build.
enum SwiftCompiler {
  /// The folder of the build's modules, beside the test bundle.
  static let modules: URL? = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while folder.path != "/" {
      for candidate in [folder.appendingPathComponent("Modules"), folder]
      where FileManager.default.fileExists(
        atPath: candidate.appendingPathComponent("RouteTable.swiftmodule").path)
      {
        return candidate
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }()

  /// The compiler's errors for `source`, or nil when it type-checks.
  static func errors(_ source: String) throws -> String? {
    let modules = try #require(modules, "the built RouteTable module is not beside the tests")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("linkcheck-generated-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : text
  }
}
