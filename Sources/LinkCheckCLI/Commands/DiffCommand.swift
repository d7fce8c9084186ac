import RouteTable

/// `linkcheck diff`: every link decided under the old and the new version of a route table or
/// platform file, each by the engine that decides it everywhere else, and one record for each
/// link whose outcome differs (README "Link impact").
///
/// The links: the URL arguments or `--input` (the URLs of a `.linktest` file), in order, then
/// the samples of both tables and the sample links of both files' rules, each once. The summary
/// goes to stderr.
struct DiffCommand<IO: CommandIO> {
  var options: Options
  /// OLD NEW (two tables without `--base`), then URLs.
  var arguments: [String]
  var environment: [String: String]
  var io: IO
  var standardOutput: OutputChannel<IO>
  var standardError: OutputChannel<IO>

  /// Two versions ready to decide links, and how an outcome is written.
  struct Versions<Outcome> {
    var old: (String) -> Outcome
    var new: (String) -> Outcome
    var change: (_ old: Outcome, _ new: Outcome) -> LinkChange?
    /// The fields of the command's text record after its input.
    var fields: (Outcome) -> String
    /// The command's jsonl record.
    var record: (InputLine, Outcome) -> String
    /// Where in the new file the link's fate is decided: the route or rule.
    var position: (_ old: Outcome, _ new: Outcome) -> SourcePosition?
    /// The file `gcc` and `github` annotate.
    var newFile: String
    /// The links of the versions themselves: their samples and their rules'.
    var sampleLinks: [String]
  }

  /// Ends the command with `status`, its reason already reported.
  struct Stopped: Error {
    var status: ExitCode
  }

  func run() -> ExitCode {
    do throws(Stopped) {
      switch DiffArguments.mode(of: options) {
      case .tables: return compare(try tables())
      case .aasa: return compare(try aasa())
      case .android: return compare(try android())
      }
    } catch {
      return error.status
    }
  }

  // MARK: - Compare

  private func compare<Outcome>(_ versions: Versions<Outcome>) -> ExitCode {
    let urls = Array(arguments.dropFirst(DiffArguments.tableArguments(of: options)))
    var inputs: InputLines?
    var tests: [LinkTestCase] = []
    if let path = options.input, path.hasSuffix(".linktest") {
      guard
        let bytes = TableLoading.readFile(
          path, what: "test file", io: io, standardError: standardError)
      else { return .input }
      tests = LinkTestFile(bytes: bytes).cases
    } else if !urls.isEmpty || options.input != nil {
      inputs = TableLoading.openInputs(
        urls: urls, input: options.input, io: io, standardOutput: standardOutput,
        standardError: standardError)
      if inputs == nil { return .input }
    }
    let write = writer(for: versions)
    var changes: [LinkChange: Int] = [:]
    var (unchanged, allowed, lastNumber) = (0, 0, 0)
    var seen = Set<String>()
    func compare(_ line: InputLine) {
      seen.insert(line.text)
      lastNumber = line.number
      let (old, new) = (versions.old(line.text), versions.new(line.text))
      guard let change = versions.change(old, new) else {
        unchanged += 1
        return
      }
      guard !options.allowedChanges.contains(change) else {
        allowed += 1
        return
      }
      changes[change, default: 0] += 1
      if !options.quiet { standardOutput.writeLine(write(line, change, old, new)) }
    }
    for test in tests where !standardOutput.isStopped {
      compare(InputLine(number: test.lineNumber, text: test.url))
    }
    if var lines = inputs {
      while !standardOutput.isStopped {
        do {
          guard let line = try lines.next() else { break }
          compare(line)
        } catch {
          return TableLoading.inputReadFailure(
            error, input: options.input, standardOutput: standardOutput,
            standardError: standardError)
        }
      }
    }
    for link in versions.sampleLinks where !standardOutput.isStopped && !seen.contains(link) {
      compare(InputLine(number: lastNumber + 1, text: link))
    }
    standardOutput.flush()
    if !options.quiet {
      standardError.writeLine(
        DiffRenderer.summary(changes: changes, unchanged: unchanged, allowed: allowed))
    }
    return changes.isEmpty ? .success : .failure
  }

