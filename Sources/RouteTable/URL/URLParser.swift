/// The single pass behind ``URLReader``: walks the UTF-8 bytes of one input left to right, so the
/// first error found is the one at the leftmost offending character.
struct URLParser {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The link whose UTF-8 ``bytes`` are: components written as they are read are read from it
  /// in place.
  let source: String
  var warnings: [LinkWarning] = []
  /// Components where non-ASCII characters were read as an IRI, in order.
  var iriComponents: [String] = []
  var unicodeHost: String?
  var sawEmptySegment = false
  var sawPathEscape = false
  var sawDotSegment = false

  var count: Int { bytes.count }

  // MARK: - Whole URL

  /// The link read, its scheme looked up in `schemeNames` (which of them take the opaque form
  /// `music:track:ID`); given to the call rather than kept, a copy of them was retained.
  mutating func parse(schemeNames: SchemeNames) throws(URLReadError) -> LinkURL {
    guard count <= URLReader.maximumLength else {
      throw URLReadError(
        message: "url is longer than \(URLReader.maximumLength) bytes",
        column: column(of: URLReader.maximumLength))
    }
    let (schemeEnd, schemeHasUppercase) = try readSchemeEnd()
    let known = schemeNames.scheme(spelledBy: bytes, count: schemeEnd)
    let scheme = known?.name ?? lowercasedASCII(0..<schemeEnd)
    let forms = known?.forms ?? .hierarchical
    let isOpaque = forms != .hierarchical
    let defaultPort = known?.defaultPort
    let schemeKind = SchemeKind(isKnown: known != nil, defaultPort: defaultPort)

    var index = schemeEnd + 1
    let hasAuthority =
      index + 1 < count && bytes[index] == UInt8(ascii: "/")
      && bytes[index + 1] == UInt8(ascii: "/")
    if defaultPort == nil && schemeHasUppercase {
      warnings.append(
        LinkWarning(
          .uppercaseSchemeOrHost,
          "uppercase in scheme '\(excerpt(0..<schemeEnd))' compared lowercased"
        ))
    }
    var host: LinkText?
    var port: Int?
    var userinfo: String?
    let leadingSlash: Bool
    if let defaultPort {
      guard hasAuthority else {
        throw URLReadError(
          message: "missing '//' and a host after '\(scheme):'", column: column(of: index))
      }
      let authority = try readAuthority(from: index + 2, defaultPort: defaultPort)
      if schemeHasUppercase || authority.hostHasUppercase {
        let parts = [
          schemeHasUppercase ? "scheme '\(excerpt(0..<schemeEnd))'" : nil,
          authority.hostHasUppercase ? "host '\(excerpt(authority.hostRange))'" : nil,
        ]
        warnings.append(
          LinkWarning(
            .uppercaseSchemeOrHost,
            "uppercase in " + parts.compactMap { $0 }.joined(separator: " and ")
              + " compared lowercased"))
      }
      if let defaultPortText = authority.defaultPortText {
        warnings.append(LinkWarning(.defaultPort, "explicit default port ':\(defaultPortText)'"))
      } else if let port = authority.port, defaultPort == 443 {
        warnings.append(
          LinkWarning(
            .nonDefaultPort,
            "port \(port) makes this another origin: no app opens it as a universal link"))
      }
      (host, port, userinfo) = (authority.host, authority.port, authority.userinfo)
      index = authority.end
      leadingSlash = false
    } else if hasAuthority {
      index += 2
      leadingSlash = !(index < count && bytes[index] == UInt8(ascii: "/"))
      // The canonical form puts the first segment where other readers expect a host, unless
      // it holds what they would read as a port or a user: then `scheme:///` is canonical.
      let hostlike = firstSegment(from: leadingSlash ? index : index + 1)
      if forms == .opaque {
        warnings.append(
          LinkWarning(
            .nonCanonicalForm, "'\(scheme)' links are written '\(scheme):…' without '//'"))
      } else if leadingSlash, hostlike.hasPortOrUser {
        warnings.append(
          LinkWarning(
            .nonCanonicalForm,
            "other url readers take '\(excerpt(hostlike.range))' for a host with a port or user; "
              + "write '\(scheme):///\(excerpt(hostlike.range))'"))
      } else if !leadingSlash, !hostlike.hasPortOrUser {
        warnings.append(
          LinkWarning(
            .nonCanonicalForm, "empty authority in '\(scheme):///'; read as '\(scheme)://'"))
      }
    } else {
      leadingSlash = !(index < count && bytes[index] == UInt8(ascii: "/"))
      if !(leadingSlash && isOpaque) {
        warnings.append(
          LinkWarning(
            .nonCanonicalForm, "missing '//' after '\(scheme):'; read as '\(scheme)://'"))
      }
    }

    var path: LinkText
    (path, index) = try readPath(from: index, leadingSlash: leadingSlash)
    if hasAuthority == false && leadingSlash && isOpaque {
      // `music:track:ID` is the path `/track/ID`; an escaped `%3A` stays inside its segment.
      path = LinkText(
        path.withBytes {
          String(
            decoding: $0.map { $0 == UInt8(ascii: ":") ? UInt8(ascii: "/") : $0 }, as: UTF8.self)
        })
    }

    var query = RawQuery(text: LinkText(""))
    let hasQuery = index < count && bytes[index] == UInt8(ascii: "?")
    if hasQuery {
      (query, index) = try readQuery(from: index + 1)
    }
    var fragment: (decoded: String, written: String)?
    if index < count {
      // Only `#` can stop the query.
      fragment = try readFragment(from: index + 1)
    }
    if !iriComponents.isEmpty {
      var message = "non-ascii characters in the \(iriComponents.joined(separator: ", "))"
      message += " read as an iri"
      if let unicodeHost { message += "; host read as '\(unicodeHost)'" }
      warnings.append(LinkWarning(.iri, message))
    }
    return LinkURL(
      scheme: scheme, host: host, port: port, userinfo: userinfo, path: path,
      query: query, hasQuery: hasQuery, fragment: fragment?.decoded,
      writtenFragment: fragment?.written, warnings: warnings,
      schemeKind: schemeKind, pathHasEscapes: sawPathEscape)
  }

