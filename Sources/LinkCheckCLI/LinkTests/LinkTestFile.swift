/// A link test file (`linkcheck test`), one test per line:
///
/// ```text
/// # comment
/// flightdeck://flight/6F9619FF-8B86-D011-B42D-00C04FC964FF  => home > flights > flightDetail(id: 6F9619FF-8B86-D011-B42D-00C04FC964FF)
/// https://flightdeck.example.com/nope                        => error[no-match]
/// ```
///
/// The URL and the expectation are separated by `=>` with blank space on both sides (a URL
/// cannot hold a raw space, so the first such `=>` is the separator). Blank lines and lines
/// starting with `#` are comments. Every line is kept as written, byte for byte with its line
/// ending, so that `--update` changes nothing but expectations.
struct LinkTestFile: Hashable, Sendable {
  /// One line as written: its bytes without the line ending, their text (invalid UTF-8 as
  /// U+FFFD), and the ending (`\n`, `\r\n`, `\r`, or empty for a last line without one).
  struct Line: Hashable, Sendable {
    var bytes: [UInt8]
    var ending: String
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Where the text's scalar `index` starts in ``bytes``: invalid UTF-8 reads as one U+FFFD
    /// a maximal ill-formed sequence, as `String(decoding:as:)` reads it.
    func byteOffset(ofScalar index: Int) -> Int {
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes.makeIterator()
      var offset = 0
      for _ in 0..<index {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): offset += encoded.count
        case .error(let length): offset += length
        case .emptyInput: return offset
        }
      }
      return offset
    }
  }

  var lines: [Line]
  var cases: [LinkTestCase]

  /// Reads the file's bytes (invalid UTF-8 becomes U+FFFD, a byte order mark is dropped).
  init(bytes: [UInt8]) {
    var content = bytes[...]
    if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
    var lines: [Line] = []
    var current: [UInt8] = []
    var index = content.startIndex
    while index < content.endIndex {
      let byte = content[index]
      index += 1
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        var ending = byte == UInt8(ascii: "\n") ? "\n" : "\r"
        if byte == UInt8(ascii: "\r"), index < content.endIndex,
          content[index] == UInt8(ascii: "\n")
        {
          ending = "\r\n"
          index += 1
        }
        lines.append(Line(bytes: current, ending: ending))
        current = []
      } else {
        current.append(byte)
      }
    }
    if !current.isEmpty {
      lines.append(Line(bytes: current, ending: ""))
    }
    self.lines = lines
    self.cases = lines.enumerated().compactMap {
      LinkTestCase(line: $0.element.text, number: $0.offset + 1)
    }
  }

  /// The file's bytes, as read (less a byte order mark).
  var bytes: [UInt8] {
    lines.flatMap { $0.bytes + Array($0.ending.utf8) }
  }
}

/// One test line: a URL and what it should resolve to.
struct LinkTestCase: Hashable, Sendable {
  /// 1-based line number in the file.
  var lineNumber: Int
  var url: String
  /// 1-based column (in Unicode scalars) where the URL starts.
  var urlColumn: Int
  /// The expectation as written after `=>`, trimmed; `nil` when the line has no `=>`.
  var expectationText: String?
  /// 1-based column where the expectation starts (where it would start, for an empty one).
  var expectationColumn: Int?
  /// 1-based column of the `=>`.
  var arrowColumn: Int?
  /// The parsed expectation, or why it does not parse.
  var expectation: Result<Expectation, ExpectationSyntaxError>?

  /// The test on a line, or `nil` for a blank or comment line.
  init?(line: String, number: Int) {
    let scalars = Array(line.unicodeScalars)
    let isBlank = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
    guard let start = scalars.firstIndex(where: { !isBlank($0) }), scalars[start] != "#" else {
      return nil
    }
    lineNumber = number
    urlColumn = start + 1
    var arrow: Int?
    var index = start + 1
    while index + 1 < scalars.count {
      if scalars[index] == "=", scalars[index + 1] == ">", isBlank(scalars[index - 1]),
        index + 2 == scalars.count || isBlank(scalars[index + 2])
      {
        arrow = index
        break
      }
      index += 1
    }
    let urlEnd = arrow ?? scalars.count
    url = Self.trimmed(scalars[start..<urlEnd])
    guard let arrow else { return }
    arrowColumn = arrow + 1
    var expectationStart = arrow + 2
    while expectationStart < scalars.count, isBlank(scalars[expectationStart]) {
      expectationStart += 1
    }
    expectationColumn = expectationStart + 1
    let text = Self.trimmed(scalars[expectationStart...])
    expectationText = text
    var parser = ExpectationParser(text)
    do {
      expectation = .success(try parser.parse())
    } catch {
      expectation = .failure(error)
    }
  }

  private static func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var slice = scalars
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    var text = ""
    text.unicodeScalars.append(contentsOf: slice)
    return text
  }
}
