/// What the command line asks for, once parsed.
enum Invocation: Hashable, Sendable {
  /// Resolve `urls`, or the lines of `--input`/stdin when there are none.
  case resolve(Options, urls: [String])
  case lint(Options)
  /// Validate an AASA file, decide URLs, cross-check or generate (`arguments`: FILE, URLs).
  case aasa(Options, arguments: [String])
  /// Help for a command, or the overview when `nil`.
  case help(CommandName?)
  case version
}
