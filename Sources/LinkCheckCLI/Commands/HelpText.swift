/// The text of `-h/--help` and `linkcheck help [COMMAND]`, built from the option table.
enum HelpText {
  /// The overview (`nil`) or one command's help, as lines.
  static func lines(for command: CommandName?) -> [String] {
    guard let command else { return overview }
    var lines = ["usage: \(command.synopsis)", ""]
    switch command {
    case .resolve:
      lines += [
        "Resolves each URL to the chain of screens it opens, one record per line, from the",
        "arguments, else the lines of --input FILE, else the lines of stdin (blank lines and",
        "lines starting with '#' are skipped).",
      ]
    case .lint:
      lines += [
        "Loads the config and reports every problem on stderr, not just the first."
      ]
    case .routes:
      lines += [
        "Shows the route table: the parent hierarchy with patterns, parameter types and",
        "descriptions (tree), a JSON document, a Graphviz graph (dot), a Mermaid flowchart",
        "(renders in GitHub Markdown), or the route names alone (names).",
      ]
    case .build:
      lines += [
        "Prints the URL that opens ROUTE with the given values (reverse routing). Each value is",
        "checked against its type and percent-encoded for where it goes; declared query",
        "parameters and the fragment are given as NAME=VALUE too (a repeated query parameter",
        "once per value). The URL is resolved before it is printed, so it always opens ROUTE.",
      ]
    case .samples:
      lines += [
        "Prints one link per route pattern, filled with example values (a pattern or enum",
        "type's \"example\"), each of which resolves to its own route: as URLs, or as",
        "'xcrun simctl openurl booted' or 'adb shell am start' lines to paste into a terminal.",
      ]
    case .test:
      lines += [
        "Checks a link test file: one 'URL => EXPECTATION' per line ('#' starts a comment).",
        "An expectation is a full chain (home > flights > flightDetail(id: 42)), a route with",
        "some parameters (flightDetail(id: 42)), a bare route name, or error[CODE]; a line",
        "without '=>' expects the URL to resolve. --update rewrites failing and missing",
        "expectations from the actual results, keeping comments, order and alignment.",
      ]
    case .diff:
      lines += [
        "Decides every link under the old and the new version of a route table (OLD NEW, or",
        "--base REF for the config as of a git revision), an AASA file (--aasa OLD NEW) or the",
        "Android files (--manifest OLD [NEW], --assetlinks [HOST=]OLD [NEW]), and prints one",
        "record per link that behaves differently: route-changed, params-changed, now-fails,",
        "now-resolves, error-changed, warnings-changed, app-to-browser, browser-to-app or",
        "activity-changed. The links: URL arguments or --input FILE, then every sample of both",
        "tables (-c CONFIG for the platforms) and of the rules. A summary goes to stderr.",
      ]
    case .stack:
      lines += [
        "Validates a saved navigation stack, a JSON array of {\"route\": NAME, \"params\": {...}}",
        "root first: every route exists, values have their declared types, each entry is the",
        "previous one's child with matching parameters. Prints the chain and the URL that",
        "reproduces it, or the first invalid entry and why.",
      ]
    case .completion:
      lines += [
        "Prints a completion script for commands, options, formats and (for 'build') the",
        "route names of the current config. Install with e.g.",
        "  linkcheck completion bash > /etc/bash_completion.d/linkcheck",
        "  linkcheck completion zsh > \"${fpath[1]}/_linkcheck\"",
        "  linkcheck completion fish > ~/.config/fish/completions/linkcheck.fish",
      ]
    case .aasa:
      lines += [
        "Checks an apple-app-site-association FILE ('-' is stdin) and reports every finding.",
        "With URLs (arguments, --input FILE or stdin) and --app-id, prints what iOS does with",
        "each: match, exclude or no_match, and the rule that decided. With -c CONFIG, lists the",
        "links the file opens that no route resolves, and the routes whose links it does not",
        "open. With --generate -c CONFIG --app-id ID, writes a file for the config's routes.",
      ]
    case .android:
      lines += [
        "Checks an AndroidManifest.xml (--manifest) and each site's assetlinks.json (--assetlinks",
        "HOST=FILE, or FILE with --domain HOST) and reports every finding. With URLs (arguments,",
        "or --input FILE), prints what Android does with each: app, browser or none, the",
        "activities that take it, and whether its host is verified. With -c CONFIG, lists the",
        "routes whose links do not open the app and the links the manifest opens that no route",
        "resolves. --generate manifest|assetlinks -c CONFIG writes them for the config's routes.",
      ]
    case .generate:
      lines += [
        "Writes one Swift file for the table: an enum with a case per route and its values typed,",
        "init?(url:) and url through the library's resolver and link builder, parent and chain,",
        "Codable as a 'linkcheck stack' entry. The table is embedded, so the two cannot drift.",
        "With --check, compares the file given with -o instead of writing it (for CI).",
      ]
    case .help:
      lines += ["Shows the help of COMMAND, or the overview."]
    }
    lines += [""] + options(of: command) + [""] + exitStatus(of: command)
    return lines
  }

