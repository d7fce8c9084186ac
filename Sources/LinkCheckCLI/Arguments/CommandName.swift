/// The commands; `resolve` is the default.
enum CommandName: String, CaseIterable, Hashable, Sendable {
  case resolve
  case lint
  case routes
  case build
  case samples
  case test
  case diff
  case stack
  case completion
  case aasa
  case android
  case generate
  case help

  /// One line for the command overview.
  var summary: String {
    switch self {
    case .resolve: "resolve URLs (arguments, else --input FILE, else stdin); the default"
    case .lint: "check the config and report every problem"
    case .routes: "show the route map: tree, json, dot (Graphviz) or mermaid"
    case .build: "print the URL that opens a route with the given parameter values"
    case .samples: "print one sample link per route pattern (URLs, simctl or adb commands)"
    case .test: "check a link test file (URL => expected route) and report each line"
    case .diff: "show the links a new table, AASA file or manifest decides differently"
    case .stack: "validate a saved navigation stack and print the URL that reproduces it"
    case .completion: "print a shell completion script for bash, zsh or fish"
    case .aasa: "check an apple-app-site-association file, decide URLs like iOS, cross-check"
    case .android: "check AndroidManifest.xml and assetlinks.json, decide URLs like Android"
    case .generate: "write typed Swift for the table: an enum of its routes"
    case .help: "show help for a command"
    }
  }

  /// The synopsis line, without `usage: `.
  var synopsis: String {
    switch self {
    case .resolve: "linkcheck [resolve] [options] [URL ...]"
    case .lint: "linkcheck lint [options]"
    case .routes: "linkcheck routes [options]"
    case .build: "linkcheck build [options] ROUTE [NAME=VALUE ...]"
    case .samples: "linkcheck samples [options]"
    case .test: "linkcheck test [options] FILE"
    case .diff:
      "linkcheck diff (OLD NEW | --base REF | --aasa OLD NEW | --manifest OLD [NEW]) [URL ...]"
    case .stack: "linkcheck stack [options] FILE"
    case .completion: "linkcheck completion bash|zsh|fish"
    case .aasa: "linkcheck aasa FILE [--app-id ID] [--domain HOST] [-c CONFIG] [URL ...]"
    case .android:
      "linkcheck android --manifest FILE [--assetlinks [HOST=]FILE] [-c CONFIG] [URL ...]"
    case .generate: "linkcheck generate swift [-c CONFIG] [-o FILE] [--check] [--options FILE]"
    case .help: "linkcheck help [COMMAND]"
    }
  }
}
