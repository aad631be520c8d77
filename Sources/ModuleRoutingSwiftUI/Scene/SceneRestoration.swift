#if canImport(SwiftUI)
  import Foundation
  import ModuleRouting
  import SwiftUI

  /// How a ``RoutedView`` saves and restores its tree with the scene.
  struct SceneRestoration: Sendable {
    let table: RestorationTable
    let key: String
    let policy: RestorationTable.Policy
    let onFailure: (@MainActor @Sendable (RestorationError) -> Void)?
  }
#endif
