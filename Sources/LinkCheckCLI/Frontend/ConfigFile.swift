import RouteTable

/// A config read from its location: loaded, unreadable, or read but invalid.
enum ConfigFile {
  /// The table loaded; `source` is kept for the excerpts of `lint` findings.
  case loaded(RouteTable, source: [UInt8])
  /// The file could not be read; `problem` is a usage-style report (an error and maybe a help).
  case unreadable(CommandProblem)
  /// The file was read but does not load; `source` is kept for excerpts.
  case invalid(ConfigError, source: [UInt8])

  /// Reads and loads the config at `location`.
  static func load(from location: ConfigLocation, io: some CommandIO) -> ConfigFile {
    let bytes: [UInt8]
    do {
      bytes = try io.readFile(atPath: location.path, maxCount: FileSizeLimit.config)
    } catch {
      return .unreadable(problem(error, location: location))
    }
    do {
      return .loaded(try RouteTable(json: bytes), source: bytes)
    } catch {
      return .invalid(error, source: bytes)
    }
  }

  private static func problem(_ error: FileReadError, location: ConfigLocation) -> CommandProblem {
    switch (location.origin, error) {
    case (.defaultPath, .notFound):
      CommandProblem(
        "no config found: '\(location.path)' does not exist",
        help: "pass '--config PATH' or set \(ConfigLocation.environmentVariable)")
    case (.environment, _):
      CommandProblem(
        "cannot read config '\(location.path)' (from \(ConfigLocation.environmentVariable)): "
          + error.reason)
    case (.option, _), (.defaultPath, _):
      CommandProblem("cannot read config '\(location.path)': \(error.reason)")
    }
  }
}
