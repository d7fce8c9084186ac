/// The inputs of a `resolve` run, one at a time, read only as far as needed: URL arguments, or
/// the lines of a byte source (a file read whole, or standard input read in chunks).
struct InputLines {
  /// Gives the next bytes, or an empty array at the end.
  typealias ReadChunk = InputSource

  private var ready: [InputLine] = []
  private var readyIndex = 0
  private var readChunk: ReadChunk?
  private var splitter = LineSplitter()

  /// The URL arguments, numbered by position.
  init(arguments: [String]) {
    ready = arguments.enumerated().map { InputLine(number: $0.offset + 1, text: $0.element) }
  }

  /// The lines of the bytes `readChunk` gives.
  init(readingChunks readChunk: @escaping ReadChunk) {
    self.readChunk = readChunk
  }

  /// The next input, or `nil` at the end; a read error ends the input.
  mutating func next() throws(FileReadError) -> InputLine? {
    while readyIndex == ready.count, let read = readChunk {
      let chunk = try read()
      ready.removeAll(keepingCapacity: true)
      readyIndex = 0
      if chunk.isEmpty {
        readChunk = nil
        if let last = splitter.finish() { ready.append(last) }
      } else {
        ready = splitter.append(chunk)
      }
    }
    guard readyIndex < ready.count else { return nil }
    defer { readyIndex += 1 }
    return ready[readyIndex]
  }
}
