import ModuleRouting
import XCTest

/// A host that records each update's operations and applies them to a model of the screen: the
/// tree the operations built, to compare with the states the driver went through.
@MainActor
final class RecordingHost: NavigationHost {
  let capabilities: TransitionPlan.Options
  /// The operations of each finished update, in order.
  private(set) var updates: [[HostOperation]] = []
  /// The model after each finished update.
  private(set) var shown: [NavigationState] = []
  /// The tree the operations built so far; `nil` until the root is shown.
  private(set) var model: NavigationState?
  /// Whether each update suspends before it finishes, as a host waiting for an animation
  /// does, so that a test can act while a change is under way.
  var suspendsEachUpdate = false
  /// The operations of the update under way.
  private var pending: [HostOperation] = []

  init(capabilities: TransitionPlan.Options = []) {
    self.capabilities = capabilities
  }

  func replace(_ stack: StackAddress, with state: NavigationState) {
    record(.replace(stack, with: state))
  }

  func setRoutes(_ routes: [AnyRoute], of stack: StackAddress) {
    record(.setRoutes(routes, of: stack))
  }

  func push(_ routes: [AnyRoute], onto stack: StackAddress) {
    record(.push(routes, onto: stack))
  }

  func pop(_ stack: StackAddress, toDepth depth: Int) {
    record(.pop(stack, toDepth: depth))
  }

  func present(_ layer: PresentedLayer, over stack: StackAddress) {
    record(.present(layer, over: stack))
  }

  func dismiss(over stack: StackAddress) {
    record(.dismiss(over: stack))
  }

  func selectTab(_ tab: AnyRoute, of stack: StackAddress) {
    record(.selectTab(tab, of: stack))
  }

  func finishUpdate() async {
    if suspendsEachUpdate { await Task.yield() }
    updates.append(pending)
    pending = []
    if let model { shown.append(model) }
  }

  private func record(_ operation: HostOperation) {
    pending.append(operation)
    if case .replace(let stack, let state) = operation, stack.isRoot, model == nil {
      model = state
      return
    }
    guard var model else { return XCTFail("\(operation) before the root is shown") }
    if let problem = model.apply(operation) { XCTFail("\(operation): \(problem)") }
    self.model = model
  }
}

extension NavigationState {
  /// Applies `operation` as a host would show it.
  ///
  /// - Returns: Why the operation does not fit this tree, or `nil` when it applied.
  mutating func apply(_ operation: HostOperation) -> String? {
    switch operation {
    case .replace(let address, let state):
      return change(at: address) { stack in
        guard stack.presented == nil else { return "replaced while it presents a layer" }
        stack = state
        return nil
      }
    case .setRoutes(let routes, let address):
      return change(at: address) { stack in
        guard let root = routes.first else { return "no routes" }
        stack.root = root
        stack.path = RoutePath(routes.dropFirst())
        return nil
      }
    case .push(let routes, let address):
      return change(at: address) { stack in
        stack.path.append(contentsOf: routes)
        return nil
      }
    case .pop(let address, let depth):
      return change(at: address) { stack in
        guard (0...stack.path.count).contains(depth) else { return "no depth \(depth)" }
        stack.path.removeLast(stack.path.count - depth)
        return nil
      }
    case .present(let layer, let address):
      return change(at: address) { stack in
        guard stack.presented == nil else { return "already presents a layer" }
        stack.presented = layer
        return nil
      }
    case .dismiss(let address):
      return change(at: address) { stack in
        guard stack.presented != nil else { return "presents no layer" }
        stack.presented = nil
        return nil
      }
    case .selectTab(let tab, let address):
      return change(at: address) { stack in
        guard let tabs = stack.tabs, tabs.tabs.contains(tab) else { return "no tab \(tab)" }
        stack.tabs = TabGroup(
          Array(zip(tabs.tabs, tabs.states)), selected: tab,
          reselectPopsToRoot: tabs.reselectPopsToRoot)
        return nil
      }
    }
  }

  /// Changes the stack at `address`, or tells that there is none.
  private mutating func change(
    at address: StackAddress, _ body: (inout NavigationState) -> String?
  ) -> String? {
    guard var stack = self[stack: address] else { return "no stack at \(address)" }
    if let problem = body(&stack) { return problem }
    do {
      try apply(.at(address, [.setState(stack)]))
      return nil
    } catch {
      return "\(error)"
    }
  }
}
