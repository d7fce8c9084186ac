/// The commands available now; `resolve` is the default.
enum CommandName: String, CaseIterable, Hashable, Sendable {
  case resolve
  case lint
  case aasa
  case help

  /// One line for the command overview.
  var summary: String {
    switch self {
    case .resolve: "resolve URLs (arguments, else --input FILE, else stdin); the default"
    case .lint: "check the config and report every problem"
    case .aasa: "check an apple-app-site-association file, decide URLs like iOS, cross-check"
    case .help: "show help for a command"
    }
  }

  /// The synopsis line, without `usage: `.
  var synopsis: String {
    switch self {
    case .resolve: "linkcheck [resolve] [options] [URL ...]"
    case .lint: "linkcheck lint [options]"
    case .aasa: "linkcheck aasa FILE [--app-id ID] [--domain HOST] [-c CONFIG] [URL ...]"
    case .help: "linkcheck help [COMMAND]"
    }
  }
}
