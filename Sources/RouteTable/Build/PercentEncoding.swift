/// Percent-encoding for the places a value can go in a URL.
public enum PercentEncoding {
  /// Encodes a value for one path segment: everything but RFC 3986 unreserved characters,
  /// sub-delimiters other than those a router may split on, `:` and `@` becomes `%XX` of its
  /// UTF-8, so `/`, `?`, `#`, `%` and spaces never change the URL's structure.
  public static func pathSegment(_ value: some StringProtocol) -> String {
    encode(value) { byte in
      URICharacter.isUnreserved(byte) || "!$&'()*+,;=:@".utf8.contains(byte)
    }
  }

  /// Encodes a query name or value: `&`, `=`, `+`, `#` and `%` are escaped so the item reads
  /// back exactly, whatever `plusIsSpace` says.
  public static func queryComponent(_ value: some StringProtocol) -> String {
    encode(value) { byte in
      URICharacter.isUnreserved(byte) || "!$'()*,;:@/?".utf8.contains(byte)
    }
  }

  /// Encodes a decoded path, its `/` kept, as little as the link reader needs to read it: what
  /// is not a path character (`%`, `?`, `#`, `` ` ``, `[`, a space, non-ASCII) becomes `%XX`.
  static func path(_ value: some StringProtocol) -> String {
    encode(value) { byte in URICharacter.isPathCharacter(byte) || byte == UInt8(ascii: "/") }
  }

  /// Encodes a fragment.
  public static func fragment(_ value: some StringProtocol) -> String {
    encode(value) { byte in
      URICharacter.isUnreserved(byte) || "!$&'()*+,;=:@/?".utf8.contains(byte)
    }
  }

  private static func encode(_ value: some StringProtocol, keeping: (UInt8) -> Bool) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(value.utf8.count)
    for byte in value.utf8 {
      if keeping(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
