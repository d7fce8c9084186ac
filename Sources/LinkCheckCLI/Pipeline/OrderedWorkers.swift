#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed set of threads applying one function to submitted inputs, with the outputs taken
/// back in submission order. POSIX threads directly: nothing to load at start-up, and a run with
/// one input never starts a thread (see ``ChunkedPipeline``).
final class OrderedWorkers<Input: Sendable, Output: Sendable>: @unchecked Sendable {
  // Every field below is guarded by `mutex`, except `work`, which is immutable.
  private let work: @Sendable (Input) -> Output
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let workAvailable = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private let resultAvailable = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var queue: [(sequence: Int, input: Input)] = []
  private var queueHead = 0
  private var results: [Int: Output] = [:]
  private var submitted = 0
  private var delivered = 0
  private var stopping = false
  private var threads: [ThreadStart.Handle] = []

  init(threads count: Int, work: @escaping @Sendable (Input) -> Output) {
    self.work = work
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(workAvailable, nil)
    pthread_cond_init(resultAvailable, nil)
    // Workers start with SIGINT and SIGTERM blocked, so that a signal reaches the main thread
    // and interrupts its blocking read of the input.
    InterruptSignals.whileBlocked {
      for _ in 0..<max(1, count) {
        if let thread = ThreadStart.spawn({ [self] in serve() }) { threads.append(thread) }
      }
    }
  }

  deinit {
    pthread_cond_destroy(workAvailable)
    pthread_cond_destroy(resultAvailable)
    pthread_mutex_destroy(mutex)
    workAvailable.deallocate()
    resultAvailable.deallocate()
    mutex.deallocate()
  }

  /// Inputs submitted whose outputs have not been taken yet.
  var inFlight: Int {
    locked { submitted - delivered }
  }

  /// Queues `input`; never blocks.
  func submit(_ input: Input) {
    locked {
      queue.append((submitted, input))
      submitted += 1
      pthread_cond_signal(workAvailable)
    }
  }

  /// The output of the oldest input not yet taken, waiting for it; `nil` when none is in flight.
  func next() -> Output? {
    locked {
      guard delivered < submitted else { return nil }
      while results[delivered] == nil { pthread_cond_wait(resultAvailable, mutex) }
      defer { delivered += 1 }
      return results.removeValue(forKey: delivered)
    }
  }

  /// Like ``next()``, but only when that output is already there.
  func nextIfReady() -> Output? {
    locked {
      guard let output = results.removeValue(forKey: delivered) else { return nil }
      delivered += 1
      return output
    }
  }

  /// Lets the threads finish the queued inputs and end, and waits for them.
  func shutDown() {
    locked {
      stopping = true
      pthread_cond_broadcast(workAvailable)
    }
    for thread in threads { ThreadStart.join(thread) }
    threads = []
  }

  private func serve() {
    while true {
      let job: (sequence: Int, input: Input)? = locked {
        while queueHead == queue.count && !stopping { pthread_cond_wait(workAvailable, mutex) }
        guard queueHead < queue.count else { return nil }
        let job = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
          queue.removeAll(keepingCapacity: true)
          queueHead = 0
        }
        return job
      }
      guard let job else { return }
      let output = work(job.input)
      locked {
        results[job.sequence] = output
        pthread_cond_broadcast(resultAvailable)
      }
    }
  }

  private func locked<Result>(_ body: () -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body()
  }
}

/// Starts a POSIX thread running a Swift closure (a C entry point cannot capture generic
/// context, so the closure travels as this object).
final class ThreadStart {
  typealias Handle = pthread_t

  private let body: () -> Void

  private init(_ body: @escaping () -> Void) {
    self.body = body
  }

  /// The new thread, or `nil` when the system refuses one.
  static func spawn(_ body: @escaping () -> Void) -> Handle? {
    let context = Unmanaged.passRetained(ThreadStart(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(
      &thread, nil,
      { context in
        #if canImport(Darwin)
          let start = Unmanaged<ThreadStart>.fromOpaque(context).takeRetainedValue()
        #else
          let start = Unmanaged<ThreadStart>.fromOpaque(context!).takeRetainedValue()
        #endif
        start.body()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<ThreadStart>.fromOpaque(context).release()
      return nil
    }
    return thread
  }

  static func join(_ thread: Handle) {
    pthread_join(thread, nil)
  }
}
