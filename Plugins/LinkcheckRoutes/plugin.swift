import Foundation
import PackagePlugin

/// Regenerates `Route.generated.swift` from the target's `linkcheck.json` whenever the table (or
/// the tool) changed: a build command running this package's own `linkcheck generate swift`.
/// `linkcheck-swift.json` beside the table, when present, is its `--options`.
@main struct LinkcheckRoutes: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let files = module.sourceFiles.map(\.url)
    let tables = files.filter { $0.lastPathComponent == "linkcheck.json" }
    guard tables.count == 1, let table = tables.first else {
      throw PluginProblem(
        "target '\(target.name)' needs exactly one linkcheck.json among its files, found "
          + "\(tables.count)")
    }
    let options = files.first { $0.lastPathComponent == "linkcheck-swift.json" }
    let output = context.pluginWorkDirectoryURL.appending(component: "Route.generated.swift")
    let tool = try context.tool(named: "linkcheck")
    return [
      .buildCommand(
        displayName: "linkcheck: generating Route.generated.swift from linkcheck.json",
        executable: tool.url,
        arguments: [
          "generate", "swift", "-c", table.path(percentEncoded: false), "-o",
          output.path(percentEncoded: false),
        ] + (options.map { ["--options", $0.path(percentEncoded: false)] } ?? []),
        inputFiles: [table, tool.url] + (options.map { [$0] } ?? []),
        outputFiles: [output])
    ]
  }
}

struct PluginProblem: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
