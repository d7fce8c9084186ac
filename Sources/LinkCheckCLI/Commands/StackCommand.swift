import RouteTable

/// `linkcheck stack FILE`: validates a saved navigation stack and prints the URL that
/// reproduces it.
///
/// ```text
/// valid: home > flights > flightDetail(id: 6F96…)
/// flightdeck://flight/6F96…
/// ```
///
/// An invalid stack prints its first problem as `FILE:LINE:COL: error: MESSAGE [code]` (and a
/// `help:` line) and exits 1; a file that is not JSON exits 3.
struct StackCommand<IO: CommandIO> {
  var context: CommandContext<IO>
  var file: String

  func run() -> ExitCode {
    guard
      let bytes = TableLoading.readFile(
        file, what: "stack file", io: context.io, standardError: context.standardError)
    else { return .input }
    let document: JSONValue
    do {
      document = try JSONReader.read(bytes)
    } catch {
      context.standardError.writeLine(
        "\(file):\(error.position.line):\(error.position.column): error: \(error.message) [\(error.code)]"
      )
      if let help = error.help { context.standardError.writeLine("  help: \(help)") }
      return .input
    }
    let result = StackValidator(table: context.table).validate(document)
    if !context.options.quiet {
      lines(for: result).forEach(context.standardOutput.writeLine)
    }
    if case .success = result { return .success }
    return .failure
  }

  private func lines(for result: Result<ValidStack, StackProblem>) -> [String] {
    switch (result, context.options.format) {
    case (.success(let stack), .jsonl):
      return [
        JSONText.object([
          ("file", JSONText.string(file)), ("ok", "true"),
          ("chain", ChainJSON.chain(stack.chain)), ("url", JSONText.string(stack.link.url)),
        ])
      ]
    case (.failure(let problem), .jsonl):
      var error: [(key: String, value: String)] = [
        ("code", JSONText.string(problem.code.rawValue)),
        ("message", JSONText.string(problem.message)),
      ]
      if let position = problem.position {
        error += [("line", String(position.line)), ("column", String(position.column))]
      }
      if let help = problem.help { error.append(("help", JSONText.string(help))) }
      var members: [(key: String, value: String)] = [
        ("file", JSONText.string(file)), ("ok", "false"),
      ]
      if let entry = problem.entry { members.append(("entry", String(entry))) }
      members.append(("error", JSONText.object(error)))
      return [JSONText.object(members)]
    // `stack` refuses `gcc`, `github` and `junit`.
    case (.success(let stack), .text), (.success(let stack), .gcc), (.success(let stack), .github),
      (.success(let stack), .junit):
      let chain = stack.chain.map { ParamText.entry(route: $0.route, params: $0.params) }
      return ["valid: " + chain.joined(separator: " > "), stack.link.url]
    case (.failure(let problem), .text), (.failure(let problem), .gcc),
      (.failure(let problem), .github), (.failure(let problem), .junit):
      let location = problem.position.map { "\(file):\($0.line):\($0.column)" } ?? file
      return [
        "\(location): error: \(VisibleText.escaping(problem.message)) [\(problem.code.rawValue)]"
      ] + (problem.help.map { ["  help: \(VisibleText.escaping($0))"] } ?? [])
    }
  }
}
