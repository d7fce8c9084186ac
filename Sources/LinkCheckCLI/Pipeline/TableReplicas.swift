import RouteTable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Route tables for threads that resolve at the same time, each table used by one thread at a
/// time: the loaded table, then copies loaded again from the same config bytes when more
/// threads want one.
///
/// Resolving retains and releases the table's objects many times a line; two threads doing
/// that on the same objects fight over their reference counts' cache lines, which costs more
/// than loading a table again. A table loaded from the bytes again shares no object with the
/// first.
final class TableReplicas: @unchecked Sendable {
  // `free` is guarded by `mutex`; `source` is immutable.
  private let source: [UInt8]
  private let allowed: Set<LinkWarning.Code>
  private var free: [RouteTable]
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  /// Replicas of `table`, which was loaded from `source` and then allowed `allowed` warnings.
  init(_ table: RouteTable, source: [UInt8], allowing allowed: Set<LinkWarning.Code> = []) {
    self.source = source
    self.allowed = allowed
    free = [table]
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with a table no other thread is using meanwhile.
  func withTable<Result>(_ body: (RouteTable) -> Result) -> Result {
    pthread_mutex_lock(mutex)
    let available = free.popLast()
    pthread_mutex_unlock(mutex)
    // The bytes loaded once already, so loading them again succeeds; the fallback is for form.
    let table = available ?? (try? RouteTable(json: source).allowing(allowed)) ?? fallback()
    defer {
      pthread_mutex_lock(mutex)
      free.append(table)
      pthread_mutex_unlock(mutex)
    }
    return body(table)
  }

  /// Waits for a table another thread gives back (never reached: see ``withTable(_:)``).
  private func fallback() -> RouteTable {
    while true {
      pthread_mutex_lock(mutex)
      let table = free.popLast()
      pthread_mutex_unlock(mutex)
      if let table { return table }
      sched_yield()
    }
  }
}
