/// The task an awaited action started, with the path that played it, and whether it ended.
@MainActor
final class AwaitedTask {
  /// The labels of the actions from the start, ending with the one that started the task.
  let path: [String]
  /// Whether the task's body returned.
  private(set) var hasEnded = false
  private var task: Task<Void, Never>?
  /// Called once the task ends.
  private var onEnd: (() -> Void)?

  /// Starts `body` in a task of its own.
  init(path: [String], _ body: @escaping @MainActor () async -> Void) {
    self.path = path
    task = Task {
      await body()
      self.end()
    }
  }

  /// Cancels the task.
  func cancel() {
    task?.cancel()
  }

  private func end() {
    hasEnded = true
    task = nil
    onEnd?()
    onEnd = nil
  }

  /// Waits until every task of `tasks` has ended, or `bound` has passed, whichever comes
  /// first.
  ///
  /// - Returns: The tasks still running then, in the order given.
  static func waitForEnd(of tasks: [AwaitedTask], upTo bound: Duration) async -> [AwaitedTask] {
    let running = tasks.filter { !$0.hasEnded }
    guard !running.isEmpty else { return [] }
    let wait = Wait()
    await withCheckedContinuation { continuation in
      wait.continuation = continuation
      let timer = Task {
        try? await Task.sleep(for: bound)
        wait.end()
      }
      var left = running.count
      for task in running {
        task.onEnd = {
          left -= 1
          guard left == 0 else { return }
          timer.cancel()
          wait.end()
        }
      }
    }
    for task in running { task.onEnd = nil }
    return running.filter { !$0.hasEnded }
  }
}

/// One wait, ended once, by whichever comes first.
@MainActor
private final class Wait {
  var continuation: CheckedContinuation<Void, Never>?

  func end() {
    continuation?.resume()
    continuation = nil
  }
}
