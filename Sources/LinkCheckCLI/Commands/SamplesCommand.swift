import RouteTable

/// `linkcheck samples`: one link per route pattern (per scheme and host with `--all-forms`),
/// each resolving to its own route, as URLs or as lines to paste into a terminal.
///
/// A pattern without a working sample is reported on stderr and fails the run. `simctl` lines
/// leave out what is for Android only, `adb` lines what is for iOS only (`platforms`).
struct SamplesCommand<IO: CommandIO> {
  var context: CommandContext<IO>

  func run() -> ExitCode {
    let platform: Platforms? =
      switch context.options.emit {
      case .url: nil
      case .simctl: .ios
      case .adb: .android
      }
    let samples = SampleGenerator(table: context.table).samples(
      allForms: context.options.allForms, for: platform)
    var failed = false
    for sample in samples {
      switch sample.result {
      case .success(let url):
        context.standardOutput.writeLine(
          ShellCommand.line(
            for: url, style: context.options.emit, route: sample.route,
            package: context.options.package))
      case .failure(let error):
        failed = true
        context.standardError.writeLine(
          "error: no sample for route '\(sample.route)' path \(sample.pathIndex + 1) "
            + "'\(sample.pattern)' on \(sample.origin.text): \(error.message)")
        if let help = error.help { context.standardError.writeLine("help: \(help)") }
      }
      if context.standardOutput.isStopped { break }
    }
    return failed ? .failure : .success
  }
}
