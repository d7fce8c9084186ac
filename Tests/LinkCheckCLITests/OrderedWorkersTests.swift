import Testing

@testable import LinkCheckCLI

/// The outputs come back in submission order whoever computes them: the started threads or the
/// caller waiting in `next()`, which is the only one computing when no thread is started.
@Suite struct OrderedWorkersTests {
  @Test(arguments: [0, 1, 3])
  func outputsComeBackInSubmissionOrder(threads: Int) {
    let workers = OrderedWorkers<Int, Int>(threads: threads) { $0 * $0 }
    defer { workers.shutDown() }
    var outputs: [Int] = []
    for input in 0..<200 {
      workers.submit(input)
      if workers.inFlight >= 5, let output = workers.next() { outputs.append(output) }
    }
    while let output = workers.next() { outputs.append(output) }
    #expect(outputs == (0..<200).map { $0 * $0 })
    #expect(workers.inFlight == 0)
  }
}
