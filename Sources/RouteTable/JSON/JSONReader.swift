/// A strict JSON reader (RFC 8259) that keeps every value's position and rejects what
/// `JSONDecoder` lets through: duplicate keys, trailing commas, comments, invalid UTF-8.
///
/// Lines end at LF, CR or CRLF; a column counts Unicode scalars from the start of its line.
/// A UTF-8 byte order mark at the very start is skipped and not counted as a column.
/// Containers may nest ``maximumDepth`` levels deep; the reader never recurses, so deeper input
/// is an error, not a crash.
public enum JSONReader {
  /// How many arrays and objects may be open at once.
  public static let maximumDepth = 512

  /// Reads a whole document.
  public static func read(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
    let contiguous = Array(bytes)
    let result = contiguous.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(buffer)
      return Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
    }
    return try result.get()
  }
}
