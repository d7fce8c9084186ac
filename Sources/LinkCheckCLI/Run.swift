// CONTRACT (skeleton): the CLI helper replaces this.
import RouteTable

/// The process exit status (SPEC §8).
public struct ExitCode: RawRepresentable, Hashable, Sendable {
  public var rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }
  public static let success = ExitCode(rawValue: 0)
  public static let failure = ExitCode(rawValue: 1)
  public static let usage = ExitCode(rawValue: 2)
  public static let input = ExitCode(rawValue: 3)
}

/// Runs the command line `arguments` (without the program name).
public func run(arguments: [String], environment: [String: String]) -> ExitCode {
  .success
}
