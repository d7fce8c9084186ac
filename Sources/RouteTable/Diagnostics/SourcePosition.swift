/// A place in a source text (a config file or a pattern), for messages that point at it.
public struct SourcePosition: Hashable, Sendable, Comparable {
  /// Byte offset from the start of the text, 0-based.
  public var offset: Int
  /// Line number, 1-based.
  public var line: Int
  /// Column in Unicode scalars from the start of the line, 1-based.
  public var column: Int

  public init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    lhs.offset < rhs.offset
  }
}
