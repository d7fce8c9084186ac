import Foundation
import PackagePlugin

/// `swift package linkcheck-generate`: writes `Route.generated.swift` next to the `linkcheck.json`
/// of each target that has one (or of `--target NAME` only), for teams that commit the generated
/// file; `linkcheck generate swift --check` then keeps it current in CI.
@main struct LinkcheckGenerate: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let wanted = Set(extractor.extractOption(named: "target"))
    let tool = try context.tool(named: "linkcheck")
    var written = 0
    for target in context.package.targets where wanted.isEmpty || wanted.contains(target.name) {
      guard let module = target as? SourceModuleTarget,
        let table = module.sourceFiles.map(\.url).first(where: {
          $0.lastPathComponent == "linkcheck.json"
        })
      else { continue }
      let folder = table.deletingLastPathComponent()
      let options = folder.appending(component: "linkcheck-swift.json")
      let output = folder.appending(component: "Route.generated.swift")
      let process = Process()
      process.executableURL = tool.url
      process.arguments =
        [
          "generate", "swift", "-c", table.path(percentEncoded: false), "-o",
          output.path(percentEncoded: false),
        ]
        + (FileManager.default.fileExists(atPath: options.path(percentEncoded: false))
          ? ["--options", options.path(percentEncoded: false)] : [])
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw GenerateProblem("linkcheck generate swift failed for target '\(target.name)'")
      }
      print("wrote \(output.path(percentEncoded: false))")
      written += 1
    }
    if written == 0 { throw GenerateProblem("no target has a linkcheck.json") }
  }
}

struct GenerateProblem: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
