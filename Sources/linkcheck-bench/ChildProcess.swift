#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with its standard output (and optionally input) redirected, and reports its
/// wall time and peak resident memory.
enum ChildProcess {
  struct Outcome {
    let status: Int32
    let seconds: Double
    /// Peak resident set size in bytes.
    let peakMemory: Int
    /// With `terminateAfter`: from the `SIGTERM` to the exit.
    var secondsAfterSignal = 0.0
  }

  /// With `terminateAfter`, the program is sent `SIGTERM` that many seconds after it starts;
  /// `quiet` sends its standard error to `/dev/null`. With `stdoutPath` `nil`, standard output
  /// is a pipe this process reads to its end, as `| cat > /dev/null` would, handing each block
  /// read to `reading`.
  static func run(
    _ arguments: [String], stdinPath: String? = nil, stdoutPath: String? = "/dev/null",
    terminateAfter: Double? = nil, quiet: Bool = false,
    reading: (UnsafeRawBufferPointer) -> Void = { _ in }
  ) -> Outcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
    var pipeEnds: [Int32] = [-1, -1]
    if let stdoutPath {
      posix_spawn_file_actions_addopen(
        &actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    } else {
      guard pipe(&pipeEnds) == 0 else { return Outcome(status: -1, seconds: 0, peakMemory: 0) }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
      posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    }
    if quiet { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
      return Outcome(status: -1, seconds: 0, peakMemory: 0)
    }
    var signalled = start
    if let terminateAfter {
      usleep(UInt32(terminateAfter * 1_000_000))
      signalled = clock.now
      kill(pid, SIGTERM)
    }
    if stdoutPath == nil {
      close(pipeEnds[1])
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        buffer.withUnsafeBytes { reading(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
      }
      close(pipeEnds[0])
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let end = clock.now
    let elapsed = start.duration(to: end)
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)
    #else
      let peak = Int(usage.ru_maxrss) * 1024
    #endif
    return Outcome(
      status: status, seconds: elapsed.seconds, peakMemory: peak,
      secondsAfterSignal: terminateAfter == nil ? 0 : signalled.duration(to: end).seconds)
  }
}

extension Duration {
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
