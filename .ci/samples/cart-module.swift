// Before the samples that name it: the Cart module, whose checkout exit expects an order
// confirmation, and the Checkout module, whose flow ends with a receipt of its own type
// (ModulesAndExits.md).
import ModuleRouting

public enum CartRoute: NavigationRoute { case cart }
public enum CartExit: NavigationExit { case checkout(items: [Int]), close }
public struct OrderConfirmation: Sendable { public let number: Int }
public typealias CartRouter = ModuleRouter<CartRoute, CartExit>

public enum CheckoutRoute: NavigationRoute { case review(items: [Int]), payment }
public struct Receipt: Sendable { public let id: Int }

@MainActor public final class CheckoutFlow: Coordinator {
  public typealias Result = Receipt
  let items: [Int]
  private var flow: FlowHandle<Receipt>?
  public init(items: [Int]) { self.items = items }

  public func start(_ flow: FlowHandle<Receipt>) -> [NavigationCommand] {
    self.flow = flow
    return [.push(CheckoutRoute.review(items: items))]
  }

  func payTapped() { flow?.finish(with: Receipt(id: 42)) }
}
