/// A piece of a link's text: a byte range of a string, read in place.
///
/// What a `Substring` is, without making one: cutting a string at byte offsets checks both
/// bounds for the start of a character, and the resolver cuts every link into its components,
/// its path into segments and its segments into values. Its string is contiguous UTF-8 (the
/// reader makes it so), and its bounds fall between characters (they are found by ASCII
/// delimiters).
struct LinkText: Sendable, CustomStringConvertible {
  private let base: String
  private let start: Int32
  private let end: Int32

  /// All of `text`.
  init(_ text: String) {
    var text = text
    text.makeContiguousUTF8()
    self.init(text, 0..<text.utf8.count)
  }

  /// The bytes `range` of `base`, which is contiguous UTF-8 and is cut there between
  /// characters.
  init(_ base: String, _ range: Range<Int>) {
    self.base = base
    start = Int32(range.lowerBound)
    end = Int32(range.upperBound)
  }

  /// The length in bytes.
  var count: Int { Int(end - start) }

  /// The last byte, if any.
  var lastByte: UInt8? { withBytes { $0.last } }

  /// `body` given the bytes, valid during the call.
  @inline(__always)
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    // A contiguous string always gives its bytes; the copy is for one that somehow is not.
    if let result = try base.utf8.withContiguousStorageIfAvailable({
      try body(UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(end)]))
    }) {
      return result
    }
    return try Array(base.utf8)[Int(start)..<Int(end)].withUnsafeBufferPointer(body)
  }

  /// The bytes `range` (counted from this text's start) of this text.
  func slice(_ range: Range<Int>) -> LinkText {
    LinkText(base, (Int(start) + range.lowerBound)..<(Int(start) + range.upperBound))
  }

  /// The text without its last byte, which must be ASCII (a trailing `/`).
  var droppingLastByte: LinkText { slice(0..<(count - 1)) }

  /// The text with its ASCII capitals lowercased: all of its letters, for a path (the reader
  /// writes it in printable ASCII).
  var lowercasedASCII: LinkText {
    LinkText(withBytes { String(lowercasingASCII: $0) })
  }

  /// The text followed by the ASCII `byte`, as a string of its own.
  func appending(_ byte: UInt8) -> LinkText {
    LinkText(
      withBytes { bytes in
        String(unsafeUninitializedCapacity: bytes.count + 1) { text in
          _ = text.initialize(fromContentsOf: bytes)
          text[bytes.count] = byte
          return bytes.count + 1
        }
      })
  }

  /// The text as a string of its own.
  var description: String { withBytes { String(utf8Bytes: $0) } }

  /// The text as a slice of its string.
  var substring: Substring {
    let utf8 = base.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: Int(start))
    return Substring(utf8[lower..<utf8.index(lower, offsetBy: count)])
  }
}

extension LinkText: Hashable {
  static func == (lhs: LinkText, rhs: LinkText) -> Bool {
    lhs.withBytes { left in rhs.withBytes { right in left.elementsEqual(right) } }
  }

  func hash(into hasher: inout Hasher) {
    withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
