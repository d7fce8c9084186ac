/// Runs the command line `arguments` (without the program name) and returns the exit status.
///
/// Results go to stdout, problems with the invocation or the config to stderr (README "Output" and
/// "Exit status"). Nothing is read from or written to the process except through `io`.
public func run(
  arguments: [String], environment: [String: String], io: some CommandIO
) -> ExitCode {
  let standardOutput = OutputChannel(io: io, stream: .output)
  let standardError = OutputChannel(io: io, stream: .error, after: standardOutput)
  var status = dispatch(
    arguments: arguments, environment: environment, io: io, standardOutput: standardOutput,
    standardError: standardError)
  standardOutput.flush()
  // `resolve` reports a failed write itself, with status 3.
  if case .failed(let reason) = standardOutput.stopReason, status != .input {
    standardError.writeLine("error: cannot write results: \(reason.lowercased())")
    status = .input
  }
  standardError.flush()
  if let signal = io.interruptionSignal { return .interrupted(by: signal) }
  return status
}

private func dispatch<IO: CommandIO>(
  arguments: [String], environment: [String: String], io: IO,
  standardOutput: OutputChannel<IO>, standardError: OutputChannel<IO>
) -> ExitCode {
  switch ArgumentParser.parse(arguments) {
  case .failure(let error):
    error.lines.forEach(standardError.writeLine)
    return .usage
  case .success(.help(let command)):
    HelpText.lines(for: command).forEach(standardOutput.writeLine)
    return .success
  case .success(.version):
    standardOutput.writeLine(Version.text)
    return .success
  case .success(.resolve(let options, let urls)):
    return ResolveCommand(
      options: options, urls: urls, environment: environment, io: io,
      standardOutput: standardOutput, standardError: standardError
    ).run()
  case .success(.aasa(let options, let arguments)):
    return AASACommand(
      options: options, arguments: arguments, environment: environment, io: io,
      standardOutput: standardOutput, standardError: standardError
    ).run()
  case .success(.diff(let options, let arguments)):
    return DiffCommand(
      options: options, arguments: arguments, environment: environment, io: io,
      standardOutput: standardOutput, standardError: standardError
    ).run()
  case .success(.android(let options, let urls)):
    return AndroidCommand(
      options: options, urls: urls, environment: environment, io: io,
      standardOutput: standardOutput, standardError: standardError
    ).run()
  case .success(.generate(let options)):
    return GenerateCommand(
      options: options, environment: environment, io: io, standardOutput: standardOutput,
      standardError: standardError
    ).run()
  case .success(.lint(let options)):
    return LintCommand(
      options: options, environment: environment, io: io, standardOutput: standardOutput,
      standardError: standardError
    ).run()
  case .success(.completion(let shell)):
    CompletionScript.lines(for: shell).forEach(standardOutput.writeLine)
    return .success
  case .success(let invocation):
    return QACommands(
      environment: environment, io: io, standardOutput: standardOutput,
      standardError: standardError
    ).run(invocation)
  }
}
