/// Reads line chunks, processes them on several threads and hands the results back in input
/// order: the parallel engine of `resolve -j N` (and of any command that turns input lines into
/// records independently of each other).
///
/// At most a few chunks per thread are in flight, so memory stays bounded whatever the input
/// size. A stream that turns out to be a single chunk is processed on the calling thread, and no
/// thread is started.
struct ChunkedPipeline<Output: Sendable> {
  let jobs: Int
  /// Turns one chunk into its output; runs on any thread.
  let process: @Sendable (LineChunk) -> Output

  /// Chunks in flight per thread: enough to keep every thread busy while outputs are written.
  static var chunksPerThread: Int { 2 }

  /// Runs the stream through `process`, calling `deliver` with each output in input order;
  /// `deliver` returns `false` to stop early (e.g. stdout is closed). A read error ends the run
  /// after every chunk before it has been delivered, and is thrown then.
  func run(_ chunker: inout LineChunker, deliver: (Output) -> Bool) throws(FileReadError) {
    guard let first = try chunker.next() else { return }
    if first.isLast {
      _ = deliver(process(first))
      return
    }
    let workers = OrderedWorkers(threads: jobs, work: process)
    defer { workers.shutDown() }
    workers.submit(first)
    var stopped = false
    var readError: FileReadError?
    while !stopped {
      while workers.inFlight >= jobs * Self.chunksPerThread, let output = workers.next() {
        if !deliver(output) { stopped = true }
      }
      if stopped { break }
      let chunk: LineChunk?
      do {
        chunk = try chunker.next()
      } catch {
        readError = error
        break
      }
      guard let chunk else { break }
      workers.submit(chunk)
      while !stopped, let output = workers.nextIfReady() {
        if !deliver(output) { stopped = true }
      }
    }
    while let output = workers.next() {
      if !stopped && !deliver(output) { stopped = true }
    }
    if let readError { throw readError }
  }
}
