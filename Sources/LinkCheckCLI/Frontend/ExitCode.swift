/// The process exit status (SPEC §8).
public struct ExitCode: RawRepresentable, Hashable, Sendable {
  public var rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// Every record resolved (for `lint`: no problem found); also `--help` and `--version`.
  public static let success = ExitCode(rawValue: 0)
  /// The run completed and at least one record failed (for `lint`: an error was found).
  public static let failure = ExitCode(rawValue: 1)
  /// Unknown command or option, missing or bad option value.
  public static let usage = ExitCode(rawValue: 2)
  /// The config or an input file is missing, unreadable or invalid.
  public static let input = ExitCode(rawValue: 3)
}
