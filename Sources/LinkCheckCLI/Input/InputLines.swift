/// The inputs of a `resolve` run, one at a time, read only as far as needed: URL arguments, or
/// the lines of a byte source (a file read whole, or standard input read in chunks).
struct InputLines {
  /// Gives the next bytes, or an empty array at the end.
  typealias ReadChunk = InputSource

  /// The lines split off and not yet taken, the next one last: `popLast` moves it out, where
  /// reading it in place would copy it.
  private var ready: [InputLine] = []
  private var readChunk: ReadChunk?
  private var splitter = LineSplitter()

  /// The URL arguments, numbered by position.
  init(arguments: [String]) {
    ready = arguments.enumerated().reversed().map {
      InputLine(number: $0.offset + 1, text: $0.element)
    }
  }

  /// The lines of the bytes `readChunk` gives.
  init(readingChunks readChunk: @escaping ReadChunk) {
    self.readChunk = readChunk
  }

  /// The next input, or `nil` at the end; a read error ends the input.
  mutating func next() throws(FileReadError) -> InputLine? {
    while ready.isEmpty, let read = readChunk {
      let chunk = try read()
      if chunk.isEmpty {
        readChunk = nil
        if let last = splitter.finish() { ready.append(last) }
      } else {
        ready = splitter.append(chunk)
        ready.reverse()
      }
    }
    return ready.popLast()
  }
}
