import RouteTable

/// Android's files read the way `android` and `diff` both read them.
enum AndroidFiles {
  /// The manifest in `bytes`, with `--target-sdk`, `--min-sdk` and `--package` standing for its
  /// own for every use of them.
  static func manifest(_ bytes: [UInt8], options: Options) -> AndroidManifest {
    var manifest = AndroidManifest(xml: bytes)
    manifest.targetSdk = options.targetSdk ?? manifest.targetSdk
    manifest.minSdk = options.minSdk ?? manifest.minSdk
    manifest.package = options.package ?? manifest.package
    return manifest
  }

  /// Whether Android reads the manifest at all: XML, with a `<manifest>` root.
  static func isUsable(_ manifest: AndroidManifest) -> Bool {
    !manifest.findings.contains { ["xml-syntax", "not-a-manifest"].contains($0.code) }
  }

  /// Whether the verifier reads the file at all: JSON, an array at the top.
  static func isUsable(_ file: AssetLinksFile) -> Bool {
    !file.findings.contains { ["json-syntax", "top-level-not-array"].contains($0.code) }
  }

  /// `HOST=FILE`, or `FILE` served by `domain`, else by every host the manifest verifies (a
  /// wildcard's file is its domain's); `named` when the host was given.
  static func hostsAndPath(_ argument: String, domain: String?, manifest: AndroidManifest?) -> (
    hosts: [String], path: String, named: Bool
  ) {
    if let equals = argument.firstIndex(of: "="), !argument[..<equals].contains("/") {
      return (
        [String(argument[..<equals])], String(argument[argument.index(after: equals)...]), true
      )
    }
    if let domain { return ([domain], argument, true) }
    let verified = manifest?.verification().verifiedHosts ?? []
    return (verified.map { $0.hasPrefix("*.") ? String($0.dropFirst(2)) : $0 }, argument, false)
  }
}
