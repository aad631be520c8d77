/// Why a navigation command was not applied.
///
/// A refused command leaves the state exactly as it was. Refusals compare by reason, so tests
/// can write the expected one as a value:
///
/// ```swift
/// XCTAssertEqual(app.pop(count: 5), .refused(.popPastRoot(requested: 5, available: 1)))
/// ```
///
/// The reasons a pure state gives are defined here; a runtime adds its own (an exit nobody
/// handles, a request made while the router is busy) through a package-level `init(reason:)`.
public struct NavigationRefusal: Error, Hashable, Sendable {
  enum Reason: Hashable, Sendable {
    case popPastRoot(requested: Int, available: Int)
    case negativePopCount(Int)
    case routeNotOnStack(AnyRoute)
    case noRouteMatches
    case leafLayer(PresentationStyle)
    case nothingPresented
    case alreadyPresenting(StackAddress)
    case atRootOfApp
    case atRootOfTab(AnyRoute)
    case noTabs
    case unknownTab(AnyRoute)
    case tabBarCovered
    case noStack(StackAddress)
    case stackHoldsTabs(StackAddress)
    case invalidState(String)
    case other(OtherReason)
  }

  let reason: Reason

  init(_ reason: Reason) {
    self.reason = reason
  }

  /// A refusal for a reason a runtime defines: a small `Hashable` value whose description says
  /// what was refused and what to do instead.
  ///
  /// - Parameter reason: The reason; refusals made from equal reasons are equal.
  package init(reason: some Hashable & Sendable & CustomStringConvertible) {
    self.init(.other(OtherReason(reason)))
  }

  /// A pop of more routes than the path holds above the root.
  public static func popPastRoot(requested: Int, available: Int) -> Self {
    Self(.popPastRoot(requested: requested, available: available))
  }

  /// A pop of a negative number of routes.
  public static func negativePopCount(_ count: Int) -> Self {
    Self(.negativePopCount(count))
  }

  /// A pop to a route that is neither on the path nor the root.
  public static func routeNotOnStack(_ route: AnyRoute) -> Self {
    Self(.routeNotOnStack(route))
  }

  /// A pop to the last route matching a predicate, when none does.
  public static var noRouteMatches: Self {
    Self(.noRouteMatches)
  }

  /// A push onto, or a presentation over, an alert or a dialog: they are leaves.
  public static func leafLayer(_ style: PresentationStyle) -> Self {
    Self(.leafLayer(style))
  }

  /// A dismissal with nothing presented.
  public static var nothingPresented: Self {
    Self(.nothingPresented)
  }

  /// A presentation over a stack that already presents a layer.
  public static func alreadyPresenting(_ address: StackAddress) -> Self {
    Self(.alreadyPresenting(address))
  }

  /// A step back at the root of the app, where there is nothing to go back to.
  public static var atRootOfApp: Self {
    Self(.atRootOfApp)
  }

  /// A step back at the root of a tab: tabs are switched, not closed.
  public static func atRootOfTab(_ tab: AnyRoute) -> Self {
    Self(.atRootOfTab(tab))
  }

  /// A tab command where there is no tab bar.
  public static var noTabs: Self {
    Self(.noTabs)
  }

  /// A tab that the tab bar does not have.
  public static func unknownTab(_ tab: AnyRoute) -> Self {
    Self(.unknownTab(tab))
  }

  /// A tab selection while a layer presented above the tab bar covers it.
  public static var tabBarCovered: Self {
    Self(.tabBarCovered)
  }

  /// An address that names no stack in the tree.
  public static func noStack(_ address: StackAddress) -> Self {
    Self(.noStack(address))
  }

  /// A change to the path of a stack whose tabs hold the stacks.
  public static func stackHoldsTabs(_ address: StackAddress) -> Self {
    Self(.stackHoldsTabs(address))
  }

  /// A state that breaks the tree's rules (see ``NavigationState/validate()``).
  public static func invalidState(_ problem: String) -> Self {
    Self(.invalidState(problem))
  }
}

extension NavigationRefusal {
  /// A reason defined outside the core, compared by its type and value.
  struct OtherReason: Hashable, Sendable {
    let value: AnyRoute
    let description: String

    init(_ reason: some Hashable & Sendable & CustomStringConvertible) {
      value = AnyRoute(reason)
      description = reason.description
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(value)
    }
  }
}

extension NavigationRefusal: CustomStringConvertible {
  public var description: String {
    switch reason {
    case .popPastRoot(let requested, let available):
      "cannot pop \(requested) route(s): only \(available) above the root"
    case .negativePopCount(let count):
      "cannot pop a negative number of routes (\(count))"
    case .routeNotOnStack(let route):
      "cannot pop to \(route.debugDescription): it is not on the stack"
    case .noRouteMatches:
      "cannot pop: no route on the stack matches the predicate"
    case .leafLayer(let style):
      "cannot push onto or present over \(style.article) \(style): alerts and dialogs are leaves"
    case .nothingPresented:
      "cannot dismiss: nothing is presented"
    case .alreadyPresenting(let address):
      "cannot present over \(address): it already presents a layer; dismiss it first"
    case .atRootOfApp:
      "cannot go back: already at the root of the app"
    case .atRootOfTab(let tab):
      "cannot go back: already at the root of tab \(tab); select another tab instead"
    case .noTabs:
      "cannot select a tab: there is no tab bar here"
    case .unknownTab(let tab):
      "no tab \(tab.debugDescription) in the tab bar"
    case .tabBarCovered:
      "cannot select a tab: a presented layer covers the tab bar; dismiss it first"
    case .noStack(let address):
      "no stack at \(address)"
    case .stackHoldsTabs(let address):
      "cannot change the path at \(address): its tabs hold the stacks"
    case .invalidState(let problem):
      "invalid state: \(problem)"
    case .other(let other):
      other.description
    }
  }
}
