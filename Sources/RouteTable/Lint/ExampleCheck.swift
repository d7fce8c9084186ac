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
      let pointer = route.location.pointer
      var inline: [(type: PatternType, pointer: String)] = []
      for name in route.params.keys.sorted() {
        inline.append(
          contentsOf: Self.inlinePattern(
            route.params[name]!, at: JSONPointer.appending(name, to: "/params")))
      }
      for query in route.query {
        inline.append(
          contentsOf: Self.inlinePattern(
            query.type, at: JSONPointer.appending(query.name, to: "/query") + "/type"))
      }
      if let fragment = route.fragment {
        inline.append(contentsOf: Self.inlinePattern(fragment.type, at: "/fragment/type"))
      }
      for (type, suffix) in inline where type.example == nil {
        findings.append(finding(type, pointer: pointer + suffix))
      }
    }
    return findings
  }

  private static func inlinePattern(_ type: ParamType, at pointer: String) -> [(
    type: PatternType, pointer: String
  )] {
    guard case .pattern(let pattern) = type, pattern.name == nil else { return [] }
    return [(pattern, pointer)]
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
