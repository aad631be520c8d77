import Foundation
import NavCore

extension AppRouter {
  /// The current state, ready to encode under `table`'s keys.
  ///
  /// - Throws: ``RestorationError/unregisteredType(_:at:)`` for the first route type with no
  ///   key, and where it is.
  package func save(using table: RestorationTable) throws(RestorationError) -> SavedNavigation {
    try table.save(storage.state)
  }

  /// The current state as JSON, for a file or a scene's storage.state.
  ///
  /// - Throws: A ``RestorationError`` for a route type with no key.
  public func savedJSON(using table: RestorationTable) throws(RestorationError) -> Data {
    try table.savedJSON(of: storage.state)
  }

  /// Reads a state saved as JSON, without applying it.
  ///
  /// - Throws: A ``RestorationError`` saying what could not be read, and where.
  public func readSavedJSON(
    _ data: Data, using table: RestorationTable, policy: RestorationTable.Policy
  ) throws(RestorationError) -> RestoredNavigation {
    let decoder = JSONDecoder()
    decoder.userInfo[RestorationTable.userInfoKey] = table.reading(policy)
    do {
      return try decoder.decode(RestoredNavigation.self, from: data)
    } catch {
      throw RestorationError.from(error)
    }
  }

  /// Applies a restored state through the pipeline, with the restoration source: guards judge
  /// it as they judge any other request, so a restored screen behind a login wall is
  /// redirected like a deep link into it.
  ///
  /// - Returns: What became of the request.
  @discardableResult
  public func restore(
    _ restored: RestoredNavigation, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    submit(Request(.setState(restored.state), from: .restoration, at: CallSite(fileID, line)))
  }
}

extension RestorationTable {
  /// `state` as JSON, saved under this table's keys.
  ///
  /// - Throws: A ``RestorationError`` for a route type with no key.
  func savedJSON(of state: NavigationState) throws(RestorationError) -> Data {
    let saved = try save(state)
    do {
      return try JSONEncoder().encode(saved)
    } catch {
      throw RestorationError.from(error)
    }
  }
}
