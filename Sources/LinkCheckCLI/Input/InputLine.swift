/// One input that produces a record: its text and where it came from.
struct InputLine: Hashable, Sendable {
  /// 1-based line number in the input (blank and comment lines count), or for URL arguments the
  /// argument's position among them.
  var number: Int
  /// The line as read: trimmed of spaces and tabs, invalid UTF-8 replaced by U+FFFD.
  var text: String
}
