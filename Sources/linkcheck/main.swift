import LinkCheckCLI

let io = ProcessIO()
io.exit(
  run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessIO.currentEnvironment(), io: io))
