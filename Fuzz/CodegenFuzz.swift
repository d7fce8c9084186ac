import RouteTable

@testable import LinkCheckCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer target: any bytes as the route table of `linkcheck generate swift`. A table that
/// loads is either refused with reasons or written as a file with no hidden character raw, whose
/// embedded table reads back (as Swift reads the literal) as the input exactly. With
/// `FUZZ_CODEGEN_OUT` set, each file is also written there, so that `Fuzz/fuzz.sh` can type-check
/// the files of the final corpus against the `RouteTable` module.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCodegen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = FuzzInput.bytes(data, size)
  guard let table = try? RouteTable(json: bytes) else { return 0 }
  let model: SwiftRouteModel
  do {
    model = try SwiftRouteModel(table: table)
  } catch {
    precondition(!error.problems.isEmpty, "a refusal without a reason")
    return 0
  }
  let json = String(decoding: bytes, as: UTF8.self)
  let source = SwiftRouteGenerator(
    model: model, json: json, configName: "linkcheck.json", access: ""
  ).source()
  let raw = source.unicodeScalars.first {
    $0 != "\n" && $0 != "\t" && HiddenCharacter.isHidden($0)
  }
  precondition(raw == nil, "U+\(String(raw?.value ?? 0, radix: 16)) written raw")
  precondition(
    embeddedTable(in: source).utf8.elementsEqual(json.utf8), "the embedded table is not the input")
  if let folder = getenv("FUZZ_CODEGEN_OUT") {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in source.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let path = String(cString: folder) + "/Route\(String(hash, radix: 16)).swift"
    if let file = fopen(path, "w") {
      fputs(source, file)
      fclose(file)
    }
  }
  return 0
}

/// The value of the `tableJSON` literal as Swift reads a multi-line raw string, by code points:
/// the lines between the delimiters without the closing line's indentation, `\#…r` and
/// `\#…u{…}` escapes decoded; any other escape is a failure.
private func embeddedTable(in source: String) -> String {
  var lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    .map { Array($0) }[...]
  let opening = Array("  static let tableJSON = ".unicodeScalars)
  guard let start = lines.firstIndex(where: { $0.starts(with: opening) }) else {
    preconditionFailure("no embedded table")
  }
  let delimiter = Array(lines[start].dropFirst(opening.count).prefix { $0 == "#" })
  let quotes = Array("\"\"\"".unicodeScalars)
  precondition(
    lines[start] == opening + delimiter + quotes,
    "the literal does not open alone")
  lines = lines[(start + 1)...]
  let indent = Array("    ".unicodeScalars)
  guard let end = lines.firstIndex(of: indent + quotes + delimiter) else {
    preconditionFailure("the literal does not close")
  }
  let body = Array(
    lines[..<end].map { line in
      precondition(line.starts(with: indent), "a line of the table is not indented")
      return Array(line.dropFirst(indent.count))
    }.joined(separator: [Unicode.Scalar("\n")]))
  let escape: [Unicode.Scalar] = ["\\"] + delimiter
  var value = String.UnicodeScalarView()
  var index = 0
  while index < body.count {
    guard body[index...].starts(with: escape) else {
      value.append(body[index])
      index += 1
      continue
    }
    index += escape.count
    if index < body.count, body[index] == "r" {
      value.append("\r")
      index += 1
      continue
    }
    precondition(body[index...].starts(with: ["u", "{"]), "an escape that is not \\r or \\u{…}")
    let digits = body[(index + 2)...].prefix { $0 != "}" }
    let scalar = UInt32(String(String.UnicodeScalarView(digits)), radix: 16).flatMap(
      Unicode.Scalar.init)
    precondition(scalar != nil, "a \\u{…} escape that names no character")
    value.append(scalar!)
    index += 2 + digits.count + 1
  }
  return String(value)
}
