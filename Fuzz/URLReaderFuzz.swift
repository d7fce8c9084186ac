import RouteTable

/// libFuzzer target: any bytes, read as one input line, give a URL or an `invalid-url` error
/// whose column points into the input; never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzURLReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput.text(data, size)
  do {
    let url = try URLReader.read(input)
    precondition(url.path.hasPrefix("/"), "path '\(url.path)' does not start with '/'")
    precondition(url.scheme == url.scheme.lowercased(), "scheme '\(url.scheme)' not lowercased")
    if let host = url.host { precondition(host.unicodeScalars.allSatisfy(\.isASCII)) }
    for item in url.queryItems {
      _ = item.name(plusIsSpace: true)
      _ = item.value(plusIsSpace: false)
    }
  } catch {
    let scalars = input.unicodeScalars.count
    precondition(
      (1...max(1, scalars + 1)).contains(error.column),
      "column \(error.column) outside the input's \(scalars) scalars")
    precondition(!error.message.isEmpty)
  }
  return 0
}
