// The path: its segments read, checked and percent-encoded as routes match them.
extension URLParser {
  /// Reads the path up to `?`, `#` or the end. `leadingSlash` when the path text does not start
  /// with `/` (a custom scheme's authority, or a rootless path) and one is prepended.
  mutating func readPath(from start: Int, leadingSlash: Bool) throws(URLReadError) -> (
    path: LinkText, end: Int
  ) {
    var index = start
    if !leadingSlash {
      guard index < count && bytes[index] == UInt8(ascii: "/") else {
        return (LinkText("/"), index)
      }
      index += 1
    }
    var segment = Segment(start: index, number: 1)
    var sequence = UTF8Sequence()
    var hasNonASCII = false
    scan: while index < count {
      // A run of plain path characters, the bulk of any path: letters, digits, `-` and `_`
      // eight at a time, the others one by one.
      let runStart = index
      var dots = 0
      while true {
        index = Self.endOfCommonPathRun(bytes, from: index)
        guard index < count, URICharacter.isPathCharacter(bytes[index]) else { break }
        if bytes[index] == UInt8(ascii: ".") { dots += 1 }
        index += 1
      }
      if index > runStart {
        guard sequence.isComplete else { throw invalidUTF8(sequence, at: runStart, in: "path") }
        segment.decodedCount += index - runStart
        segment.dotCount += dots
        guard index < count else { break scan }
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "/"):
        // A segment neither empty nor all dots, its escapes complete, raises nothing: most
        // segments are told so here, without a call (a path of thousands of them).
        if !sequence.isComplete || segment.decodedCount == 0
          || segment.decodedCount == segment.dotCount
        {
          try finish(segment, sequence: sequence, at: index, isLast: false)
        }
        var next = index + 1
        var number = segment.number + 1
        // Empty segments in a row (`a////b`), each in a few instructions: only the first can
        // warn, and the sequence is complete after a finished segment.
        while next < count && bytes[next] == UInt8(ascii: "/") {
          if !sawEmptySegment {
            try finish(
              Segment(start: next, number: number), sequence: sequence, at: next, isLast: false)
          }
          number += 1
          next += 1
        }
        segment = Segment(start: next, number: number)
        index = next
      case UInt8(ascii: "?"), UInt8(ascii: "#"):
        break scan
      case UInt8(ascii: "%"):
        sawPathEscape = true
        let decoded = try escapedByte(at: index)
        guard sequence.accept(decoded, at: index) else {
          throw invalidUTF8(sequence, at: index, in: "path")
        }
        segment.take(decoded)
        index += 3
      case ..<0x80:
        guard URICharacter.isPathCharacter(byte) else { throw disallowed(at: index, in: "path") }
        guard sequence.isComplete else { throw invalidUTF8(sequence, at: index, in: "path") }
        segment.take(byte)
        index += 1
      default:
        guard sequence.isComplete else {
          _ = try nonASCIILength(at: index, in: "path", privateUseAllowed: false)
          throw invalidUTF8(sequence, at: index, in: "path")
        }
        // A run of characters that every IRI allows, in a tight loop (a path of accented
        // letters); any other character is checked on its own.
        let runStart = index
        index = Self.endOfCommonIRIRun(bytes, from: index)
        if index == runStart {
          index += try nonASCIILength(at: index, in: "path", privateUseAllowed: false)
        }
        segment.decodedCount += index - runStart
        hasNonASCII = true
      }
    }
    try finish(segment, sequence: sequence, at: index, isLast: true)
    if hasNonASCII { noteIRI(in: "path") }
    // As written where it can be: a custom scheme's path starts at the `/` before its
    // authority.
    if !hasNonASCII && (!leadingSlash || start > 0 && bytes[start - 1] == UInt8(ascii: "/")) {
      return (text((leadingSlash ? start - 1 : start)..<index), index)
    }
    return (
      LinkText(
        makeString(start..<index, leadingSlash: leadingSlash, encodeNonASCII: hasNonASCII)),
      index
    )
  }

  /// What the path checks need to know about one segment once decoded.
  struct Segment {
    var start: Int
    var number: Int
    var decodedCount = 0
    var dotCount = 0

    mutating func take(_ decoded: UInt8) {
      decodedCount += 1
      if decoded == UInt8(ascii: ".") { dotCount += 1 }
    }
  }

  /// Checks a segment that ends at `index`.
  mutating func finish(_ segment: Segment, sequence: UTF8Sequence, at index: Int, isLast: Bool)
    throws(URLReadError)
  {
    guard sequence.isComplete else { throw invalidUTF8(sequence, at: index, in: "path") }
    if segment.decodedCount == 0 {
      // The last segment empty is a trailing slash (or the root), which the resolver judges.
      if !isLast && !sawEmptySegment {
        sawEmptySegment = true
        warnings.append(
          LinkWarning(.emptySegment, "empty segment \(segment.number) in the path kept as written"))
      }
    } else if segment.decodedCount == segment.dotCount && segment.dotCount <= 2 && !sawDotSegment {
      sawDotSegment = true
      warnings.append(
        LinkWarning(
          .dotSegment,
          "dot segment '\(segmentText(segment))' (segment \(segment.number)) kept, not resolved"))
    }
  }

  func segmentText(_ segment: Segment) -> String {
    var end = segment.start
    while end < count && bytes[end] != UInt8(ascii: "/") && bytes[end] != UInt8(ascii: "?")
      && bytes[end] != UInt8(ascii: "#")
    {
      end += 1
    }
    return excerpt(segment.start..<end)
  }

  // MARK: - Query and fragment

  /// The query from `start` to `#` or the end, checked and kept as one text (its items are
  /// split when read: ``RawQuery``).
  mutating func readQuery(from start: Int) throws(URLReadError) -> (
    query: RawQuery, end: Int
  ) {
    var index = start
    var hasNonASCII = false
    var sequence = UTF8Sequence()
    scan: while index < count {
      if sequence.isComplete {
        index = Self.endOfCommonQueryRun(bytes, from: index)
        guard index < count else { break }
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "#"):
        break scan
      case UInt8(ascii: "&"), UInt8(ascii: "="):
        guard sequence.isComplete else { throw invalidUTF8(sequence, at: index, in: "query") }
        index += 1
      case UInt8(ascii: "%"):
        let decoded = try escapedByte(at: index)
        guard sequence.accept(decoded, at: index) else {
          throw invalidUTF8(sequence, at: index, in: "query")
        }
        index += 3
      case ..<0x80:
        guard URICharacter.isQueryCharacter(byte) else {
          throw disallowed(at: index, in: "query")
        }
        guard sequence.isComplete else { throw invalidUTF8(sequence, at: index, in: "query") }
        index += 1
      default:
        let length = try nonASCIILength(at: index, in: "query", privateUseAllowed: true)
        guard sequence.isComplete else { throw invalidUTF8(sequence, at: index, in: "query") }
        hasNonASCII = true
        index += length
      }
    }
    guard sequence.isComplete else { throw invalidUTF8(sequence, at: index, in: "query") }
    guard hasNonASCII else { return (RawQuery(text: text(start..<index)), index) }
    noteIRI(in: "query")
    let encoded = makeString(start..<index, leadingSlash: false, encodeNonASCII: true)
    return (RawQuery(text: LinkText(encoded)), index)
  }

  /// Reads the fragment to the end: decoded once, and as written (non-ASCII characters
  /// percent-encoded, as an IRI is read).
  mutating func readFragment(from start: Int) throws(URLReadError) -> (
    decoded: String, written: String
  ) {
    var index = start
    var hasEscape = false
    var hasNonASCII = false
    var sequence = UTF8Sequence()
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        let decoded = try escapedByte(at: index)
        guard sequence.accept(decoded, at: index) else {
          throw invalidUTF8(sequence, at: index, in: "fragment")
        }
        hasEscape = true
        index += 3
      } else if byte < 0x80 {
        guard URICharacter.isQueryCharacter(byte) else {
          throw disallowed(at: index, in: "fragment")
        }
        guard sequence.isComplete else { throw invalidUTF8(sequence, at: index, in: "fragment") }
        index += 1
      } else {
        let length = try nonASCIILength(at: index, in: "fragment", privateUseAllowed: false)
        guard sequence.isComplete else { throw invalidUTF8(sequence, at: index, in: "fragment") }
        hasNonASCII = true
        index += length
      }
    }
    guard sequence.isComplete else { throw invalidUTF8(sequence, at: index, in: "fragment") }
    if hasNonASCII { noteIRI(in: "fragment") }
    let range = start..<count
    let written = makeString(range, leadingSlash: false, encodeNonASCII: hasNonASCII)
    if hasEscape { return (decodedString(range), written) }
    // Without escapes, ASCII text reads the same either way.
    return hasNonASCII
      ? (String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[range])), written)
      : (written, written)
  }
}
