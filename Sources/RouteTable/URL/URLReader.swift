// CONTRACT (skeleton): the URL helper replaces the body; the public API stays.

/// Reads one input line as a URL (SPEC §3), written for this job rather than on `URLComponents`.
public enum URLReader {
  /// Inputs longer than this many bytes are `invalid-url`.
  public static let maximumLength = 64 * 1024

  /// Reads `input` (already trimmed of surrounding spaces and tabs).
  public static func read(_ input: String) throws(URLReadError) -> LinkURL {
    guard let colon = input.firstIndex(of: ":") else {
      throw URLReadError(message: "no scheme", column: 1)
    }
    let scheme = input[..<colon].lowercased()
    var rest = input[input.index(after: colon)...]
    var host: String?
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex
      host = String(rest[..<end])
      rest = rest[end...]
    }
    var path = String(rest.prefix(while: { $0 != "?" && $0 != "#" }))
    if scheme != "https" && scheme != "http" {
      path = "/" + (host ?? "") + path
      host = nil
    }
    if !path.hasPrefix("/") { path = "/" + path }
    return LinkURL(
      scheme: scheme, host: host?.lowercased(), port: nil, userinfo: nil, path: path,
      queryItems: [], hasQuery: false, fragment: nil, warnings: [])
  }
}
