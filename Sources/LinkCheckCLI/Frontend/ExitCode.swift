/// The process exit status (README "Exit status").
public struct ExitCode: RawRepresentable, Hashable, Sendable {
  public var rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// Every record resolved (for `lint`: no problem found); also `--help` and `--version`.
  public static let success = ExitCode(rawValue: 0)
  /// The run completed and at least one record failed (for `lint`: an error was found).
  public static let failure = ExitCode(rawValue: 1)
  /// Unknown command or option, missing or bad option value.
  public static let usage = ExitCode(rawValue: 2)
  /// The config or an input file is missing, unreadable or invalid; or the results cannot be
  /// written (a full disk).
  public static let input = ExitCode(rawValue: 3)

  /// Stopped by a signal (`SIGINT` → 130, `SIGTERM` → 143), after the records already printed.
  public static func interrupted(by signal: Int32) -> ExitCode {
    ExitCode(rawValue: 128 + signal)
  }
}
