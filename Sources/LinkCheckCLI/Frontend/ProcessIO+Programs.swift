#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ProcessIO {
  /// The most of a program's stderr kept for messages.
  static let programErrorLimit = 1 << 14

  public func runProgram(_ program: String, arguments: [String], maxCount: Int)
    throws(FileReadError) -> ProgramResult
  {
    try Self.runProgram(program, arguments: arguments, maxCount: maxCount)
  }

  /// ``runProgram(_:arguments:maxCount:)``, which needs no signal handling of its own.
  static func runProgram(_ program: String, arguments: [String], maxCount: Int)
    throws(FileReadError) -> ProgramResult
  {
    let output = try Self.closedOnExecPipe()
    let errors: [Int32]
    do {
      errors = try Self.closedOnExecPipe()
    } catch {
      for descriptor in output { close(descriptor) }
      throw error
    }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      let environment = _NSGetEnviron().pointee
    #else
      var actions = posix_spawn_file_actions_t()
      let environment = environ
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO)
    for descriptor in output + errors { posix_spawn_file_actions_addclose(&actions, descriptor) }
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environment)
    close(output[1])
    close(errors[1])
    defer {
      close(output[0])
      close(errors[0])
    }
    guard spawned == 0 else { throw Self.readError(spawned) }
    // Both pipes are read as they fill: a program blocked on a full one would never end.
    var standardOutput: [UInt8] = []
    var standardError: [UInt8] = []
    var open = [output[0], errors[0]]
    var readFailure: FileReadError?
    while !open.isEmpty, readFailure == nil {
      var ready = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if poll(&ready, nfds_t(ready.count), -1) < 0 {
        if errno != EINTR { readFailure = Self.readError(errno) }
        continue
      }
      for entry in ready where entry.revents != 0 {
        do throws(FileReadError) {
          let chunk = try Self.read(entry.fd, maxCount: 1 << 16)
          if chunk.isEmpty {
            open.removeAll { $0 == entry.fd }
          } else if entry.fd == output[0] {
            standardOutput += chunk
            if standardOutput.count > maxCount { throw .tooLarge(maxCount) }
          } else {
            standardError += chunk.prefix(Self.programErrorLimit - standardError.count)
          }
        } catch {
          readFailure = error
        }
      }
    }
    if readFailure != nil { kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if let readFailure { throw readFailure }
    // The status word: the low seven bits hold the signal, the next byte the exit status.
    let exited = status & 0x7f == 0
    return ProgramResult(
      standardOutput: standardOutput, standardError: standardError,
      status: exited ? (status >> 8) & 0xff : nil)
  }

  /// A pipe whose ends no other program this process starts inherits (one started by another
  /// thread would keep the write end open, and the read would never end).
  private static func closedOnExecPipe() throws(FileReadError) -> [Int32] {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw readError(errno) }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    return descriptors
  }
}
