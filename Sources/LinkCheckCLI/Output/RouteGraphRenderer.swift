import RouteTable

/// `routes --format dot` (Graphviz) and `--format mermaid` (a flowchart GitHub renders in
/// Markdown): one box per route with its patterns, an arrow from each parent to its children
/// labelled with the parameter mapping, parent-only routes dashed.
struct RouteGraphRenderer {
  let map: RouteMap

  func dot() -> [String] {
    var lines = [
      "digraph routes {", "  rankdir=LR;",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
    ]
    for route in map.config.routes {
      let label = ([route.name] + patterns(of: route)).map(Self.dotEscaped).joined(separator: "\\n")
      let style = route.paths.isEmpty ? ", style=\"rounded,dashed\"" : ""
      lines.append("  \(Self.dotQuoted(route.name)) [label=\"\(label)\"\(style)];")
    }
    for route in map.config.routes {
      guard let parent = route.parent else { continue }
      let mapping = map.parentMapping(of: route)
      let label =
        mapping.isEmpty
        ? "" : " [label=\"\(Self.dotEscaped(mapping.joined(separator: ", ")))\"]"
      lines.append("  \(Self.dotQuoted(parent.route)) -> \(Self.dotQuoted(route.name))\(label);")
    }
    return lines + ["}"]
  }

  func mermaid() -> [String] {
    var ids: [String: String] = [:]
    for (index, route) in map.config.routes.enumerated() { ids[route.name] = "r\(index + 1)" }
    var lines = ["flowchart LR"]
    for route in map.config.routes {
      let label = ([route.name] + patterns(of: route)).map(Self.mermaidEscaped)
        .joined(separator: "<br/>")
      lines.append("  \(ids[route.name]!)[\"\(label)\"]")
    }
    for route in map.config.routes {
      guard let parent = route.parent, let parentID = ids[parent.route] else { continue }
      let mapping = map.parentMapping(of: route)
      let arrow =
        mapping.isEmpty
        ? "-->" : "-->|\"\(Self.mermaidEscaped(mapping.joined(separator: ", ")))\"|"
      lines.append("  \(parentID) \(arrow) \(ids[route.name]!)")
    }
    let parentOnly = map.config.routes.filter(\.paths.isEmpty).map { ids[$0.name]! }
    if !parentOnly.isEmpty {
      lines.append("  classDef parentOnly stroke-dasharray: 5 5")
      lines.append("  class \(parentOnly.joined(separator: ",")) parentOnly")
    }
    return lines
  }

  private func patterns(of route: RouteDefinition) -> [String] {
    route.paths.isEmpty ? ["(no paths)"] : route.paths.map(\.source)
  }

  private static func dotQuoted(_ text: String) -> String {
    "\"" + dotEscaped(text) + "\""
  }

  private static func dotEscaped(_ text: String) -> String {
    VisibleText.escaping(text).replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
  }

  /// Mermaid reads `#name;` entities inside quoted labels; `"`, `<`, `>` and `#` itself are
  /// written that way so a pattern never ends the label or turns into markup.
  private static func mermaidEscaped(_ text: String) -> String {
    var result = ""
    for character in VisibleText.escaping(text) {
      switch character {
      case "#": result += "#35;"
      case "\"": result += "#quot;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      default: result.append(character)
      }
    }
    return result
  }
}
