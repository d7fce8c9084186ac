import RouteTable

@testable import LinkCheckCLI

/// The table every link test file is run against.
private let table: RouteTable = {
  let config = """
    {
      "version": 1,
      "schemes": ["app"],
      "hosts": ["example.com"],
      "types": { "tab": { "enum": ["a", "b"] } },
      "routes": [
        { "name": "home", "paths": ["/"] },
        { "name": "item", "paths": ["/item/:id"], "parent": "home", "params": { "id": "int" },
          "query": { "tab": "tab" } },
        { "name": "search", "paths": ["/search/:term"], "fragment": { "name": "f", "type": "string" } }
      ]
    }
    """
  return try! RouteTable(json: Array(config.utf8))
}()

/// libFuzzer target: any bytes as a link test file (`linkcheck test`). Reading loses no line;
/// every test line gets one outcome that says why it failed; `--update` changes only
/// expectations, after which every test passes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinkTest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var bytes = FuzzInput.bytes(data, size)[...]
  let file = LinkTestFile(bytes: Array(bytes))
  if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
  precondition(file.bytes == Array(bytes), "a line was lost or changed")
  let runner = LinkTestRunner(table: table)
  let outcomes = file.cases.map(runner.run)
  for outcome in outcomes {
    precondition(outcome.passed == (outcome.failure == nil), "a failure without a reason")
  }
  let updated = LinkTestFile(bytes: LinkTestUpdate(file: file, outcomes: outcomes).apply().bytes)
  precondition(updated.lines.count == file.lines.count, "--update added or removed a line")
  precondition(updated.cases.map(\.url) == file.cases.map(\.url), "--update changed a link")
  for testCase in updated.cases {
    let outcome = runner.run(testCase)
    precondition(
      outcome.passed, "line \(testCase.lineNumber) fails after --update: \(outcome.failure ?? "")")
  }
  return 0
}
