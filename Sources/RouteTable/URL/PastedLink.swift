/// A link as people paste it from bug reports, chats, e-mails and web pages (README "Pasted
/// links"): wrapped in `<…>` or quotes, followed by sentence punctuation, percent-encoded whole
/// (`myapp%3A%2F%2F…`), with `&amp;` between query items, or an Android intent URL
/// (`intent://…#Intent;scheme=myapp;package=…;end`). The one place that knows these forms: the
/// resolver reads the link they wrap (`--repair`) or names it in the error's help.
public struct PastedLink: Hashable, Sendable {
  /// The link inside.
  public var text: String
  /// What was undone, for the `repaired` warning: `removed '<' and '>'`, ….
  public var repairs: [String]

  /// The link `input` wraps, or `nil` when it is not one of the pasted forms. Read on the
  /// bytes, each step a pass at most: it runs on every link that fails, up to 64 KiB long.
  public init?(_ input: String) {
    var bytes = Array(input.utf8)[...]
    var repairs: [String] = []
    for (open, close) in [("<", ">"), ("\"", "\""), ("'", "'"), ("(", ")"), ("[", "]")]
      as [(Unicode.Scalar, Unicode.Scalar)]
    where bytes.count > 2 && bytes.first == UInt8(ascii: open) && bytes.last == UInt8(ascii: close)
    {
      bytes = bytes.dropFirst().dropLast()
      repairs.append("removed the '\(open)' and '\(close)' around it")
    }
    // Sentence punctuation after the link, and a `)` or `]` that closes nothing in it.
    while let last = bytes.last,
      Self.sentenceEnd.contains(last)
        || (last == UInt8(ascii: ")") && !bytes.contains(UInt8(ascii: "(")))
        || (last == UInt8(ascii: "]") && !bytes.contains(UInt8(ascii: "[")))
    {
      bytes = bytes.dropLast()
      repairs.append("removed the '\(Character(Unicode.Scalar(last)))' after it")
    }
    // `myapp%3A%2F%2F…`: a scheme, then an escaped `:`, and no `:` before it.
    if let percent = bytes.firstIndex(of: UInt8(ascii: "%")), percent > bytes.startIndex,
      bytes[..<percent].allSatisfy(URICharacter.isScheme), bytes.count > percent + 2,
      bytes[percent + 1] == UInt8(ascii: "3"), bytes[percent + 2] | 0x20 == UInt8(ascii: "a"),
      let decoded = PercentDecoding.decode(String(decoding: bytes, as: UTF8.self))
    {
      bytes = Array(decoded.utf8)[...]
      repairs.append("decoded the link, which was percent-encoded whole")
    }
    if bytes.contains(UInt8(ascii: "&")) {
      var unescaped: [UInt8] = []
      var index = bytes.startIndex
      while index < bytes.endIndex {
        unescaped.append(bytes[index])
        if bytes[index] == UInt8(ascii: "&"), bytes[index...].starts(with: Self.htmlAmpersand) {
          index += Self.htmlAmpersand.count
        } else {
          index += 1
        }
      }
      if unescaped.count < bytes.count {
        bytes = unescaped[...]
        repairs.append("replaced '&amp;' (HTML) with '&'")
      }
    }
    guard !repairs.isEmpty, !bytes.isEmpty else { return nil }
    self.text = String(decoding: bytes, as: UTF8.self)
    self.repairs = repairs
  }

  private static let sentenceEnd = Set(".,;:!?".utf8)
  private static let htmlAmpersand = Array("&amp;".utf8)
}

/// An Android intent URL, as Chrome on Android writes a link it hands to an app:
/// `intent://HOST/PATH?QUERY#Intent;scheme=SCHEME;package=PACKAGE;…;end`.
public struct IntentURL: Hashable, Sendable {
  /// The link it wraps: `SCHEME://HOST/PATH?QUERY`.
  public var link: String
  /// The app it names, if any.
  public var package: String?

  /// `nil` when `input` is not an intent URL with a `scheme`.
  public init?(_ input: String) {
    guard input.prefix(9).lowercased() == "intent://",
      let hash = input.firstRange(of: "#Intent;")
    else { return nil }
    var fields: [Substring: Substring] = [:]
    for field in input[hash.upperBound...].split(separator: ";") {
      guard let equals = field.firstIndex(of: "=") else { continue }
      fields[field[..<equals]] = field[field.index(after: equals)...]
    }
    guard let scheme = fields["scheme"], !scheme.isEmpty else { return nil }
    link = scheme + "://" + input[input.index(input.startIndex, offsetBy: 9)..<hash.lowerBound]
    package = fields["package"].map(String.init)
  }
}
