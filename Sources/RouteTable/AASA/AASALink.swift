/// A URL as iOS hands its parts to the AASA matcher (aasa.md §1.4.1): each part both as written
/// (percent-encoded, hex case kept) and percent-decoded once.
///
/// The syntax is checked by ``URLReader``; unlike route resolution (README "How a URL is read"),
/// nothing here is split into segments, and `+` is never a space.
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
    let scalars = input.unicodeScalars
    let hashIndex = scalars.firstIndex(of: "#")
    let beforeFragment = scalars[..<(hashIndex ?? scalars.endIndex)]
    if let question = beforeFragment.firstIndex(of: "?") {
      encodedQuery = Self.encodingNonASCII(beforeFragment[scalars.index(after: question)...])
    }
    if let hashIndex {
      encodedFragment = Self.encodingNonASCII(scalars[scalars.index(after: hashIndex)...])
    }
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

  /// Non-ASCII characters as their percent-encoded UTF-8, as an IRI is read (RFC 3987).
  private static func encodingNonASCII(_ scalars: Substring.UnicodeScalarView) -> String {
    var result = ""
    for scalar in scalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 {
          let hex = String(byte, radix: 16, uppercase: true)
          result += "%" + (hex.count == 1 ? "0" : "") + hex
        }
      }
    }
    return result
  }
}
