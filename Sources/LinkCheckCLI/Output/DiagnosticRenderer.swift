import RouteTable

/// Config problems as editors and people read them (README "The config"):
///
/// ```text
/// linkcheck.json:12:8: error: unknown key 'parms' [unknown-key]
///   at /routes/3/parms
///   12 |       "parms": { "id": "uuid" }
///      |       ^
///   help: did you mean 'params'?
/// ```
///
/// The `at` line is left out for the root pointer, the excerpt when there is no position, the
/// help when no fix is known. Lines longer than `excerptWidth` are cut around the caret with `…`.
struct DiagnosticRenderer {
  /// The config's path as the user gave it.
  var fileName: String
  /// The config's bytes, for excerpts.
  var source: [UInt8]
  var palette: Palette

  static let excerptWidth = 100

  /// The lines of one diagnostic.
  func render(_ diagnostic: Diagnostic) -> [String] {
    var location = VisibleText.escaping(fileName)
    if let position = diagnostic.position {
      location += ":\(position.line):\(position.column)"
    }
    let severity: Palette.Role = diagnostic.severity == .error ? .error : .warning
    var lines = [
      palette.paint(location + ":", .location) + " "
        + palette.paint(diagnostic.severity.rawValue + ":", severity) + " "
        + VisibleText.escaping(diagnostic.message) + " "
        + palette.paint("[\(diagnostic.code)]", .note)
    ]
    if !diagnostic.pointer.isEmpty {
      lines.append("  " + palette.paint("at " + VisibleText.escaping(diagnostic.pointer), .note))
    }
    if let position = diagnostic.position {
      let excerpt = Excerpt(source: source, offset: position.offset, width: Self.excerptWidth)
      let number = String(position.line)
      let gutter = String(repeating: " ", count: number.count)
      lines.append("  " + palette.paint(number + " |", .gutter) + " " + excerpt.text)
      lines.append(
        "  " + palette.paint(gutter + " |", .gutter) + " " + excerpt.caretIndent
          + palette.paint("^", severity))
    }
    if let help = diagnostic.help {
      lines.append("  " + palette.paint("help:", .help) + " " + VisibleText.escaping(help))
    }
    return lines
  }

  /// Writes every diagnostic, then the summary line, in color when the stream allows it. With
  /// `results` (the findings are the command's results, as for `lint`), `--format
  /// jsonl|gcc|github` writes one line per finding there instead.
  static func report<IO: CommandIO>(
    _ diagnostics: [Diagnostic], fileName: String, source: [UInt8], options: Options,
    environment: [String: String], io: IO, to channel: OutputChannel<IO>,
    results: OutputChannel<IO>? = nil
  ) {
    if let results, options.format != .text {
      for diagnostic in diagnostics {
        results.writeLine(machineLine(diagnostic, fileName: fileName, format: options.format))
      }
      results.flush()
      return
    }
    let palette = Palette(
      isEnabled: options.color.isEnabled(for: io.kind(of: .error), environment: environment))
    let renderer = DiagnosticRenderer(fileName: fileName, source: source, palette: palette)
    for diagnostic in diagnostics {
      renderer.render(diagnostic).forEach(channel.writeLine)
    }
    channel.writeLine(summary(of: diagnostics))
  }

  /// One finding as `jsonl`, `gcc` or `github` prints it.
  static func machineLine(_ diagnostic: Diagnostic, fileName: String, format: OutputFormat)
    -> String
  {
    let (line, column) = (diagnostic.position?.line ?? 1, diagnostic.position?.column ?? 1)
    let message = diagnostic.message + (diagnostic.help.map { " (help: \($0))" } ?? "")
    let annotation = Annotation(
      file: fileName, line: line, column: column,
      level: diagnostic.severity == .error ? .error : .warning, message: message,
      code: diagnostic.code)
    switch format {
    case .gcc: return annotation.gcc
    case .github: return annotation.github
    // `report` writes `text` itself, and the findings commands refuse `junit`.
    case .jsonl, .text, .junit:
      return JSONText.object([
        ("file", JSONText.string(fileName)), ("line", String(line)), ("column", String(column)),
        ("severity", JSONText.string(diagnostic.severity.rawValue)),
        ("code", JSONText.string(diagnostic.code)),
        ("message", JSONText.string(diagnostic.message)),
        ("pointer", JSONText.string(diagnostic.pointer)),
        ("help", diagnostic.help.map(JSONText.string) ?? "null"),
      ])
    }
  }

  /// `2 errors, 1 warning`.
  static func summary(of diagnostics: [Diagnostic]) -> String {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    return "\(counted(errors, "error")), \(counted(warnings, "warning"))"
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
