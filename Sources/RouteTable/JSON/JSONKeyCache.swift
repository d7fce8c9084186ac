/// The `String` of each short key a document repeats (`"name"`, `"paths"`, `"type"`, …), found
/// by the key's bytes: a config writes a few keys thousands of times, and each needs no new
/// string.
///
/// A cached key is at most 8 bytes of printable ASCII, so its bytes packed in one word (zero
/// past its end) identify it; each slot keeps the last key whose word hashes there.
struct JSONKeyCache {
  /// The longest key the cache holds.
  static let maximumLength = 8
  private static let slotBits: UInt64 = 6

  private var words = [UInt64](repeating: 0, count: 1 << slotBits)
  /// The key of each slot; the empty key, whose word is `0`, to begin with.
  private var keys = [String](repeating: "", count: 1 << slotBits)

  /// The key written as `bytes[range]`: at most ``maximumLength`` bytes of printable ASCII.
  mutating func key(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    let word = ByteWord.load(bytes, range)
    let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) &>> (64 - Self.slotBits))
    if words[slot] == word { return keys[slot] }
    let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    words[slot] = word
    keys[slot] = key
    return key
  }
}
