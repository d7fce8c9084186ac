/// Where the parts of a URL lie in its bytes, for the plain URLs that make up nearly every input:
/// `scheme://path?query` with a listed custom scheme, or `https://host/path?query`, all ASCII,
/// in canonical form, raising no warning.
///
/// Reading one costs a single pass, eight bytes at a time over the letters, digits, `-` and `.`
/// that make up most of a URL (``ByteWord``), and no allocation. Anything else (an error, a warning, a
/// fragment, userinfo, a port, an escape the security checks might look at, non-ASCII) gives
/// `nil`, and ``URLReader`` reads the input instead; so on every URL it accepts, the layout
/// describes exactly what ``URLReader`` would return, without warnings.
struct URLLayout: Sendable {
  enum Kind {
    /// `scheme://…`: the path starts at the second `/` of `//`.
    case custom
    case https
  }

  let kind: Kind
  /// `bytes[0..<schemeEnd]` is the scheme, lowercase.
  let schemeEnd: Int
  /// The host of an https URL, lowercase; empty for a custom scheme.
  let host: Range<Int>
  /// The percent-encoded path, starting with `/`, without a trailing `/` unless it is `/`.
  let path: Range<Int>
  /// What follows `?`, or `nil` without one.
  let query: Range<Int>?
  /// Whether the URL starts with one of the ``ListedPrefixes`` it was read with: then its
  /// scheme or host is one the table lists.
  let isListed: Bool

