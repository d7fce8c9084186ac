/// Reads one input line as a URL (README "How a URL is read"), written for this job rather than on
/// `URLComponents`.
///
/// The syntax is RFC 3986's absolute URI, strictly: any character outside its grammar (including
/// `[ ] | { } ^ \` " < >` outside an IP literal, which browsers tolerate) is an error at its column,
/// and nothing is repaired. Non-ASCII characters are read as an IRI (RFC 3987).
public enum URLReader {
  /// Inputs longer than this many bytes are `invalid-url`.
  public static let maximumLength = 64 * 1024

  /// Reads `input` (already trimmed of surrounding spaces and tabs). Links of `opaqueSchemes`
  /// may take the opaque form `music:track:ID`, read as the path `/track/ID`.
  public static func read(_ input: String, opaqueSchemes: [String] = []) throws(URLReadError)
    -> LinkURL
  {
    try read(
      input,
      schemeNames: opaqueSchemes.isEmpty
        ? SchemeNames.webOnly : SchemeNames(opaqueSchemes: opaqueSchemes))
  }

  /// ``read(_:opaqueSchemes:)`` with the schemes a table knows, prepared once.
  static func read(_ input: String, schemeNames: SchemeNames) throws(URLReadError) -> LinkURL {
    // Read in place: nearly every string is contiguous UTF-8 already, and a copy of it was
    // retained and released.
    guard input.isContiguousUTF8 else {
      var contiguous = input
      contiguous.makeContiguousUTF8()
      return try read(contiguous, schemeNames: schemeNames)
    }
    // The URL is returned straight from the parser: carried out in a `Result`, it was copied
    // and destroyed once more, which retains and releases each of its strings. A contiguous
    // string always gives its bytes in place.
    do {
      return try input.utf8.withContiguousStorageIfAvailable { bytes in
        var parser = URLParser(bytes: bytes, source: input)
        return try parser.parse(schemeNames: schemeNames)
      }!
    } catch let error as URLReadError {
      throw error
    } catch {
      preconditionFailure("the URL parser throws only URLReadError")
    }
  }
}
