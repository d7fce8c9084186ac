/// A command line that cannot run: exit status 2, with a message, maybe a fix, and the synopsis
/// of the command it was for.
struct UsageError: Error, Hashable, Sendable {
  var problem: CommandProblem
  var command: CommandName

  init(_ message: String, help: String? = nil, command: CommandName) {
    self.problem = CommandProblem(message, help: help)
    self.command = command
  }

  /// The lines printed on stderr.
  var lines: [String] {
    problem.lines + ["usage: \(command.synopsis)"]
  }
}
