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

  private static let openers = Set("<\"'([".utf8)
  private static let closers = Set(">\"')].,;:!?".utf8)

  /// The link `input` wraps, or `nil` when it is not one of the pasted forms.
  public init?(_ input: String) {
    // Settled on bytes for nearly every link: no wrapping or trailing character, no `%`, no `&`.
    let bytes = input.utf8
    guard let first = bytes.first, let final = bytes.last,
      Self.openers.contains(first) || Self.closers.contains(final)
        || bytes.withContiguousStorageIfAvailable({
          $0.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "&") }
        }) != false
    else { return nil }
    var text = input[...]
    var repairs: [String] = []
    for (open, close) in [("<", ">"), ("\"", "\""), ("'", "'"), ("(", ")"), ("[", "]")]
    where text.count > 2 && text.hasPrefix(open) && text.hasSuffix(close) {
      text = text.dropFirst().dropLast()
      repairs.append("removed the '\(open)' and '\(close)' around it")
    }
    // Sentence punctuation after the link, and a `)` that closes nothing in it.
    while let last = text.last,
      ".,;:!?".contains(last)
        || (")]".contains(last) && !text.dropLast().contains(last == ")" ? "(" : "["))
    {
      text = text.dropLast()
      repairs.append("removed the '\(last)' after it")
    }
    if !text.contains(":"), let percent = text.firstIndex(of: "%"),
      text[..<percent].allSatisfy({
        $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0))
      }),
      text[percent...].prefix(3).uppercased() == "%3A", let decoded = PercentDecoding.decode(text)
    {
      text = decoded[...]
      repairs.append("decoded the link, which was percent-encoded whole")
    }
    if text.contains("&amp;") {
      text = text.replacing("&amp;", with: "&")[...]
      repairs.append("replaced '&amp;' (HTML) with '&'")
    }
    guard !repairs.isEmpty, !text.isEmpty else { return nil }
    self.text = String(text)
    self.repairs = repairs
  }
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
