import RouteTable

/// `linkcheck build ROUTE [NAME=VALUE …]`: the URL that opens ROUTE with those values.
///
/// A wrong request (unknown route or name, missing name, invalid value, unknown scheme or host,
/// no such `--path`) is a usage error (exit 2) with a suggestion; values no URL can carry to
/// ROUTE (a more specific route wins them) fail the run (exit 1).
struct BuildCommand<IO: CommandIO> {
  var context: CommandContext<IO>
  var route: String
  var values: [NamedArgument]

  func run() -> ExitCode {
    let options = context.options
    let origin = options.scheme.map(LinkOrigin.scheme) ?? options.host.map(LinkOrigin.host)
    let result = LinkBuilder(table: context.table).build(
      route: route, values: values.map { (name: $0.name, value: $0.value) }, origin: origin,
      pathIndex: options.pathNumber.map { $0 - 1 })
    switch result {
    case .success(let link):
      context.standardOutput.writeLine(link.url)
      return .success
    case .failure(let error) where error.isRequestProblem:
      UsageError(error.message, help: error.help, command: .build).lines.forEach(
        context.standardError.writeLine)
      return .usage
    case .failure(let error):
      CommandProblem(error.message, help: error.help).lines.forEach(
        context.standardError.writeLine)
      return .failure
    }
  }
}
