/// A problem that stops a command before or outside its results: an error line, maybe a help
/// line, printed on stderr.
struct CommandProblem: Hashable, Sendable, Error {
  /// Lowercase, no trailing period; user values quoted in `'…'`.
  var message: String
  /// A known fix, e.g. `did you mean '--format'?`.
  var help: String?

  init(_ message: String, help: String? = nil) {
    self.message = message
    self.help = help
  }

  /// `error: …` and, when there is a fix, `help: …`, with what a user typed shown escaped
  /// (``VisibleText``).
  var lines: [String] {
    ["error: \(VisibleText.escaping(message))"]
      + (help.map { ["help: \(VisibleText.escaping($0))"] } ?? [])
  }
}
