import ModuleRouting
import NavCore

// Two modules that never see each other: a cart that leaves through an exit expecting an
// order confirmation, and a checkout whose flow ends with a receipt of its own type. Only
// the tests, as the composition root, know both.

/// The Cart module's screens.
enum CartRoute: Hashable, Sendable, Codable {
  case cart
  case help
}

/// The Cart module's ways out.
enum CartExit: Hashable, Sendable, Codable {
  case checkout(items: [Int])

  /// The items the exit carries.
  var items: [Int] {
    switch self {
    case .checkout(let items): items
    }
  }
}

/// What the Cart module expects back from its checkout exit.
struct OrderConfirmation: Hashable, Sendable {
  let number: Int
}

typealias CartRouter = ModuleRouter<CartRoute, CartExit>

/// The Checkout module's screens.
enum CheckoutRoute: Hashable, Sendable, Codable {
  case review(items: [Int])
  case payment
}

/// The Checkout module's own result.
struct Receipt: Sendable {
  let id: Int
}

typealias CheckoutRouter = ModuleRouter<CheckoutRoute, Never>

/// The Checkout module's flow: it shows `commands`, keeps its handle and finishes with a
/// receipt.
@MainActor
final class CheckoutFlow: Coordinator {
  typealias Result = Receipt

  let commands: [NavigationCommand]
  private(set) var handle: FlowHandle<Receipt>?

  init(_ commands: [NavigationCommand]) {
    self.commands = commands
  }

  func start(_ flow: FlowHandle<Receipt>) -> [NavigationCommand] {
    handle = flow
    return commands
  }
}

extension OrderConfirmation {
  /// The composition root's mapping of the Checkout module's result onto the Cart's.
  init(_ receipt: Receipt) {
    number = receipt.id
  }
}
