/// One option the command line accepts: its spellings, value and the commands it applies to.
struct OptionSpec: Hashable, Sendable {
  enum Name: Hashable, Sendable {
    case config
    case input
    case format
    case json
    case quiet
    case strict
    case explain
    case color
    case jobs
    case help
    case version
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
  var commands: Set<CommandName>

  /// `-c/--config` or `--json`, for messages.
  var displayName: String {
    short.map { "-\($0)/--\(long)" } ?? "--\(long)"
  }

  /// Every option, in help order.
  static let all: [OptionSpec] = [
    OptionSpec(
      name: .config, short: "c", long: "config", valueName: "PATH",
      summary: "route table (default: $LINKCHECK_CONFIG, else ./linkcheck.json)",
      commands: [.resolve, .lint]),
    OptionSpec(
      name: .input, short: "i", long: "input", valueName: "FILE",
      summary: "read URLs from FILE, one per line ('-' is stdin)", commands: [.resolve]),
    OptionSpec(
      name: .format, short: "f", long: "format", valueName: "FORMAT",
      allowedValues: OutputFormat.allCases.map(\.rawValue),
      summary: "output format (default: text)", commands: [.resolve]),
    OptionSpec(
      name: .json, long: "json", summary: "same as --format jsonl", commands: [.resolve]),
    OptionSpec(
      name: .quiet, short: "q", long: "quiet", summary: "print no results; exit status only",
      commands: [.resolve, .lint]),
    OptionSpec(
      name: .strict, long: "strict", summary: "count every warning as a failure",
      commands: [.resolve, .lint]),
    OptionSpec(
      name: .explain, long: "explain", summary: "show every candidate route and why it lost",
      commands: [.resolve]),
    OptionSpec(
      name: .color, long: "color", valueName: "WHEN",
      allowedValues: ColorChoice.allCases.map(\.rawValue),
      summary: "color output (auto: terminal only; honours NO_COLOR, TERM=dumb)",
      commands: [.resolve, .lint]),
    OptionSpec(
      name: .jobs, short: "j", long: "jobs", valueName: "N",
      summary: "threads for line input (default: cores for a file, 1 for a pipe)",
      commands: [.resolve]),
    OptionSpec(
      name: .help, short: "h", long: "help", summary: "show this help",
      commands: Set(CommandName.allCases)),
    OptionSpec(
      name: .version, long: "version", summary: "show the version",
      commands: Set(CommandName.allCases)),
  ]

  /// The option spelled exactly `spelling` (`-c`, `--config`); never a prefix match.
  static func named(_ spelling: String) -> OptionSpec? {
    all.first { spelling == "--\($0.long)" || $0.short.map { spelling == "-\($0)" } == true }
  }
}
