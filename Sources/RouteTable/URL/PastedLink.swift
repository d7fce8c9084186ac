/// A link as people paste it from bug reports, chats, e-mails and web pages (README "Pasted
/// links"): wrapped in `<…>`, quotes, brackets, a Markdown link `[text](url)` or a Slack link
/// `<url|label>`, followed by sentence punctuation or an invisible space, percent-encoded whole
/// (`myapp%3A%2F%2F…`), with `&amp;` (once or more) between query items, or an Android intent
/// URL (`intent://…#Intent;scheme=myapp;package=…;end`). The one place that knows these forms:
/// the resolver reads the link they wrap (`--repair`) or names it in the error's help.
public struct PastedLink: Hashable, Sendable {
  /// The link inside.
  public var text: String
  /// What was undone, for the `repaired` warning: `removed '<' and '>'`, ….
  public var repairs: [String]

  /// The link `input` wraps, or `nil` when it is not one of the pasted forms. Read on the
  /// bytes: the wrappings are peeled in any nesting, up to ``maximumLayers`` of them, each a
  /// pass at most (it runs on every link that fails, up to 64 KiB long).
  public init?(_ input: String) {
    guard Self.mayBePasted(input) else { return nil }
    self.init(peeling: input)
  }

  /// ``init(_:)`` without its first look at `input`'s ends.
  init?(peeling input: String) {
    var bytes = Array(input.utf8)[...]
    var repairs: [String] = []
    for _ in 0..<Self.maximumLayers {
      let before = bytes.count
      Self.peelAround(&bytes, &repairs)
      Self.peelAfter(&bytes, &repairs)
      if bytes.count == before { break }
    }
    // `myapp%3A%2F%2F…`: a scheme, then an escaped `:`, and no `:` before it.
    if let percent = Self.firstIndex(of: UInt8(ascii: "%"), in: bytes),
      percent > bytes.startIndex,
      bytes[..<percent].allSatisfy(URICharacter.isScheme), bytes.count > percent + 2,
      bytes[percent + 1] == UInt8(ascii: "3"), bytes[percent + 2] | 0x20 == UInt8(ascii: "a"),
      let decoded = PercentDecoding.decode(String(decoding: bytes, as: UTF8.self))
    {
      bytes = Array(decoded.utf8)[...]
      repairs.append("decoded the link, which was percent-encoded whole")
    }
    // `&amp;`, and `&amp;amp;` escaped twice over: each pass undoes one escaping.
    for _ in 0..<Self.maximumLayers {
      guard let unescaped = Self.unescapingHTMLAmpersands(in: bytes) else { break }
      bytes = unescaped[...]
      repairs.append("replaced '&amp;' (HTML) with '&'")
    }
    guard !repairs.isEmpty, !bytes.isEmpty else { return nil }
    self.text = String(decoding: bytes, as: UTF8.self)
    self.repairs = repairs
  }

  /// `bytes` with each `&amp;` written `&`; `nil` when there is none. Read through a pointer,
  /// the first one found before anything is copied: a failing link of 64 KiB of `&`s is read
  /// in one pass.
  private static func unescapingHTMLAmpersands(in bytes: ArraySlice<UInt8>) -> [UInt8]? {
    bytes.withUnsafeBufferPointer { bytes in
      func escapeStarts(at index: Int) -> Bool {
        bytes[index] == UInt8(ascii: "&") && index + 4 < bytes.count
          && bytes[index + 1] == UInt8(ascii: "a") && bytes[index + 2] == UInt8(ascii: "m")
          && bytes[index + 3] == UInt8(ascii: "p") && bytes[index + 4] == UInt8(ascii: ";")
      }
      // Each `&` in turn, found eight bytes at a time.
      var found = ByteWord.firstIndex(of: UInt8(ascii: "&"), in: bytes)
      while let ampersand = found, !escapeStarts(at: ampersand) {
        found = ByteWord.firstIndex(of: UInt8(ascii: "&"), in: bytes, from: ampersand + 1)
      }
      guard var index = found else { return nil }
      var unescaped = Array(bytes[..<index])
      unescaped.reserveCapacity(bytes.count)
      while index < bytes.count {
        unescaped.append(bytes[index])
        index += escapeStarts(at: index) ? 5 : 1
      }
      return unescaped
    }
  }

  /// Whether `bytes` holds `byte`, read through a pointer.
  private static func holds(_ byte: UInt8, _ bytes: ArraySlice<UInt8>) -> Bool {
    firstIndex(of: byte, in: bytes) != nil
  }

  /// The index in `bytes` of its first `byte`, eight bytes at a time.
  private static func firstIndex(of byte: UInt8, in bytes: ArraySlice<UInt8>) -> Int? {
    bytes.withUnsafeBufferPointer { ByteWord.firstIndex(of: byte, in: $0) }
      .map { bytes.startIndex + $0 }
  }

