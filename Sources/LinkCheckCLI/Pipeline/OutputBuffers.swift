#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The buffer one chunk's output is rendered into, passed from the thread that renders it to the
/// thread that writes it.
final class OutputBuffer: @unchecked Sendable {
  // One thread at a time owns a buffer (see ``OutputBuffers``), so the run-time exclusivity
  // check, paid on every rendered line, would guard nothing.
  @exclusivity(unchecked) var writer: ByteWriter

  init(capacity: Int) {
    writer = ByteWriter(capacity: capacity)
  }
}

/// Output buffers that go back to the renderers once written, so that a run reuses a few of
/// them instead of allocating one per chunk: a chunk's output is large enough that the
/// allocator hands its memory back to the system when it is freed, and faults it in again,
/// page by page, for the next chunk. There are never more buffers than chunks in flight.
final class OutputBuffers: @unchecked Sendable {
  // `free` is guarded by `mutex`.
  private var free: [OutputBuffer] = []
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() {
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// An empty buffer, one given back if there is one, else a new one of `capacity` bytes.
  func take(capacity: Int) -> OutputBuffer {
    pthread_mutex_lock(mutex)
    let reused = free.popLast()
    pthread_mutex_unlock(mutex)
    guard let reused else { return OutputBuffer(capacity: capacity) }
    reused.writer.removeAll()
    return reused
  }

  /// Makes `buffer`, whose bytes are written, available to ``take(capacity:)`` again.
  func giveBack(_ buffer: OutputBuffer) {
    pthread_mutex_lock(mutex)
    free.append(buffer)
    pthread_mutex_unlock(mutex)
  }
}
