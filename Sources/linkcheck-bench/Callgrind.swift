#if canImport(FoundationEssentials)
  import FoundationEssentials

  /// Runs a program under valgrind's callgrind and reads back what it executed: a count that is
  /// the same on every run, where a timed row moves with the machine's load.
  enum Callgrind {
    struct Counts {
      /// Instructions executed.
      var instructions: Double
      /// Calls of `malloc` (0 in a stripped binary, whose functions have no names).
      var mallocs: Double

      /// What each of `count` repetitions cost beyond `base`.
      func per(_ count: Int, over base: Counts) -> Counts {
        Counts(
          instructions: (instructions - base.instructions) / Double(count),
          mallocs: (mallocs - base.mallocs) / Double(count))
      }
    }

    static var isAvailable: Bool {
      ChildProcess.run(["/bin/sh", "-c", "command -v valgrind"], quiet: true).status == 0
    }

    /// The counts of `arguments` run to its end under callgrind, or `nil` when it fails.
    static func count(_ arguments: [String], in directory: String) -> Counts? {
      let output = directory + "/callgrind.out"
      let outcome = ChildProcess.run(
        [
          "/bin/sh", "-c", #"exec valgrind --tool=callgrind --callgrind-out-file="$0" "$@""#,
          output,
        ]
          + arguments, quiet: true)
      guard outcome.status == 0 || outcome.status == 1 << 8,
        let data = try? Data(contentsOf: URL(fileURLWithPath: output))
      else { return nil }
      return parse(String(decoding: data, as: UTF8.self))
    }

    /// The `totals:` line, and the `calls=` of every call whose callee is named `malloc`.
    static func parse(_ text: String) -> Counts? {
      var instructions: Double?
      var mallocs = 0.0
      var names: [Substring: Substring] = [:]
      var calleeIsMalloc = false
      for line in text.split(separator: "\n") {
        if line.hasPrefix("totals:") || line.hasPrefix("summary:") {
          instructions = line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
        } else if line.hasPrefix("cfn=") {
          // `cfn=(12) name` names id 12; later `cfn=(12)` refers back to it.
          let rest = line.dropFirst(4)
          let id = rest.prefix { $0 != " " }
          let name = rest.dropFirst(id.count + 1)
          if !name.isEmpty { names[id] = name }
          calleeIsMalloc = names[id] == "malloc"
        } else if line.hasPrefix("fn=") {
          let rest = line.dropFirst(3)
          let id = rest.prefix { $0 != " " }
          let name = rest.dropFirst(id.count + 1)
          if !name.isEmpty { names[id] = name }
        } else if line.hasPrefix("calls="), calleeIsMalloc {
          mallocs += line.dropFirst(6).split(separator: " ").first.flatMap { Double($0) } ?? 0
          calleeIsMalloc = false
        }
      }
      return instructions.map { Counts(instructions: $0, mallocs: mallocs) }
    }

    /// Adds the rows of instructions and mallocs per library resolve (against the Foundation
    /// router) and of instructions per CLI jsonl line, over `corpus`, to `report`; a note when
    /// valgrind is missing.
    static func addRows(
      to report: inout ReportTable, corpus: [String], binary: String, example: String,
      directory: String
    ) throws {
      guard isAvailable else {
        return print("note: valgrind is not installed; the callgrind rows are left out")
      }
      /// What one link costs the probe `flag` (the difference between resolving the corpus and
      /// resolving none of it).
      func perLink(_ flag: String) -> Counts? {
        let run = { (links: Int) in
          count(
            [
              CommandLine.arguments[0], flag, String(links), "--count", String(corpus.count),
              "--example", example,
            ], in: directory)
        }
        guard let none = run(0), let all = run(corpus.count) else { return nil }
        return all.per(corpus.count, over: none)
      }
      let ours = perLink("--probe-resolve")
      if let ours, let theirs = perLink("--probe-foundation") {
        report.add(
          "instructions per resolve, flightdeck", linkcheck_bench.count(ours.instructions),
          baseline: "Foundation router", linkcheck_bench.count(theirs.instructions),
          ratio: ours.instructions / theirs.instructions)
        report.add(
          "mallocs per resolve, flightdeck", format(ours.mallocs, digits: 2),
          baseline: "Foundation router", format(theirs.mallocs, digits: 2),
          ratio: ours.mallocs / theirs.mallocs)
      }
      // The CLI binary is stripped: its instructions are counted, its calls cannot be named.
      let lines = directory + "/callgrind-lines.txt"
      let line = directory + "/callgrind-line.txt"
      try write(corpus, to: lines)
      try write(Array(corpus.prefix(1)), to: line)
      let cli = { (input: String) in
        count(
          [binary, "-c", example, "-i", input, "--format", "jsonl", "-j", "1"], in: directory)
      }
      if let ours, let one = cli(line), let all = cli(lines) {
        let perLine = all.per(corpus.count - 1, over: one).instructions
        report.add(
          "instructions per CLI jsonl line, flightdeck", linkcheck_bench.count(perLine),
          baseline: "library resolve", linkcheck_bench.count(ours.instructions),
          ratio: perLine / ours.instructions)
      }
    }
  }
#endif
