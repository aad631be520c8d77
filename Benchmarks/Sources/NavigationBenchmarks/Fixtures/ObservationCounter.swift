import Observation

/// Counts the changes observation reports of whatever `read` reads, registering again after
/// each one, as a view does when it reads its state again: every change is counted, not just
/// the first.
@MainActor
final class ObservationCounter {
  private(set) var count = 0
  private let read: @MainActor () -> Void

  init(tracking read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  /// A counter for a contender to report.
  func counter(_ key: String) -> EventCounter {
    EventCounter(key: key) { [self] in count }
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
