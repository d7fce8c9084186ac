import RouteTable

/// The app every link is decided for: filters of each kind Android matches.
private let manifest = AndroidManifest(
  xml: Array(
    """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
      <application><activity android:name=".Main"><intent-filter android:autoVerify="true">
        <action android:name="android.intent.action.VIEW" />
        <category android:name="android.intent.category.DEFAULT" />
        <category android:name="android.intent.category.BROWSABLE" />
        <data android:scheme="https" android:host="example.com" />
        <data android:host="*.example.com" android:port="8443" />
        <data android:pathPrefix="/shop" />
        <data android:pathPattern="/item/.*/edit" />
        <data android:pathAdvancedPattern="/u/[a-z]{2,8}+/[^/]*" />
        <data android:pathSuffix=".html" />
        <uri-relative-filter-group android:allow="false">
          <data android:queryPrefix="debug" />
        </uri-relative-filter-group>
      </intent-filter>
      <intent-filter>
        <action android:name="android.intent.action.VIEW" />
        <category android:name="android.intent.category.BROWSABLE" />
        <data android:scheme="app" />
      </intent-filter></activity></application>
    </manifest>
    """.utf8))

private let assetLinks = AssetLinksFile(
  json: Array(
    """
    [{ "relation": ["delegate_permission/common.handle_all_urls"],
       "target": { "namespace": "android_app", "package_name": "com.example.app",
         "sha256_cert_fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"] },
       "relation_extensions": { "delegate_permission/common.handle_all_urls": {
         "dynamic_app_link_components": [
           { "/": "/shop/*", "?": { "ref": "?*" }, "exclude": true }, { "#": "no*", "exclude": true },
           { "/": "*" } ] } } }]
    """.utf8))

/// libFuzzer target: any bytes as one link, decided on every API level the rules change at. A
/// decision names its activities consistently; only a verified web link can open the app on
/// Android 12 and later.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroidDecision(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let link = FuzzInput.text(data, size)
  for api in [30, 31, 35] {
    guard
      case .success(let decision) = manifest.decide(
        link, assetLinks: ["example.com": assetLinks], api: api)
    else { continue }
    precondition(Set(decision.launchable).isSubset(of: decision.matches))
    precondition(!decision.reason.contains("\n"))
    let uri = AndroidURI(link)
    if decision.outcome == .app && api >= 31 && (uri.scheme == "http" || uri.scheme == "https") {
      precondition(decision.verified, "an unverified web link opens the app on API \(api)")
    }
    if decision.rule != nil { precondition(decision.verified && api >= 35) }
  }
  return 0
}
