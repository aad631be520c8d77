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
    case missingContent(DestinationError)
  }

  let kind: Kind

  /// The address names no stack of the tree: a tab that is not there, a layer not presented.
  public static func noStack(_ address: StackAddress) -> Self {
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
  public static func noDialog(
    over address: StackAddress, presented: PresentationStyle? = nil,
    onTopOver: StackAddress? = nil
  ) -> Self {
    Self(kind: .noDialog(over: address, presented: presented, onTopOver: onTopOver))
  }

  /// The content given has none for the layer's route.
  public static func missingContent(_ error: DestinationError) -> Self {
    Self(kind: .missingContent(error))
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
    case .missingContent(let error):
      return "\(error)"
    }
  }
}
