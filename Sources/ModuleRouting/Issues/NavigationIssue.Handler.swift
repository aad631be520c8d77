extension NavigationIssue {
  /// A function that receives issues, as the task-scoped ``NavigationIssue/handler``.
  ///
  /// The function is kept in this small value rather than stored in the task-local directly:
  /// Swift 6.3.1's optimizer miscompiles a task-local whose value is a function type (pushing
  /// it crashes in every `-O` build). Scoping a handler needs no wrapping by hand; pass the
  /// closure:
  ///
  /// ```swift
  /// NavigationIssue.$handler.withValue({ issue in log.append(issue) }) { … }
  /// ```
  public struct Handler: Sendable {
    /// The function that receives each issue.
    public let receive: @MainActor @Sendable (NavigationIssue) -> Void

    /// A handler calling `receive` with each issue.
    ///
    /// - Parameter receive: The function that receives each issue.
    public init(_ receive: @escaping @MainActor @Sendable (NavigationIssue) -> Void) {
      self.receive = receive
    }
  }
}

extension TaskLocal where Value == NavigationIssue.Handler? {
  /// Runs `operation` with `receive` as the task's issue handler.
  ///
  /// - Parameters:
  ///   - receive: Receives each issue reported while `operation` runs.
  ///   - operation: The code whose issues `receive` sees.
  /// - Returns: What `operation` returns.
  @discardableResult
  public func withValue<Result>(
    _ receive: @escaping @MainActor @Sendable (NavigationIssue) -> Void,
    operation: () throws -> Result
  ) rethrows -> Result {
    try withValue(NavigationIssue.Handler(receive), operation: operation)
  }

  /// Runs the asynchronous `operation` with `receive` as the task's issue handler.
  ///
  /// - Parameters:
  ///   - receive: Receives each issue reported while `operation` runs, in this task and the
  ///     child tasks it starts.
  ///   - operation: The code whose issues `receive` sees.
  /// - Returns: What `operation` returns.
  @discardableResult
  public func withValue<Result>(
    _ receive: @escaping @MainActor @Sendable (NavigationIssue) -> Void,
    operation: () async throws -> Result,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> Result {
    try await withValue(NavigationIssue.Handler(receive), operation: operation)
  }
}
