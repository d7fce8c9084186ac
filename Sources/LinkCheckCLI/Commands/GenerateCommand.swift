import RouteTable

/// `linkcheck generate swift`: the typed Swift for the table (``SwiftRouteGenerator``), written
/// to stdout or `-o FILE`, or compared with that file (`--check`).
struct GenerateCommand<IO: CommandIO> {
  var options: Options
  var environment: [String: String]
  var io: IO
  var standardOutput: OutputChannel<IO>
  var standardError: OutputChannel<IO>

  func run() -> ExitCode {
    guard
      let (table, path, source) = TableLoading.loadWithSource(
        options: options, environment: environment, io: io, standardError: standardError)
    else { return .input }
    guard let (typeName, access, names) = readOptions() else { return .input }
    let model: SwiftRouteModel
    do {
      model = try SwiftRouteModel(table: table, typeName: typeName, names: names)
    } catch {
      for problem in error.problems {
        standardError.writeLine(VisibleText.escaping("\(path): error: \(problem)"))
      }
      return .failure
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let text = SwiftRouteGenerator(
      model: model, json: String(decoding: source, as: UTF8.self), configName: name,
      access: access
    ).source()
    guard let output = options.output else {
      for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        standardOutput.writeLine(String(line))
      }
      return .success
    }
    if options.check { return check(text, against: output) }
    let written = TableLoading.replaceFile(
      output, what: "Swift file", with: Array(text.utf8), io: io, standardError: standardError)
    return written ? .success : .input
  }

  /// Exit 1 with the first differing line when `output` is not `text`.
  private func check(_ text: String, against output: String) -> ExitCode {
    let committed = try? io.readFile(atPath: output, maxCount: FileSizeLimit.config)
    let shown = VisibleText.escaping(output)
    guard let committed else {
      standardError.writeLine(
        "error: '\(shown)' does not exist; run 'linkcheck generate swift -o \(shown)'")
      return .failure
    }
    let old = String(decoding: committed, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let new = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let line = zip(old, new).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
        ?? (old.count == new.count ? nil : min(old.count, new.count))
    else { return .success }
    standardError.writeLine(
      "error: '\(shown)' is stale; run 'linkcheck generate swift -o \(shown)'")
    standardError.writeLine(
      VisibleText.escaping(
        "\(output):\(line + 1): - \(line < old.count ? String(old[line]) : "<end>")"))
    standardError.writeLine(
      VisibleText.escaping(
        "\(output):\(line + 1): + \(line < new.count ? String(new[line]) : "<end>")"))
    return .failure
  }

  /// `typeName`, `accessLevel` and `names` from `--options FILE`; `nil` after reporting a
  /// problem.
  private func readOptions() -> (String, String, SwiftRouteModel.Names)? {
    var typeName = "Route"
    var access = ""
    var names = SwiftRouteModel.Names()
    guard let path = options.codegenOptions else { return (typeName, access, names) }
    guard
      let bytes = TableLoading.readFile(
        path, what: "options file", io: io, standardError: standardError)
    else { return nil }
    let shown = VisibleText.escaping(path)
    guard case .object(let members)? = try? JSONReader.read(bytes).kind else {
      standardError.writeLine("error: options file '\(shown)' is not a JSON object")
      return nil
    }
    func isIdentifier(_ text: String, upper: Bool) -> Bool {
      SwiftSource.identifier(text, upper: upper) == text
    }
    /// `{"name": "swiftName", …}` with each Swift name an identifier.
    func renames(_ value: JSONValue) -> [String: String]? {
      guard case .object(let entries) = value.kind else { return nil }
      var result: [String: String] = [:]
      for entry in entries {
        guard case .string(let name) = entry.value.kind, isIdentifier(name, upper: false) else {
          return nil
        }
        result[entry.key] = name
      }
      return result
    }
    for member in members {
      switch (member.key, member.value.kind) {
      case ("typeName", .string(let name)) where isIdentifier(name, upper: true):
        typeName = name
      case ("accessLevel", .string(let level))
      where ["internal", "package", "public"].contains(level):
        access = level == "internal" ? "" : level + " "
      case ("names", .object(let groups)):
        for group in groups {
          switch (group.key, renames(group.value)) {
          case ("routes", let routes?): names.routes = routes
          case ("params", let parameters?): names.parameters = parameters
          default:
            standardError.writeLine(
              "error: options file '\(shown)': 'names' takes 'routes' and 'params', each an "
                + "object of names to Swift identifiers")
            return nil
          }
        }
      default:
        standardError.writeLine(
          "error: options file '\(shown)': invalid '\(member.key)'; the keys are 'typeName' (a "
            + "Swift type name), 'accessLevel' ('internal', 'package' or 'public') and 'names'")
        return nil
      }
    }
    return (typeName, access, names)
  }
}
