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
/// Each one is reported in one place: the ``handler`` scoped to the current task if there is
/// one, else the app-wide ``defaultHandler``, which writes to standard error unless the app
/// sets its own logger at launch. A test scopes a handler to see what its code reported:
///
/// ```swift
/// NavigationIssue.defaultHandler = { issue in logger.warning("\(issue)") }  // at launch
///
/// NavigationIssue.$handler.withValue({ issue in XCTFail("\(issue)") }) {    // in a test
///   app.navigate(to: DashboardRoute.home)
/// }
/// ```
///
/// A handler may navigate — show an error screen, say. An issue raised while a handler runs
/// (that navigation refused, for one) is not reported again: the request that raised it is
/// still refused and returns its refusal, but no handler sees it, so a handler that navigates
/// can never loop.
public struct NavigationIssue: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case refused(NavigationRefusal)
    case destination(DestinationError)
  }

  let kind: Kind
  /// Where the call that caused the issue was made, when the library knows: every public entry
  /// point captures its caller's file and line. Issues compare without it.
  public internal(set) var location: SourceLocation?

  init(kind: Kind, location: SourceLocation? = nil) {
    self.kind = kind
    self.location = location
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
  }

  /// A command or exit that was refused; the state is unchanged.
  public static func refused(_ refusal: NavigationRefusal) -> Self {
    Self(kind: .refused(refusal))
  }

  /// A screen that could not be resolved.
  package static func destination(_ error: DestinationError) -> Self {
    Self(kind: .destination(error))
  }

  /// The refused command or exit's reason, if the issue is a refusal.
  public var refusal: NavigationRefusal? {
    if case .refused(let refusal) = kind { refusal } else { nil }
  }

  /// The screen problem, if the issue is one.
  package var destinationError: DestinationError? {
    if case .destination(let error) = kind { error } else { nil }
  }

  /// Receives the issues reported in the current task, in place of ``defaultHandler``.
  ///
  /// Scope one with `NavigationIssue.$handler.withValue({ issue in … }) { … }`.
  @TaskLocal public static var handler: Handler?

  /// Receives every issue reported where no task-scoped ``handler`` is set; by default, writes
  /// it to standard error.
  @MainActor public static var defaultHandler: @MainActor @Sendable (NavigationIssue) -> Void =
    writeToStandardError

  /// Whether a handler is running; an issue raised meanwhile is not reported again.
  @MainActor private static var isReporting = false

  /// Passes `issue` to the task's ``handler``, or else to ``defaultHandler``, unless a handler
  /// is already running: the one place the library reports misuse, open to the app's own
  /// modules for theirs.
  ///
  /// - Parameters:
  ///   - issue: What went wrong.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  @MainActor
  public static func report(
    _ issue: NavigationIssue, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    report(issue, at: CallSite(fileID, line))
  }

  /// Reports `issue`, caused by the call at `site`.
  @MainActor
  static func report(_ issue: NavigationIssue, at site: CallSite) {
    var issue = issue
    if issue.location == nil { issue.location = site.location }
    guard !isReporting else { return }
    isReporting = true
    defer { isReporting = false }
    if let handler {
      handler.receive(issue)
    } else {
      defaultHandler(issue)
    }
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
