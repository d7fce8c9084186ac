/// The schemes a reader knows by name: `https`, `http`, then a table's. A link's scheme is
/// looked up here on its bytes, lowercased, up to sixteen of them as two words: a known scheme is
/// then the table's own string, not one made for each link, and whether it takes the opaque
/// form is read with it.
struct SchemeNames: Sendable {
  /// A known scheme.
  struct Entry: Sendable {
    let name: String
    /// The name's bytes, eight to a word (zero past its end); only for a name of at most 16.
    fileprivate let words: (UInt64, UInt64)?
    /// The forms its links take.
    let forms: SchemeForms
    /// 443 for `https`, 80 for `http`: the schemes whose links have a host.
    let defaultPort: Int?
  }

  private let entries: [Entry]

  /// `https` and `http` alone, prepared once for the readers that know no other scheme (an
  /// AASA file's links).
  static let webOnly = SchemeNames(opaqueSchemes: [])

  /// `schemes`, `opaqueSchemes` and `twoFormSchemes` lowercased, as a config holds them (its
  /// schemes list the others too: each is kept once).
  init(schemes: [String] = [], opaqueSchemes: [String], twoFormSchemes: [String] = []) {
    let names = ["https", "http"] + schemes + opaqueSchemes.filter { !schemes.contains($0) }
    entries = names.map { name in
      let bytes = Array(name.utf8)
      return Entry(
        name: name, words: bytes.withUnsafeBufferPointer { Self.words($0, count: $0.count) },
        forms: twoFormSchemes.contains(name)
          ? .both : opaqueSchemes.contains(name) ? .opaque : .hierarchical,
        defaultPort: name == "https" ? 443 : name == "http" ? 80 : nil)
    }
  }

  /// The known scheme that the first `count` bytes of `link` spell, ignoring ASCII case; `nil`
  /// for another scheme.
  func scheme(spelledBy link: UnsafeBufferPointer<UInt8>, count: Int) -> Entry? {
    guard let words = Self.words(link, count: count) else {
      let name = String(lowercasingASCII: UnsafeBufferPointer(rebasing: link[..<count]))
      return entries.first { $0.name == name }
    }
    return entries.first { $0.words.map { $0 == words } == true }
  }

  /// The first `count` bytes of `bytes` lowercased as two words, zero past `count`; `nil` for
  /// more than sixteen.
  private static func words(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> (UInt64, UInt64)? {
    guard count <= 16 else { return nil }
    let low = ByteWord.lowercased(ByteWord.load(bytes, at: 0) & ByteWord.firstBytes(count))
    let high =
      count > 8
      ? ByteWord.lowercased(ByteWord.load(bytes, at: 8) & ByteWord.firstBytes(count - 8)) : 0
    return (low, high)
  }
}

/// The forms a custom scheme's links take (`forms` in docs/config.md).
enum SchemeForms: Sendable {
  /// `app://path` (and the web schemes).
  case hierarchical
  /// `music:track:ID`, read as the path `/track/ID`.
  case opaque
  /// Both, as one link: neither warns.
  case both
}

/// What a link's scheme is to the table it was read for, found with its name by the reader
/// (``SchemeNames``), so that deciding its endpoint compares no string again.
enum SchemeKind: Sendable {
  case https
  case http
  /// One of the schemes the reader was given by name: a table's.
  case listed
  /// Any other.
  case other

  /// The kind of a scheme the reader knew by name (`isKnown`) or not, whose links' default
  /// port is `defaultPort` (``SchemeNames/Entry/defaultPort``).
  init(isKnown: Bool, defaultPort: Int?) {
    switch defaultPort {
    case 443?: self = .https
    case 80?: self = .http
    default: self = isKnown ? .listed : .other
    }
  }

  /// The kind of `scheme` (lowercased) for a reader given no scheme by name.
  init(_ scheme: String) {
    self = scheme == "https" ? .https : scheme == "http" ? .http : .other
  }
}
