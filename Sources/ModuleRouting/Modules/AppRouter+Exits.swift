import NavCore

extension AppRouter {
  /// Turns a module's exit into the commands that leave it.
  typealias ExitHandler = @MainActor @Sendable (AnyRoute, NavigationState) -> [NavigationCommand]

  /// The handler set for one exit type, with the type, for the messages that name it.
  struct ExitHandling {
    let exitType: RouteType
    let handle: ExitHandler
  }

  /// Sets how the app answers one module's exits.
  ///
  /// Exits are matched by their static type, as routes are. Setting a handler for `AnyRoute`
  /// itself, which no exit ever is, is refused and reported.
  ///
  /// Only the composition root, which knows every module, calls this; modules just call
  /// ``ModuleRouter/exit(_:fileID:line:)``. Setting a handler for an exit type replaces the one
  /// before, so a flow can be switched at run time (an A/B test, a logged-out state).
  ///
  /// ```swift
  /// app.handleExits(DashboardExit.self) { exit in
  ///   switch exit {
  ///   case .openSettings: [.push(SettingsRoute.main)]
  ///   case .logout: [.setRoot(AuthRoute.login)]
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The module's `Exit` type.
  ///   - handler: The commands to run for an exit; they run as one atomic batch.
  public func handleExits<Exit: Hashable & Sendable>(
    _ type: Exit.Type,
    _ handler: @escaping @MainActor @Sendable (Exit) -> [NavigationCommand]
  ) {
    handleExits(type) { exit, _ in handler(exit) }
  }

  /// Sets how the app answers one module's exits, deciding from the current state.
  ///
  /// Use it when where an exit leads depends on what is on screen — closing a whole flow from
  /// whichever of its screens is on top:
  ///
  /// ```swift
  /// app.handleExits(SettingsExit.self) { exit, state in
  ///   let first = state.path.firstIndex { $0.is(SettingsRoute.self) } ?? state.path.count
  ///   return [.pop(count: state.path.count - first)]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The module's `Exit` type.
  ///   - handler: The commands to run for an exit, given the state it leaves from; they run as
  ///     one atomic batch.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  public func handleExits<Exit: Hashable & Sendable>(
    _ type: Exit.Type,
    _ handler: @escaping @MainActor @Sendable (Exit, NavigationState) -> [NavigationCommand],
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    guard !RouteType.isTypeErased(Exit.self) else {
      NavigationIssue.report(.refused(.typeErasedExitHandler), at: CallSite(fileID, line))
      return
    }
    let exitType = RouteType(Exit.self)
    exitHandlers[exitType.id] = ExitHandling(exitType: exitType) { exit, state in
      // `exit(_:)` finds this handler by the exit's identity, which is `Exit`'s.
      handler(exit.value(knownToBe: Exit.self), state)
    }
  }

  /// Answers a module's exits by pushing the exit value itself, for a screen registered
  /// for the `Exit` type to show.
  ///
  /// - Parameter type: The module's `Exit` type.
  public func pushExits<Exit: Hashable & Sendable>(_ type: Exit.Type) {
    handleExits(type) { exit in [.push(exit)] }
  }

  /// Runs the handler set for `exit`'s type.
  ///
  /// The handler only returns commands; any request it makes to the router itself is refused,
  /// so that the exit applies as one batch or not at all.
  ///
  /// - Parameters:
  ///   - exit: A module's exit.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or a refusal when no handler is set for the
  ///   exit's type or its commands are refused. Either refusal is also reported.
  @discardableResult
  public func exit<Exit: Hashable & Sendable>(
    _ exit: Exit, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    let exit = AnyRoute(exit)
    let site = CallSite(fileID, line)
    if let busy = lifecycle.busy {
      return reject(Request([], from: .exit(exit), at: site), busy.refusal)
    }
    guard let handler = exitHandlers[exit.routeType]?.handle else {
      return reject(Request([], from: .exit(exit), at: site), .unhandledExit(exit))
    }
    _ = lifecycle.exitHandlerStarts()
    let commands = handler(exit, storage.state)
    lifecycle.exitHandlerEnds()
    return submit(Request(commands, from: .exit(exit), at: site))
  }

  /// Whether a handler is set for exits of `Exit`.
  ///
  /// - Parameter type: A module's `Exit` type, identified as `handleExits` identifies it.
  public func handlesExits<Exit: Hashable & Sendable>(_ type: Exit.Type) -> Bool {
    exitHandlers[typeIdentity(of: Exit.self)] != nil
  }

  /// The exit types a handler is set for, in no particular order.
  var handledExitTypes: [RouteType] {
    exitHandlers.values.map(\.exitType)
  }

}
