/// A URL as iOS hands its parts to the AASA matcher (aasa.md §1.4.1): each part both as written
/// (percent-encoded, hex case kept) and percent-decoded once.
///
/// Read by ``URLReader``, which keeps each part as written; unlike route resolution (README
/// "How a URL is read"), nothing here is split into segments, and `+` is never a space.
struct AASALink: Hashable, Sendable {
  var scheme: String
  /// Lowercased, punycode.
  var host: String?
  var port: Int?
  /// As written, non-ASCII characters percent-encoded; `/` when empty.
  var encodedPath: String
  /// As written after `?`; `nil` without `?`.
  var encodedQuery: String?
  /// As written after `#`; `nil` without `#`.
  var encodedFragment: String?

  /// Reads one URL; throws what ``URLReader`` throws.
  init(_ input: String) throws(URLReadError) {
    let url = try URLReader.read(input)
    scheme = url.scheme
    host = url.host
    port = url.port
    encodedPath = url.path
    encodedQuery = url.hasQuery ? url.query.text?.description : nil
    encodedFragment = url.writtenFragment
  }

  var decodedPath: String { PercentDecoding.decodeLossless(encodedPath) }

  /// The query items as iOS splits them: on `&`, then on the first `=`; `(name, value)` with a
  /// missing value as `""`, each either as written or decoded once.
  func queryItems(decoded: Bool) -> [(name: String, value: String)] {
    guard let encodedQuery else { return [] }
    return encodedQuery.split(separator: "&", omittingEmptySubsequences: false).map { item in
      let name: Substring
      let value: Substring
      if let equals = item.firstIndex(of: "=") {
        name = item[..<equals]
        value = item[item.index(after: equals)...]
      } else {
        name = item
        value = ""
      }
      guard decoded else { return (String(name), String(value)) }
      return (PercentDecoding.decodeLossless(name), PercentDecoding.decodeLossless(value))
    }
  }
}
