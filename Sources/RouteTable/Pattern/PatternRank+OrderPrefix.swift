extension PatternRank {
  /// The first sixteen bytes, big-endian, of a byte string whose lexicographic order is the
  /// order of ``compare(_:_:)``: ranks whose prefixes differ compare as their prefixes do, and
  /// only equal prefixes need the full comparison. Sorting a large table compares ranks many
  /// times; most comparisons are then one or two integer comparisons.
  ///
  /// The byte string lists, for each key and then for ``Key/emptyFixedText`` (what the shorter
  /// of two ranks is compared against), the kind, the modifier, and the prefix, value and
  /// suffix each ended by a 0 byte; text bytes 0 and 1 are written `01 01` and `01 02`, so that
  /// the end of a text sorts before any byte of a longer one.
  var orderPrefix: (UInt64, UInt64) {
    var prefix = OrderPrefix()
    // Keys read in place, by position: a copy of each key retained its three byte strings.
    for index in keys.indices where !prefix.isFull {
      prefix.append(keys[index])
    }
    prefix.append(Key.emptyFixedText)
    return (prefix.high, prefix.low)
  }

  /// Up to sixteen bytes gathered into two integers, the first in the highest byte, the
  /// missing ones 0.
  private struct OrderPrefix {
    private(set) var high: UInt64 = 0
    private(set) var low: UInt64 = 0
    private var count = 0

    var isFull: Bool { count >= 16 }

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
      guard count < 16 else { return }
      if count < 8 {
        high |= UInt64(byte) << (56 - 8 * UInt64(count))
      } else {
        low |= UInt64(byte) << (56 - 8 * UInt64(count - 8))
      }
      count += 1
    }
  }
}
