/// Why a path pattern is invalid, and where.
public struct PatternSyntaxError: Error, Hashable, Sendable {
  /// One line, lowercase, no trailing period.
  public var message: String
  /// 1-based column (in Unicode scalars) inside the pattern.
  public var column: Int

  /// An error with a message and a 1-based column.
  public init(message: String, column: Int) {
    self.message = message
    self.column = column
  }

  /// An error at a 0-based scalar offset.
  init(_ message: String, at index: Int) {
    self.init(message: message, column: index + 1)
  }
}
