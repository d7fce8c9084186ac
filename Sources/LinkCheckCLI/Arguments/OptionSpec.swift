/// One option the command line accepts: its spellings, value and the commands it applies to.
struct OptionSpec: Hashable, Sendable {
  enum Name: Hashable, Sendable {
    case config
    case input
    case format
    case json
    case quiet
    case strict
    case allow
    case explain
    case repair
    case color
    case scheme
    case host
    case path
    case allForms
    case emit
    case coverage
    case coverageJSON
    case minCoverage
    case update
    case jobs
    case help
    case version
    case appID
    case domain
    case generate
    case manifest
    case assetLinks
    case fingerprint
    case package
    case api
    case targetSdk
    case minSdk
    case output
    case check
    case codegenOptions
    case base
    case aasa
  }

  var name: Name
  /// The one-letter spelling without `-`, if any.
  var short: Character?
  /// The long spelling without `--`.
  var long: String
  /// The placeholder of the value in help (e.g. `PATH`); `nil` for a flag without a value.
  var valueName: String?
  /// The only values accepted, in help order; empty when any value is accepted.
  var allowedValues: [String] = []
  var summary: String
  /// The commands it applies to: a list, because a set would hash every entry at start-up.
  var commands: [CommandName]

  /// `-c/--config` or `--json`, for messages.
  var displayName: String {
    short.map { "-\($0)/--\(long)" } ?? "--\(long)"
  }

