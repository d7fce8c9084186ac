import Testing

@testable import RouteTable

/// Each eight-byte test must flag exactly the bytes the one-byte predicate accepts: every one
/// of the 256 byte values, at every position of the word, among neighbours that could carry
/// into it (`0x00`, `0x7F`, `0x80`, `0xFF`).
@Suite struct ByteWordTests {
  static let neighbours: [UInt8] = [0x00, 0x7F, 0x80, 0xFF, UInt8(ascii: "a")]

  /// The flags a test gives for `byte` at `position` of a word filled with `filler`.
  static func flag(
    _ test: (UInt64) -> UInt64, _ byte: UInt8, at position: Int, filler: UInt8
  ) -> (flagged: Bool, othersFlagged: UInt64) {
    var word = ByteWord.ones &* UInt64(filler)
    word &= ~(UInt64(0xFF) << UInt64(8 * position))
    word |= UInt64(byte) << UInt64(8 * position)
    let mask = test(word)
    let own = UInt64(0xFF) << UInt64(8 * position)
    let alone = test(ByteWord.ones &* UInt64(filler))
    return (mask & own == UInt64(0x80) << UInt64(8 * position), (mask & ~own) ^ (alone & ~own))
  }

  static var predicates: [(String, (UInt64) -> UInt64, (UInt8) -> Bool)] {
    [
      ("'0'...'9'", { ByteWord.inRange($0, 0x30, 0x39) }, URICharacter.isDigit),
      ("'A'...'Z'", { ByteWord.inRange($0, 0x41, 0x5A) }, URICharacter.isUppercase),
      ("'-'...'.'", { ByteWord.inRange($0, 0x2D, 0x2E) }, { $0 == 0x2D || $0 == 0x2E }),
      ("0x00...0x7F", { ByteWord.inRange($0, 0x00, 0x7F) }, { $0 < 0x80 }),
      ("'/'", { ByteWord.equal($0, UInt8(ascii: "/")) }, { $0 == UInt8(ascii: "/") }),
      ("0x00", { ByteWord.equal($0, 0) }, { $0 == 0 }),
      ("0xFF", { ByteWord.equal($0, 0xFF) }, { $0 == 0xFF }),
    ]
  }

  @Test(arguments: 0..<predicates.count)
  func testAgreesWithItsPredicateOnEveryByte(predicate: Int) {
    let (name, test, accepts) = Self.predicates[predicate]
    var mismatches: [String] = []
    for byte in UInt8.min...UInt8.max {
      for position in 0..<8 {
        for filler in Self.neighbours {
          let (flagged, othersChanged) = Self.flag(test, byte, at: position, filler: filler)
          if flagged != accepts(byte) || othersChanged != 0 {
            mismatches.append("\(name): byte \(byte) at \(position) among \(filler)")
          }
        }
      }
    }
    #expect(mismatches == [])
  }

  @Test func lowercasedFoldsExactlyTheUppercaseLetters() {
    var mismatches: [UInt8] = []
    for byte in UInt8.min...UInt8.max {
      for position in 0..<8 {
        let shift = UInt64(8 * position)
        let word = UInt64(byte) << shift | 0x4100_0000_0000_005A & ~(UInt64(0xFF) << shift)
        let expected =
          UInt64((byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)) << shift
          | 0x6100_0000_0000_007A & ~(UInt64(0xFF) << shift)
        if ByteWord.lowercased(word) != expected { mismatches.append(byte) }
      }
    }
    #expect(mismatches == [])
  }

  @Test(arguments: 0...20)
  func loadReadsTheBytesAndZerosPastTheEnd(count: Int) {
    let bytes = (0..<count).map { UInt8(0x80 | $0) }
    bytes.withUnsafeBufferPointer { buffer in
      for offset in 0...count + 2 {
        var expected: UInt64 = 0
        for position in offset..<max(offset, min(offset + 8, count)) {
          expected |= UInt64(bytes[position]) << UInt64(8 * (position - offset))
        }
        #expect(ByteWord.load(buffer, at: offset) == expected, "offset \(offset)")
      }
    }
  }

