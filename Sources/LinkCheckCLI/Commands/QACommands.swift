import RouteTable

/// Runs the commands QA and CI use beside `resolve` and `lint`: `routes`, `build`, `samples`,
/// `test` and `stack`. Each loads the table first (exit 3 when it cannot).
struct QACommands<IO: CommandIO> {
  var environment: [String: String]
  var io: IO
  var standardOutput: OutputChannel<IO>
  var standardError: OutputChannel<IO>

  func run(_ invocation: Invocation) -> ExitCode {
    let options: Options
    switch invocation {
    case .routes(let given), .samples(let given), .build(let given, _, _), .test(let given, _),
      .stack(let given, _):
      options = given
    default:
      return .usage
    }
    guard
      let table = TableLoading.load(
        options: options, environment: environment, io: io, standardError: standardError)
    else { return .input }
    let context = CommandContext(
      options: options, environment: environment, io: io, table: table,
      standardOutput: standardOutput, standardError: standardError)
    switch invocation {
    case .routes: return RoutesCommand(context: context).run()
    case .samples: return SamplesCommand(context: context).run()
    case .build(_, let route, let values):
      return BuildCommand(context: context, route: route, values: values).run()
    case .test(_, let file): return TestCommand(context: context, file: file).run()
    case .stack(_, let file): return StackCommand(context: context, file: file).run()
    default: return .usage
    }
  }
}

/// What a command that works on a loaded table needs.
struct CommandContext<IO: CommandIO> {
  var options: Options
  var environment: [String: String]
  var io: IO
  var table: RouteTable
  var standardOutput: OutputChannel<IO>
  var standardError: OutputChannel<IO>

  /// Whether stdout gets ANSI colors.
  var colorsOutput: Bool {
    options.color.isEnabled(for: io.kind(of: .output), environment: environment)
  }
}
