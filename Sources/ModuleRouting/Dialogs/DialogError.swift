import NavCore

/// Why the router could not give an alert's or a dialog's content where it was asked for.
///
/// ```swift
/// try app.dialog(over: .root, using: dialogs)  // in a tab app, with an alert in the home tab
/// // throws DialogError.noDialog(over: .root, onTopOver: .tab(MainTab.home)):
/// // "no alert or dialog is presented over root; the one on top is over root › tab(home)"
/// ```
public struct DialogError: Error, Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case noStack(StackAddress)
    case noDialog(over: StackAddress, presented: PresentationStyle?, onTopOver: StackAddress?)
    case missingContent(RouteType)
  }

  let kind: Kind

  /// The address names no stack of the tree: a tab that is not there, a layer not presented.
  package static func noStack(_ address: StackAddress) -> Self {
    Self(kind: .noStack(address))
  }

  /// No alert or dialog is presented over the stack at `address`.
  ///
  /// - Parameters:
  ///   - address: Where one was asked for.
  ///   - presented: The style of the layer presented there instead, if any: a sheet, a cover,
  ///     a popover.
  ///   - onTopOver: The stack the alert or dialog on top of the tree is presented over, if one
  ///     is: where to ask.
  package static func noDialog(
    over address: StackAddress, presented: PresentationStyle? = nil,
    onTopOver: StackAddress? = nil
  ) -> Self {
    Self(kind: .noDialog(over: address, presented: presented, onTopOver: onTopOver))
  }

  /// The catalog declares no alert or dialog content for the layer's route: its type is not
  /// declared, or declared this route a screen.
  package static func missingContent<Route: Hashable & Sendable>(_ type: Route.Type) -> Self {
    Self(kind: .missingContent(RouteType(type)))
  }
}

extension DialogError: CustomStringConvertible {
  public var description: String {
    switch kind {
    case .noStack(let address):
      return "the tree has no stack at \(address)"
    case .noDialog(let address, let presented, let onTop):
      return "no alert or dialog is presented over \(address)"
        + (presented.map { ": a \($0) is" } ?? "")
        + (onTop.map { "; the one on top is over \($0)" } ?? "")
    case .missingContent(let type):
      return "no alert or dialog content is declared for \(type)"
    }
  }
}
