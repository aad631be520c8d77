import NavCore

extension AppRouter {
  /// The object of type `Object` kept for `screen`, made by `make` the first time.
  ///
  /// The same instance comes back every time the screen is built again, for as long as the
  /// screen is in the state; a screen popped, dismissed, or reset with its tab or flow
  /// releases it, and an equal route pushed later is a new screen with a new object. A
  /// screen's view model, in a screen factory:
  ///
  /// ```swift
  /// try catalog.add(CustomerRoute.self, key: "customer") { route, screen in
  ///   let model = app.object(for: screen) { CustomerModel(route, router: CustomersRouter(app)) }
  ///   return CustomerView(model: model)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - screen: A screen of the current state. For `nil`, or a screen not in the state (a
  ///     preview), `make`'s object is returned without being kept.
  ///   - make: Makes the object.
  public func object<Object: AnyObject>(
    for screen: ScreenID?, make: () -> Object
  ) -> Object {
    guard let screen, storage.state.route(of: screen) != nil else { return make() }
    if let object = lifetimes.objects.object(Object.self, for: screen) { return object }
    let object = make()
    lifetimes.objects.keep(object, for: screen)
    return object
  }

  /// The object of type `Object` kept for `screen`, if one was made; never makes one.
  public func object<Object: AnyObject>(_ type: Object.Type, for screen: ScreenID) -> Object? {
    lifetimes.objects.object(Object.self, for: screen)
  }
}
