import ModuleRouting
import TestFixtures

/// Collects the issues reported while it is the scoped ``NavigationIssue/handler``.
@MainActor
final class IssueLog {
  private(set) var recorded: [NavigationIssue] = []

  nonisolated init() {}

  nonisolated var record: @MainActor @Sendable (NavigationIssue) -> Void {
    { @MainActor [self] issue in recorded.append(issue) }
  }
}
