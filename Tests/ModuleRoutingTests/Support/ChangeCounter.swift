import Observation

/// Counts the observation changes of whatever `read` reads, re-registering after each one so
/// that every change is counted, not just the first.
@MainActor
final class ChangeCounter {
  private(set) var count = 0
  private let read: @MainActor () -> Void

  init(tracking read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  private func track() {
    withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated {
        self?.count += 1
        self?.track()
      }
    }
  }
}
