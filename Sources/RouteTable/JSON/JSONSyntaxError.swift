/// Why a text is not JSON the reader accepts, and where.
public struct JSONSyntaxError: Error, Hashable, Sendable {
  /// A stable identifier: `invalid-utf8`, `unexpected-character`, `unexpected-end`,
  /// `duplicate-key`, `trailing-comma`, `comment`, `invalid-escape`, `invalid-number`,
  /// `control-character`, `too-deep`, `trailing-content`.
  public var code: String
  /// One line, lowercase, no trailing period.
  public var message: String
  public var position: SourcePosition
  /// A known fix, if any.
  public var help: String?

  public init(code: String, message: String, position: SourcePosition, help: String? = nil) {
    self.code = code
    self.message = message
    self.position = position
    self.help = help
  }
}
