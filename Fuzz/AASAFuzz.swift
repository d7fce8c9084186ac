import RouteTable

/// The table the AASA cross-check compares each file with.
private let table: RouteTable = {
  let config = """
    {
      "version": 1,
      "hosts": ["example.com", "*.example.com"],
      "routes": [
        { "name": "home", "paths": ["/"] },
        { "name": "item", "paths": ["/item/:id"], "params": { "id": "int" } },
        { "name": "docs", "paths": ["/docs/*"], "query": { "q": "string" } }
      ]
    }
    """
  return try! RouteTable(json: Array(config.utf8))
}()

/// libFuzzer target: any bytes as an apple-app-site-association file. Reading either gives a
/// document or diagnostics with positions inside the input; a document then decides a few links
/// for each of its apps (with the trace), and is cross-checked against the table.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAASA(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = FuzzInput.bytes(data, size)
  let file = AASAFile(json: bytes)
  for diagnostic in file.diagnostics {
    precondition(!diagnostic.message.isEmpty, "a finding without a message")
    precondition(!diagnostic.message.contains("\n"), "a finding over two lines")
    if let position = diagnostic.position {
      precondition(position.line >= 1 && position.column >= 1)
      precondition(position.offset <= bytes.count, "a finding past the end of the file")
    }
  }
  guard let document = file.document else {
    precondition(!file.isUsable, "a usable file without a document")
    return 0
  }
  let links = [
    "https://example.com/", "https://example.com/item/7?q=a#f",
    "https://www.example.com/docs/a%20b",
    "https://example.com/%E2%80%AE", "http://example.com/item/1",
  ]
  for appID in document.appIDs.prefix(3) {
    for link in links {
      guard case .success(let decision) = document.decide(link, appID: appID, explain: true)
      else { preconditionFailure("a valid link was not read: '\(link)'") }
      precondition(decision.opensApp == (decision.outcome == .match))
    }
    _ = AASACrossCheck(document: document, table: table, appID: appID, domain: "example.com")
  }
  return 0
}
