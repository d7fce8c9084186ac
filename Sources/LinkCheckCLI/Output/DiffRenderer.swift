import RouteTable

/// The records of `linkcheck diff`: one per link whose outcome changed, with both sides.
///
/// ```text
/// INPUT  CHANGE  OLD-FIELDS  ->  NEW-FIELDS                       (text)
/// {"input":…,"change":…,"old":{record},"new":{record}}           (jsonl: the §6/§10 records)
/// NEW-FILE:LINE:COL: warning: 'INPUT': OLD-FIELDS -> NEW-FIELDS [CHANGE]   (gcc, github alike)
/// ```
///
/// The fields are those of each command's own text record after its input.
enum DiffRenderer {
  static func text(
    _ input: String, _ change: LinkChange, old: String, new: String, palette: Palette
  )
    -> String
  {
    VisibleText.escaping(input) + "  " + palette.paint(change.rawValue, .warning) + "  " + old
      + "  ->  " + new
  }

  static func json(_ input: String, _ change: LinkChange, old: String, new: String) -> String {
    JSONText.object([
      ("input", JSONText.string(input)), ("change", JSONText.string(change.rawValue)),
      ("old", old), ("new", new),
    ])
  }

  /// The annotation on the line of the new file that decided the new outcome (the route or
  /// rule), else on its first line.
  static func annotation(
    _ input: String, _ change: LinkChange, old: String, new: String, file: String,
    at position: SourcePosition?, format: OutputFormat
  ) -> String {
    let annotation = Annotation(
      file: file, line: position?.line ?? 1, column: position?.column ?? 1, level: .warning,
      message: "'\(input)': \(old) -> \(new)", code: change.rawValue)
    return format == .gcc ? annotation.gcc : annotation.github
  }

  /// `3 links changed: 2 now fail, 1 route changed; 412 unchanged[, 1 allowed]`, the kinds in
  /// ``LinkChange`` order.
  static func summary(changes: [LinkChange: Int], unchanged: Int, allowed: Int) -> String {
    let changed = changes.values.reduce(0, +)
    var text = "\(changed) link\(changed == 1 ? "" : "s") changed"
    let kinds = LinkChange.allCases.compactMap { kind -> String? in
      guard let count = changes[kind] else { return nil }
      let words =
        switch kind {
        case .nowFails: count == 1 ? "now fails" : "now fail"
        case .nowResolves: count == 1 ? "now resolves" : "now resolve"
        default: kind.rawValue.replacing("-", with: " ")
        }
      return "\(count) \(words)"
    }
    if !kinds.isEmpty { text += ": " + kinds.joined(separator: ", ") }
    text += "; \(unchanged) unchanged"
    if allowed > 0 { text += ", \(allowed) allowed" }
    return text
  }
}
