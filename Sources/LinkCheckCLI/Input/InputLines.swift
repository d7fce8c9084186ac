/// The inputs of a `resolve` run, one at a time, read only as far as needed: URL arguments, or
/// the lines of a byte source (a file read whole, or standard input read in chunks).
struct InputLines {
  /// Gives the next bytes, or an empty array at the end.
  typealias ReadChunk = InputSource

  /// The URL arguments not yet taken, the next one last: `popLast` moves it out, where reading
  /// it in place would copy it.
  private var arguments: [InputLine] = []
  private var readChunk: ReadChunk?
  private var splitter = LineSplitter()
  /// The bytes read and not yet split, from `position` on: split a line at a time (see
  /// ``LineSplitter/nextLine(in:from:)``).
  private var chunk: [UInt8] = []
  private var position = 0

  /// The URL arguments, numbered by position.
  /// Each argument trimmed of surrounding spaces and tabs, as a line of a file is (a blank one
  /// is still a record: an argument is never skipped).
  init(arguments: [String]) {
    self.arguments = arguments.enumerated().reversed().map {
      InputLine(number: $0.offset + 1, text: Self.trimmed($0.element))
    }
  }

  private static func trimmed(_ text: String) -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = text.firstIndex(where: { !blank($0) }) else { return "" }
    let last = text.lastIndex(where: { !blank($0) })!
    return String(text[first...last])
  }

  /// The lines of the bytes `readChunk` gives.
  init(readingChunks readChunk: @escaping ReadChunk) {
    self.readChunk = readChunk
  }

  /// The next input, or `nil` at the end; a read error ends the input.
  mutating func next() throws(FileReadError) -> InputLine? {
    while true {
      if position < chunk.count {
        let line = chunk.withUnsafeBufferPointer { splitter.nextLine(in: $0, from: &position) }
        if let line { return line }
      }
      guard let read = readChunk else { return arguments.popLast() }
      let bytes = try read()
      if bytes.isEmpty {
        readChunk = nil
        chunk = []
        position = 0
        return splitter.finish()
      }
      chunk = bytes
      position = 0
    }
  }
}
