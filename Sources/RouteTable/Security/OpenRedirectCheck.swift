/// `open-redirect`: a value is itself an absolute web link (`https://evil.example/`,
/// `//evil.example`, `https:\\evil.example`) to a host the table does not list. An app that
/// follows such a `next=` or `redirect_uri=` value sends the user, or an OAuth code, to the
/// attacker while the link itself looks like the app's own.
struct OpenRedirectCheck {
  /// The table's hosts: a link to one of them is no redirect.
  let hosts: [HostPattern]

  init(config: RouteConfig) {
    hosts = config.hosts
  }

  /// Schemes whose links a WebView or browser opens on a host.
  static let webSchemes: Set<String> = ["http", "https", "ws", "wss", "ftp"]

  func warning(for value: InspectedValue) -> LinkWarning? {
    guard let host = foreignHost(in: value.decoded) ?? value.decodedTwice.flatMap(foreignHost)
    else { return nil }
    return LinkWarning(
      .openRedirect,
      "\(value.description) is a link to '\(SafeText.quoted(host))', a host not in the table")
  }

  /// The host of `text` when it is a web link to a host the table does not list.
  private func foreignHost(in text: String) -> String? {
    guard let host = Self.webHost(of: text), !host.isEmpty else { return nil }
    let normalized = HostName.ascii(host) ?? host
    return hosts.contains(where: { $0.matches(normalized) }) ? nil : host
  }

  /// The host of `text` when a browser would read it as an absolute web link: `scheme://host`
  /// for a web scheme (slashes and backslashes alike, or none, as browsers accept them), or a
  /// scheme-relative `//host`. Lowercased, without userinfo, port or a final dot.
  static func webHost(of text: String) -> String? {
    guard mayBeWebLink(utf8: text.utf8) else { return nil }
    // Lazily: filtering the scalar view itself builds a string one scalar at a time.
    let scalars = Array(
      text.unicodeScalars.drop { $0.value <= 0x20 }.lazy.filter {
        $0 != "\t" && $0 != "\n" && $0 != "\r"
      })
    let isSlash = { (scalar: Unicode.Scalar) in scalar == "/" || scalar == "\\" }
    var index = 0
    if let colon = scalars.firstIndex(of: ":"),
      webSchemes.contains(Self.string(scalars[..<colon]).lowercased())
    {
      // `https:evil.example` is `https://evil.example` to a browser: slashes are optional
      // after a web scheme.
      index = colon + 1
      guard index < scalars.count else { return nil }
    } else {
      guard scalars.count >= 2, isSlash(scalars[0]), isSlash(scalars[1]) else { return nil }
    }
    while index < scalars.count, isSlash(scalars[index]) { index += 1 }
    var end = index
    while end < scalars.count, !isSlash(scalars[end]), scalars[end] != "?", scalars[end] != "#" {
      end += 1
    }
    var host = Substring(Self.string(scalars[index..<end]))
    if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
    if host.hasPrefix("[") {
      if let close = host.firstIndex(of: "]") { host = host[...close] }
    } else if let colon = host.lastIndex(of: ":") {
      host = host[..<colon]
    }
    if host.hasSuffix(".") { host = host.dropLast() }
    return PercentDecoding.decodeLossless(host).lowercased()
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  /// A quick look at the start of a text's UTF-8 bytes: could it be `//…`, `\\…` or `scheme:`
  /// and a slash, with a scheme of at most five letters? Most values are not, and are not
  /// copied at all.
  static func mayBeWebLink(utf8: some Sequence<UInt8>) -> Bool {
    var seen = 0
    var letters = 0
    for byte in utf8 {
      if byte <= 0x20 {
        if seen == 0 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
        return false
      }
      seen += 1
      let isSlash = byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\")
      if seen == 1 && isSlash { return true }
      if byte == UInt8(ascii: ":") { return letters >= 2 }
      guard (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"), letters < 5
      else { return false }
      letters += 1
    }
    return false
  }
}
