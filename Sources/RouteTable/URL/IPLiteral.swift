/// The text between `[` and `]` in a host: an IPv6 address or an `IPvFuture` (RFC 3986 §3.2.2).
/// IPv6 zone identifiers (RFC 6874) are not RFC 3986 syntax and are rejected.
enum IPLiteral {
  static func isValid(_ inner: some Collection<UInt8>) -> Bool {
    let bytes = Array(inner)
    guard let first = bytes.first else { return false }
    if first == UInt8(ascii: "v") || first == UInt8(ascii: "V") { return isValidFuture(bytes) }
    return isValidIPv6(bytes)
  }

  /// `"v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`
  private static func isValidFuture(_ bytes: [UInt8]) -> Bool {
    var index = 1
    while index < bytes.count, PercentDecoding.hexValue(bytes[index]) != nil { index += 1 }
    guard index > 1, index < bytes.count, bytes[index] == UInt8(ascii: "."),
      index + 1 < bytes.count
    else { return false }
    return bytes[(index + 1)...].allSatisfy(URICharacter.isUserinfo)
  }

  private static func isValidIPv6(_ bytes: [UInt8]) -> Bool {
    let colon = UInt8(ascii: ":")
    var groups = 0
    var compressed = false
    var index = 0
    if bytes.starts(with: [colon, colon]) {
      compressed = true
      index = 2
    } else if bytes.first == colon {
      return false
    }
    while index < bytes.count {
      let groupStart = index
      while index < bytes.count, PercentDecoding.hexValue(bytes[index]) != nil { index += 1 }
      if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
        guard isValidIPv4(bytes[groupStart...]) else { return false }
        groups += 2
        break
      }
      guard (1...4).contains(index - groupStart) else { return false }
      groups += 1
      if index == bytes.count { break }
      guard bytes[index] == colon, index + 1 < bytes.count else { return false }
      index += 1
      if bytes[index] == colon {
        guard !compressed else { return false }
        compressed = true
        index += 1
      }
    }
    return compressed ? groups <= 7 : groups == 8
  }

  /// Four `dec-octet`s: 0–255 without leading zeros.
  private static func isValidIPv4(_ bytes: ArraySlice<UInt8>) -> Bool {
    let octets = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    return octets.count == 4
      && octets.allSatisfy { octet in
        guard (1...3).contains(octet.count), octet.allSatisfy(URICharacter.isDigit),
          octet.count == 1 || octet.first != UInt8(ascii: "0")
        else { return false }
        return octet.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } <= 255
      }
  }
}