  /// The custom scheme's first path segment from `start`, and whether other URL readers would
  /// find a port (`:`) or a user (`@`) in it, were it written as the authority.
  func firstSegment(from start: Int) -> (range: Range<Int>, hasPortOrUser: Bool) {
    var end = start
    var hasPortOrUser = false
    scan: while end < count {
      switch bytes[end] {
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): break scan
      case UInt8(ascii: ":"), UInt8(ascii: "@"): hasPortOrUser = true
      default: break
      }
      end += 1
    }
    return (start..<end, hasPortOrUser)
  }

  // MARK: - Scheme

  /// The offset of the `:` ending a valid scheme, and whether the scheme holds an uppercase
  /// letter. Its characters (``URICharacter/isScheme(_:)``) are read eight at a time, the end
  /// and the capitals in one pass: ``ByteWord/endOfRun(in:from:where:)`` followed by a second
  /// pass for the capitals cost more than this whole scan.
  func readSchemeEnd() throws(URLReadError) -> (end: Int, hasUppercase: Bool) {
    var index = 0
    var uppercase: UInt64 = 0
    while true {
      let word = ByteWord.load(bytes, at: index)
      let upper = ByteWord.inRange(word, UInt8(ascii: "A"), UInt8(ascii: "Z"))
      let taken =
        upper | ByteWord.inRange(word, UInt8(ascii: "a"), UInt8(ascii: "z"))
        | ByteWord.inRange(word, UInt8(ascii: "0"), UInt8(ascii: "9"))
        | ByteWord.inRange(word, UInt8(ascii: "-"), UInt8(ascii: "."))
        | ByteWord.equal(word, UInt8(ascii: "+"))
      // Past the end `load` reads zero bytes, which stop the run there.
      let stop = ~taken & ByteWord.highBits
      let run = ByteWord.leadingUnflagged(stop)
      uppercase |= upper & ByteWord.firstBytes(run)
      index += run
      if stop != 0 { break }
    }
    if index < count && bytes[index] == UInt8(ascii: ":") {
      guard index > 0 else { throw URLReadError(message: "no scheme before ':'", column: 1) }
      guard URICharacter.isAlpha(bytes[0]) else {
        throw URLReadError(message: "scheme must start with a letter", column: 1)
      }
      return (index, uppercase != 0)
    }
    // A `:` before any `/`, `?` or `#` means a scheme was meant but holds a bad character.
    var probe = index
    while probe < count {
      switch bytes[probe] {
      case UInt8(ascii: ":"):
        let byte = bytes[index]
        if index == 0 && byte > 0x20 && byte < 0x7F {
          throw URLReadError(message: "scheme must start with a letter", column: 1)
        }
        throw disallowed(at: index, in: "scheme")
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
        probe = count
      default:
        probe += 1
      }
    }
    throw URLReadError(message: "no scheme", column: 1)
  }

  // MARK: - Characters

  mutating func noteIRI(in component: String) {
    iriComponents.append(component)
  }

  /// The byte a `%XX` escape at `index` stands for.
  @inline(__always)
  func escapedByte(at index: Int) throws(URLReadError) -> UInt8 {
    if index + 2 < count, let high = PercentDecoding.hexValue(bytes[index + 1]),
      let low = PercentDecoding.hexValue(bytes[index + 2])
    {
      return high << 4 | low
    }
    var end = index + 1
    for _ in 0..<2 where end < count {
      end += 1
      while end < count && isContinuation(bytes[end]) { end += 1 }
    }
    throw URLReadError(
      message: "bad percent escape '\(excerpt(index..<end))'", column: column(of: index))
  }

  /// The byte length of the non-ASCII scalar at `index`, when an IRI allows it there.
  func nonASCIILength(at index: Int, in component: String, privateUseAllowed: Bool)
    throws(URLReadError) -> Int
  {
    let (value, length) = scalar(at: index)
    guard URICharacter.isIRICharacter(value, privateUseAllowed: privateUseAllowed) else {
      throw disallowed(at: index, in: component)
    }
    return length
  }

  /// Input strings are valid UTF-8, so the scalar at a lead byte is complete.
  func scalar(at index: Int) -> (value: UInt32, length: Int) {
    let lead = UInt32(bytes[index])
    func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset] & 0x3F) }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
    if lead < 0xF0 { return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3) }
    return (
      (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4
    )
  }

  /// The end of the run of non-ASCII characters from `start` that ``URICharacter/isIRICharacter(_:privateUseAllowed:)``
  /// accepts whatever the component: two-byte characters from U+00C0 (lead bytes `C3`–`DF`)
  /// and three-byte ones in U+0800–U+1FFF and U+3000–U+D7FF (lead bytes `E0`, `E1`, `E3`–`ED`;
  /// `ED` is followed by at most `9F` in valid UTF-8). The bidirectional formatting characters,
  /// private use and the noncharacters all lie outside these. `bytes` is valid UTF-8.
  @inline(__always)
  static func endOfCommonIRIRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead &- 0xC3 < 0x1D {
        index += 2
      } else if lead &- 0xE0 < 0x0E && lead != 0xE2 {
        index += 3
      } else {
        break
      }
    }
    return index
  }

  /// The end of the run from `start` of the characters most path segments are made of, eight
  /// at a time: letters, digits, `-` and `_` (a uuid, a word), all of them path characters and
  /// none of them `.`, `/` or `%`.
  @inline(__always)
  static func endOfCommonPathRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    ByteWord.endOfRun(in: bytes, from: start) { word in
      ByteWord.inRange(word, UInt8(ascii: "0"), UInt8(ascii: "9"))
        | ByteWord.inRange(ByteWord.lowercased(word), UInt8(ascii: "a"), UInt8(ascii: "z"))
        | ByteWord.equal(word, UInt8(ascii: "-")) | ByteWord.equal(word, UInt8(ascii: "_"))
    }
  }

  /// The end of the run from `start` of the ASCII characters most queries are made of, eight
  /// at a time: letters, digits, `=`, `_`, and `&` to `;` and `?` to `@` in ASCII order (all of
  /// them query characters, none of them `%` or `#`). A 64 KiB query of short items is read in
  /// a few instructions a byte.
  @inline(__always)
  static func endOfCommonQueryRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    ByteWord.endOfRun(in: bytes, from: start) { word in
      ByteWord.inRange(word, UInt8(ascii: "&"), UInt8(ascii: ";"))
        | ByteWord.inRange(word, UInt8(ascii: "?"), UInt8(ascii: "Z"))
        | ByteWord.inRange(word, UInt8(ascii: "a"), UInt8(ascii: "z"))
        | ByteWord.equal(word, UInt8(ascii: "=")) | ByteWord.equal(word, UInt8(ascii: "_"))
    }
  }

  @inline(__always)
  func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  // MARK: - Errors

  func disallowed(at index: Int, in component: String) -> URLReadError {
    let byte = bytes[index]
    let message: String
    switch byte {
    case UInt8(ascii: " "):
      message = "raw space is not allowed; encode it as '%20'"
    case UInt8(ascii: "\t"):
      message = "raw tab is not allowed; encode it as '%09'"
    case 0x00..<0x20, 0x7F:
      message = "control character \(Unicode.Scalar(byte).codePointText)"
    case ..<0x80:
      message = "character '\(Character(Unicode.Scalar(byte)))' is not allowed in the \(component)"
    default:
      let value = scalar(at: index).value
      let notation = Unicode.Scalar(value).map(\.codePointText) ?? ""
      if value < 0xA0 {
        message = "control character \(notation)"
      } else if URICharacter.isBidirectionalFormatting(value) {
        message = "bidirectional formatting character \(notation) is not allowed"
      } else {
        message = "character \(notation) is not allowed in the \(component)"
      }
    }
    return URLReadError(message: message, column: column(of: index))
  }

  func invalidUTF8(_ sequence: UTF8Sequence, at index: Int, in component: String)
    -> URLReadError
  {
    if sequence.isComplete {
      return invalidUTF8(at: sequence.start, in: component)
    }
    // The escapes so far are a valid beginning: the sequence breaks where it stops.
    guard sequence.isCutShort || !isEscape(at: index) else {
      return invalidUTF8(at: sequence.start, in: component, through: index + 3)
    }
    return URLReadError(
      message: "percent escapes '\(excerpt(sequence.start..<index))' in the \(component) stop "
        + "before their utf-8 character ends",
      column: column(of: index))
  }

  /// The error of the percent escapes from `start` up to `end` (one escape by default), which
  /// are not valid UTF-8.
  private func invalidUTF8(at start: Int, in component: String, through end: Int? = nil)
    -> URLReadError
  {
    URLReadError(
      message: "percent escape '\(excerpt(start..<min(end ?? start + 3, count)))' in the "
        + "\(component) does not decode to valid utf-8",
      column: column(of: start))
  }

  private func isEscape(at index: Int) -> Bool {
    index < count && bytes[index] == UInt8(ascii: "%")
  }

  /// The 1-based column, in Unicode scalars, of the scalar holding byte `offset` (one past the
  /// last scalar for the end).
  func column(of offset: Int) -> Int {
    var start = min(offset, count)
    while start > 0 && start < count && isContinuation(bytes[start]) { start -= 1 }
    var column = 1
    for index in 0..<start where !isContinuation(bytes[index]) { column += 1 }
    return column
  }

  // MARK: - Text

  /// The text of `range` for a message, cut after 40 scalars.
  func excerpt(_ range: Range<Int>) -> String {
    var end = range.lowerBound
    var scalars = 0
    while end < range.upperBound && scalars < 40 {
      end += 1
      while end < range.upperBound && isContinuation(bytes[end]) { end += 1 }
      scalars += 1
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<end]), as: UTF8.self)
    return end < range.upperBound ? text + "…" : text
  }

  /// The text of `range`, read in ``source``.
  func text(_ range: Range<Int>) -> LinkText {
    LinkText(source, range)
  }

  func lowercasedASCII(_ range: Range<Int>) -> String {
    String(lowercasingASCII: UnsafeBufferPointer(rebasing: bytes[range]))
  }

  /// The text of `range` as written, with non-ASCII characters as percent-encoded UTF-8 (RFC 3987
  /// §3.1) when `encodeNonASCII`, after a `/` when `leadingSlash`.
  func makeString(_ range: Range<Int>, leadingSlash: Bool, encodeNonASCII: Bool) -> String {
    if !leadingSlash && !encodeNonASCII {
      return String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[range]))
    }
    if !encodeNonASCII {
      // A custom scheme's path: `/`, then the text as written, copied in one step.
      return String(unsafeUninitializedCapacity: range.count + 1) { output in
        output[0] = UInt8(ascii: "/")
        if let source = bytes.baseAddress, !range.isEmpty {
          (output.baseAddress! + 1).initialize(from: source + range.lowerBound, count: range.count)
        }
        return range.count + 1
      }
    }
    // One spare byte: each escape is written as four bytes, its last overwritten next.
    let capacity = 2 + range.count * 3
    return Self.escapes.withUnsafeBufferPointer { escapes in
      String(unsafeUninitializedCapacity: capacity) { output in
        // Through pointers, without overflow checks: a 64 KiB path of non-ASCII text triples
        // in length here.
        let target = UnsafeMutableRawPointer(output.baseAddress.unsafelyUnwrapped)
        let source = bytes.baseAddress.unsafelyUnwrapped
        var written = 0
        if leadingSlash {
          target.storeBytes(of: UInt8(ascii: "/"), as: UInt8.self)
          written = 1
        }
        var index = range.lowerBound
        while index < range.upperBound {
          let byte = source[index]
          if byte < 0x80 {
            target.storeBytes(of: byte, toByteOffset: written, as: UInt8.self)
            written &+= 1
          } else {
            target.storeBytes(
              of: escapes[Int(byte)], toByteOffset: written, as: UInt32.self)
            written &+= 3
          }
          index &+= 1
        }
        return written
      }
    }
  }

  /// `%XX` for each byte, as the four bytes of a little-endian integer (the last one spare).
  static let escapes: [UInt32] = (0...255).map { byte in
    func digit(_ value: Int) -> UInt32 {
      UInt32(value < 10 ? 0x30 + value : 0x41 + value - 10)
    }
    return UInt32(UInt8(ascii: "%")) | digit(byte >> 4) << 8 | digit(byte & 0x0F) << 16
  }

  /// `range` percent-decoded once; the reader has checked its escapes and UTF-8.
  func decodedString(_ range: Range<Int>) -> String {
    PercentDecoding.decodeLossless(
      bytes: UnsafeBufferPointer(rebasing: bytes[range]), plusIsSpace: false)
  }
}
