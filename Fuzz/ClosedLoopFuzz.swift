import RouteTable

/// libFuzzer target: any bytes as a route table. For a table that loads, what linkcheck writes
/// it accepts: the generated apple-app-site-association of each domain has no finding (errors or
/// warnings), cross-checks with no error and opens every https sample link there; the generated
/// intent filters (for API 24 or 31, by the input's length) and assetlinks.json have no
/// finding, cross-check with no error and open every
/// sample link on Android; every sample link built again from its values resolves to them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzClosedLoop(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let table = try? RouteTable(json: FuzzInput.bytes(data, size)) else { return 0 }
  // Each platform's files open that platform's links (`platforms`).
  func samples(for platform: Platforms) -> [(route: String, link: String)] {
    SampleGenerator(table: table).samples(allForms: true, for: platform).compactMap { sample in
      (try? sample.result.get()).map { (route: sample.route, link: $0) }
    }
  }
  let appID = "ABCDE12345.com.example.app"
  // One file per domain, as served: a route may answer on some hosts only.
  let servingHosts = table.config.servingHosts
  for host in servingHosts {
    let aasa = AASAGenerator.generate(table: table, appIDs: [appID], domain: host.platformText)
    guard aasa.componentCount > 0 else { continue }
    let file = AASAFile(json: Array(aasa.json.utf8))
    precondition(file.diagnostics.isEmpty, "the generated AASA file has findings")
    guard let document = file.document else { preconditionFailure("no AASA document") }
    let check = AASACrossCheck(
      document: document, table: table, appID: appID, domain: host.platformText)
    precondition(!check.hasErrors, "the generated AASA file cross-checks with errors")
    // A link is the file's whose most specific host is this one.
    for (route, link) in samples(for: .ios)
    where link.hasPrefix("https://")
      && servingHosts.mostSpecific(matching: AndroidURI(link).host ?? "") == host
    {
      let decision = try? document.decide(link, appID: appID, domain: host.platformText).get()
      precondition(decision?.opensApp == true, "AASA does not open \(route)'s \(link)")
    }
  }
  let fingerprint =
    "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
  // Half the inputs for an app that reads `pathAdvancedPattern`.
  let minSdk = size % 2 == 0 ? 24 : AndroidGenerator.advancedPatternAPI
  let manifest = AndroidManifest(
    xml: Array(
      """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="a.b">
      <uses-sdk android:minSdkVersion="\(minSdk)" />
      <application><activity android:name=".Main">
      \(AndroidGenerator.intentFilters(table: table, minSdk: minSdk))
      </activity></application></manifest>
      """.utf8))
  precondition(manifest.findings.isEmpty, "the generated intent filters have findings")
  let assetLinks = AssetLinksFile(
    json: Array(
      AndroidGenerator.assetLinks(table: table, package: "a.b", fingerprint: fingerprint).utf8))
  precondition(assetLinks.findings.isEmpty, "the generated assetlinks.json has findings")
  var files: [String: AssetLinksFile] = [:]
  for host in manifest.verification().verifiedHosts {
    files[host.hasPrefix("*.") ? String(host.dropFirst(2)) : host] = assetLinks
  }
  let appLinks = AndroidAppLinks(manifest: manifest, assetLinks: files, fingerprint: fingerprint)
  let androidCheck = AndroidCrossCheck(
    manifest: manifest, table: table, assetLinks: files, fingerprint: fingerprint)
  precondition(!androidCheck.hasErrors, "the generated Android files cross-check with errors")
  // A host Android cannot verify (`localhost`, `*.a.b0c`) is written without autoVerify: never
  // opened directly.
  let unverifiable = manifest.activities.flatMap(\.filters).filter { !$0.autoVerify }
    .flatMap(\.authorities)
  let builder = LinkBuilder(table: table)
  for (route, link) in samples(for: .android) {
    if !unverifiable.contains(where: { $0.matches(AndroidURI(link)) }),
      case .success(let decision) = appLinks.decide(link)
    {
      precondition(decision.outcome == .app, "Android does not open \(route)'s \(link)")
    }
    guard case .success(let resolution) = table.resolve(link) else {
      preconditionFailure("\(route)'s sample \(link) does not resolve")
    }
    let values = resolution.params.flatMap { named -> [(name: String, value: String)] in
      if case .list(let items) = named.value { return items.map { (named.name, $0.text) } }
      return [(named.name, named.value.text)]
    }
    guard case .success(let built) = builder.build(route: route, values: values),
      case .success(let again) = table.resolve(built.url)
    else { preconditionFailure("\(route)'s values from \(link) do not build a link") }
    precondition(again.params == resolution.params, "\(link) built again as \(built.url)")
  }
  return 0
}
