/// The combinations of arguments `linkcheck diff` accepts, and what each compares.
enum DiffArguments {
  /// The options that name a platform file, its new version after it.
  static let fileOptions: [OptionSpec.Name] = [.aasa, .manifest, .assetLinks]

  /// What a `diff` invocation compares.
  enum Mode: Hashable, Sendable {
    /// Two route tables: OLD and NEW, or with `--base` the config at a revision and now.
    case tables
    /// Two apple-app-site-association files.
    case aasa
    /// Two versions of the manifest, of a site's assetlinks.json, or of both.
    case android
  }

  static func mode(of options: Options) -> Mode {
    if options.diffFiles.contains(where: { $0.option == .aasa }) { return .aasa }
    return options.diffFiles.isEmpty ? .tables : .android
  }

  /// The arguments that name the two tables (`OLD NEW`); those after them are links.
  static func tableArguments(of options: Options) -> Int {
    mode(of: options) == .tables && options.base == nil ? 2 : 0
  }

  static func invocation(options: Options, positionals: [String]) -> Result<Invocation, UsageError>
  {
    func failure(_ message: String, help: String? = nil) -> Result<Invocation, UsageError> {
      .failure(UsageError(message, help: help, command: .diff))
    }
    let mode = mode(of: options)
    if let base = options.base {
      if mode != .tables {
        return failure(
          "'--base' reads an old route table from git; it cannot be combined with '--aasa', "
            + "'--manifest' or '--assetlinks'",
          help: "give both versions of the platform file: OLD NEW")
      }
      // `git show --output=…` would be an option, not a revision.
      if base.hasPrefix("-") {
        return failure("invalid value '\(base)' for '--base': a revision cannot start with '-'")
      }
    }
    if mode != .aasa, !options.appIDs.isEmpty {
      return failure("'--app-id' applies to '--aasa OLD NEW'")
    }
    switch mode {
    case .tables:
      if options.base == nil, positionals.count < 2 {
        return failure(
          "missing \(positionals.isEmpty ? "OLD and NEW" : "NEW"): the two route tables to compare",
          help: "or '--base REF' to compare the config with a git revision, e.g. "
            + "'--base origin/main'")
      }
    case .aasa:
      if options.diffFiles.count > 1 {
        return failure(
          "'--aasa' cannot be combined with another '--aasa', '--manifest' or '--assetlinks'",
          help: "compare one pair of files at a time")
      }
      if options.diffFiles[0].new == nil {
        return failure(
          "'--aasa' needs two files: OLD NEW",
          help: "e.g. '--aasa old/apple-app-site-association apple-app-site-association'")
      }
      if options.appIDs.count > 1 {
        return failure("'--app-id' is given \(options.appIDs.count) times; give the one app")
      }
    case .android:
      let manifests = options.diffFiles.filter { $0.option == .manifest }.count
      if manifests != 1 {
        return failure(
          manifests == 0
            ? "'--assetlinks' needs '--manifest FILE': the app whose links are decided"
            : "'--manifest' is given \(manifests) times; give it once, with OLD and NEW to "
              + "compare two versions")
      }
      if options.diffFiles.allSatisfy({ $0.new == nil }) {
        return failure(
          "nothing to compare: every file is given once",
          help: "give the file that changed twice, OLD NEW, e.g. '--manifest old.xml new.xml'")
      }
    }
    let urls = positionals.dropFirst(tableArguments(of: options))
    if options.input != nil, let url = urls.first {
      return failure(
        "URL argument '\(url)' cannot be combined with '--input'",
        help: "pass URLs as arguments or in the input file, not both")
    }
    return .success(.diff(options, arguments: positionals))
  }
}
