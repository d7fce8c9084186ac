import RouteTable

/// libFuzzer target: any bytes as an AndroidManifest.xml and as an assetlinks.json. Each reader
/// gives findings inside the input, each on one line; a manifest then reports its verification
/// and decides a few links.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroidManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = FuzzInput.bytes(data, size)
  let manifest = AndroidManifest(xml: bytes)
  let links = AssetLinksFile(json: bytes)
  for finding in manifest.findings + links.findings {
    precondition(!finding.message.isEmpty && !finding.message.contains("\n"))
    if let position = finding.position {
      precondition(position.line >= 1 && position.column >= 1 && position.offset <= bytes.count)
    }
  }
  let verification = manifest.verification()
  precondition(Set(verification.verifiedHosts).isDisjoint(with: verification.invalidHosts))
  for link in ["https://example.com/a?b=c#d", "app://x/y", "http://EXAMPLE.com:8080/", ""] {
    guard
      case .success(let decision) = manifest.decide(
        link, assetLinks: ["example.com": links], api: 35)
    else { continue }
    precondition(Set(decision.launchable).isSubset(of: decision.matches))
  }
  return 0
}