  private static var overview: [String] {
    var lines = ["\(Version.text): check deep links against a route table", ""]
    for (index, command) in CommandName.allCases.enumerated() {
      lines.append((index == 0 ? "usage: " : "       ") + command.synopsis)
    }
    lines += ["", "commands:"]
    let width = CommandName.allCases.map(\.rawValue.count).max()! + 2
    for command in CommandName.allCases {
      lines.append("  " + padded(command.rawValue, to: width) + command.summary)
    }
    lines += ["", "resolve options:"] + optionLines(of: .resolve)
    lines += ["", "Run 'linkcheck help COMMAND' for the options of a command."]
    return lines
  }

  private static func options(of command: CommandName) -> [String] {
    ["options:"] + optionLines(of: command)
  }

  private static func optionLines(of command: CommandName) -> [String] {
    let specs = OptionSpec.all.filter { $0.commands.contains(command) }
    let names = specs.map(synopsis)
    let width = names.map(\.count).max()! + 2
    return zip(names, specs).map { "  " + padded($0, to: width) + $1.summary }
  }

  /// `-c, --config PATH`, `    --json`, `-f, --format text|jsonl`.
  private static func synopsis(_ spec: OptionSpec) -> String {
    var text = spec.short.map { "-\($0), " } ?? "    "
    text += "--\(spec.long)"
    if !spec.allowedValues.isEmpty {
      text += " " + spec.allowedValues.joined(separator: "|")
    } else if let valueName = spec.valueName {
      text += " " + valueName
    }
    return text
  }

  private static func exitStatus(of command: CommandName) -> [String] {
    switch command {
    case .resolve:
      [
        "exit status:",
        "  0  every URL resolved",
        "  1  at least one URL failed (with --strict: or has a warning)",
        "  2  usage error",
        "  3  the config or input file is missing, unreadable or invalid",
      ]
    case .lint:
      [
        "exit status:",
        "  0  no errors (warnings are allowed, unless --strict)",
        "  1  the config has errors (with --strict: or warnings)",
        "  2  usage error",
        "  3  the config is missing or unreadable",
      ]
    case .routes, .samples:
      [
        "exit status:",
        "  0  done" + (command == .samples ? ", and every sample resolves to its route" : ""),
        command == .samples ? "  1  a pattern has no sample that resolves to its route" : nil,
        "  2  usage error",
        "  3  the config is missing, unreadable or invalid",
      ].compactMap { $0 }
    case .build:
      [
        "exit status:",
        "  0  URL printed",
        "  1  no URL opens the route with these values (a more specific route wins them)",
        "  2  usage error: unknown route or parameter, missing parameter, invalid value",
        "  3  the config is missing, unreadable or invalid",
      ]
    case .test:
      [
        "exit status:",
        "  0  every line passed (and coverage is at least --min-coverage)",
        "  1  a line failed, or coverage is below --min-coverage",
        "  2  usage error",
        "  3  the config or the test file is missing, unreadable or invalid (a line that is not",
        "     a test is reported with the others, then the run exits 3)",
      ]
    case .diff:
      [
        "exit status:",
        "  0  no link behaves differently (but for the kinds of --allow)",
        "  1  at least one link does",
        "  2  usage error",
        "  3  a table or file is missing, unreadable or invalid, or git cannot read --base",
      ]
    case .stack:
      [
        "exit status:",
        "  0  the stack is valid and a URL reproduces it",
        "  1  the stack is not valid for the table",
        "  2  usage error",
        "  3  the config or the stack file is missing, unreadable or not JSON",
      ]
    case .completion:
      ["exit status:", "  0  script printed", "  2  unknown shell"]
    case .aasa:
      [
        "exit status:",
        "  0  no error in the file; every URL opens the app; the cross-check is clean",
        "  1  the file has errors, a URL does not open the app, or the cross-check found links",
        "  2  usage error",
        "  3  the file, config or input file is missing, unreadable or unusable",
      ]
    case .android:
      [
        "exit status:",
        "  0  no error in the files; every URL opens the app; the cross-check is clean",
        "  1  a file has errors, a URL does not open the app, or the cross-check found links",
        "  2  usage error",
        "  3  a file, the config or the input file is missing or unreadable, or a file is not",
        "     XML or JSON at all",
      ]
    case .generate:
      [
        "exit status:",
        "  0  written (with --check: the file is up to date)",
        "  1  the table cannot be one Swift type, or (--check) the file is stale",
        "  2  usage error",
        "  3  the config or the options file is missing, unreadable or invalid",
      ]
    case .help:
      ["exit status:", "  0  help shown", "  2  unknown command"]
    }
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
