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
  }
#endif
