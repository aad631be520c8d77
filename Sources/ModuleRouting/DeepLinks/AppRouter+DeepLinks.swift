import NavCore

extension AppRouter {
  /// Opens a link: builds the tree it writes — the tab it selects, the stack in it, the layers
  /// over it, each with its own stack — and applies it as one request, through the guards,
  /// with the source ``NavigationSource/deepLink(_:)``.
  ///
  /// ```swift
  /// app.open("/main/~tab:settings/settings/settings/privacy", using: links)
  /// ```
  ///
  /// The link is read against the current state (``DeepLinkTable/state(for:from:)``): a link
  /// that names tabs with `~tab:KEY` alone updates those tabs of the current tab bar and keeps
  /// the others; any other link replaces the tree. The whole tree applies at once or not at
  /// all, and guards judge it as they judge any request: a link into a guarded screen is
  /// redirected (to a login screen, say), and with `resume: true` the guard keeps the request,
  /// so ``AppRouter/resumePendingRequest(fileID:line:)`` opens the linked screens once the
  /// redirect has done its job.
  ///
  /// - Parameters:
  ///   - link: A path or a URL (see ``DeepLinkTable``).
  ///   - links: The app's table.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, what a guard decided, or
  ///   ``NavigationRefusal/invalidDeepLink(_:)`` with the ``DeepLinkError`` naming the
  ///   first segment that failed; a refusal is also reported, and leaves the state unchanged.
  @discardableResult
  public func open(
    _ link: String, using links: DeepLinkTable, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> NavigationResult {
    let site = CallSite(fileID, line)
    let target: NavigationState
    do {
      target = try links.state(for: link, from: storage.state)
    } catch {
      return reject(Request([], from: .deepLink(link), at: site), .invalidDeepLink(error))
    }
    return submit(Request(.setState(target), from: .deepLink(link), at: site))
  }

  /// The link of the current state: opening it gives this state again, from any state.
  ///
  /// A view that reads it is told of every change, as one that reads ``state`` is.
  ///
  /// - Throws: A ``DeepLinkError`` naming a route or a tab that `links` cannot write.
  public func url(using links: DeepLinkTable) throws(DeepLinkError) -> String {
    try links.url(for: state)
  }
}

extension NavigationRefusal {
  /// A link that could not be opened: the error says which segment failed, and why.
  public static func invalidDeepLink(_ error: DeepLinkError) -> Self {
    Self(reason: InvalidDeepLink(error: error))
  }
}

/// The reason of ``NavigationRefusal/invalidDeepLink(_:)``.
private struct InvalidDeepLink: Hashable, Sendable, CustomStringConvertible {
  let error: DeepLinkError

  var description: String {
    "cannot open the link: \(error)"
  }
}
