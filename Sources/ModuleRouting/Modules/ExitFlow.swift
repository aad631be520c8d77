import NavCore

/// Where an exit that expects a result leads: another module's flow, or one of its screens
/// that completes with a value, and how that result maps onto the one the exit expects.
///
/// The composition root returns one from the handler it sets with
/// ``AppRouter/handleExits(_:expecting:_:fileID:line:)``. It is the only code that knows both
/// modules, so it is where one module's result type becomes the other's:
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
/// The flow runs as any flow does: it lives while its first screen does, and it ends once —
/// finished with its result, which is mapped and handed to the module that left, or
/// cancelled.
@MainActor
public struct ExitFlow<Result: Sendable>: Sendable {
  /// Opens the flow as `id` on a router, its first screens requested from a source; calls
  /// the function it is given once, with how the flow ended, its result mapped.
  typealias Opening =
    @MainActor (
      AppRouter, FlowID, NavigationSource, CallSite,
      @escaping @MainActor (FlowOutcome<Result>) -> Void
    ) -> Void

  let open: Opening

  /// Runs another module's flow; its result, mapped by `transform`, is the exit's.
  ///
  /// - Parameters:
  ///   - coordinator: The flow, as ``AppRouter/run(_:fileID:line:)`` would run it.
  ///   - transform: Maps the flow's result onto the one the exit expects.
  public static func run<Flow: Coordinator>(
    _ coordinator: Flow, mapping transform: @escaping @MainActor (Flow.Result) -> Result
  ) -> Self {
    ExitFlow { router, id, source, site, end in
      router.startFlow(coordinator, id: id, parent: nil, from: source, at: site) { outcome in
        end(outcome.map(transform))
      }
    }
  }

  /// Pushes another module's screen, which completes with a `Value`
  /// (``ModuleRouter/complete(with:fileID:line:)``); the value, mapped by `transform`, is the
  /// exit's result.
  ///
  /// - Parameters:
  ///   - route: The screen, pushed on the focused stack.
  ///   - expecting: The type of the value the screen completes with.
  ///   - transform: Maps that value onto the result the exit expects.
  public static func push<Route: Hashable & Sendable, Value: Sendable>(
    _ route: Route, expecting: Value.Type,
    mapping transform: @escaping @MainActor (Value) -> Result
  ) -> Self {
    awaiting(Value.self, showing: [.push(route)], transform)
  }

  /// Presents another module's screen in a layer, which completes with a `Value`
  /// (``ModuleRouter/complete(with:fileID:line:)``); the value, mapped by `transform`, is the
  /// exit's result.
  ///
  /// - Parameters:
  ///   - route: The first screen of the layer.
  ///   - style: How the layer is presented.
  ///   - expecting: The type of the value the screen completes with.
  ///   - transform: Maps that value onto the result the exit expects.
  public static func present<Route: Hashable & Sendable, Value: Sendable>(
    _ route: Route, style: PresentationStyle, expecting: Value.Type,
    mapping transform: @escaping @MainActor (Value) -> Result
  ) -> Self {
    awaiting(Value.self, showing: [.present(route, style: style)], transform)
  }

  /// A screen shown by `commands` that completes with a `Value`, mapped by `transform`.
  private static func awaiting<Value: Sendable>(
    _ type: Value.Type, showing commands: [NavigationCommand],
    _ transform: @escaping @MainActor (Value) -> Result
  ) -> Self {
    ExitFlow { router, id, source, site, end in
      router.openAwaiting(
        Value.self, id: id, showing: commands, parent: nil, from: source, at: site
      ) { outcome in
        end(outcome.map(transform))
      }
    }
  }
}

extension ExitFlow {
  /// The same flow, its result's type erased: the router keeps the handlers of every result
  /// type in one table.
  var erased: ExitFlow<any Sendable> {
    ExitFlow<any Sendable> { router, id, source, site, end in
      open(router, id, source, site) { outcome in end(outcome.map { $0 }) }
    }
  }
}