  /// The record of a changed link in the chosen format.
  private func writer<Outcome>(for versions: Versions<Outcome>) -> (
    InputLine, LinkChange, Outcome, Outcome
  ) -> String {
    let palette = Palette(
      isEnabled: options.format == .text
        && options.color.isEnabled(for: io.kind(of: .output), environment: environment))
    switch options.format {
    case .jsonl:
      return { line, change, old, new in
        DiffRenderer.json(
          line.text, change, old: versions.record(line, old), new: versions.record(line, new))
      }
    case .gcc, .github:
      let format = options.format
      return { line, change, old, new in
        DiffRenderer.annotation(
          line.text, change, old: versions.fields(old), new: versions.fields(new),
          file: versions.newFile, at: versions.position(old, new), format: format)
      }
    // `diff` refuses `junit`.
    case .text, .junit:
      return { line, change, old, new in
        DiffRenderer.text(
          line.text, change, old: versions.fields(old), new: versions.fields(new),
          palette: palette)
      }
    }
  }

  // MARK: - Route tables

  private func tables() throws(Stopped) -> Versions<Result<Resolution, ResolveFailure>> {
    let old: RouteTable
    let new: RouteTable
    let newFile: String
    if let base = options.base {
      let location = ConfigLocation(option: options.config, environment: environment)
      let bytes: [UInt8]
      switch GitRevision.read(location.path, at: base, maxCount: FileSizeLimit.config, io: io) {
      case .success(let read): bytes = read
      case .failure(let problem):
        problem.lines.forEach(standardError.writeLine)
        throw Stopped(status: .input)
      }
      guard
        let table = TableLoading.load(
          bytes, fileName: "\(base):\(location.path)", options: options,
          environment: environment, io: io, standardError: standardError)
      else { throw Stopped(status: .input) }
      old = table
      new = try loadTable(at: location)
      newFile = location.path
    } else {
      old = try loadTable(at: ConfigLocation(option: arguments[0], environment: environment))
      new = try loadTable(at: ConfigLocation(option: arguments[1], environment: environment))
      newFile = arguments[1]
    }
    let text = TextRenderer(palette: Palette(isEnabled: false))
    let routePositions = Dictionary(
      new.config.routes.map { ($0.name, $0.location.position) }, uniquingKeysWith: { a, _ in a })
    return Versions(
      old: { old.resolve($0) }, new: { new.resolve($0) }, change: LinkChange.init(from:to:),
      fields: { outcome in
        var output = ByteWriter()
        text.renderFields(
          of: ResolveRecord(line: InputLine(number: 0, text: ""), outcome: outcome, strict: false),
          into: &output)
        return String(decoding: output.bytes.dropFirst(2), as: UTF8.self)
      },
      record: { line, outcome in
        JSONLinesRenderer().render(ResolveRecord(line: line, outcome: outcome, strict: false))
      },
      position: { old, new in
        // The route that takes the link now, else the one that took it, else the nearest.
        let names =
          [new, old].compactMap { try? $0.get().route }
          + [new, old].compactMap { outcome in
            if case .failure(let failure) = outcome { failure.nearest?.route } else { nil }
          }
        return names.lazy.compactMap { routePositions[$0] ?? nil }.first
      },
      newFile: newFile,
      sampleLinks: SampleGenerator(table: old).links(allForms: true)
        + SampleGenerator(table: new).links(allForms: true))
  }

  private func loadTable(at location: ConfigLocation) throws(Stopped) -> RouteTable {
    guard
      let (table, _, _) = TableLoading.loadWithSource(
        options: options, environment: environment, io: io, standardError: standardError,
        location: location)
    else { throw Stopped(status: .input) }
    return table
  }

  /// The table of `-c`, whose samples the platform files are compared on too; none without it.
  private func platformTable() throws(Stopped) -> RouteTable? {
    guard let path = options.config else { return nil }
    return try loadTable(at: ConfigLocation(option: path, environment: environment))
  }

  // MARK: - AASA

  private func aasa() throws(Stopped) -> Versions<Result<AASADecision, LinkDecisionError>> {
    let files = options.diffFiles[0]
    let old = try document(at: files.old)
    let new = try document(at: files.new!)
    guard
      let appID = AASAArguments.appID(
        options: options, listed: new.appIDs, command: .diff, standardError: standardError)
    else { throw Stopped(status: .usage) }
    let table = try platformTable()
    let domain = options.domain
    var links =
      table.map {
        SampleGenerator(table: $0).links(allForms: true).filter { $0.hasPrefix("https:") }
      } ?? []
    // Without a domain iOS's decision reads any host: the rules' links go on a stand-in.
    let domains =
      domain.map { [$0] } ?? table?.config.servingHosts.map(\.platformText) ?? ["example.com"]
    for document in [old, new] {
      for domain in domains {
        links += document.sampleLinks(appID: appID, domain: domain, table: table)
      }
    }
    let text = AASADecisionRenderer(palette: Palette(isEnabled: false), jsonLines: false)
    let json = AASADecisionRenderer(palette: Palette(isEnabled: false), jsonLines: true)
    let entry = new.entry(for: appID)?.position
    return Versions(
      old: { old.decide($0, appID: appID, domain: domain) },
      new: { new.decide($0, appID: appID, domain: domain) }, change: LinkChange.init(from:to:),
      fields: text.fields(of:), record: { json.render(line: $0, outcome: $1) },
      position: { _, new in (try? new.get())?.rule?.position ?? entry },
      newFile: files.new!, sampleLinks: links)
  }

