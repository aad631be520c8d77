extension NavigationState {
  /// The focused stack: the one the user sees and acts in (see ``focusedAddress``).
  public var focusedStack: NavigationState {
    var stack = self
    while let step = stack.focusStep, let next = stack.child(at: step) {
      stack = next
    }
    return stack
  }

  /// The route on screen: the top of the focused stack — its last pushed route, or its root.
  public var top: AnyRoute {
    if presented == nil && tabs == nil { return path.last ?? root }
    let stack = focusedStack
    return stack.path.last ?? stack.root
  }

  /// The presented layers on the focused branch, bottom to top: a sheet over a tab, then the
  /// alert it shows, say.
  public var layers: [PresentedLayer] {
    var layers: [PresentedLayer] = []
    var stack = self
    while let step = stack.focusStep, let next = stack.child(at: step) {
      if step == .presented, let layer = stack.presented { layers.append(layer) }
      stack = next
    }
    return layers
  }

  /// The topmost presented layer on the focused branch, or `nil` when nothing is presented
  /// there.
  public var topLayer: PresentedLayer? {
    layers.last
  }

  /// The route of the topmost presented layer, as a `Route`.
  ///
  /// ```swift
  /// state.presentedRoute(as: ExerciseDestination.self)  // .remove(id: 3) while its alert shows
  /// ```
  ///
  /// - Parameter type: The route type expected.
  /// - Returns: The route, or `nil` when nothing is presented or the topmost layer's route is
  ///   of another type.
  package func presentedRoute<Route: Hashable & Sendable>(as type: Route.Type) -> Route? {
    topLayer?.route.value(as: type)
  }
}
