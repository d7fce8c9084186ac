import Testing

@testable import LinkCheckCLI

/// `ProcessIO.runProgram` (what `diff --base` runs git with): both streams and the status kept,
/// stdout bounded, stderr cut to its start, a program that is not there or dies on a signal.
@Suite struct ProgramRunTests {
  static func shell(_ script: String, maxCount: Int = 1 << 20) throws(FileReadError)
    -> ProgramResult
  {
    try ProcessIO.runProgram("sh", arguments: ["-c", script], maxCount: maxCount)
  }

  @Test func keepsBothStreamsAndTheStatus() throws {
    let result = try Self.shell("printf out; printf err >&2; exit 3")
    #expect(
      result
        == ProgramResult(
          standardOutput: Array("out".utf8), standardError: Array("err".utf8), status: 3))
  }

  @Test func refusesOutputPastTheLimit() {
    #expect(throws: FileReadError.tooLarge(1000)) {
      try Self.shell("head -c 100000 /dev/zero", maxCount: 1000)
    }
  }

  @Test func keepsTheStartOfALongErrorAndStillEnds() throws {
    let result = try Self.shell("head -c 200000 /dev/zero >&2; exit 1")
    #expect(result.standardError.count == ProcessIO.programErrorLimit)
    #expect(result.status == 1)
  }

  @Test func aMissingProgramIsNotFound() {
    #expect(throws: FileReadError.notFound) {
      try ProcessIO.runProgram("linkcheck-no-such-program", arguments: [], maxCount: 10)
    }
  }

  @Test func aProgramEndedByASignalHasNoStatus() throws {
    #expect(try Self.shell("kill -9 $$").status == nil)
  }
}
