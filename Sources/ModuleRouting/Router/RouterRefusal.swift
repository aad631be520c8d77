import NavCore

/// The reasons a router refuses a request that a pure state would accept.
enum RouterRefusal: Hashable, Sendable {
  case unhandledExit(AnyRoute)
  case navigationInsideExitHandler
  case navigationDuringChange
  case typeErasedExitHandler
  case flowEnded
  case nothingAwaits(String)
}

extension RouterRefusal: CustomStringConvertible {
  var description: String {
    switch self {
    case .unhandledExit(let exit):
      "no handler for exit \(exit.debugDescription): set one with handleExits(_:_:)"
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
    }
  }
}

extension NavigationRefusal {
  /// A module's exit for which the composition root set no handler.
  public static func unhandledExit(_ exit: AnyRoute) -> Self {
    Self(reason: RouterRefusal.unhandledExit(exit))
  }

  /// A request made from inside an exit handler, which must return its commands instead, so
  /// that the exit applies as one batch.
  public static var navigationInsideExitHandler: Self {
    Self(reason: RouterRefusal.navigationInsideExitHandler)
  }

  /// A request made while observers are told of a change: it would interleave with the change.
  public static var navigationDuringChange: Self {
    Self(reason: RouterRefusal.navigationDuringChange)
  }

  /// A request through the handle of a flow that has ended.
  public static var flowEnded: Self {
    Self(reason: RouterRefusal.flowEnded)
  }

  /// A value completed where no screen on the focused branch awaits one of its type.
  public static func nothingAwaits<Value>(_ type: Value.Type) -> Self {
    Self(reason: RouterRefusal.nothingAwaits(String(reflecting: type)))
  }

  /// An exit handler set for `AnyRoute` itself, which could never match an exit.
  public static var typeErasedExitHandler: Self {
    Self(reason: RouterRefusal.typeErasedExitHandler)
  }
}
