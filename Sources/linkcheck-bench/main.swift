// `make bench`: measures linkcheck against baselines taken in the same run and prints one table.
// Usage: linkcheck-bench [--quick] [--binary PATH] [--example PATH]
import RouteTable

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let quick = arguments.contains("--quick")
let binary = option("--binary") ?? ".build/release/linkcheck"
let examplePath = option("--example") ?? "Examples/flightdeck/linkcheck.json"
let urlCount = quick ? 100_000 : 1_000_000
let streamedLines = quick ? 500_000 : 5_000_000
let workDirectory = "/tmp/linkcheck-bench-\(ProcessInfo.processInfo.processIdentifier)"
try FileManager.default.createDirectory(atPath: workDirectory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: workDirectory) }

var report = ReportTable()
nonisolated(unsafe) var sink = 0

/// Resolves URLs until all are done or `budget` seconds have passed; returns URLs per second.
func throughput(_ urls: [String], budget: Double = .infinity, _ resolve: (String) -> Bool) -> Double
{
  let clock = ContinuousClock()
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

func write(_ lines: [String], to path: String, times: Int = 1) throws {
  let chunk = lines.joined(separator: "\n") + "\n"
  var data = Data()
  data.reserveCapacity(chunk.utf8.count * times)
  for _ in 0..<times { data.append(contentsOf: chunk.utf8) }
  try data.write(to: URL(fileURLWithPath: path))
}

// Library throughput, single thread, against the Foundation router on the same table and URLs.
let exampleJSON = try String(
  decoding: Data(contentsOf: URL(fileURLWithPath: examplePath)), as: UTF8.self)
let flightURLs = flightdeckURLs(count: urlCount, seed: 42)
var flightdeckRate = 0.0
for (name, json, urls) in [
  ("resolve, flightdeck table", exampleJSON, flightURLs),
  (
    "resolve, 1,000 routes", SyntheticTable(routeCount: 1_000).json,
    SyntheticTable(routeCount: 1_000).urls(count: urlCount, seed: 7)
  ),
  (
    "resolve, 10,000 routes", SyntheticTable(routeCount: 10_000).json,
    SyntheticTable(routeCount: 10_000).urls(count: urlCount, seed: 7)
  ),
] {
  let table = try RouteTable(json: Array(json.utf8))
  let baseline = FoundationBaseline(config: table.config)
  _ = throughput(Array(urls.prefix(10_000))) {
    if case .success = table.resolve($0) { true } else { false }
  }
  let ours = throughput(urls) { if case .success = table.resolve($0) { true } else { false } }
  let theirs = throughput(urls, budget: quick ? 1 : 5) { baseline.resolve($0) != nil }
  if flightdeckRate == 0 { flightdeckRate = ours }
  report.add(
    name, rate(Int(ours), 1), baseline: "Foundation router", rate(Int(theirs), 1),
    ratio: ours / theirs)
}

// The CLI end to end over the URL file, output to /dev/null.
let urlFile = workDirectory + "/urls.txt"
try write(flightURLs, to: urlFile)
var singleJob = 0.0
for (format, jobs) in [("jsonl", 1), ("text", 1), ("jsonl", 2)] {
  let outcome = ChildProcess.run([
    binary, "-c", examplePath, "-i", urlFile, "--format", format, "-j", String(jobs),
  ])
  let lines = Double(flightURLs.count) / outcome.seconds
  if jobs == 1, format == "jsonl" { singleJob = lines }
  if jobs == 1 {
    report.add(
      "cli \(format) -j 1", rate(Int(lines), 1), baseline: "library resolve",
      rate(Int(flightdeckRate), 1), ratio: lines / flightdeckRate)
  } else {
    report.add(
      "cli \(format) -j \(jobs)", rate(Int(lines), 1), baseline: "cli jsonl -j 1",
      rate(Int(singleJob), 1), ratio: lines / singleJob)
  }
}

// Start-up: one URL as an argument, against the floor of starting any process.
let sampleURL = "flightdeck://flight/6F9619FF-8B86-D011-B42D-00C04FC964FF"
let startup = median(
  (0..<50).map { _ in ChildProcess.run([binary, "-c", examplePath, sampleURL]).seconds })
let floor = median((0..<50).map { _ in ChildProcess.run(["/bin/true"]).seconds })
report.add(
  "start-up (median of 50)", format(startup * 1000, digits: 2) + " ms", baseline: "/bin/true",
  format(floor * 1000, digits: 2) + " ms", ratio: startup / floor)

// Config load: the 10,000-route table, against decoding the same file with JSONDecoder.
struct NaiveConfig: Decodable {
  struct Route: Decodable {
    let name: String
    let paths: [String]?
  }
  let routes: [Route]
}
let largeJSON = Array(SyntheticTable(routeCount: 10_000).json.utf8)
let clock = ContinuousClock()
let load = median(
  (0..<5).map { _ in
    let start = clock.now
    sink &+= (try? RouteTable(json: largeJSON))?.config.routes.count ?? 0
    return start.duration(to: clock.now).seconds
  })
let decode = median(
  (0..<5).map { _ in
    let start = clock.now
    sink &+= (try? JSONDecoder().decode(NaiveConfig.self, from: Data(largeJSON)))?.routes.count ?? 0
    return start.duration(to: clock.now).seconds
  })
report.add(
  "config load, 10,000 routes", format(load * 1000, digits: 1) + " ms",
  baseline: "JSONDecoder, no checks", format(decode * 1000, digits: 1) + " ms", ratio: load / decode
)

// Memory: peak RSS while streaming many lines, against the same binary on one line.
let streamFile = workDirectory + "/stream.txt"
try write(flightURLs, to: streamFile, times: streamedLines / flightURLs.count)
let oneLineFile = workDirectory + "/one.txt"
try write([sampleURL], to: oneLineFile)
let streamed = ChildProcess.run(
  [binary, "-c", examplePath, "-i", "-", "--format", "jsonl"], stdinPath: streamFile)
let single = ChildProcess.run(
  [binary, "-c", examplePath, "-i", "-", "--format", "jsonl"], stdinPath: oneLineFile)
func megabytes(_ bytes: Int) -> String { format(Double(bytes) / 1_048_576, digits: 1) + " MB" }
report.add(
  "peak RSS, \(streamedLines / 1_000_000)M lines streamed", megabytes(streamed.peakMemory),
  baseline: "peak RSS, 1 line", megabytes(single.peakMemory),
  ratio: Double(streamed.peakMemory) / Double(max(single.peakMemory, 1)))

print(report.render())
if sink == 42 { print("") }
