/// Why an input is not a URL the reader accepts (`invalid-url`), and where.
public struct URLReadError: Error, Hashable, Sendable {
  /// One line, lowercase, no trailing period, e.g. `raw space is not allowed; encode it as '%20'`
  /// (the column is ``column``, not part of the message).
  public var message: String
  /// 1-based column (in Unicode scalars) of the first offending character of the input.
  public var column: Int

  public init(message: String, column: Int) {
    self.message = message
    self.column = column
  }
}
