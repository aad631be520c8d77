/// Where one stack sits in a ``NavigationState`` tree.
///
/// An address starts at the root stack and steps into a tab or into the layer presented over
/// a stack. The static forms start from the root, and each step chains from an address:
///
/// ```swift
/// StackAddress.root                         // the root stack
/// StackAddress.presented                    // the stack of the layer over the root stack
/// StackAddress.tab(MainTab.home)            // the home tab's stack
/// StackAddress.tab(MainTab.home).presented  // the layer presented from inside the home tab
/// state[stack: .tab(MainTab.home)]?.path
/// ```
public struct StackAddress: Hashable, Sendable {
  /// One step down the tree.
  public enum Step: Hashable, Sendable {
    /// Into the tab with this identity, in the tab bar of the stack reached so far.
    case tab(AnyRoute)
    /// Into the layer presented over the stack reached so far.
    case presented
  }

  /// The steps from the root stack, in order.
  public var steps: [Step]

  /// The address reached by `steps` from the root stack.
  ///
  /// - Parameter steps: The steps, in order.
  public init(steps: [Step]) {
    self.steps = steps
  }

  /// The root stack.
  public static let root = StackAddress(steps: [])

  /// The stack of the layer presented over the root stack.
  public static var presented: StackAddress {
    root.presented
  }

  /// The stack of one tab of the root's tab bar.
  ///
  /// - Parameter tab: The tab's identity.
  public static func tab<Tab: Hashable & Sendable>(_ tab: Tab) -> StackAddress {
    root.tab(tab)
  }

  /// The stack of the layer presented over this stack.
  public var presented: StackAddress {
    StackAddress(steps: steps + [.presented])
  }

  /// The stack of one tab of this stack's tab bar.
  ///
  /// - Parameter tab: The tab's identity.
  public func tab<Tab: Hashable & Sendable>(_ tab: Tab) -> StackAddress {
    StackAddress(steps: steps + [.tab(AnyRoute(tab))])
  }

  /// Whether this is the root stack.
  public var isRoot: Bool {
    steps.isEmpty
  }

  /// The stack one step up, or `nil` for the root stack.
  public var parent: StackAddress? {
    steps.isEmpty ? nil : StackAddress(steps: Array(steps.dropLast()))
  }

  /// This address followed by `other`'s steps.
  ///
  /// - Parameter other: An address relative to this one.
  package func appending(_ other: StackAddress) -> StackAddress {
    other.isRoot ? self : StackAddress(steps: steps + other.steps)
  }

  /// Whether this address is `other` or lies below it.
  ///
  /// - Parameter other: A possible ancestor.
  public func hasPrefix(_ other: StackAddress) -> Bool {
    steps.starts(with: other.steps)
  }
}

extension StackAddress: CustomStringConvertible {
  /// The address as its steps: `root › tab(home) › presented`.
  public var description: String {
    (["root"] + steps.map(\.description)).joined(separator: " › ")
  }
}

extension StackAddress.Step {
  /// The step as an address shows it: `tab(home)` or `presented`.
  var description: String {
    switch self {
    case .tab(let tab): "tab(\(tab))"
    case .presented: "presented"
    }
  }
}
