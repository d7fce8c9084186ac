// The authority of an http or https URL: userinfo, host (names, IP literals, punycode) and port.
extension URLParser {
  struct Authority {
    var userinfo: String?
    var host: LinkText
    var hostRange: Range<Int>
    var hostHasUppercase: Bool
    var port: Int?
    /// The port as written when it equals the scheme's default.
    var defaultPortText: String?
    var end: Int
  }

  mutating func readAuthority(from start: Int, defaultPort: Int) throws(URLReadError)
    -> Authority
  {
    var end = start
    var at: Int?
    scan: while end < count {
      switch bytes[end] {
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): break scan
      case UInt8(ascii: "@") where at == nil: at = end
      default: break
      }
      end += 1
    }
    var userinfo: String?
    var hostStart = start
    if let at {
      userinfo = try readUserinfo(start..<at)
      hostStart = at + 1
    }

    let hostEnd: Int
    let host: LinkText
    var hostHasUppercase = false
    if hostStart < end && bytes[hostStart] == UInt8(ascii: "[") {
      guard let close = bytes[hostStart..<end].firstIndex(of: UInt8(ascii: "]")) else {
        throw URLReadError(
          message: "'[' in the host is never closed", column: column(of: hostStart))
      }
      guard IPLiteral.isValid(bytes[(hostStart + 1)..<close]) else {
        throw URLReadError(
          message: "bad ip literal '\(excerpt(hostStart..<(close + 1)))'",
          column: column(of: hostStart))
      }
      hostEnd = close + 1
      if hostEnd < end && bytes[hostEnd] != UInt8(ascii: ":") {
        throw disallowed(at: hostEnd, in: "host")
      }
      hostHasUppercase = bytes[hostStart..<hostEnd].contains(where: URICharacter.isUppercase)
      host = LinkText(lowercasedASCII(hostStart..<hostEnd))
    } else {
      (host, hostEnd, hostHasUppercase) = try readRegName(from: hostStart, to: end)
    }

    var port: Int?
    var defaultPortText: String?
    if hostEnd < end {
      // `bytes[hostEnd]` is the `:` before the port.
      let portRange = (hostEnd + 1)..<end
      if portRange.isEmpty {
        warnings.append(LinkWarning(.nonCanonicalForm, "empty port after ':'"))
      } else {
        let value = try readPort(portRange)
        if value == defaultPort {
          defaultPortText = excerpt(portRange)
        } else {
          port = value
        }
      }
    }
    return Authority(
      userinfo: userinfo, host: host, hostRange: hostStart..<hostEnd,
      hostHasUppercase: hostHasUppercase, port: port, defaultPortText: defaultPortText, end: end)
  }

  mutating func readUserinfo(_ range: Range<Int>) throws(URLReadError) -> String {
    var index = range.lowerBound
    var hasNonASCII = false
    var passwordStart: Int?
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        _ = try escapedByte(at: index)
        index += 3
      } else if byte < 0x80 {
        guard URICharacter.isUserinfo(byte) else { throw disallowed(at: index, in: "userinfo") }
        if byte == UInt8(ascii: ":") && passwordStart == nil { passwordStart = index }
        index += 1
      } else {
        index += try nonASCIILength(at: index, in: "userinfo", privateUseAllowed: false)
        hasNonASCII = true
      }
    }
    if hasNonASCII { noteIRI(in: "userinfo") }
    let user = excerpt(range.lowerBound..<(passwordStart ?? range.upperBound))
    warnings.append(
      LinkWarning(
        .userinfo,
        "userinfo '\(user)'\(passwordStart == nil ? "" : " with a password") before the host"))
    return makeString(range, leadingSlash: false, encodeNonASCII: hasNonASCII)
  }

  /// A `reg-name` host, ended by `:` or the end of the authority.
  mutating func readRegName(from start: Int, to end: Int) throws(URLReadError) -> (
    host: LinkText, end: Int, hasUppercase: Bool
  ) {
    var index = start
    var hasUppercase = false
    var hasEscape = false
    var hasNonASCII = false
    var labelIsEmpty = true
    var sequence = UTF8Sequence()
    while index < end {
      // A run of lowercase letters, digits and `-`, the bulk of a host name, in a tight loop.
      let runStart = index
      while index < end, Self.isLowercaseHostCharacter(bytes[index]) { index += 1 }
      if index > runStart {
        guard sequence.isComplete else { throw invalidUTF8(sequence, at: runStart, in: "host") }
        labelIsEmpty = false
        guard index < end else { break }
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: ":") { break }
      if byte == UInt8(ascii: "%") {
        let decoded = try escapedByte(at: index)
        guard sequence.accept(decoded, at: index) else {
          throw invalidUTF8(sequence, at: index, in: "host")
        }
        hasEscape = true
        labelIsEmpty = false
        index += 3
        continue
      }
      guard sequence.isComplete else { throw invalidUTF8(sequence, at: index, in: "host") }
      if byte == UInt8(ascii: ".") {
        if labelIsEmpty {
          throw URLReadError(message: "empty label in the host", column: column(of: index))
        }
        labelIsEmpty = true
        index += 1
      } else if byte < 0x80 {
        guard URICharacter.isRegName(byte) else { throw disallowed(at: index, in: "host") }
        if URICharacter.isUppercase(byte) { hasUppercase = true }
        labelIsEmpty = false
        index += 1
      } else {
        index += try nonASCIILength(at: index, in: "host", privateUseAllowed: false)
        hasNonASCII = true
        labelIsEmpty = false
      }
    }
    guard sequence.isComplete else { throw invalidUTF8(sequence, at: index, in: "host") }
    guard index > start else {
      throw URLReadError(message: "empty host", column: column(of: start))
    }
    if !hasEscape && !hasNonASCII {
      let range = start..<index
      return (
        hasUppercase ? LinkText(lowercasedASCII(range)) : text(range), index, hasUppercase
      )
    }
    let decoded = decodedString(start..<index)
    guard let host = HostName.ascii(decoded) else {
      throw URLReadError(
        message: "host '\(excerpt(start..<index))' is not a valid host name"
          + (HostName.problem(in: decoded).map { ": \($0)" } ?? ""),
        column: column(of: start))
    }
    if hasNonASCII {
      noteIRI(in: "host")
      unicodeHost = host
    }
    return (LinkText(host), index, decoded != decoded.lowercased())
  }

  @inline(__always)
  static func isLowercaseHostCharacter(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-")
  }

  func readPort(_ range: Range<Int>) throws(URLReadError) -> Int {
    var value = 0
    for index in range {
      let byte = bytes[index]
      guard URICharacter.isDigit(byte) else {
        throw URLReadError(message: "bad port '\(excerpt(range))'", column: column(of: index))
      }
      value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 65536)
    }
    guard value <= 65535 else {
      throw URLReadError(
        message: "port '\(excerpt(range))' out of range 0-65535",
        column: column(of: range.lowerBound))
    }
    return value
  }
}