  /// Whether any form can apply to `input`, read in place: most links that fail are none of
  /// them, and each failing link is checked.
  static func mayBePasted(_ input: String) -> Bool {
    var input = input
    return input.withUTF8 { bytes in
      guard let first = bytes.first, let last = bytes.last else { return false }
      return opensWrapping[Int(first)] || endsWhatFollows[Int(last)]
        || bytes.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "&") }
    }
  }

  /// By byte: whether it opens a wrapping (``peelAround(_:_:)``).
  private static let opensWrapping: [Bool] = (0...UInt8.max).map { (byte: UInt8) -> Bool in
    wrappers.contains { $0.0 == byte }
  }
  /// By byte: whether something removed after a link ends with it (``peelAfter(_:_:)``).
  private static let endsWhatFollows: [Bool] = (0...UInt8.max).map { (byte: UInt8) -> Bool in
    let closes = byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
    return closes || sentenceEnd.contains(byte) || invisibleTails.contains { $0.bytes.last == byte }
  }

  /// How many layers of wrapping (or of `&amp;` escaping) are undone at most.
  static let maximumLayers = 16

  /// One wrapping around the link: a Markdown link, a Slack link, or a pair of brackets or
  /// quotes.
  private static func peelAround(_ bytes: inout ArraySlice<UInt8>, _ repairs: inout [String]) {
    guard bytes.count > 2, let first = bytes.first, let last = bytes.last else { return }
    if first == UInt8(ascii: "["), last == UInt8(ascii: ")"),
      let middle = bytes.indices.dropLast().last(where: {
        bytes[$0] == UInt8(ascii: "]") && bytes[$0 + 1] == UInt8(ascii: "(")
      })
    {
      bytes = bytes[(middle + 2)..<(bytes.endIndex - 1)]
      repairs.append("took the link of the Markdown link '[…](…)'")
      return
    }
    if first == UInt8(ascii: "<"), last == UInt8(ascii: ">"),
      let bar = bytes.firstIndex(of: UInt8(ascii: "|"))
    {
      bytes = bytes[(bytes.startIndex + 1)..<bar]
      repairs.append("took the link of the Slack link '<…|…>'")
      return
    }
    for (open, close) in Self.wrappers where first == open && last == close {
      bytes = bytes.dropFirst().dropLast()
      repairs.append(
        "removed the '\(Character(Unicode.Scalar(open)))' and '\(Character(Unicode.Scalar(close)))' "
          + "around it")
      return
    }
  }

  /// What follows the link: sentence punctuation, a `)` or `]` that closes nothing in it, a
  /// no-break or zero-width space, an ellipsis.
  private static func peelAfter(_ bytes: inout ArraySlice<UInt8>, _ repairs: inout [String]) {
    // Only closing characters are removed here, so whether the link opens one is known once.
    let opensParenthesis = holds(UInt8(ascii: "("), bytes)
    let opensBracket = holds(UInt8(ascii: "["), bytes)
    while let last = bytes.last {
      if let (tail, name) = Self.invisibleTails.first(where: {
        bytes.reversed().starts(with: $0.bytes.reversed())
      }) {
        bytes = bytes.dropLast(tail.count)
        repairs.append("removed the \(name) after it")
        continue
      }
      guard
        Self.sentenceEnd.contains(last)
          || (last == UInt8(ascii: ")") && !opensParenthesis)
          || (last == UInt8(ascii: "]") && !opensBracket)
      else { return }
      bytes = bytes.dropLast()
      repairs.append("removed the '\(Character(Unicode.Scalar(last)))' after it")
    }
  }

  private static let wrappers: [(UInt8, UInt8)] = [
    (UInt8(ascii: "<"), UInt8(ascii: ">")), (UInt8(ascii: "\""), UInt8(ascii: "\"")),
    (UInt8(ascii: "'"), UInt8(ascii: "'")), (UInt8(ascii: "("), UInt8(ascii: ")")),
    (UInt8(ascii: "["), UInt8(ascii: "]")),
  ]
  /// Characters that trail a link copied from a rendered page or a chat, by their UTF-8.
  private static let invisibleTails: [(bytes: [UInt8], name: String)] = [
    (Array("\u{A0}".utf8), "no-break space U+00A0"),
    (Array("\u{200B}".utf8), "zero-width space U+200B"),
    (Array("\u{2026}".utf8), "ellipsis '…'"),
  ]
  private static let sentenceEnd = Set(".,;:!?".utf8)
}

/// An Android intent URL, as Chrome on Android writes a link it hands to an app:
/// `intent://HOST/PATH?QUERY#Intent;scheme=SCHEME;package=PACKAGE;…;end`.
public struct IntentURL: Hashable, Sendable {
  /// The link it wraps: `SCHEME://HOST/PATH?QUERY`.
  public var link: String
  /// The app it names, if any.
  public var package: String?

  /// Whether `input` may be an intent URL, told by its first byte (`i` or `I`): most links are
  /// not, and are not searched for its parts.
  static func mayBegin(_ input: String) -> Bool {
    input.utf8.withContiguousStorageIfAvailable { ($0.first ?? 0) | 0x20 == UInt8(ascii: "i") }
      ?? ((input.utf8.first ?? 0) | 0x20 == UInt8(ascii: "i"))
  }

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