  private func document(at path: String) throws(Stopped) -> AASADocument {
    // One byte past iOS's limit: the file is reported too large, not read whole.
    let file = AASAFile(
      json: try bytes(at: path, what: "file", maxCount: AASAFile.maximumSize + 1))
    guard file.isUsable, let document = file.document else {
      throw unusable(path, "iOS would ignore it")
    }
    return document
  }

  // MARK: - Android

  private func android() throws(Stopped) -> Versions<
    Result<AndroidLinkDecision, LinkDecisionError>
  > {
    let manifests = options.diffFiles.first { $0.option == .manifest }!
    let oldManifest = try manifest(at: manifests.old)
    let newManifest = try manifests.new.map { path throws(Stopped) in try manifest(at: path) }
    var oldFiles: [String: AssetLinksFile] = [:]
    var newFiles: [String: AssetLinksFile] = [:]
    var changedFile: String?
    for files in options.diffFiles where files.option == .assetLinks {
      let (oldHosts, oldPath, _) = AndroidFiles.hostsAndPath(
        files.old, domain: options.domain, manifest: oldManifest)
      let newHosts = AndroidFiles.hostsAndPath(
        files.old, domain: options.domain, manifest: newManifest ?? oldManifest
      ).hosts
      let old = try assetLinks(at: oldPath)
      let new = try files.new.map { path throws(Stopped) in try assetLinks(at: path) } ?? old
      for host in oldHosts { oldFiles[host] = old }
      for host in newHosts { newFiles[host] = new }
      changedFile = changedFile ?? files.new
    }
    let api = options.api ?? AndroidManifest.newestAPI
    let old = AndroidAppLinks(
      manifest: oldManifest, assetLinks: oldFiles, fingerprint: options.fingerprint, api: api)
    let new = AndroidAppLinks(
      manifest: newManifest ?? oldManifest, assetLinks: newFiles,
      fingerprint: options.fingerprint, api: api)
    let table = try platformTable()
    var links = table.map { SampleGenerator(table: $0).links(allForms: true) } ?? []
    links += oldManifest.sampleLinks(table: table)
    links += newManifest?.sampleLinks(table: table) ?? []
    // An edited manifest is annotated at the activity that takes the link now (else took it).
    let activities = Dictionary(
      (newManifest?.activities ?? []).map { ($0.name, $0.position) },
      uniquingKeysWith: { a, _ in a })
    return Versions(
      old: old.decide, new: new.decide, change: LinkChange.init(from:to:),
      fields: AndroidRenderer.fields(of:),
      record: { AndroidRenderer.record($0, $1, format: .jsonl, file: "") },
      position: { old, new in
        [new, old].lazy.compactMap { (try? $0.get())?.activity }.compactMap { activities[$0] }
          .first
      },
      newFile: manifests.new ?? changedFile!, sampleLinks: links)
  }

  private func manifest(at path: String) throws(Stopped) -> AndroidManifest {
    let manifest = AndroidFiles.manifest(
      try bytes(at: path, what: "manifest", maxCount: FileSizeLimit.manifest), options: options)
    guard AndroidFiles.isUsable(manifest) else { throw unusable(path, "Android would not read it") }
    return manifest
  }

  private func assetLinks(at path: String) throws(Stopped) -> AssetLinksFile {
    let file = AssetLinksFile(
      json: try bytes(at: path, what: "assetlinks file", maxCount: FileSizeLimit.assetLinks))
    guard AndroidFiles.isUsable(file) else { throw unusable(path, "Android would not read it") }
    return file
  }

  // MARK: - Files

  private func bytes(at path: String, what: String, maxCount: Int) throws(Stopped) -> [UInt8] {
    guard
      let bytes = TableLoading.readFile(
        path, what: what, io: io, standardError: standardError, maxCount: maxCount)
    else { throw Stopped(status: .input) }
    return bytes
  }

  /// A file the platform would not read at all, reported.
  private func unusable(_ path: String, _ reason: String) -> Stopped {
    standardError.writeLine("error: '\(VisibleText.escaping(path))' cannot be used: \(reason)")
    return Stopped(status: .input)
  }
}
