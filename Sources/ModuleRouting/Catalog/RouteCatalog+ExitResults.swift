import NavCore

/// A module's exit type whose exits expect a result of one type: what the composition root
/// must answer with ``AppRouter/handleExits(_:expecting:_:fileID:line:)``.
struct ExitResultDeclaration: Hashable, Sendable {
  let exitType: RouteType
  let result: ObjectIdentifier
  /// The result type's qualified name, for messages.
  let resultName: String

  /// The handler that answers it.
  var key: ExitResultKey {
    ExitResultKey(exit: exitType.id, result: result)
  }
}

extension RouteCatalog {
  /// Declares that the module's exits of `Exit` expect a result of `Result`
  /// (``ModuleRouter/exit(_:expecting:fileID:line:)``), so that
  /// ``AppRouter/install(_:with:)`` names an exit whose result no handler maps.
  ///
  /// ```swift
  /// catalog.addExits(CartExit.self, expecting: OrderConfirmation.self)
  /// ```
  ///
  /// Declaring the same pair again changes nothing.
  ///
  /// - Parameters:
  ///   - type: The module's `Exit` type.
  ///   - expecting: The type of the result its exits expect.
  public mutating func addExits<Exit: Hashable & Sendable, Result: Sendable>(
    _ type: Exit.Type, expecting: Result.Type
  ) {
    let declaration = ExitResultDeclaration(
      exitType: RouteType(Exit.self), result: ObjectIdentifier(Result.self),
      resultName: String(reflecting: Result.self))
    guard !exitResults.contains(declaration) else { return }
    exitResults.append(declaration)
  }
}
