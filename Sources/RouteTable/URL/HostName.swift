// CONTRACT (skeleton): the URL helper replaces the body; the public API stays.

/// Host name normalisation shared by the URL reader and the config's `hosts`.
public enum HostName {
  /// The host lowercased with each Unicode label in punycode (`xn--…`, RFC 3492), or `nil` when
  /// it is not a valid host name.
  public static func ascii(_ host: some StringProtocol) -> String? {
    host.isEmpty ? nil : host.lowercased()
  }
}
