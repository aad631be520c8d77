import NavCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A misuse the library recovered from: a refused command, an unhandled exit, a missing
/// screen.
///
/// Each one is passed to ``NavigationIssue/handler``, the one place such problems surface.
/// By default it is written to standard error; a test, or an app's logger, scopes its own:
///
/// ```swift
/// await NavigationIssue.$handler.withValue({ issues.append($0) }) {
///   app.pop(count: 5)
/// }
/// // issues == [.refused(.popPastRoot(requested: 5, available: 1))]
/// ```
public struct NavigationIssue: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case refused(NavigationRefusal)
    case destination(DestinationError)
  }

  let kind: Kind

  /// A command or exit that was refused; the state is unchanged.
  public static func refused(_ refusal: NavigationRefusal) -> Self {
    Self(kind: .refused(refusal))
  }

  /// A screen that could not be resolved.
  public static func destination(_ error: DestinationError) -> Self {
    Self(kind: .destination(error))
  }

  /// Receives every issue reported in the current task.
  @TaskLocal public static var handler: @MainActor @Sendable (NavigationIssue) -> Void =
    writeToStandardError

  /// Passes `issue` to the current ``handler``.
  @MainActor
  static func report(_ issue: NavigationIssue) {
    handler(issue)
  }

  @MainActor
  private static func writeToStandardError(_ issue: NavigationIssue) {
    var line = "ModularNavigation: \(issue)\n"
    line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
  }
}

extension NavigationIssue: CustomStringConvertible {
  public var description: String {
    switch kind {
    case .refused(let refusal): "refused: \(refusal)"
    case .destination(let error): "\(error)"
    }
  }
}
