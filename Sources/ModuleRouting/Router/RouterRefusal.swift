import NavCore

/// The reasons a router refuses a request that a pure state would accept.
enum RouterRefusal: Hashable, Sendable {
  case unhandledExit(AnyRoute)
  case unhandledExitResult(AnyRoute, String)
  case navigationInsideExitHandler
  case navigationDuringChange
  case typeErasedExitHandler
  case flowEnded
  case nothingAwaits(String)
  case navigationInsideGuard
  case denied(String)
  case redirectLoop([[NavigationCommand]])
  case noScreen(RouteType)
  case nothingPending
  case pendingRequestReplaced([NavigationCommand])
  case heldRequestReplaced([NavigationCommand])
  case heldRequestOutdated([NavigationCommand])
  case unhandledAction(String)
  case noPlacement(RouteType)
  case buttonOfAnotherDialog(String)
  case exitWithoutKey(RouteType)
}

extension RouterRefusal: CustomStringConvertible {
  var description: String {
    switch self {
    case .unhandledExit(let exit):
      "no handler for exit \(exit.debugDescription): set one with handleExits(_:_:)"
    case .unhandledExitResult(let exit, let result):
      "no handler for exit \(exit.debugDescription) expecting \(result): set one with "
        + "handleExits(_:expecting:_:)"
    case .navigationInsideExitHandler:
      "cannot navigate from inside an exit handler: return the commands instead"
    case .navigationDuringChange:
      "cannot navigate while observers are told of a change: navigate once it is made"
    case .typeErasedExitHandler:
      "cannot handle exits of type AnyRoute: exits are matched by the type they wrap, so "
        + "handle that type"
    case .flowEnded:
      "the flow has ended: its handle no longer navigates"
    case .nothingAwaits(let type):
      "no screen on the focused branch awaits a value of type \(type)"
    case .navigationInsideGuard:
      "cannot navigate from inside a guard: return a redirect instead"
    case .denied(let reason):
      "denied by a guard: \(reason)"
    case .redirectLoop(let chain):
      "redirects loop or run past \(AppRouter.redirectLimit) steps: "
        + chain.map { "[" + $0.map(\.description).joined(separator: ", ") + "]" }
        .joined(separator: " → ")
    case .noScreen(let type):
      "no screen can show \(type): the router was told which route types the app shows"
    case .nothingPending:
      "no request is pending"
    case .unhandledAction(let type):
      "no action scope handles \(type): set a handler with handle(_:_:)"
    case .pendingRequestReplaced(let commands):
      "a pending request was replaced by a newer one: ["
        + commands.map(\.description).joined(separator: ", ") + "]"
    case .heldRequestReplaced(let commands):
      "a leave question was replaced by a new one; the request it held: ["
        + commands.map(\.description).joined(separator: ", ") + "]"
    case .buttonOfAnotherDialog(let title):
      "the button \"\(title)\" belongs to an alert or dialog that is no longer on top"
    case .noPlacement(let type):
      "no placement for \(type): the composition root places every route type a link opens"
    case .exitWithoutKey(let type):
      "exits of \(type) have no key in the catalog, so a recording cannot name them: declare one "
        + "with addExits(_:key:formerKeys:)"
    case .heldRequestOutdated(let commands):
      "the screens a leave question asked about are gone, so the request it held was dropped: ["
        + commands.map(\.description).joined(separator: ", ") + "]"
    }
  }
}

extension NavigationRefusal {
  /// A button chosen after the alert or dialog it was built for went
  /// (``AppRouter/topDialog(using:)``, ``AppRouter/dialog(over:using:)``): it does nothing,
  /// whatever is on top now.
  public static func buttonOfAnotherDialog(_ title: String) -> Self {
    Self(reason: RouterRefusal.buttonOfAnotherDialog(title))
  }

  /// A module's exit for which the composition root set no handler.
  public static func unhandledExit(_ exit: AnyRoute) -> Self {
    Self(reason: RouterRefusal.unhandledExit(exit))
  }

  /// A request made from inside an exit handler, which must return its commands instead, so
  /// that the exit applies as one batch.
  package static var navigationInsideExitHandler: Self {
    Self(reason: RouterRefusal.navigationInsideExitHandler)
  }

  /// A request made while observers are told of a change: it would interleave with the change.
  package static var navigationDuringChange: Self {
    Self(reason: RouterRefusal.navigationDuringChange)
  }

  /// A request through the handle of a flow that has ended.
  public static var flowEnded: Self {
    Self(reason: RouterRefusal.flowEnded)
  }

  /// A value completed where no screen on the focused branch awaits one of its type.
  package static func nothingAwaits<Value>(_ type: Value.Type) -> Self {
    Self(reason: RouterRefusal.nothingAwaits(String(reflecting: type)))
  }

  /// A request made from inside a guard, which must return a redirect instead.
  package static var navigationInsideGuard: Self {
    Self(reason: RouterRefusal.navigationInsideGuard)
  }

  /// A request a guard denied, for its reason.
  public static func denied(_ reason: String) -> Self {
    Self(reason: RouterRefusal.denied(reason))
  }

  /// A chain of redirects that came back to a request it had tried, or ran too long: each
  /// request's commands, first to last.
  package static func redirectLoop(_ chain: [[NavigationCommand]]) -> Self {
    Self(reason: RouterRefusal.redirectLoop(chain))
  }

  /// A route whose type the app cannot show, when it told the router which it can.
  package static func noScreen(for type: RouteType) -> Self {
    Self(reason: RouterRefusal.noScreen(type))
  }

  /// A resume, a confirmation or a cancellation with nothing pending.
  package static var nothingPending: Self {
    Self(reason: RouterRefusal.nothingPending)
  }

  /// A model performed where no action scope handles its type.
  package static func unhandledAction<Model>(_ type: Model.Type) -> Self {
    unhandledAction(String(reflecting: type))
  }

  static func unhandledAction(_ typeName: String) -> Self {
    Self(reason: RouterRefusal.unhandledAction(typeName))
  }

  /// A pending request dropped for a newer one: reported, not returned.
  package static func pendingRequestReplaced(_ commands: [NavigationCommand]) -> Self {
    Self(reason: RouterRefusal.pendingRequestReplaced(commands))
  }

  /// A request a leave guard held, replaced by another held request, or asked about anew when
  /// confirmed because it would now remove other screens; reported, never returned.
  public static func heldRequestReplaced(_ commands: [NavigationCommand]) -> Self {
    Self(reason: RouterRefusal.heldRequestReplaced(commands))
  }

  /// A held request whose leave question was confirmed after the screens it asked about were
  /// removed: it is dropped.
  public static func heldRequestOutdated(_ commands: [NavigationCommand]) -> Self {
    Self(reason: RouterRefusal.heldRequestOutdated(commands))
  }

  /// An exit handler set for `AnyRoute` itself, which could never match an exit.
  package static var typeErasedExitHandler: Self {
    Self(reason: RouterRefusal.typeErasedExitHandler)
  }

  /// An exit type with no key in the catalog a ``FlightRecorder`` names routes with: a
  /// recording cannot name its exits, nor read them back. Reported when the recorder is
  /// attached, for each exit type the router handles, and at the first exit of any other.
  public static func exitWithoutKey(_ type: RouteType) -> Self {
    Self(reason: RouterRefusal.exitWithoutKey(type))
  }
}
