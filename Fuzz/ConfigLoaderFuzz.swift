import RouteTable

/// libFuzzer target: any bytes as a config. The JSON reader and the config loader either build a
/// table or report problems with positions inside the input; a table then resolves a few URLs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfigLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = FuzzInput.bytes(data, size)
  do {
    _ = try JSONReader.read(bytes)
  } catch {
    precondition(error.position.line >= 1 && error.position.column >= 1)
  }
  do {
    let table = try RouteTable(json: bytes)
    for scheme in table.config.schemes.prefix(2) {
      for path in ["", "/", "/a/b", "/1?x=2#f"] { _ = table.resolve("\(scheme)://x\(path)") }
    }
    for host in table.config.hosts.prefix(2) {
      _ = table.explain("https://\(host.text.replacingStar())/a/1?q=%2F#x")
    }
  } catch {
    precondition(!error.diagnostics.isEmpty, "a config error without a diagnostic")
    for diagnostic in error.diagnostics {
      precondition(!diagnostic.message.isEmpty)
      precondition(!diagnostic.message.contains("\n"), "a message over two lines")
    }
  }
  return 0
}

extension String {
  fileprivate func replacingStar() -> String {
    hasPrefix("*.") ? "www" + dropFirst() : self
  }
}
