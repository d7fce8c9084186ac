/// The state machine behind ``JSONReader``: one pass over the bytes, an explicit stack of open
/// containers instead of recursion, and line/column bookkeeping as it goes.
struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  private var line = 1
  private var lineStart = 0
  /// The last offset whose column was computed on the current line, so that columns are counted
  /// incrementally: positions are asked for in increasing order.
  private var columnCacheOffset = 0
  private var columnCacheColumn = 1

  private var keyCache = JSONKeyCache()

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Values of the open arrays and members of the open objects, innermost last: one stack
  /// each rather than a growing array per container (a config has many small containers). A
  /// container's entries are moved out at their final size when it closes. An object's member
  /// is pushed when its key is read, with a placeholder value that its value replaces.
  private var openValues = JSONEntryStack(placeholder: noValue)
  private var openMembers = JSONEntryStack(placeholder: noMember)
  /// Member positions by key for each open object too large to search, innermost last (most
  /// objects have a handful of keys, searched faster without one).
  private var memberIndexes: [[String: Int]] = []

  /// An array or object whose closing bracket has not been read yet. Plain values only, so
  /// that keeping it on the stack copies no references.
  private struct OpenContainer {
    let isObject: Bool
    let start: SourcePosition
    /// Where the container's entries begin on ``openValues`` or ``openMembers``.
    let firstEntry: Int
    /// Whether the object's member positions are in ``memberIndexes`` (last of those open).
    var hasMemberIndex = false

    init(isObject: Bool, start: SourcePosition, firstEntry: Int) {
      self.isObject = isObject
      self.start = start
      self.firstEntry = firstEntry
    }

    var closer: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }

    /// How many members are searched one by one before a ``memberIndexes`` entry is built.
    static let linearSearchLimit = 16
  }

  /// Where the first member of `container` with `key` was written, if any.
  private mutating func firstPosition(ofKey key: String, in container: inout OpenContainer)
    -> SourcePosition?
  {
    if !container.hasMemberIndex {
      if openMembers.count - container.firstEntry <= OpenContainer.linearSearchLimit {
        // A loop over positions rather than a slice's `first(where:)`, which looked up
        // generic metadata for every key of a config.
        for offset in container.firstEntry..<openMembers.count where openMembers[offset].key == key
        {
          return openMembers[offset].keyPosition
        }
        return nil
      }
      var indices: [String: Int] = [:]
      for offset in container.firstEntry..<openMembers.count {
        indices[openMembers[offset].key] = offset
      }
      memberIndexes.append(indices)
      container.hasMemberIndex = true
    }
    return memberIndexes[memberIndexes.count - 1][key].map { openMembers[$0].keyPosition }
  }

  /// Adds a completed value to the innermost container: the value of its pending member, or
  /// its next element.
  private mutating func append(_ value: consuming JSONValue, to container: OpenContainer) {
    if container.isObject {
      openMembers[openMembers.count - 1].value = value
    } else {
      openValues.push(value)
    }
  }

  /// The value of a container whose closing bracket was just read, its entries taken off the
  /// stack.
  private mutating func close(_ container: OpenContainer) -> JSONValue {
    if container.isObject {
      if container.hasMemberIndex { memberIndexes.removeLast() }
      return JSONValue(
        .object(openMembers.popTail(from: container.firstEntry)), at: container.start)
    }
    return JSONValue(.array(openValues.popTail(from: container.firstEntry)), at: container.start)
  }

  /// What a moved entry's slot holds until it is reused: values without references, so that
  /// replacing them releases nothing.
  private static let noValue = JSONValue(.null, at: SourcePosition(offset: 0, line: 1, column: 1))
  private static let noMember = JSONMember(key: "", keyPosition: noValue.position, value: noValue)

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    skipByteOrderMark()
    try skipWhitespace()
    guard index < bytes.count else {
      throw failure(
        "unexpected-end", "the document is empty", at: index,
        help: "a config is a JSON object: start with '{'")
    }
    var stack: [OpenContainer] = []
    var completed: JSONValue
    readingValues: while true {
      try skipWhitespace()
      guard index < bytes.count else { throw unexpectedEnd(expecting: "a value") }
      let start = position(of: index)
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard stack.count < JSONReader.maximumDepth else {
          throw failure(
            "too-deep", "nesting deeper than \(JSONReader.maximumDepth) levels", at: index,
            help: "flatten the document")
        }
        let isObject = bytes[index] == UInt8(ascii: "{")
        var container = OpenContainer(
          isObject: isObject, start: start,
          firstEntry: isObject ? openMembers.count : openValues.count)
        index += 1
        try skipWhitespace()
        if index < bytes.count, bytes[index] == container.closer {
          index += 1
          completed = close(container)
        } else {
          if container.isObject { try readKey(into: &container) }
          stack.append(container)
          continue readingValues
        }
      case UInt8(ascii: "\""):
        completed = JSONValue(.string(try readString()), at: start)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        completed = JSONValue(.number(try readNumber()), at: start)
      default:
        completed = try readLiteral(at: start)
      }
      while !stack.isEmpty {
        let top = stack.count - 1
        append(completed, to: stack[top])
        try skipWhitespace()
        let closer = stack[top].closer
        // Built only for a report: per value, it cost as much as reading the value.
        func expected() -> String { "',' or '\(Character(Unicode.Scalar(closer)))'" }
        guard index < bytes.count else { throw unexpectedEnd(expecting: expected()) }
        if bytes[index] == UInt8(ascii: ",") {
          let comma = position(of: index)
          index += 1
          try skipWhitespace()
          if index < bytes.count, bytes[index] == closer {
            throw JSONSyntaxError(
              code: "trailing-comma",
              message: "trailing comma before '\(Character(Unicode.Scalar(closer)))'",
              position: comma, help: "remove the comma")
          }
          if stack[top].isObject { try readKey(into: &stack[top]) }
          continue readingValues
        }
        guard bytes[index] == closer else {
          throw try unexpectedCharacter(expecting: expected())
        }
        index += 1
        completed = close(stack.removeLast())
      }
      break
    }
    try skipWhitespace()
    guard index == bytes.count else {
      throw failure(
        "trailing-content", "unexpected \(try describeCharacter()) after the end of the document",
        at: index,
        help: "a document holds one value: remove the rest, or wrap the values in an array")
    }
    return completed
  }

  // MARK: - Keys and literals

  /// Reads `"key"` and its `:`; the caller has skipped whitespace.
  private mutating func readKey(into container: inout OpenContainer) throws(JSONSyntaxError) {
    guard index < bytes.count else { throw unexpectedEnd(expecting: "a key") }
    guard bytes[index] == UInt8(ascii: "\"") else {
      let word = wordText(from: index)
      if !word.isEmpty, isIdentifierStart(bytes[index]) {
        throw failure(
          "unexpected-character", "expected a key in double quotes, found '\(word)'", at: index,
          help: "write the key as '\"\(word)\"'")
      }
      throw try unexpectedCharacter(expecting: "a key in double quotes")
    }
    let keyPosition = position(of: index)
    let key = try readKeyText()
    if let first = firstPosition(ofKey: key, in: &container) {
      throw failure(
        "duplicate-key", "duplicate key '\(SafeText.quoted(key))'", at: keyPosition.offset,
        help:
          "remove one of them; the first '\(SafeText.quoted(key))' is at line \(first.line), column \(first.column)"
      )
    }
    if container.hasMemberIndex { memberIndexes[memberIndexes.count - 1][key] = openMembers.count }
    openMembers.push(JSONMember(key: key, keyPosition: keyPosition, value: Self.noValue))
    try skipWhitespace()
    guard index < bytes.count else { throw unexpectedEnd(expecting: "':'") }
    guard bytes[index] == UInt8(ascii: ":") else {
      throw try unexpectedCharacter(expecting: "':' after the key '\(SafeText.quoted(key))'")
    }
    index += 1
  }

  /// A key's text from its opening quote: a short plain key from ``keyCache``, any other as
  /// ``readString()`` reads it.
  private mutating func readKeyText() throws(JSONSyntaxError) -> String {
    let start = index + 1
    var end = start
    while end < bytes.count, end - start <= JSONKeyCache.maximumLength {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        index = end + 1
        return keyCache.key(bytes, start..<end)
      }
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { break }
      end += 1
    }
    return try readString()
  }

  /// `true`, `false`, `null`, or a precise complaint about whatever stands where a value should.
  private mutating func readLiteral(at start: SourcePosition) throws(JSONSyntaxError) -> JSONValue {
    let word = wordText(from: index)
    switch word {
    case "true":
      index += 4
      return JSONValue(.bool(true), at: start)
    case "false":
      index += 5
      return JSONValue(.bool(false), at: start)
    case "null":
      index += 4
      return JSONValue(.null, at: start)
    case "NaN", "Infinity", "nan", "inf", "infinity":
      throw failure(
        "invalid-number", "'\(word)' is not a JSON number", at: index,
        help: "JSON has no NaN or infinity; write a finite number")
    case "True", "False", "Null", "TRUE", "FALSE", "NULL":
      throw failure(
        "unexpected-character", "unexpected '\(word)', expected a value", at: index,
        help: "JSON literals are lowercase: '\(word.lowercased())'")
    case "undefined", "None", "nil":
      throw failure(
        "unexpected-character", "unexpected '\(word)', expected a value", at: index,
        help: "JSON writes a missing value as 'null'")
    default:
      break
    }
    switch bytes[index] {
    case UInt8(ascii: "+"):
      throw failure(
        "invalid-number", "invalid number '\(numberText(from: index))'", at: index,
        help: "a JSON number has no '+' sign: remove it")
    case UInt8(ascii: "."):
      let text = numberText(from: index)
      throw failure(
        "invalid-number", "invalid number '\(text)'", at: index, help: "write '0\(text)'")
    case UInt8(ascii: "'"):
      throw failure(
        "unexpected-character", "unexpected \"'\", expected a value", at: index,
        help: "JSON strings use double quotes")
    default:
      if !word.isEmpty, isIdentifierStart(bytes[index]) {
        throw failure(
          "unexpected-character", "unexpected '\(word)', expected a value", at: index,
          help: "put text in double quotes: '\"\(word)\"'")
      }
      throw try unexpectedCharacter(expecting: "a value")
    }
  }

  // MARK: - Whitespace, lines and comments

  private mutating func skipByteOrderMark() {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      index = 3
      lineStart = 3
      columnCacheOffset = 3
    }
  }

  /// Skips whitespace; settles the usual case, a byte that is neither whitespace nor the start
  /// of a comment, without a call (a config has a value, key or separator every few bytes).
  @inline(__always)
  mutating func skipWhitespace() throws(JSONSyntaxError) {
    if index < bytes.count, bytes[index] > UInt8(ascii: " "), bytes[index] != UInt8(ascii: "/") {
      return
    }
    try skipWhitespaceRun()
  }

  @inline(never)
  private mutating func skipWhitespaceRun() throws(JSONSyntaxError) {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        startLine()
      case UInt8(ascii: "\r"):
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        startLine()
      case UInt8(ascii: "/"):
        guard index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
        else { return }
        throw failure(
          "comment", "comments are not allowed", at: index,
          help: "JSON has no comments; remove it, or put the note in a route's 'description'")
      default:
        return
      }
    }
  }

  private mutating func startLine() {
    line += 1
    lineStart = index
    columnCacheOffset = index
    columnCacheColumn = 1
  }

  /// The position of an offset on the current line (at or after the last one asked for, except
  /// for rare backward looks, which recount from the start of the line).
  mutating func position(of offset: Int) -> SourcePosition {
    if offset < columnCacheOffset {
      columnCacheOffset = lineStart
      columnCacheColumn = 1
    }
    var column = columnCacheColumn
    var scan = columnCacheOffset
    while scan < offset {
      // Every byte but a UTF-8 continuation byte starts a scalar.
      if bytes[scan] & 0xC0 != 0x80 { column += 1 }
      scan += 1
    }
    columnCacheOffset = offset
    columnCacheColumn = column
    return SourcePosition(offset: offset, line: line, column: column)
  }

  // MARK: - Errors

  mutating func failure(
    _ code: String, _ message: String, at offset: Int, help: String? = nil
  ) -> JSONSyntaxError {
    JSONSyntaxError(code: code, message: message, position: position(of: offset), help: help)
  }

  private mutating func unexpectedEnd(expecting expected: String) -> JSONSyntaxError {
    failure("unexpected-end", "unexpected end of the document, expected \(expected)", at: index)
  }

  /// A complaint about the character at `index`, which is not what the grammar allows there.
  mutating func unexpectedCharacter(
    expecting expected: String
  ) throws(JSONSyntaxError) -> JSONSyntaxError {
    let described = try describeCharacter()
    var help: String?
    switch bytes[index] {
    case UInt8(ascii: "'"): help = "JSON strings use double quotes"
    case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
      help = "only spaces, tabs and line breaks may separate JSON values"
    case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB:
      help = "a byte order mark may only start the document"
    default: break
    }
    return failure(
      "unexpected-character", "unexpected \(described), expected \(expected)", at: index,
      help: help)
  }

  /// `'x'` for the character at `index`, `U+0007` for an invisible one; throws `invalid-utf8` if
  /// the bytes there are not UTF-8.
  private mutating func describeCharacter() throws(JSONSyntaxError) -> String {
    let start = index
    let byte = bytes[start]
    var scalar = Unicode.Scalar(byte)
    if byte >= 0x80 {
      try skipScalar()
      let decoded = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      index = start
      scalar = decoded.unicodeScalars.first!
    }
    if scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
      || scalar.value == 0xFEFF
    {
      return "character \(scalar.codePointText)"
    }
    return "'\(Character(scalar))'"
  }

  // MARK: - Tokens for messages

  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte == UInt8(ascii: "_")
  }

  /// The run of ASCII letters, digits and `_` starting at `offset`.
  private func wordText(from offset: Int) -> String {
    var end = offset
    while end < bytes.count, end - offset < 40 {
      let byte = bytes[end]
      guard isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) else { break }
      end += 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
  }

  /// The run of characters that could belong to a number, starting at `offset`.
  func numberText(from offset: Int) -> String {
    var end = offset
    while end < bytes.count, end - offset < 40 {
      switch bytes[end] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "+"),
        UInt8(ascii: "-"):
        end += 1
      default:
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
      }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
  }
}

extension Unicode.Scalar {
  /// `U+000A`: how messages name a character that cannot be shown.
  var codePointText: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
