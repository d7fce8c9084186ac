// CONTRACT (skeleton): the JSON helper replaces the body; the public API stays.

/// A strict JSON reader (RFC 8259) that keeps every value's position and rejects what
/// `JSONDecoder` lets through: duplicate keys, trailing commas, comments, invalid UTF-8.
public enum JSONReader {
  /// Reads a whole document.
  public static func read(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
    throw JSONSyntaxError(
      code: "unexpected-end", message: "not implemented",
      position: SourcePosition(offset: 0, line: 1, column: 1))
  }
}
