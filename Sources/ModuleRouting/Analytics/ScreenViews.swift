import Foundation
import NavCore

/// Which screens are on view, told as they enter and leave it — for an app to track screen
/// views in one place, with no modifier on every view.
///
/// A screen is on view when `NavigationState.screensOnView` lists it — the top of a stack the
/// user sees: a sheet or a full-screen cover hides the screen below it, an alert, a dialog or a
/// popover does not; the tab not selected is hidden — and a scene in the background hides
/// everything (``sceneBecameActive(_:)``). Each change the router applies is read as it
/// happens, and only while a `ScreenViews` exists: a router with none pays nothing.
///
/// ```swift
/// let views = ScreenViews(app: app, catalog: catalog) { view in
///   if case .left(let time) = view.kind { analytics.log(view.key, seconds: time) }
/// }
/// ```
@MainActor
public final class ScreenViews {
  /// A screen entering or leaving view.
  public struct Event: Hashable, Sendable {
    /// Entering or leaving.
    public enum Kind: Hashable, Sendable {
      /// The screen came into view.
      case entered
      /// The screen left view after this many seconds on it.
      case left(TimeInterval)
    }

    /// Whether it entered or left.
    public var kind: Kind
    /// The key its route type is saved under in the catalog; `nil` for a type without one.
    public var key: String?
    /// Its route.
    public var route: AnyRoute
    /// Its place in the tree.
    public var screen: ScreenID
    /// The tab it is in, if any.
    public var tab: AnyRoute?
    /// The style of the layer it is in; `nil` on a stack of no layer.
    public var layer: PresentationStyle?
  }

  private let app: AppRouter
  private let keys: [ObjectIdentifier: String]
  private let now: @MainActor () -> Date
  private let report: @MainActor (Event) -> Void
  private var tap: Int?
  private var active = true
  private var stopped = false
  /// The screens on view, with when each entered.
  private var onView: [(view: Event, since: Date)] = []

  /// Starts telling `report` of the screens of `app` entering and leaving view, beginning
  /// with those on view now, each with its route type's key in `catalog`.
  ///
  /// - Parameters:
  ///   - app: The router.
  ///   - catalog: The app's merged catalog, for each route type's key.
  ///   - now: The clock; `Date.init` by default (tests inject their own).
  ///   - report: Told of each screen entering or leaving view, in order.
  public convenience init<Screen>(
    app: AppRouter, catalog: RouteCatalog<Screen>,
    now: @escaping @MainActor () -> Date = Date.init,
    report: @escaping @MainActor (Event) -> Void
  ) {
    self.init(app: app, keys: catalog.keysByType, now: now, report: report)
  }

  /// Starts telling `report` of the screens of `app` entering and leaving view, with no keys.
  package convenience init(
    app: AppRouter, now: @escaping @MainActor () -> Date = Date.init,
    report: @escaping @MainActor (Event) -> Void
  ) {
    self.init(app: app, keys: [:], now: now, report: report)
  }

  private init(
    app: AppRouter, keys: [ObjectIdentifier: String], now: @escaping @MainActor () -> Date,
    report: @escaping @MainActor (Event) -> Void
  ) {
    self.app = app
    self.keys = keys
    self.now = now
    self.report = report
    tap = app.tapEvents { [weak self] _ in self?.update() }
    update()
  }

  /// Tells that the scene became active (`true`) or went to the background (`false`): in the
  /// background no screen is on view.
  public func sceneBecameActive(_ isActive: Bool) {
    guard !stopped else { return }
    active = isActive
    update()
  }

  /// Stops telling, for good: the screens on view leave it.
  public func stop() {
    guard !stopped else { return }
    if let tap { app.untapEvents(tap) }
    tap = nil
    active = false
    update()
    stopped = true
  }

  isolated deinit {
    if let tap { app.untapEvents(tap) }
  }

  /// Compares the screens on view now with those before, telling of each that left, then of
  /// each that entered. The screens are noted before `report` is called, so a report that
  /// navigates is read as the next change, not mixed into this one.
  private func update() {
    let current = active ? screens(on: app.storage.state) : []
    let time = now()
    var told: [Event] = []
    for (view, since) in onView where !current.contains(view) {
      var left = view
      left.kind = .left(time.timeIntervalSince(since))
      told.append(left)
    }
    var kept = onView.filter { current.contains($0.view) }
    for view in current where !kept.contains(where: { $0.view == view }) {
      kept.append((view, time))
      told.append(view)
    }
    onView = kept
    for event in told { report(event) }
  }

  /// The screens of `state` on view (``NavigationState/screensOnView``), each with its key,
  /// its route, its tab and its layer.
  private func screens(on state: NavigationState) -> [Event] {
    state.screensOnView.compactMap { screen in
      guard let route = state.route(of: screen) else { return nil }
      return Event(
        kind: .entered, key: keys[route.routeType], route: route, screen: screen,
        tab: screen.stack.innermostTab, layer: state.layer(holding: screen.stack)?.style)
    }
  }
}

extension StackAddress {
  /// The tab of the innermost tab bar the address steps into, if any.
  fileprivate var innermostTab: AnyRoute? {
    for step in steps.reversed() {
      if case .tab(let tab) = step { return tab }
    }
    return nil
  }
}

extension RouteCatalog {
  /// The key of each route type declared with one, by its identity: for screen views here,
  /// and for the names of screens in NavigationTesting's explorer and map.
  package var keysByType: [ObjectIdentifier: String] {
    schema.keysByType
  }
}
