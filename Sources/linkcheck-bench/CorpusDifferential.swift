/// Whether the CLI still writes the same jsonl for the bench's corpus of a million flightdeck
/// links: every line of it, fingerprinted, against the fingerprint recorded here. A change to
/// the resolver that is meant to be invisible must leave it unchanged; a change of output made
/// on purpose records the new one (the failure prints it).
enum CorpusDifferential {
  /// Lines, bytes and FNV-1a of the bytes.
  struct Fingerprint: Equatable, CustomStringConvertible {
    var lines = 0
    var bytes = 0
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ block: UnsafeRawBufferPointer) {
      bytes += block.count
      for byte in block {
        if byte == UInt8(ascii: "\n") { lines += 1 }
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }

    var description: String {
      "Fingerprint(lines: \(lines), bytes: \(bytes), hash: 0x\(String(hash, radix: 16)))"
    }
  }

  static let corpusSize = 1_000_000

  /// `linkcheck -c Examples/flightdeck/linkcheck.json --format jsonl` over
  /// `flightdeckURLs(count: 1_000_000, seed: 42)`.
  static let recorded = Fingerprint(
    lines: 1_000_000, bytes: 280_656_418, hash: 0xfabb_2cee_7c10_66f0)

  /// The fingerprint of the jsonl `binary` writes for the links in `inputPath` with `jobs`
  /// threads; `nil` when it cannot run.
  static func fingerprint(binary: String, example: String, inputPath: String, jobs: Int)
    -> Fingerprint?
  {
    var fingerprint = Fingerprint()
    let outcome = ChildProcess.run(
      [binary, "-c", example, "-i", inputPath, "--format", "jsonl", "-j", String(jobs)],
      stdoutPath: nil
    ) { fingerprint.add($0) }
    return outcome.status == 0 || outcome.status == 1 << 8 ? fingerprint : nil
  }
}

#if canImport(FoundationEssentials)
  import FoundationEssentials

  extension CorpusDifferential {
    /// Writes `corpus` to `directory`, fingerprints `binary`'s jsonl of it with one and with
    /// two threads, and adds a row for each to `report`; whether both match ``recorded``.
    static func check(
      _ corpus: [String], binary: String, example: String, directory: String,
      into report: inout ReportTable
    ) throws -> Bool {
      let path = directory + "/corpus.txt"
      try write(corpus, to: path)
      var unchanged = true
      for jobs in [1, 2] {
        let found = fingerprint(binary: binary, example: example, inputPath: path, jobs: jobs)
        let same = found == recorded
        if !same {
          unchanged = false
          print("jsonl of the corpus with -j \(jobs): \(found.map(String.init) ?? "no output")")
        }
        report.add(
          "jsonl of the 1M-link corpus, -j \(jobs)", same ? "unchanged" : "CHANGED",
          baseline: "recorded fingerprint", String(recorded.hash, radix: 16),
          ratio: same ? 1 : 0)
      }
      return unchanged
    }
  }
#endif