  @Test(arguments: [0, 1, 7, 8, 9, 16, 17])
  func leadingUnflaggedCountsTheBytesBeforeTheFirstFlag(position: Int) {
    let mask: UInt64 =
      position < 8 ? UInt64(0x80) << UInt64(8 * position) | UInt64(0x80) << 56 : 0
    #expect(ByteWord.leadingUnflagged(mask) == min(position, 8))
  }
}

extension ByteWordTests {
  /// Equal-length buffers of every length to 24 compare equal, and differ as soon as any one
  /// byte does, wherever it is (the overlapping last word must not hide it).
  @Test func sameBytesFindsADifferenceAtEveryPosition() {
    var mismatches: [String] = []
    for count in 0...24 {
      let base = (0..<count).map { UInt8(truncatingIfNeeded: 0x41 + $0) }
      base.withUnsafeBufferPointer { left in
        if !ByteWord.sameBytes(left, left) { mismatches.append("\(count) equal") }
        for position in 0..<count {
          var changed = base
          changed[position] ^= 0x80
          changed.withUnsafeBufferPointer { right in
            if ByteWord.sameBytes(left, right) { mismatches.append("\(count) at \(position)") }
          }
        }
        let longer = base + [0]
        longer.withUnsafeBufferPointer { right in
          if ByteWord.sameBytes(left, right) { mismatches.append("\(count) against longer") }
        }
      }
    }
    #expect(mismatches == [])
  }
}

extension ByteWordTests {
  /// `firstIndex` finds the first of the byte from every start, wherever it and the others
  /// are (zeros and high-bit bytes around it), as the one-byte search does.
  @Test func firstIndexAgreesWithTheOneByteSearch() {
    var random = SplitMix(seed: 11)
    var mismatches: [String] = []
    let alphabet: [UInt8] = [UInt8(ascii: "&"), 0, 0x80, 0xA6]
    for count in 0...40 {
      let bytes: [UInt8] = (0..<count).map { _ in alphabet[Int(random.next() % 4)] }
      bytes.withUnsafeBufferPointer { buffer in
        for start in 0...count {
          let expected = bytes[start...].firstIndex(of: UInt8(ascii: "&"))
          if ByteWord.firstIndex(of: UInt8(ascii: "&"), in: buffer, from: start) != expected {
            mismatches.append("\(bytes) from \(start)")
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
  }
}

extension ByteWordTests {
  /// The reader takes the scheme eight bytes at a time: where it ends, whether it holds a
  /// capital, and whether it is refused agree with reading it byte by byte
  /// (``URICharacter/isScheme(_:)``), for schemes of every length up to three words followed
  /// by any character.
  @Test func schemeRunAgreesWithTheOneByteReading() throws {
    var random = SplitMix(seed: 5)
    let pieces = ["a", "Z", "z", "0", "9", "+", "-", ".", "A", "_", "/", "%", "é", " ", "\u{7F}"]
    var mismatches: [String] = []
    for _ in 0..<20_000 {
      let length = Int(random.next() % 26)
      var input = (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
        .joined()
      if random.next() % 2 == 0 { input += ":x" }
      let bytes = Array(input.utf8)
      let end = bytes.firstIndex { !URICharacter.isScheme($0) } ?? bytes.count
      let expected =
        end > 0 && end < bytes.count && bytes[end] == UInt8(ascii: ":")
          && URICharacter.isAlpha(bytes[0])
        ? (end, bytes[..<end].contains(where: URICharacter.isUppercase)) : nil
      let read = bytes.withUnsafeBufferPointer { buffer in
        try? URLParser(bytes: buffer, source: input).readSchemeEnd()
      }
      if read?.end != expected?.0 || read?.hasUppercase != expected?.1 {
        mismatches.append(input)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
  }
}
