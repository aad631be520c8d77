#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A count that a task on another thread adds to and the benchmarking thread reads: the events
/// a subscriber draining a router's events in a background task received.
///
/// A plain mutex, so that it builds wherever the harness does, on every deployment target.
final class SharedCount: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var count = 0

  init() {
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func add(_ value: Int) {
    pthread_mutex_lock(mutex)
    count += value
    pthread_mutex_unlock(mutex)
  }

  var value: Int {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return count
  }
}
