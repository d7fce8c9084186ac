/// What the command line asks for, once parsed.
enum Invocation: Hashable, Sendable {
  /// Resolve `urls`, or the lines of `--input`/stdin when there are none.
  case resolve(Options, urls: [String])
  case lint(Options)
  case routes(Options)
  /// Build the URL of `route` from `NAME=VALUE` arguments.
  case build(Options, route: String, values: [NamedArgument])
  case samples(Options)
  /// Check the link test file at `file`.
  case test(Options, file: String)
  /// Decide links under two versions of a table or platform file (`arguments`: the tables, if
  /// given, then URLs).
  case diff(Options, arguments: [String])
  /// Validate the navigation stack file at `file`.
  case stack(Options, file: String)
  case completion(Shell)
  /// Validate an AASA file, decide URLs, cross-check or generate (`arguments`: FILE, URLs).
  case aasa(Options, arguments: [String])
  /// Check Android's files, decide `urls`, cross-check or generate.
  case android(Options, urls: [String])
  /// Write the typed Swift for the table.
  case generate(Options)
  /// Help for a command, or the overview when `nil`.
  case help(CommandName?)
  case version
}

/// A `NAME=VALUE` argument of `build`.
struct NamedArgument: Hashable, Sendable {
  var name: String
  var value: String

  /// Splits at the first `=`; `nil` when there is none or the name is empty.
  init?(_ argument: String) {
    guard let equals = argument.firstIndex(of: "="), equals > argument.startIndex else {
      return nil
    }
    name = String(argument[..<equals])
    value = String(argument[argument.index(after: equals)...])
  }
}

/// The shells `linkcheck completion` writes a script for.
enum Shell: String, CaseIterable, Hashable, Sendable {
  case bash
  case zsh
  case fish
}