  /// Every option, in help order.
  static let all: [OptionSpec] = [
    OptionSpec(
      name: .config, short: "c", long: "config", valueName: "PATH",
      summary: "route table (default: $LINKCHECK_CONFIG, or ./linkcheck.json)",
      commands: [
        .resolve, .lint, .routes, .build, .samples, .test, .diff, .stack, .aasa, .android,
        .generate,
      ]),
    OptionSpec(
      name: .input, short: "i", long: "input", valueName: "FILE",
      summary: "read URLs from FILE, one per line ('-' is stdin)",
      commands: [.resolve, .aasa, .android, .diff]),
    OptionSpec(
      name: .format, short: "f", long: "format", valueName: "FORMAT",
      allowedValues: OutputFormat.allCases.map(\.rawValue),
      summary: "output format (default: text)", commands: [.resolve, .test]),
    OptionSpec(
      name: .format, short: "f", long: "format", valueName: "FORMAT",
      allowedValues: [OutputFormat.text.rawValue, OutputFormat.jsonl.rawValue],
      summary: "output format (default: text)", commands: [.stack]),
    OptionSpec(
      name: .format, short: "f", long: "format", valueName: "FORMAT",
      allowedValues: ["text", "jsonl", "gcc", "github"],
      summary: "findings format (default: text on stderr; others on stdout)",
      commands: [.lint, .aasa, .android]),
    OptionSpec(
      name: .format, short: "f", long: "format", valueName: "FORMAT",
      allowedValues: ["text", "jsonl", "gcc", "github"],
      summary: "output format (default: text; gcc and github point into the NEW file)",
      commands: [.diff]),
    OptionSpec(
      name: .format, short: "f", long: "format", valueName: "FORMAT",
      allowedValues: RouteMapFormat.allCases.map(\.rawValue),
      summary: "route map format (default: tree)", commands: [.routes]),
    OptionSpec(
      name: .json, long: "json", summary: "same as --format jsonl",
      commands: [.resolve, .test, .diff, .stack, .lint, .aasa, .android]),
    OptionSpec(
      name: .quiet, short: "q", long: "quiet", summary: "print no results; exit status only",
      commands: [.resolve, .lint, .test, .diff, .stack, .aasa, .android]),
    OptionSpec(
      name: .strict, long: "strict", summary: "count every warning as a failure",
      commands: [.resolve, .lint, .aasa, .android]),
    OptionSpec(
      name: .allow, long: "allow", valueName: "CODE,…",
      summary: "leave these warnings out of the records (as allowWarnings)",
      commands: [.resolve, .test]),
    OptionSpec(
      name: .allow, long: "allow", valueName: "CHANGE,…",
      summary: "leave these kinds of change out, e.g. now-resolves (they do not fail the run)",
      commands: [.diff]),
    OptionSpec(
      name: .base, long: "base", valueName: "REF",
      summary: "the old table is the config (-c) as of git revision REF, e.g. origin/main",
      commands: [.diff]),
    OptionSpec(
      name: .aasa, long: "aasa", valueName: "OLD NEW",
      summary: "compare two apple-app-site-association files (with --app-id)", commands: [.diff]),
    OptionSpec(
      name: .manifest, long: "manifest", valueName: "OLD [NEW]",
      summary: "the app's AndroidManifest.xml, or its two versions", commands: [.diff]),
    OptionSpec(
      name: .assetLinks, long: "assetlinks", valueName: "[HOST=]OLD [NEW]",
      summary: "a site's assetlinks.json, or its two versions (repeat for several hosts)",
      commands: [.diff]),
    OptionSpec(
      name: .explain, long: "explain", summary: "show every candidate route and why it lost",
      commands: [.resolve]),
    OptionSpec(
      name: .explain, long: "explain", summary: "show every rule tried and why it did not match",
      commands: [.aasa]),
    OptionSpec(
      name: .repair, long: "repair",
      summary: "read the link inside a pasted form (<…>, quotes, trailing '.', &amp;, …)",
      commands: [.resolve]),
    OptionSpec(
      name: .color, long: "color", valueName: "WHEN",
      allowedValues: ColorChoice.allCases.map(\.rawValue),
      summary: "colors (auto: terminal only; honours NO_COLOR, TERM=dumb)",
      commands: [.resolve, .lint, .test, .diff, .aasa, .android]),
    OptionSpec(
      name: .scheme, long: "scheme", valueName: "SCHEME",
      summary: "build the custom-scheme link (default: the first origin that opens the route)",
      commands: [.build]),
    OptionSpec(
      name: .host, long: "host", valueName: "HOST", summary: "build the https link on HOST",
      commands: [.build]),
    OptionSpec(
      name: .path, long: "path", valueName: "N",
      summary: "fill the route's Nth pattern (default: the first that fits the values)",
      commands: [.build]),
    OptionSpec(
      name: .allForms, long: "all-forms",
      summary: "one sample per scheme and host, not just the first",
      commands: [.samples]),
    OptionSpec(
      name: .emit, long: "emit", valueName: "STYLE",
      allowedValues: EmitStyle.allCases.map(\.rawValue),
      summary: "print URLs, 'xcrun simctl openurl' or 'adb shell am start' lines (default: url)",
      commands: [.samples]),
    OptionSpec(
      name: .coverage, long: "coverage",
      summary: "report hits per route and the routes no link reached, on stderr",
      commands: [.resolve, .test]),
    OptionSpec(
      name: .coverageJSON, long: "coverage-json", valueName: "FILE",
      summary: "write the coverage report as JSON to FILE", commands: [.resolve, .test]),
    OptionSpec(
      name: .minCoverage, long: "min-coverage", valueName: "PERCENT",
      summary: "fail when fewer than PERCENT of the routes with paths are hit",
      commands: [.resolve, .test]),
    OptionSpec(
      name: .update, long: "update",
      summary: "rewrite failing and missing expectations from the actual results",
      commands: [.test]),
    OptionSpec(
      name: .appID, long: "app-id", valueName: "ID",
      summary: "the app, as TEAMID.bundle.id (aasa; repeat for --generate)",
      commands: [.aasa, .diff]),
    OptionSpec(
      name: .domain, long: "domain", valueName: "HOST",
      summary: "the domain serving the file (aasa; default: every host)",
      commands: [.aasa, .diff]),
    OptionSpec(
      name: .domain, long: "domain", valueName: "HOST",
      summary: "the host serving an --assetlinks FILE given without HOST=", commands: [.android]),
    OptionSpec(
      name: .generate, long: "generate", summary: "write an AASA file for the config (aasa)",
      commands: [.aasa]),
    OptionSpec(
      name: .generate, long: "generate", valueName: "WHAT",
      allowedValues: AndroidGeneration.allCases.map(\.rawValue),
      summary: "write intent filters or an assetlinks.json file for the config",
      commands: [.android]),
    OptionSpec(
      name: .manifest, long: "manifest", valueName: "FILE",
      summary: "the app's AndroidManifest.xml", commands: [.android]),
    OptionSpec(
      name: .assetLinks, long: "assetlinks", valueName: "[HOST=]FILE",
      summary: "a site's assetlinks.json (repeat for several hosts)", commands: [.android]),
    OptionSpec(
      name: .fingerprint, long: "fingerprint", valueName: "SHA256",
      summary: "the app's signing certificate (AA:BB:…), as Play signs it",
      commands: [.android, .diff]),
    OptionSpec(
      name: .package, long: "package", valueName: "NAME",
      summary: "the app's package (default: the manifest's)", commands: [.android, .diff]),
    OptionSpec(
      name: .package, long: "package", valueName: "NAME",
      summary: "with '--emit adb', open each link in this app", commands: [.samples]),
    OptionSpec(
      name: .api, long: "api", valueName: "N",
      summary: "decide as Android API level N does (default: 35)", commands: [.android, .diff]),
    OptionSpec(
      name: .targetSdk, long: "target-sdk", valueName: "N",
      summary: "the app's targetSdkVersion (default: the manifest's)",
      commands: [.android, .diff]),
    OptionSpec(
      name: .minSdk, long: "min-sdk", valueName: "N",
      summary: "the app's minSdkVersion; from 31, paths are written as pathAdvancedPattern",
      commands: [.android]),
    OptionSpec(
      name: .output, short: "o", long: "output", valueName: "FILE",
      summary: "write the Swift file to FILE (default: stdout)", commands: [.generate]),
    OptionSpec(
      name: .check, long: "check",
      summary: "exit 1 with the first difference when FILE (-o) is not what the table gives",
      commands: [.generate]),
    OptionSpec(
      name: .codegenOptions, long: "options", valueName: "FILE",
      summary: "a JSON file of typeName, accessLevel (internal, package, public) and names",
      commands: [.generate]),
    OptionSpec(
      name: .jobs, short: "j", long: "jobs", valueName: "N",
      summary: "threads for line input (default: cores for a file, 1 for a pipe)",
      commands: [.resolve]),
    OptionSpec(
      name: .help, short: "h", long: "help", summary: "show this help",
      commands: CommandName.allCases),
    OptionSpec(
      name: .version, short: "V", long: "version", summary: "show the version",
      commands: CommandName.allCases),
  ]

  /// `--long` or `-s`, compared in place: `named` runs for every argument.
  private func isSpelled(_ spelling: String) -> Bool {
    if spelling.hasPrefix("--") { return spelling.utf8.dropFirst(2).elementsEqual(long.utf8) }
    guard let short, spelling.hasPrefix("-") else { return false }
    return spelling.dropFirst().elementsEqual(CollectionOfOne(short))
  }

  /// The option spelled exactly `spelling` (`-c`, `--config`); never a prefix match. Where
  /// the meaning differs per command (`--format`), the spec for `command` comes first.
  static func named(_ spelling: String, for command: CommandName? = nil) -> OptionSpec? {
    var anyCommand: OptionSpec?
    for spec in all where spec.isSpelled(spelling) {
      if command.map(spec.commands.contains) ?? true { return spec }
      anyCommand = anyCommand ?? spec
    }
    return anyCommand
  }
}
