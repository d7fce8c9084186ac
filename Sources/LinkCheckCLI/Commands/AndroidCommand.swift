import RouteTable

/// `linkcheck android`: check an AndroidManifest.xml and the sites' assetlinks.json files, decide
/// URLs as Android does, cross-check them with the route table, or generate them from it.
///
/// Findings go to stderr as text (stdout under `--format jsonl|gcc|github`); decisions,
/// summaries and cross-check findings are the results, on stdout (`run` reports a failed write).
struct AndroidCommand<IO: CommandIO> {
  var options: Options
  var urls: [String]
  var environment: [String: String]
  var io: IO
  var standardOutput: OutputChannel<IO>
  var standardError: OutputChannel<IO>

  /// A file read and its findings.
  private struct Read {
    var name: String
    var source: [UInt8]
    var findings: [Diagnostic]
    /// Whether the file is XML or JSON of the right shape at all.
    var isUsable: Bool
  }

  func run() -> ExitCode {
    let mode = AndroidArguments.mode(of: options, urls: urls)
    if case .generate(let generation) = mode { return generate(generation) }
    var reads: [Read] = []
    var manifest: AndroidManifest?
    if let path = options.manifest {
      guard let bytes = read(path, what: "manifest", limit: FileSizeLimit.manifest) else {
        return .input
      }
      let parsed = AndroidFiles.manifest(bytes, options: options)
      manifest = parsed
      reads.append(
        Read(
          name: path, source: bytes, findings: parsed.findings,
          isUsable: AndroidFiles.isUsable(parsed)))
    }
    var files: [String: AssetLinksFile] = [:]
    var named: Set<String> = []
    var summaries: [String] = []
    for argument in options.assetLinks {
      let (hosts, path, isNamed) = AndroidFiles.hostsAndPath(
        argument, domain: options.domain, manifest: manifest)
      guard let bytes = read(path, what: "assetlinks file", limit: FileSizeLimit.assetLinks) else {
        return .input
      }
      let file = AssetLinksFile(json: bytes)
      for host in hosts {
        files[host] = file
        if isNamed { named.insert(host) }
      }
      var findings = file.findings
      if let fingerprint = options.fingerprint,
        let finding = file.signingFinding(
          package: options.package ?? manifest?.package, fingerprint: fingerprint)
      {
        findings.append(finding)
      }
      reads.append(
        Read(name: path, source: bytes, findings: findings, isUsable: AndroidFiles.isUsable(file)))
      summaries.append(
        AndroidRenderer.summary(of: file, name: path, hosts: hosts, findings: findings))
    }
    if let manifest, let path = options.manifest {
      summaries.insert(
        AndroidRenderer.summary(of: manifest, name: path), at: 0)
      for host in manifest.hostsNotVerified(Array(named)) {
        standardError.writeLine(
          VisibleText.escaping(
            "warning: the manifest does not send '\(host)' for verification, so its "
              + "assetlinks.json decides no link"))
      }
    }
    if !options.quiet {
      if mode == .validate && options.format == .jsonl {
        summaries.forEach(standardOutput.writeLine)
      } else {
        for read in reads
        where !read.findings.isEmpty || (mode == .validate && options.format == .text) {
          DiagnosticRenderer.report(
            read.findings, fileName: read.name, source: read.source, options: options,
            environment: environment, io: io, to: standardError, results: standardOutput)
        }
      }
    }
    if let unusable = reads.first(where: { !$0.isUsable }) {
      standardOutput.flush()
      standardError.writeLine("error: '\(unusable.name)' cannot be used: Android would not read it")
      return .input
    }
    let fileFails = reads.contains { read in
      read.findings.contains { $0.severity == .error || options.strict }
    }
    switch mode {
    case .validate:
      return fileFails ? .failure : .success
    case .decide:
      return decideAll(manifest!, files: files) || fileFails ? .failure : .success
    case .crossCheck:
      return crossCheck(
        manifest!, source: reads[0].source, files: files, fileFails: fileFails)  // read first
    case .generate:
      return .success
    }
  }

  private func read(_ path: String, what: String, limit: Int) -> [UInt8]? {
    TableLoading.readFile(path, what: what, io: io, standardError: standardError, maxCount: limit)
  }

  /// Decides each URL; whether any does not open the app.
  private func decideAll(_ manifest: AndroidManifest, files: [String: AssetLinksFile]) -> Bool {
    guard
      var inputs = TableLoading.openInputs(
        urls: urls, input: options.input, io: io, standardOutput: standardOutput,
        standardError: standardError)
    else { return true }
    var anyFailed = false
    let appLinks = AndroidAppLinks(
      manifest: manifest, assetLinks: files, fingerprint: options.fingerprint,
      api: options.api ?? AndroidManifest.newestAPI)
    while let line = try? inputs.next() {
      let decision = appLinks.decide(line.text)
      if (try? decision.get())?.outcome != .app { anyFailed = true }
      guard !options.quiet else { continue }
      let text = AndroidRenderer.record(
        line, decision, format: options.format, file: options.input ?? Annotation.arguments)
      if !text.isEmpty { standardOutput.writeLine(text) }
      if standardOutput.isStopped { break }
    }
    return anyFailed
  }

  private func crossCheck(
    _ manifest: AndroidManifest, source manifestSource: [UInt8],
    files: [String: AssetLinksFile], fileFails: Bool
  ) -> ExitCode {
    guard
      let (table, configPath, configSource) = TableLoading.loadWithSource(
        options: options, environment: environment, io: io, standardError: standardError)
    else { return .input }
    let check = AndroidCrossCheck(
      manifest: manifest, table: table, assetLinks: files, fingerprint: options.fingerprint,
      api: options.api ?? AndroidManifest.newestAPI)
    if !options.quiet {
      let manifestPath = options.manifest ?? ""
      for (findings, name, source) in [
        (check.routeFindings, configPath, configSource),
        (check.manifestFindings, manifestPath, manifestSource),
      ] where !findings.isEmpty {
        DiagnosticRenderer.report(
          findings, fileName: name, source: source, options: options, environment: environment,
          io: io, to: standardOutput, results: standardOutput)
      }
    }
    if !options.quiet && options.format == .text {
      let forced = check.manifestFindings.count { $0.severity == .warning }
      standardOutput.writeLine(
        "\(check.routeFindings.count) routable but not opened, "
          + "\(check.manifestFindings.count - forced) opened but unroutable, "
          + "\(forced) wider than the route")
    }
    let fails = check.hasErrors || (options.strict && !check.isClean)
    return fileFails || fails ? .failure : .success
  }

  private func generate(_ generation: AndroidGeneration) -> ExitCode {
    guard
      let table = TableLoading.load(
        options: options, environment: environment, io: io, standardError: standardError)
    else { return .input }
    // A given manifest supplies what its options do not say.
    var manifest: AndroidManifest?
    if let path = options.manifest {
      guard let bytes = read(path, what: "manifest", limit: FileSizeLimit.manifest) else {
        return .input
      }
      manifest = AndroidManifest(xml: bytes)
    }
    switch generation {
    case .manifest:
      write(
        AndroidGenerator.intentFilters(
          table: table, minSdk: options.minSdk ?? manifest?.minSdk))
    case .assetlinks:
      write(
        AndroidGenerator.assetLinks(
          table: table, package: options.package ?? manifest?.package ?? "",
          fingerprint: options.fingerprint ?? ""))
    }
    return .success
  }

  /// Generated text, line by line.
  private func write(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      standardOutput.writeLine(String(line))
    }
  }
}
