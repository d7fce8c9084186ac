// `make bench`: measures linkcheck against baselines taken in the same run and prints one table.
// Usage: linkcheck-bench [--quick] [--only SECTION,...] [--tables NAME,...] [--no-baseline] [--each]
//                        [--case NAME] [--repeat N]
//                        [--binary PATH] [--example PATH] [--count N]
//        linkcheck-bench --probe-resolve|--probe-foundation COUNT (what the callgrind rows run)
// Sections (all by default): library, worst, cli, startup, load, memory, lint, diff, files,
// callgrind, differential; tables: flightdeck, 1000, 10000, offtrie, regex, unkeyed, costly and platform
// (worst only).
// `--no-baseline` measures only linkcheck's own rates (no Foundation router).
import RouteTable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The baseline is written with FoundationEssentials, which the Linux toolchain ships as a module
// of its own; full Foundation stays out of the project.
#if canImport(FoundationEssentials)
  import FoundationEssentials

  let arguments = Array(CommandLine.arguments.dropFirst())

  // `--measure-child STDIN PROGRAM ARGS…`: runs the program and prints its exit status and peak
  // RSS. A child started from this small process reports its own peak; one started straight
  // from the benchmark (with its corpora in memory) would report the benchmark's size instead,
  // because Linux carries the peak of the address space a process was spawned from across `exec`.
  if arguments.first == "--measure-child", arguments.count >= 3 {
    let outcome = ChildProcess.run(Array(arguments.dropFirst(2)), stdinPath: arguments[1])
    print(outcome.status, outcome.peakMemory)
    exit(0)
  }
  func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
  }
  func list(_ name: String) -> Set<String>? {
    option(name).map { Set($0.split(separator: ",").map(String.init)) }
  }
  let quick = arguments.contains("--quick")
  let sections = list("--only")
  let tables = list("--tables")
  let withBaseline = !arguments.contains("--no-baseline")
  func wants(_ section: String) -> Bool { sections?.contains(section) ?? true }
  let binary = option("--binary") ?? ".build/release/linkcheck"
  let examplePath = option("--example") ?? "Examples/flightdeck/linkcheck.json"
  let urlCount = option("--count").flatMap { Int($0) } ?? (quick ? 100_000 : 1_000_000)
  /// How many times each library and CLI throughput measurement runs (`--repeat N`; profilers
  /// want 1).
  let rounds = option("--repeat").flatMap { Int($0) } ?? (quick ? 1 : 3)
  let streamedLines = quick ? 500_000 : 5_000_000
  let workDirectory = "/tmp/linkcheck-bench-\(ProcessInfo.processInfo.processIdentifier)"
  try FileManager.default.createDirectory(atPath: workDirectory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: workDirectory) }
  /// `exit` skips the `defer` above.
  func finish(_ status: Int32) -> Never {
    try? FileManager.default.removeItem(atPath: workDirectory)
    exit(status)
  }

  var report = ReportTable()
  nonisolated(unsafe) var sink = 0
  let clock = ContinuousClock()

  /// Resolves URLs until all are done or `budget` seconds have passed; returns URLs per second.
  func throughput(_ urls: [String], budget: Double = .infinity, _ resolve: (String) -> Bool)
    -> Double
  {
    let start = clock.now
    var done = 0
    while done < urls.count {
      for url in urls[done..<min(done + 1000, urls.count)] where resolve(url) { sink &+= 1 }
      done = min(done + 1000, urls.count)
      if start.duration(to: clock.now).seconds > budget { break }
    }
    return Double(done) / start.duration(to: clock.now).seconds
  }

  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  func megabytes(_ bytes: Int) -> String { format(Double(bytes) / 1_048_576, digits: 1) + " MB" }

  let exampleJSON = try String(
    decoding: Data(contentsOf: URL(fileURLWithPath: examplePath)), as: UTF8.self)
  /// The flightdeck corpus, generated on first use (sections that do not need it start at once).
  nonisolated(unsafe) var generatedFlightURLs: [String]?
  var flightURLs: [String] {
    if let generatedFlightURLs { return generatedFlightURLs }
    let urls = flightdeckURLs(count: urlCount, seed: 42)
    generatedFlightURLs = urls
    return urls
  }
  let sampleURL = "flightdeck://flight/6F9619FF-8B86-D011-B42D-00C04FC964FF"

  // `--probe-resolve COUNT` (`--probe-foundation COUNT`): linkcheck (the Foundation router)
  // resolves the first COUNT links of the corpus once; run under callgrind by the `callgrind`
  // section, and once with 0 to measure what surrounds the loop. With `--tables 10000` (or
  // `1000`), the generated table and its links instead.
  for (flag, isFoundation) in [("--probe-resolve", false), ("--probe-foundation", true)] {
    guard let count = option(flag).flatMap(Int.init) else { continue }
    let synthetic = tables?.first.flatMap(Int.init).map { SyntheticTable(routeCount: $0) }
    let table = try RouteTable(json: Array((synthetic?.json ?? exampleJSON).utf8))
    let foundation = FoundationBaseline(config: table.config)
    let reader = AppReader(table)
    // The same corpus whatever the count (at least 20,000 links), so that making it is part
    // of what the run with 0 measures.
    let corpus = synthetic?.urls(count: max(count, 20_000), seed: 7) ?? flightURLs
    for url in corpus.prefix(count) {
      if isFoundation {
        if let resolved = foundation.resolve(url) { sink &+= resolved.values.count }
      } else if reader.read(table.resolve(url)) {
        sink &+= 1
      }
    }
    finish(sink == -1 ? 1 : 0)
  }

  // Library throughput, single thread, against the Foundation router on the same table and URLs.
  var flightdeckRate = 0.0
  if wants("library") {
    let cases: [(key: String, name: String, json: () -> String, urls: () -> [String])] = [
      ("flightdeck", "resolve, flightdeck table", { exampleJSON }, { flightURLs }),
      (
        "1000", "resolve, 1,000 routes", { SyntheticTable(routeCount: 1_000).json },
        { SyntheticTable(routeCount: 1_000).urls(count: urlCount, seed: 7) }
      ),
      (
        "10000", "resolve, 10,000 routes", { SyntheticTable(routeCount: 10_000).json },
        { SyntheticTable(routeCount: 10_000).urls(count: urlCount, seed: 7) }
      ),
    ]
    for item in cases where tables?.contains(item.key) ?? true {
      let table = try RouteTable(json: Array(item.json().utf8))
      let urls = item.urls()
      let reader = AppReader(table)
      let resolves = { (url: String) in reader.read(table.resolve(url)) }
      _ = throughput(Array(urls.prefix(10_000)), resolves)
      let baseline = withBaseline ? FoundationBaseline(config: table.config) : nil
      // Each side is measured `rounds` times, the two alternating, and its best round counts:
      // on a shared machine a round can be slowed by others, never sped up, so the best is the
      // closest to the code's own speed, and both sides get the same chance.
      var ours = 0.0
      var theirs = 0.0
      for _ in 0..<rounds {
        ours = max(ours, throughput(urls, resolves))
        if let baseline {
          theirs = max(
            theirs, throughput(urls, budget: quick ? 1 : 5) { baseline.resolve($0) != nil })
        }
      }
      if withBaseline {
        report.add(
          item.name, rate(Int(ours), 1), baseline: "Foundation router", rate(Int(theirs), 1),
          ratio: ours / theirs)
      } else {
        report.add(item.name, rate(Int(ours), 1), baseline: "-", "-", ratio: 1)
      }
      // What an app pays to make every value public types hold, against reading one.
      if item.key == "flightdeck" {
        flightdeckRate = ours
        var everything = 0.0
        for _ in 0..<rounds {
          everything = max(
            everything, throughput(urls) { reader.readEverything(table.resolve($0)) })
        }
        report.add(
          "resolve and read everything, flightdeck table", rate(Int(everything), 1),
          baseline: "resolve, flightdeck table", rate(Int(ours), 1), ratio: everything / ours)
      }
    }
  }

  // The slowest URL: hostile 64 KiB inputs, each resolved repeatedly, the median time of each
  // and the slowest of those reported, against the budget of a millisecond.
  if wants("worst") {
    // Each case is one or more tables (the costly patterns: one table per pattern).
    let cases: [(key: String, name: String, json: () -> [String], base: String)] = [
      ("flightdeck", "flightdeck table", { [exampleJSON] }, "flightdeck://setlist/"),
      (
        "10000", "10,000 routes", { [SyntheticTable(routeCount: 10_000).json] },
        "synth://g7/files/"
      ),
      (
        "offtrie", "10,000 routes off the trie",
        { [SyntheticTable(routeCount: 10_000, offTrie: true).json] }, "synth://g7/item/"
      ),
      ("regex", "routes with expressions", { [ExpressionTable.json] }, "regex://blog/"),
      (
        "unkeyed", "10,000 routes without a key", { [UnkeyedTable.json(routeCount: 10_000)] },
        "unkeyed://a/"
      ),
      ("costly", "costly patterns", { CostlyPatterns.tables }, "costly://h/"),
    ]
    for item in cases where tables?.contains(item.key) ?? true {
      var slowest = (name: "", seconds: 0.0)
      for (number, json) in item.json().enumerated() {
        let table = try RouteTable(json: Array(json.utf8))
        for (name, url) in HostileURLs.urls(base: item.base)
        where option("--case").map({ name.contains($0) }) ?? true {
          var code = "ok"
          let seconds = median(
            (0..<(quick ? 5 : 21)).map { _ in
              let start = clock.now
              switch table.resolve(url) {
              case .success: sink &+= 1
              case .failure(let failure): code = failure.code.rawValue
              }
              return start.duration(to: clock.now).seconds
            })
          let caseName = item.key == "costly" ? "\(name), pattern \(number + 1)" : name
          if arguments.contains("--each") {
            print(item.key, caseName, format(seconds * 1000, digits: 3), "ms", code)
          }
          if seconds > slowest.seconds { slowest = (caseName, seconds) }
        }
      }
      report.add(
        "slowest hostile URL, \(item.name) (\(slowest.name))",
        format(slowest.seconds * 1000, digits: 3) + " ms", baseline: "budget", "1 ms",
        ratio: slowest.seconds / 0.001)
    }
    // The platform engines: each hostile link decided as `aasa` and `android` decide it.
    if tables?.contains("platform") ?? true {
      var decisions: [(name: String, decide: () -> String)] = []
      for item in PlatformFiles.aasaCases {
        guard let document = AASAFile(json: Array(item.file.utf8)).document else { continue }
        decisions.append(
          (
            item.name,
            {
              switch document.decide(item.link, appID: PlatformFiles.appID) {
              case .success(let decision): decision.outcome.rawValue
              case .failure(let error): error.code.rawValue
              }
            }
          ))
      }
      for item in PlatformFiles.androidCases {
        let appLinks = AndroidAppLinks(
          manifest: AndroidManifest(xml: Array(item.manifest.utf8)),
          assetLinks: ["example.com": AssetLinksFile(json: Array(item.assetLinks.utf8))])
        decisions.append(
          (
            item.name,
            {
              switch appLinks.decide(item.link) {
              case .success(let decision): decision.outcome.rawValue
              case .failure(let error): error.code.rawValue
              }
            }
          ))
      }
      var slowest = (name: "", seconds: 0.0)
      for (name, decide) in decisions {
        var outcome = ""
        let seconds = median(
          (0..<(quick ? 5 : 21)).map { _ in
            let start = clock.now
            outcome = decide()
            return start.duration(to: clock.now).seconds
          })
        if arguments.contains("--each") {
          print("platform", name, format(seconds * 1000, digits: 3), "ms", outcome)
        }
        if seconds > slowest.seconds { slowest = (name, seconds) }
      }
      report.add(
        "slowest hostile link, platform files (\(slowest.name))",
        format(slowest.seconds * 1000, digits: 3) + " ms", baseline: "budget", "1 ms",
        ratio: slowest.seconds / 0.001)
    }
  }

  // The CLI end to end over the URL file, output to /dev/null.
  if wants("cli") {
    let urlFile = workDirectory + "/urls.txt"
    try write(flightURLs, to: urlFile)
    // (format, jobs, into a pipe rather than /dev/null)
    let runs = [("jsonl", 1, false), ("text", 1, false), ("jsonl", 2, false), ("jsonl", 1, true)]
    // As for the library: each run `rounds` times, alternating, the fastest counts.
    var fastest = [Double](repeating: .infinity, count: runs.count)
    for _ in 0..<rounds {
      for (number, (format, jobs, piped)) in runs.enumerated() {
        let outcome = ChildProcess.run(
          [binary, "-c", examplePath, "-i", urlFile, "--format", format, "-j", String(jobs)],
          stdoutPath: piped ? nil : "/dev/null")
        guard outcome.status == 0 || outcome.status == 1 << 8 else {
          print("error: '\(binary)' exited with status \(outcome.status)")
          finish(1)
        }
        fastest[number] = min(fastest[number], outcome.seconds)
      }
    }
    var singleJob = 0.0
    for (number, (format, jobs, piped)) in runs.enumerated() {
      let lines = Double(flightURLs.count) / fastest[number]
      if piped {
        report.add(
          "cli \(format) -j 1 into a pipe, lines", rate(Int(lines), 1),
          baseline: "cli jsonl -j 1", rate(Int(singleJob), 1), ratio: lines / singleJob)
        continue
      }
      if jobs == 1, format == "jsonl" { singleJob = lines }
      if jobs == 1 {
        report.add(
          "cli \(format) -j 1, lines", rate(Int(lines), 1), baseline: "library resolve",
          flightdeckRate > 0 ? rate(Int(flightdeckRate), 1) : "-",
          ratio: flightdeckRate > 0 ? lines / flightdeckRate : 1)
      } else {
        report.add(
          "cli \(format) -j \(jobs), lines", rate(Int(lines), 1), baseline: "cli jsonl -j 1",
          rate(Int(singleJob), 1), ratio: lines / singleJob)
      }
    }
  }

  // Start-up: one URL as an argument, against the floor of starting any process.
  if wants("startup") {
    let startup = median(
      (0..<50).map { _ in ChildProcess.run([binary, "-c", examplePath, sampleURL]).seconds })
    let floor = median((0..<50).map { _ in ChildProcess.run(["/bin/true"]).seconds })
    report.add(
      "start-up (median of 50)", format(startup * 1000, digits: 2) + " ms", baseline: "/bin/true",
      format(floor * 1000, digits: 2) + " ms", ratio: startup / floor)
  }

  // Config load: the 10,000-route table, and 1,000 routes with `(regex)` parts, each against
  // decoding the same file with JSONDecoder.
  if wants("load") {
    struct NaiveConfig: Decodable {
      struct Route: Decodable {
        let name: String
        let paths: [String]?
      }
      let routes: [Route]
    }
    let cases = [
      (
        "config load + first URL, 10,000 routes", SyntheticTable(routeCount: 10_000).json,
        "synth://g1/about"
      ),
      (
        "config load + first URL, 1,000 routes with expressions",
        ExpressionTable.large(routeCount: 1_000), "regex://p5/12"
      ),
    ]
    for (name, json, firstURL) in cases {
      let bytes = Array(json.utf8)
      var tables: [RouteTable?] = []
      let load = median(
        (0..<5).map { _ in
          let start = clock.now
          let table = try? RouteTable(json: bytes)
          // The first URL pays for whatever the table compiles lazily.
          if case .success = table?.resolve(firstURL) { sink &+= 1 }
          let seconds = start.duration(to: clock.now).seconds
          tables.append(table)  // freed after the measurement, not during it
          return seconds
        })
      // A table that does not load, or does not answer its first URL, measures nothing.
      guard case .success = tables.last??.resolve(firstURL) else {
        print("error: '\(name)': the table does not resolve '\(firstURL)'")
        finish(1)
      }
      tables = []
      let decode = median(
        (0..<5).map { _ in
          let start = clock.now
          sink &+=
            (try? JSONDecoder().decode(NaiveConfig.self, from: Data(bytes)))?.routes.count ?? 0
          return start.duration(to: clock.now).seconds
        })
      report.add(
        name, format(load * 1000, digits: 1) + " ms", baseline: "JSONDecoder, no checks",
        format(decode * 1000, digits: 1) + " ms", ratio: load / decode)
    }
  }

  // Memory: peak RSS while streaming many lines, against the same binary on one line.
  if wants("memory") {
    let streamFile = workDirectory + "/stream.txt"
    try write(flightURLs, to: streamFile, times: max(1, streamedLines / flightURLs.count))
    let oneLineFile = workDirectory + "/one.txt"
    try write([sampleURL], to: oneLineFile)
    func peakMemory(stdin: String) throws -> Int {
      let report = workDirectory + "/peak.txt"
      _ = ChildProcess.run(
        [
          CommandLine.arguments[0], "--measure-child", stdin, binary, "-c", examplePath, "-i", "-",
          "--format", "jsonl",
        ], stdoutPath: report)
      let fields = try String(contentsOfFile: report, encoding: .utf8).split(separator: " ")
      return fields.count == 2 ? Int(fields[1].filter(\.isNumber)) ?? 0 : 0
    }
    let streamed = try peakMemory(stdin: streamFile)
    let single = try peakMemory(stdin: oneLineFile)
    let label =
      streamedLines >= 1_000_000
      ? "\(streamedLines / 1_000_000)M" : "\(streamedLines / 1_000)k"
    report.add(
      "peak RSS, \(label) lines streamed", megabytes(streamed),
      baseline: "peak RSS, 1 line", megabytes(single),
      ratio: Double(streamed) / Double(max(single, 1)))
  }

  // Lint: every check on a large table, against loading the same table.
  if wants("lint") {
    for routeCount in quick ? [10_000] : [10_000, 100_000] {
      let bytes = Array(SyntheticTable(routeCount: routeCount).json.utf8)
      let start = clock.now
      let table = try RouteTable(json: bytes)
      let loaded = start.duration(to: clock.now).seconds
      sink &+= RouteLinter(table: table).findings().count
      let linted = start.duration(to: clock.now).seconds - loaded
      report.add(
        "lint, \(routeCount / 1_000),000 routes", format(linted * 1000, digits: 0) + " ms",
        baseline: "config load", format(loaded * 1000, digits: 0) + " ms", ratio: linted / loaded)
      // The first SIGTERM during the lint of the largest table: a command busy with one long
      // unit of work must still end within 100 ms.
      if routeCount == (quick ? 10_000 : 100_000) {
        let tablePath = workDirectory + "/lint-table.json"
        try Data(bytes).write(to: URL(fileURLWithPath: tablePath))
        let outcome = ChildProcess.run(
          [binary, "lint", "-c", tablePath], terminateAfter: loaded / 2)
        report.add(
          "exit after SIGTERM, mid-lint",
          format(outcome.secondsAfterSignal * 1000, digits: 1) + " ms",
          baseline: "limit", "100 ms", ratio: outcome.secondsAfterSignal / 0.1)
      }
    }
  }

  // Link impact: 10,000 links (and every sample of both tables) decided under two versions of
  // a 1,000-route table, against resolving the same links under each table in its own run.
  if wants("diff") {
    let old = SyntheticTable(routeCount: 1_000)
    let paths = ["old", "new", "links"].map { workDirectory + "/diff-\($0)" }
    try Data(old.json.utf8).write(to: URL(fileURLWithPath: paths[0]))
    // Every `tag` route's default changes and every `about` page moves.
    let new = old.json.replacing(#""default":1"#, with: #""default":2"#)
      .replacing("/about", with: "/info")
    try Data(new.utf8).write(to: URL(fileURLWithPath: paths[1]))
    try write(old.urls(count: 10_000, seed: 11), to: paths[2])
    var (diff, resolves) = (Double.infinity, Double.infinity)
    for _ in 0..<rounds {
      let run = ChildProcess.run([binary, "diff", paths[0], paths[1], "-i", paths[2]], quiet: true)
      guard run.status == 1 << 8 else {
        print("error: 'diff' exited with status \(run.status), not 1")
        finish(1)
      }
      diff = min(diff, run.seconds)
      resolves = min(
        resolves,
        paths.prefix(2).map { table in
          ChildProcess.run([binary, "-c", table, "-i", paths[2], "--json", "-j", "1"]).seconds
        }.reduce(0, +))
    }
    report.add(
      "diff, 10,000 links, two 1,000-route tables", format(diff, digits: 2) + " s",
      baseline: "resolve under each", format(resolves, digits: 2) + " s", ratio: diff / resolves)
  }

  // File-level checks: each file at twice the size of its baseline; a linear check takes about
  // twice the time.
  if wants("files") {
    for check in PlatformFiles.fileChecks {
      let times = check.sizes.map { size in
        let path = workDirectory + "/file-check"
        try? Data(check.file(size).utf8).write(to: URL(fileURLWithPath: path))
        let arguments = [binary] + check.arguments.map { $0 == "FILE" ? path : $0 }
        return median(
          (0..<(quick ? 1 : 3)).map { _ in ChildProcess.run(arguments, quiet: true).seconds })
      }
      func label(_ size: Int) -> String {
        let thousands = size / 1_000
        return
          (thousands > 0 ? "\(thousands),\(String(size % 1_000 + 1_000).dropFirst())" : "\(size)")
          + " " + check.unit
      }
      report.add(
        "\(check.name), \(label(check.sizes[1]))", format(times[1] * 1000, digits: 0) + " ms",
        baseline: label(check.sizes[0]), format(times[0] * 1000, digits: 0) + " ms",
        ratio: times[1] / times[0])
    }
  }

  // Instructions and allocations per link and per CLI line, counted by callgrind: the same on
  // every run, so a change of a few percent shows, which the timed rows cannot tell from noise.
  if wants("callgrind") {
    try Callgrind.addRows(
      to: &report, corpus: Array(flightURLs.prefix(20_000)), binary: binary,
      example: examplePath, directory: workDirectory)
  }

  // The jsonl of the million-link corpus, against the fingerprint recorded for it.
  var corpusUnchanged = true
  if wants("differential") {
    let size = CorpusDifferential.corpusSize
    corpusUnchanged = try CorpusDifferential.check(
      urlCount == size ? flightURLs : flightdeckURLs(count: size, seed: 42), binary: binary,
      example: examplePath, directory: workDirectory, into: &report)
  }

  print(report.render())
  if sink == 42 { print("") }
  if !corpusUnchanged { finish(1) }
#else
  print("linkcheck-bench needs FoundationEssentials (the Swift toolchain on Linux)")
  exit(2)
#endif
