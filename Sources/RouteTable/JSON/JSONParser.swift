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

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// An array or object whose closing bracket has not been read yet, with what it holds so far.
  /// An object's member is added when its key is read, with a placeholder value that its value
  /// replaces.
  private struct OpenContainer {
    let isObject: Bool
    let start: SourcePosition
    var values: [JSONValue] = []
    var members: [JSONMember] = []
    /// The members' offsets by key, once the object has too many to search one by one.
    var memberIndex: [String: Int]?

    var closer: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }

    /// Where the first member with `key` was written, if any.
    mutating func firstPosition(ofKey key: String) -> SourcePosition? {
      if memberIndex == nil, members.count > 16 {
        memberIndex = Dictionary(
          uniqueKeysWithValues: members.indices.map { (members[$0].key, $0) })
      }
      guard let memberIndex else { return members.first { $0.key == key }?.keyPosition }
      return memberIndex[key].map { members[$0].keyPosition }
    }

    /// Adds a completed value: the value of the pending member, or the next element.
    mutating func append(_ value: JSONValue) {
      if isObject { members[members.count - 1].value = value } else { values.append(value) }
    }

    var value: JSONValue {
      JSONValue(isObject ? .object(members) : .array(values), at: start)
    }
  }

  private static let noValue = JSONValue(.null, at: SourcePosition(offset: 0, line: 1, column: 1))

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
        var container = OpenContainer(isObject: bytes[index] == UInt8(ascii: "{"), start: start)
        index += 1
        try skipWhitespace()
        if index < bytes.count, bytes[index] == container.closer {
          index += 1
          completed = container.value
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
        stack[top].append(completed)
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
        completed = stack.removeLast().value
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
    let key = try readString()
    if let first = container.firstPosition(ofKey: key) {
      throw failure(
        "duplicate-key", "duplicate key '\(SafeText.quoted(key))'", at: keyPosition.offset,
        help:
          "remove one of them; the first '\(SafeText.quoted(key))' is at line \(first.line), column \(first.column)"
      )
    }
    container.memberIndex?[key] = container.members.count
    container.members.append(JSONMember(key: key, keyPosition: keyPosition, value: Self.noValue))
    try skipWhitespace()
    guard index < bytes.count else { throw unexpectedEnd(expecting: "':'") }
    guard bytes[index] == UInt8(ascii: ":") else {
      throw try unexpectedCharacter(expecting: "':' after the key '\(SafeText.quoted(key))'")
    }
    index += 1
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
