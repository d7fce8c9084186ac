/// Reads one input line as a URL (SPEC §3), written for this job rather than on `URLComponents`.
///
/// The syntax is RFC 3986's absolute URI, strictly: any character outside its grammar (including
/// `[ ] | { } ^ \` " < >` outside an IP literal, which browsers tolerate) is an error at its column,
/// and nothing is repaired. Non-ASCII characters are read as an IRI (RFC 3987).
public enum URLReader {
  /// Inputs longer than this many bytes are `invalid-url`.
  public static let maximumLength = 64 * 1024

  /// Reads `input` (already trimmed of surrounding spaces and tabs).
  public static func read(_ input: String) throws(URLReadError) -> LinkURL {
    if let result = input.utf8.withContiguousStorageIfAvailable(readBytes) {
      return try result.get()
    }
    var contiguous = input
    contiguous.makeContiguousUTF8()
    return try contiguous.utf8.withContiguousStorageIfAvailable(readBytes)!.get()
  }

  private static func readBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<
    LinkURL, URLReadError
  > {
    var parser = URLParser(bytes: bytes)
    do {
      return .success(try parser.parse())
    } catch {
      return .failure(error)
    }
  }
}