  /// The layout of `bytes`, or `nil` when the URL is not plain.
  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    var segments = SegmentStarts(nil)
    self.init(bytes, segments: &segments)
  }

  /// Where the path's segments start, as ``PathSegments`` keeps them, written while the path is
  /// scanned (which stops at every `/` anyway) rather than in a second pass.
  struct SegmentStarts {
    /// Room for the starts (offsets in the path), or `nil` to keep none.
    let storage: UnsafeMutableBufferPointer<Int>?
    /// How many segments the path has (more than `storage` holds when it overflowed).
    fileprivate(set) var count = 0

    init(_ storage: UnsafeMutableBufferPointer<Int>?) {
      self.storage = storage
    }

    /// Whether every start is in `storage`.
    var isComplete: Bool { storage.map { count <= $0.count } ?? false }

    @inline(__always)
    fileprivate mutating func append(_ start: Int) {
      if let storage, count < storage.count { storage[count] = start }
      count += 1
    }
  }

  /// ``init(_:)``, writing where the path's segments start to `segments`; a URL that starts
  /// with one of `listed` is read without scanning its scheme or host again.
  init?(
    _ bytes: UnsafeBufferPointer<UInt8>, segments: inout SegmentStarts,
    listed: ListedPrefixes? = nil
  ) {
    let count = bytes.count
    guard count <= URLReader.maximumLength, count > 3 else { return nil }
    let first = ByteWord.load(bytes, at: 0)
    var index: Int
    if first == Self.httpsPrefix {
      kind = .https
      schemeEnd = 5
      let hostEnd: Int
      if let prefix = listed?.hostPrefix(bytes) {
        // The prefix ends with the `/` that starts the path.
        hostEnd = prefix - 1
        isListed = true
      } else {
        guard let end = Self.scanHost(bytes, from: 8) else { return nil }
        hostEnd = end
        isListed = false
      }
      host = 8..<hostEnd
      index = hostEnd
    } else {
      let end: Int
      if let prefix = listed?.schemePrefix(bytes) {
        end = prefix - 3
        isListed = true
      } else {
        guard let scanned = Self.schemeEnd(bytes, first: first),
          // http is always an error (`insecure-scheme` or `unknown-scheme`).
          scanned != 4 || first & 0xFFFF_FFFF != Self.http
        else { return nil }
        end = scanned
        isListed = false
      }
      kind = .custom
      schemeEnd = end
      index = end + 3
      // `scheme:///…` is non-canonical.
      guard index >= count || bytes[index] != UInt8(ascii: "/") else { return nil }
      host = index..<index
      index -= 1
    }
    let pathStart = index
    guard let pathEnd = Self.scanPath(bytes, from: pathStart, segments: &segments) else {
      return nil
    }
    path = pathStart..<pathEnd
    if pathEnd < count {
      guard bytes[pathEnd] == UInt8(ascii: "?"), Self.isPlainQuery(bytes, from: pathEnd + 1)
      else { return nil }
      query = pathEnd + 1..<count
    } else {
      query = nil
    }
  }

  /// `https://` and `http` as ``ByteWord`` packs them.
  private static let httpsPrefix: UInt64 = 0x2F2F_3A73_7074_7468
  private static let http: UInt64 = 0x7074_7468

  /// The end of the scheme (at the `:` of `://`), or `nil` when the URL does not start with a
  /// lowercase letter, then lowercase letters, digits, `+`, `-`, `.` (an uppercase letter
  /// raises a warning), then `://`. `first` holds the first eight bytes.
  private static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>, first: UInt64) -> Int? {
    guard first & 0xFF &- UInt64(UInt8(ascii: "a")) < 26 else { return nil }
    var index = 0
    var word = first
    while true {
      let scheme =
        ByteWord.inRange(word, UInt8(ascii: "a"), UInt8(ascii: "z")) | ByteWord.digits(word)
        | ByteWord.inRange(word, UInt8(ascii: "-"), UInt8(ascii: "."))
        | ByteWord.equal(word, UInt8(ascii: "+"))
      let stop = ~scheme & ByteWord.highBits
      index += ByteWord.leadingUnflagged(stop)
      if stop != 0 { break }
      word = ByteWord.load(bytes, at: index)
    }
    guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: ":"),
      bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/")
    else { return nil }
    return index
  }

  /// The end of the host that starts at `start` (at the `/` that starts the path), or `nil`
  /// when the host is empty, has an empty label, holds anything but lowercase letters, digits,
  /// `-` and `.` (uppercase, `:`, `@`, `%`, … raise a warning or an error, or need decoding),
  /// has a punycode label (it may hide look-alike letters: `confusable-host`), or is not
  /// followed by a path (`https://host` and `https://host?…` read their path as `/`, which is
  /// not in the bytes).
  private static func scanHost(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    // `0x80` in the low byte when the byte before the current word is a `.` (or the host
    // starts there): then a `.` first in the word ends an empty label.
    var dotBefore: UInt64 = 0x80
    var dashes: UInt64 = 0
    while true {
      let word = ByteWord.load(bytes, at: index)
      let dots = ByteWord.equal(word, UInt8(ascii: "."))
      let dashesAndDots = ByteWord.inRange(word, UInt8(ascii: "-"), UInt8(ascii: "."))
      let host =
        ByteWord.inRange(word, UInt8(ascii: "a"), UInt8(ascii: "z")) | ByteWord.digits(word)
        | dashesAndDots
      let stop = ~host & ByteWord.highBits
      let length = ByteWord.leadingUnflagged(stop)
      let inHost = ByteWord.firstBytes(length)
      let hostDots = dots & inHost
      guard hostDots & (hostDots &<< 8 | dotBefore) == 0 else { return nil }
      dashes |= dashesAndDots & ~dots & inHost
      index += length
      if stop != 0 { break }
      dotBefore = hostDots &>> 56
    }
    guard index > start, index < bytes.count, bytes[index] == UInt8(ascii: "/") else {
      return nil
    }
    // A punycode label starts with `xn--`: no `-`, no punycode label.
    if dashes != 0,
      PunycodeDecoding.hasPunycodeLabel(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    {
      return nil
    }
    return index
  }

  /// The bytes most paths and queries are made of, which no check reads: ASCII letters,
  /// digits, `-` and `.` (a dot segment is judged once the segment ends).
  @inline(__always)
  private static func commonBytes(_ word: UInt64) -> UInt64 {
    ByteWord.letters(word) | ByteWord.digits(word)
      | ByteWord.inRange(word, UInt8(ascii: "-"), UInt8(ascii: "."))
  }

  /// The end of the path that starts with the `/` at `start` (at `?`, `#` or the end), or `nil`
  /// when a segment is empty, a dot segment, ends in `/`, or holds a character or escape that
  /// is not plain.
  private static func scanPath(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, segments: inout SegmentStarts
  ) -> Int? {
    let count = bytes.count
    var index = start + 1
    var segmentStart = index
    segments.append(1)
    while true {
      let stop = ~commonBytes(ByteWord.load(bytes, at: index)) & ByteWord.highBits
      index += ByteWord.leadingUnflagged(stop)
      guard stop != 0 else { continue }
      // Past the end the word reads zeros, which stop the scan there.
      guard index < count else { break }
      let byte = bytes[index]
      if byte == UInt8(ascii: "/") {
        guard isPlainSegment(bytes, segmentStart..<index) else { return nil }
        index += 1
        segmentStart = index
        segments.append(index - start)
      } else if byte == UInt8(ascii: "%") {
        guard isPlainEscape(bytes, at: index) else { return nil }
        index += 3
      } else if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
        break
      } else if byte == UInt8(ascii: ":") || !URICharacter.isPathCharacter(byte) {
        // A path value with `:` may be a link or a script: the full reader looks at it.
        return nil
      } else {
        index += 1
      }
    }
    // The last segment empty is the root, or a trailing slash (judged by the full resolver).
    if index == segmentStart { return segmentStart == start + 1 ? index : nil }
    return isPlainSegment(bytes, segmentStart..<index) ? index : nil
  }

  /// Whether the segment `bytes[range]` (its escapes already checked) is neither empty nor a
  /// dot segment (`.` or `..`, any of the dots escaped).
  @inline(__always)
  private static func isPlainSegment(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    guard !range.isEmpty else { return false }
    let first = bytes[range.lowerBound]
    // A dot segment starts with `.` or `%2E`.
    guard first == UInt8(ascii: ".") || first == UInt8(ascii: "%") else { return true }
    var dots = 0
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == UInt8(ascii: ".") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "%"), decodedEscape(bytes, at: index) == 0x2E {
        index += 3
      } else {
        return true
      }
      dots += 1
    }
    return dots > 2
  }

  /// Whether the query that starts at `start` runs to the end of `bytes` with plain characters
  /// and escapes only: `#` (a fragment) is not a query character, and a value with `:` or `//`
  /// may be a link or a script (`open-redirect`, `script-scheme`): the full reader looks at it.
  private static func isPlainQuery(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    let count = bytes.count
    var index = start
    while true {
      let word = ByteWord.load(bytes, at: index)
      let common =
        commonBytes(word) | ByteWord.equal(word, UInt8(ascii: "="))
        | ByteWord.equal(word, UInt8(ascii: "&"))
      let stop = ~common & ByteWord.highBits
      index += ByteWord.leadingUnflagged(stop)
      guard stop != 0 else { continue }
      guard index < count else { return true }
      let byte = bytes[index]
      if byte == UInt8(ascii: ":")
        || (byte == UInt8(ascii: "/") && index > start && bytes[index - 1] == byte)
      {
        return false
      } else if URICharacter.isQueryCharacter(byte) {
        index += 1
      } else {
        guard byte == UInt8(ascii: "%"), isPlainEscape(bytes, at: index) else { return false }
        index += 3
      }
    }
  }

  /// Whether the `%` at `index` starts a valid escape of a printable ASCII character that no
  /// check reads specially: not a control character, a separator (`/`, `\`, `?`, `#`), `%`, `:`
  /// (a scheme), or anything above U+007E.
  private static func isPlainEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard index + 2 < bytes.count, let high = PercentDecoding.hexValue(bytes[index + 1]),
      let low = PercentDecoding.hexValue(bytes[index + 2])
    else { return false }
    let decoded = high << 4 | low
    switch decoded {
    case 0x20..<0x7F:
      return decoded != UInt8(ascii: "/") && decoded != UInt8(ascii: "\\")
        && decoded != UInt8(ascii: "?") && decoded != UInt8(ascii: "#")
        && decoded != UInt8(ascii: "%") && decoded != UInt8(ascii: ":")
    default:
      return false
    }
  }

  private static func decodedEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt8 {
    PercentDecoding.hexValue(bytes[index + 1])! << 4 | PercentDecoding.hexValue(bytes[index + 2])!
  }

  /// Whether a raw query name may decode to other bytes (an escape, or `+` read as a space), so
  /// that comparing its bytes with a declared name does not settle it.
  static func mayDecodeOtherwise(_ rawName: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> Bool {
    rawName.contains(UInt8(ascii: "%")) || (plusIsSpace && rawName.contains(UInt8(ascii: "+")))
  }

  /// ``forEachQueryItem(_:in:_:)`` for readers that compare names as written: `body` gets each
  /// raw name as bytes. Returns `false` (undecided) at the first name that may decode to other
  /// bytes (``mayDecodeOtherwise(_:plusIsSpace:)``), which only the general path can compare.
  static func forEachPlainQueryItem(
    _ bytes: UnsafeBufferPointer<UInt8>, in query: Range<Int>, plusIsSpace: Bool,
    _ body: (_ name: UnsafeBufferPointer<UInt8>, _ value: Range<Int>) -> Bool
  ) -> Bool {
    var decided = true
    forEachQueryItem(bytes, in: query) { name, value in
      let rawName = UnsafeBufferPointer(rebasing: bytes[name])
      if mayDecodeOtherwise(rawName, plusIsSpace: plusIsSpace) {
        decided = false
        return false
      }
      return body(rawName, value)
    }
    return decided
  }

  /// The query of a plain URL as ``LinkURL`` holds it (empty without a query): one string of
  /// its text, split into items only as they are read.
  static func rawQuery(_ bytes: UnsafeBufferPointer<UInt8>, in query: Range<Int>?) -> RawQuery {
    RawQuery(text: query.map { String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[$0])) } ?? "")
  }

  /// Calls `body` with each non-empty `&`-separated query item: its raw name and raw value
  /// (empty without `=`), as byte ranges; stops when `body` returns `false`.
  static func forEachQueryItem(
    _ bytes: UnsafeBufferPointer<UInt8>, in query: Range<Int>,
    _ body: (_ name: Range<Int>, _ value: Range<Int>) -> Bool
  ) {
    var itemStart = query.lowerBound
    var equals = -1
    var index = query.lowerBound
    while true {
      let atEnd = index == query.upperBound
      if atEnd || bytes[index] == UInt8(ascii: "&") {
        if index > itemStart {
          let nameEnd = equals >= 0 ? equals : index
          let valueStart = equals >= 0 ? equals + 1 : index
          if !body(itemStart..<nameEnd, valueStart..<index) { return }
        }
        if atEnd { return }
        itemStart = index + 1
        equals = -1
      } else if bytes[index] == UInt8(ascii: "=") && equals < 0 {
        equals = index
      }
      index += 1
    }
  }
}
