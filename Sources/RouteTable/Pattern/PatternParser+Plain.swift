extension PatternParser {
  /// The parts of a plain pattern, or `nil` for any other: one pass over the bytes, without the
  /// tokens, string pieces and canonicalization the general parser spends on each character.
  /// Most patterns of a config are plain, and parsing them was a large part of loading one.
  ///
  /// Plain means ASCII `/`-separated segments, each of them literal text made of letters,
  /// digits, `-`, `_`, `~` and `.` (but not a `.` or `..` segment), a whole-segment `:name`, or
  /// a whole-segment `*`, with no two parameters of the same name. Canonicalization leaves such
  /// text as it is, and the general parser yields exactly these parts for it; anything else
  /// (including every error) is left to the general parser.
  static func parsePlain(_ source: String) -> [LocatedPart]? {
    var source = source
    return source.withUTF8 { bytes in
      guard bytes.first == UInt8(ascii: "/") else { return nil }
      var parts: [LocatedPart] = []
      // At most a part per segment and one for trailing text: one allocation, not one per
      // growth (a large config has a pattern for each of its routes).
      var slashes = 0
      for byte in bytes where byte == UInt8(ascii: "/") { slashes += 1 }
      parts.reserveCapacity(slashes + 1)
      var fixedStart = 0
      var nextNumberedName = 0
      var segmentStart = 1
      while true {
        var segmentEnd = segmentStart
        while segmentEnd < bytes.count, bytes[segmentEnd] != UInt8(ascii: "/") { segmentEnd += 1 }
        let segment = UnsafeBufferPointer(rebasing: bytes[segmentStart..<segmentEnd])
        if let parameter = plainParameter(
          segment, at: segmentStart, nextNumberedName: &nextNumberedName)
        {
          let slash = segmentStart - 1
          if fixedStart < slash {
            parts.append(fixedText(bytes, fixedStart..<slash))
          }
          guard
            !parts.contains(where: { $0.part.isParameter && $0.part.name == parameter.part.name })
          else { return nil }
          parts.append(parameter)
          fixedStart = segmentEnd
        } else if !isPlainLiteral(segment) {
          return nil
        }
        guard segmentEnd < bytes.count else { break }
        segmentStart = segmentEnd + 1
      }
      if fixedStart < bytes.count {
        parts.append(fixedText(bytes, fixedStart..<bytes.count))
      }
      return parts
    }
  }

  private static func fixedText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> LocatedPart
  {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    return LocatedPart(part: PatternPart(kind: .fixedText, value: text), index: range.lowerBound)
  }

  /// A whole-segment `:name` or `*` (the segment's `/` being its prefix), or `nil`.
  private static func plainParameter(
    _ segment: UnsafeBufferPointer<UInt8>, at start: Int, nextNumberedName: inout Int
  ) -> LocatedPart? {
    if segment.count == 1, segment[0] == UInt8(ascii: "*") {
      let name = String(nextNumberedName)
      nextNumberedName += 1
      return LocatedPart(
        part: PatternPart(kind: .fullWildcard, value: "", name: name, prefix: "/"), index: start)
    }
    guard segment.count >= 2, segment[0] == UInt8(ascii: ":"), !isASCIIDigit(segment[1]),
      segment.dropFirst().allSatisfy({ isASCIIIdentifier($0) })
    else { return nil }
    let name = String(decoding: UnsafeBufferPointer(rebasing: segment.dropFirst()), as: UTF8.self)
    return LocatedPart(
      part: PatternPart(kind: .segmentWildcard, value: "", name: name, prefix: "/"), index: start)
  }

  /// Literal text that canonicalization leaves unchanged and the tokenizer reads as plain
  /// characters.
  private static func isPlainLiteral(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
    let isDotSegment =
      (segment.count == 1 || segment.count == 2) && segment.allSatisfy { $0 == UInt8(ascii: ".") }
    return !isDotSegment
      && segment.allSatisfy { byte in
        isASCIIIdentifier(byte) && byte != UInt8(ascii: "$") || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: "~") || byte == UInt8(ascii: ".")
      }
  }

  /// A letter, digit, `_` or `$`: the ASCII characters a `:name` may contain.
  private static func isASCIIIdentifier(_ byte: UInt8) -> Bool {
    let lowered = byte | 0x20
    return (lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z")) || isASCIIDigit(byte)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
  }

  private static func isASCIIDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
