extension PatternRank {
  /// The first eight bytes, big-endian, of a byte string whose lexicographic order is the
  /// order of ``compare(_:_:)``: ranks whose prefixes differ compare as their prefixes do, and
  /// only equal prefixes need the full comparison. Sorting a large table compares ranks many
  /// times; most comparisons are then one integer comparison.
  ///
  /// The byte string lists, for each key and then for ``Key/emptyFixedText`` (what the shorter
  /// of two ranks is compared against), the kind, the modifier, and the prefix, value and
  /// suffix each ended by a 0 byte; text bytes 0 and 1 are written `01 01` and `01 02`, so that
  /// the end of a text sorts before any byte of a longer one.
  var orderPrefix: UInt64 {
    var prefix = OrderPrefix()
    for key in keys where !prefix.isFull {
      prefix.append(key)
    }
    prefix.append(Key.emptyFixedText)
    return prefix.value
  }

  /// Up to eight bytes gathered into an integer, the first in the highest byte, the missing
  /// ones 0.
  private struct OrderPrefix {
    private(set) var value: UInt64 = 0
    private var count = 0

    var isFull: Bool { count >= 8 }

    mutating func append(_ key: Key) {
      append(UInt8(key.kind))
      append(UInt8(key.modifier))
      append(text: key.prefix)
      append(text: key.value)
      append(text: key.suffix)
    }

    private mutating func append(text: [UInt8]) {
      for byte in text {
        if isFull { return }
        if byte < 2 {
          append(1)
          append(byte + 1)
        } else {
          append(byte)
        }
      }
      append(0)
    }

    private mutating func append(_ byte: UInt8) {
      guard count < 8 else { return }
      value |= UInt64(byte) << (56 - 8 * UInt64(count))
      count += 1
    }
  }
}
