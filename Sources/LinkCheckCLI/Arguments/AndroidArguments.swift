import RouteTable

/// What `android --generate` writes.
enum AndroidGeneration: String, CaseIterable, Hashable, Sendable {
  case manifest
  case assetlinks
}

/// The combinations of arguments `linkcheck android` accepts, and the mode each selects.
enum AndroidArguments {
  enum Mode: Hashable, Sendable {
    /// `--generate manifest|assetlinks`: write it for the config.
    case generate(AndroidGeneration)
    /// `-c`: cross-check the manifest and sites with the route table.
    case crossCheck
    /// URLs or `--input`: decide each.
    case decide
    /// Only files: report their findings (and, as jsonl, their summaries).
    case validate
  }

  static func mode(of options: Options, urls: [String]) -> Mode {
    if let generation = options.androidGenerate { return .generate(generation) }
    if options.config != nil { return .crossCheck }
    if !urls.isEmpty || options.input != nil { return .decide }
    return .validate
  }

  static func invocation(options: Options, positionals: [String]) -> Result<Invocation, UsageError>
  {
    func failure(_ message: String, help: String? = nil) -> Result<Invocation, UsageError> {
      .failure(UsageError(message, help: help, command: .android))
    }
    var options = options
    if let fingerprint = options.fingerprint {
      guard let normalized = AssetLinksFile.normalizedFingerprint(fingerprint) else {
        return failure(
          "'--fingerprint' '\(fingerprint)' is not a SHA-256 certificate fingerprint",
          help: "32 bytes in hex, with or without ':' (apksigner verify --print-certs, "
            + "keytool -list -v, or the Play Console's app signing page)")
      }
      options.fingerprint = normalized
    }
    switch mode(of: options, urls: positionals) {
    case .generate(let generation):
      if let first = positionals.first {
        return failure("unexpected argument '\(first)'", help: "'--generate' reads the config")
      }
      if generation == .assetlinks, options.package == nil && options.manifest == nil {
        return failure(
          "'--generate assetlinks' needs '--package NAME' (or '--manifest FILE')",
          help: "and '--fingerprint SHA256', the Play app signing certificate")
      }
      if generation == .assetlinks, options.fingerprint == nil {
        return failure(
          "'--generate assetlinks' needs '--fingerprint SHA256'",
          help: "the SHA-256 of the Play app signing key (Play Console, App integrity)")
      }
    case .crossCheck:
      if options.manifest == nil {
        return failure("'-c' needs '--manifest FILE': the cross-check compares it with the table")
      }
      if let url = positionals.first {
        return failure(
          "URL argument '\(url)' cannot be combined with '-c'",
          help: "with '-c' the files are cross-checked; leave out '-c' to decide URLs")
      }
    case .decide:
      if options.manifest == nil {
        return failure(
          "deciding URLs needs '--manifest FILE'",
          help: "and '--assetlinks [HOST=]FILE' for each host the app verifies")
      }
      if options.input != nil, let url = positionals.first {
        return failure(
          "URL argument '\(url)' cannot be combined with '--input'",
          help: "pass URLs as arguments or in the input file, not both")
      }
    case .validate:
      if options.manifest == nil && options.assetLinks.isEmpty {
        return failure(
          "nothing to check: pass '--manifest FILE', '--assetlinks [HOST=]FILE', or both",
          help: "add URLs to decide them, or '-c CONFIG' to cross-check")
      }
    }
    return .success(.android(options, urls: positionals))
  }
}
