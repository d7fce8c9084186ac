import LinkCheckCLI

_ = run(arguments: Array(CommandLine.arguments.dropFirst()), environment: [:])
