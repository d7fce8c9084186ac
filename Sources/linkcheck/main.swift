import LinkCheckCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let status = run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessIO.currentEnvironment(), io: ProcessIO())
exit(status.rawValue)
