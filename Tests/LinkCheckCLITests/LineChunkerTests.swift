import Testing

@testable import LinkCheckCLI

/// Whatever the chunk size and however the reads fall, the chunks' lines are the lines of the
/// whole stream, numbered the same.
@Suite struct LineChunkerTests {
  static let stream: [UInt8] = {
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
    let endings: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D], [0x0D], [0x0A], [0x0A, 0x0A]]
    for index in 0..<200 {
      bytes += Array("a:\(index)".utf8) + (index % 9 == 0 ? Array("  # x ".utf8) : [])
      if index % 13 == 0 { bytes += Array("\n# comment".utf8) }
      bytes += endings[index % endings.count]
    }
    bytes += Array("last:line".utf8)
    return bytes
  }()

  static func chunkedLines(targetSize: Int, readSize: Int) throws -> [InputLine] {
    var offset = 0
    var chunker = LineChunker(targetSize: targetSize) { () throws(FileReadError) in
      let end = min(stream.count, offset + readSize)
      defer { offset = end }
      return Array(stream[offset..<end])
    }
    var lines: [InputLine] = []
    while let chunk = try chunker.next() { lines += chunk.lines() }
    return lines
  }

  @Test(arguments: [1, 2, 3, 7, 8, 9, 64, 1000], [1, 5, 16, 4096])
  func chunksHoldTheLinesOfTheWholeStream(targetSize: Int, readSize: Int) throws {
    let whole = LineSplitterTests.lines([Self.stream])
    #expect(whole.count > 200)
    #expect(try Self.chunkedLines(targetSize: targetSize, readSize: readSize) == whole)
  }

  @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17])
  func lineEndsAreFoundWhereverTheyFall(position: Int) {
    for ending in [UInt8(ascii: "\n"), UInt8(ascii: "\r")] {
      var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 24)
      bytes[position] = ending
      bytes.withUnsafeBufferPointer { buffer in
        #expect(LineEndSearch.firstLineEnd(in: buffer, from: 0) == position)
        #expect(LineEndSearch.firstLineEnd(in: buffer, from: position + 1) == buffer.count)
      }
    }
  }
}

/// A line far longer than any URL is kept only up to `LineSplitter.keptLineBytes` and still
/// gives its one record, numbered in place, the lines after it untouched; whether it is read in
/// chunks for threads or line by line.
@Suite struct LongLineTests {
  static let longLength = 3 * LineSplitter.keptLineBytes + 17
  static let stream: [UInt8] =
    Array("a:1\n".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: longLength)
    + Array("\r\nb:2\nc:3".utf8)

  static func reader(readSize: Int) -> InputSource {
    var offset = 0
    return { () throws(FileReadError) in
      let end = min(stream.count, offset + readSize)
      defer { offset = end }
      return Array(stream[offset..<end])
    }
  }

  static func check(_ lines: [InputLine]) {
    #expect(lines.map(\.number) == [1, 2, 3, 4])
    #expect(lines[1].text.utf8.count == LineSplitter.keptLineBytes)
    #expect(lines.map(\.text).filter { $0.count < 10 } == ["a:1", "b:2", "c:3"])
  }

  @Test(arguments: [1000, 1 << 16, 1 << 20])
  func chunksKeepTheStartOfALongLine(readSize: Int) throws {
    var chunker = LineChunker(targetSize: 1 << 16, read: Self.reader(readSize: readSize))
    var lines: [InputLine] = []
    var largest = 0
    while let chunk = try chunker.next() {
      largest = max(largest, chunk.bytes.count)
      lines += chunk.lines()
    }
    Self.check(lines)
    #expect(largest <= LineSplitter.keptLineBytes + readSize + 2)
  }

  @Test(arguments: [1000, 1 << 16])
  func linesKeepTheStartOfALongLine(readSize: Int) throws {
    var inputs = InputLines(readingChunks: Self.reader(readSize: readSize))
    var lines: [InputLine] = []
    while let line = try inputs.next() { lines.append(line) }
    Self.check(lines)
  }
}
