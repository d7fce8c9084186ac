/// Platform files and links built to make the `aasa` and `android` engines slow: rules that
/// backtrack over a long link, tens of thousands of dynamic rules, and files whose checks would
/// compare every pair of their parts. The `worst` section decides the hostile links against the
/// budget of a millisecond; the `files` section checks each file at two sizes, so that a check
/// that is not linear shows in the ratio.
enum PlatformFiles {
  static let appID = "ABCDE12345.com.example.app"

  /// An apple-app-site-association file of `components` (JSON objects).
  static func aasa(_ components: [String]) -> String {
    #"{"applinks":{"details":[{"appIDs":["\#(appID)"],"components":["#
      + components.joined(separator: ",") + "]}]}}"
  }

  /// A manifest whose one activity has one `autoVerify` filter with `data` elements.
  static func manifest(data: String, attributes: String = "") -> String {
    """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
    <uses-sdk android:targetSdkVersion="35"/><application \(attributes)>
    <activity android:name=".Main"><intent-filter android:autoVerify="true">
    <action android:name="android.intent.action.VIEW"/>
    <category android:name="android.intent.category.DEFAULT"/>
    <category android:name="android.intent.category.BROWSABLE"/>
    \(data)
    </intent-filter></activity></application></manifest>
    """
  }

  /// An assetlinks.json granting the app every link, with `rules` as its dynamic rules.
  static func assetLinks(rules: [String]) -> String {
    #"""
    [{"relation":["delegate_permission/common.handle_all_urls"],
      "target":{"namespace":"android_app","package_name":"com.example.app",
        "sha256_cert_fingerprints":["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]},
      "relation_extensions":{"delegate_permission/common.handle_all_urls":{
        "dynamic_app_link_components":[\#(rules.joined(separator: ","))]}}}]
    """#
  }

  /// The hostile links of the `worst` section: an AASA file and a link, or a manifest, an
  /// assetlinks.json and a link.
  static let aasaCases: [(name: String, file: String, link: String)] = [
    (
      "aasa '/*/*/x', 64 KiB link", aasa([#"{"/":"/*/*/x"}"#]),
      "https://example.com/" + String(repeating: "a/", count: 32_000)
    ),
    (
      "aasa '*?' x16 then 'b', 10 KB link",
      aasa([#"{"/":"\#(String(repeating: "*?", count: 16))b"}"#]),
      "https://example.com/" + String(repeating: "a", count: 10_000)
    ),
  ]
  static let androidCases: [(name: String, manifest: String, assetLinks: String, link: String)] =
    [
      (
        "android 75,000 dynamic rules '*q'",
        manifest(data: #"<data android:scheme="https"/><data android:host="example.com"/>"#),
        assetLinks(rules: Array(repeating: #"{"/":"*q"}"#, count: 75_000)),
        "https://example.com/abc"
      ),
      (
        "android 8,000 verified hosts",
        manifest(
          data: #"<data android:scheme="https"/>"#
            + (0..<8_000).map { #"<data android:host="h\#($0).example.com"/>"# }.joined()),
        assetLinks(rules: [#"{"/":"*"}"#]), "https://h7999.example.com/x"
      ),
    ]

  /// The file-level checks: each file at `size` (of its repeated part), with the arguments
  /// that check it (`FILE` stands for its path).
  static var fileChecks:
    [(name: String, unit: String, sizes: [Int], arguments: [String], file: (Int) -> String)]
  {
    [
      (
        "aasa, rules that could all cover each other", "rules", [3_000, 6_000],
        ["aasa", "FILE"],
        { count in aasa((0..<count).map { #"{"?":{"k\#($0)":"v"}}"# }) }
      ),
      (
        "manifest, attributes of one element", "attributes", [100_000, 200_000],
        ["android", "--manifest", "FILE"],
        { count in
          manifest(data: "", attributes: (0..<count).map { "a\($0)=\"x\"" }.joined(separator: " "))
        }
      ),
      (
        "manifest, <data> scheme and host pairings", "pairings", [1_200, 2_400],
        ["android", "--manifest", "FILE"],
        { count in
          manifest(
            data: (0..<count).map {
              #"<data android:scheme="s\#($0)" android:host="h\#($0).com"/>"#
            }.joined())
        }
      ),
      (
        "manifest, hosts that are not domain names", "hosts", [10_000, 20_000],
        ["android", "--manifest", "FILE"],
        { count in
          manifest(
            data: (0..<count).map { #"<data android:scheme="https" android:host="h_\#($0)"/>"# }
              .joined())
        }
      ),
      (
        "assetlinks.json, findings on one line", "findings", [170_000, 340_000],
        ["android", "--assetlinks", "FILE", "--domain", "example.com"],
        { count in "[" + Array(repeating: "{}", count: count).joined(separator: ",") + "]" }
      ),
      (
        "config, errors on one line", "errors", [10_000, 20_000],
        ["lint", "-c", "FILE"],
        { count in
          #"{"version":1,"schemes":["a"],"routes":["#
            + (0..<count).map { #"{"name":"r\#($0)","paths":["/r\#($0)"],"bogus":1}"# }
            .joined(separator: ",") + "]}"
        }
      ),
    ]
  }
}
