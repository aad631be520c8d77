import NavCore

/// An exit type and the type of the result its exits expect: what a result handler answers.
struct ExitResultKey: Hashable {
  /// The exit type's identity, as an exit's ``AnyRoute`` gives it.
  let exit: ObjectIdentifier
  let result: ObjectIdentifier
}

extension ExitResultKey {
  init<Exit, Result>(_ exit: Exit.Type, _ result: Result.Type) {
    self.init(exit: typeIdentity(of: Exit.self), result: ObjectIdentifier(Result.self))
  }
}

/// The handler set for one exit type and one result type, with the exit type, for the
/// messages that name it.
struct ExitResultHandling {
  let exitType: RouteType
  /// The flow that answers an exit, its result's type erased; `nil` for an exit that expects
  /// no such result.
  let answer: @MainActor (AnyRoute) -> ExitFlow<any Sendable>?
}

extension AppRouter {
  /// Sets how the app answers one module's exits that expect a result: which flow runs, and
  /// how its result becomes the one the module awaits.
  ///
  /// A module leaves with ``ModuleRouter/exit(_:expecting:fileID:line:)`` and waits; the
  /// handler returns another module's flow or screen and maps its result — of that module's
  /// own type — onto the type the leaving module expects. Neither module imports the other:
  /// only the composition root, which sets the handler, knows both.
  ///
  /// ```swift
  /// app.handleExits(CartExit.self, expecting: OrderConfirmation.self) { exit in
  ///   switch exit {
  ///   case .checkout(let items):
  ///     .run(CheckoutFlow(items: items)) { receipt in OrderConfirmation(number: receipt.id) }
  ///   }
  /// }
  /// ```
  ///
  /// The handler is matched by the exit's static type and the result type together, apart
  /// from the handler ``handleExits(_:_:)`` sets for the same exit type: an `Exit` type whose
  /// cases lead out plainly and with a result has one of each, and each switch covers every
  /// case. Setting one again replaces the one before; setting one for `AnyRoute` itself,
  /// which no exit ever is, is refused and reported. The handler only returns the flow; any
  /// request it makes to the router itself is refused.
  ///
  /// - Parameters:
  ///   - type: The module's `Exit` type.
  ///   - result: The type of the result its exits expect.
  ///   - handler: The flow that answers an exit, its first screens one request from the exit;
  ///     `nil` for an exit that expects no such result, which is then refused as one no
  ///     handler answers.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  public func handleExits<Exit: Hashable & Sendable, Result: Sendable>(
    _ type: Exit.Type, expecting result: Result.Type,
    _ handler: @escaping @MainActor @Sendable (Exit) -> ExitFlow<Result>?,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    guard !RouteType.isTypeErased(Exit.self) else {
      NavigationIssue.report(.refused(.typeErasedExitHandler), at: CallSite(fileID, line))
      return
    }
    exitResultHandlers[ExitResultKey(Exit.self, Result.self)] = ExitResultHandling(
      exitType: RouteType(Exit.self)
    ) { exit in
      // The exit is found by its identity, which is `Exit`'s.
      handler(exit.value(knownToBe: Exit.self))?.erased
    }
  }

  /// Leaves by `exit` and waits for the result its handler's flow ends with.
  func awaitExit<Result: Sendable>(
    _ exit: AnyRoute, expecting result: Result.Type, at site: CallSite
  ) async -> FlowOutcome<Result> {
    await awaitFlow { id, onEnd in
      openExitFlow(exit, expecting: Result.self, id: id, at: site, onEnd: onEnd)
    }
  }

  /// Leaves by `exit` without waiting; `onEnd` is called once, with the result.
  func startExit<Result: Sendable>(
    _ exit: AnyRoute, expecting result: Result.Type, at site: CallSite,
    onEnd: @escaping @MainActor (FlowOutcome<Result>) -> Void
  ) {
    openExitFlow(
      exit, expecting: Result.self, id: lifetimes.flows.nextID(), at: site, onEnd: onEnd)
  }

  /// Runs the handler set for `exit` and `Result`, and opens the flow it returns as `id`; an
  /// exit the router cannot answer now ends cancelled at once, its refusal reported.
  private func openExitFlow<Result: Sendable>(
    _ exit: AnyRoute, expecting result: Result.Type, id: FlowID, at site: CallSite,
    onEnd: @escaping @MainActor (FlowOutcome<Result>) -> Void
  ) {
    let source = NavigationSource.exit(exit)
    if let busy = lifecycle.busy {
      _ = reject(Request([], from: source, at: site), busy.refusal)
      return onEnd(.cancelled)
    }
    let key = ExitResultKey(exit: exit.routeType, result: ObjectIdentifier(Result.self))
    let handling = exitResultHandlers[key]
    _ = lifecycle.exitHandlerStarts()
    let answer = handling?.answer(exit)
    lifecycle.exitHandlerEnds()
    guard let flow = answer else {
      _ = reject(Request([], from: source, at: site), .unhandledExit(exit, expecting: Result.self))
      return onEnd(.cancelled)
    }
    flow.open(self, id, source, site) { outcome in
      switch outcome {
      case .finished(let value as Result): onEnd(.finished(value))
      case .finished, .cancelled: onEnd(.cancelled)
      }
    }
  }

  /// Whether a handler is set for exits of `Exit`, expecting a result or not.
  func answersExits<Exit>(_ type: Exit.Type) -> Bool {
    let exit = typeIdentity(of: Exit.self)
    return exitHandlers[exit] != nil || exitResultHandlers.keys.contains { $0.exit == exit }
  }

  /// Every exit the catalogs say expects a result that no handler maps, in the order declared.
  func unansweredExitResults<Screen>(in catalogs: [RouteCatalog<Screen>]) -> [CatalogError] {
    catalogs.flatMap { catalog in
      catalog.exitResults.filter { exitResultHandlers[$0.key] == nil }.map { declaration in
        CatalogError(
          module: catalog.module, routeType: declaration.exitType,
          problem: .noResultHandler(expecting: declaration.resultName))
      }
    }
  }

  /// The exit types a handler expecting a result is set for, in no particular order.
  var exitTypesAnsweredWithResults: [RouteType] {
    exitResultHandlers.values.map(\.exitType)
  }
}

extension NavigationRefusal {
  /// A module's exit expecting a `Result`, for which the composition root set no handler
  /// mapping one.
  package static func unhandledExit<Result>(_ exit: AnyRoute, expecting result: Result.Type)
    -> Self
  {
    Self(reason: RouterRefusal.unhandledExitResult(exit, String(reflecting: Result.self)))
  }
}
