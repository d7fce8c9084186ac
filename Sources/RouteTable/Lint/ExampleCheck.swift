/// Pattern types without an `example`: `linkcheck samples` (and the URLs lint findings show)
/// cannot make up a value a regular expression accepts, so every such type should carry one.
struct ExampleCheck {
  let table: RouteTable

  func findings() -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for named in table.config.namedTypes {
      guard case .pattern(let type) = named.type, type.example == nil else { continue }
      findings.append(finding(type, pointer: JSONPointer.appending(named.name, to: "/types")))
    }
    for route in table.config.routes {
      let declared: [(type: ParamType, pointer: String)] =
        route.params.keys.sorted().map {
          (route.params[$0]!, JSONPointer.appending($0, to: "/params"))
        }
        + route.query.map { ($0.type, JSONPointer.appending($0.name, to: "/query") + "/type") }
        + (route.fragment.map { [($0.type, "/fragment/type")] } ?? [])
      for case (.pattern(let type), let suffix) in declared
      where type.name == nil && type.example == nil {
        findings.append(finding(type, pointer: route.location.pointer + suffix))
      }
    }
    return findings
  }

  private func finding(_ type: PatternType, pointer: String) -> Diagnostic {
    let what = type.name.map { "type '\($0)'" } ?? "pattern '\(type.source)'"
    return Diagnostic(
      severity: .warning, code: LintCode.missingExample,
      message: "\(what) has no 'example', so 'linkcheck samples' cannot fill its parameters",
      pointer: pointer, position: type.position,
      help: "add \"example\": a value the expression '\(type.source)' accepts")
  }
}
