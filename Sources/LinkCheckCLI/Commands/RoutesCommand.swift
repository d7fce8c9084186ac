import RouteTable

/// `linkcheck routes`: the route map as a tree (default), JSON, Graphviz, Mermaid or names.
struct RoutesCommand<IO: CommandIO> {
  var context: CommandContext<IO>

  func run() -> ExitCode {
    let map = RouteMap(config: context.table.config)
    let lines: [String]
    switch context.options.routeFormat {
    case .tree: lines = RouteTreeRenderer(map: map).lines()
    case .json: lines = [RouteJSONRenderer(map: map).text]
    case .dot: lines = RouteGraphRenderer(map: map).dot()
    case .mermaid: lines = RouteGraphRenderer(map: map).mermaid()
    case .names: lines = context.table.config.routes.map(\.name)
    }
    // Names, patterns and descriptions come from the config: nothing in them reaches the
    // terminal raw (JSON escapes them in its strings).
    let json = context.options.routeFormat == .json
    for line in lines {
      context.standardOutput.writeLine(json ? line : VisibleText.escaping(line))
      if context.standardOutput.isStopped { break }
    }
    return .success
  }
}
