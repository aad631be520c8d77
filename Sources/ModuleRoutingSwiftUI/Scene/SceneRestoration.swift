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

  extension View {
    /// This view, saving `app`'s tree with the scene and restoring it when it first appears;
    /// as it is when the app asked for no restoration.
    @ViewBuilder
    func restoring(_ restoration: SceneRestoration?, with app: AppRouter) -> some View {
      if let restoration {
        SceneRestoring(content: self, restoration: restoration, app: app)
      } else {
        self
      }
    }
  }

  /// Keeps the tree in the scene's storage: saved as JSON each time the scene leaves the
  /// foreground, restored through the router once, when the view first appears.
  struct SceneRestoring<Content: View>: View {
    let content: Content
    let restoration: SceneRestoration
    let app: AppRouter
    @SceneStorage private var saved: Data?
    @Environment(\.scenePhase) private var phase
    @State private var restored = false

    init(content: Content, restoration: SceneRestoration, app: AppRouter) {
      self.content = content
      self.restoration = restoration
      self.app = app
      _saved = SceneStorage(restoration.key)
    }

    var body: some View {
      content
        .onAppear { restoreOnce() }
        .onChange(of: phase) {
          if phase != .active { save() }
        }
    }

    /// Applies what the scene saved, the first time only: through the router's restoration
    /// entry point, so guards judge it.
    private func restoreOnce() {
      guard !restored else { return }
      restored = true
      guard let saved else { return }
      do {
        let read = try app.readSavedJSON(
          saved, using: restoration.table, policy: restoration.policy)
        app.restore(read)
        for dropped in read.dropped {
          restoration.onFailure?(dropped)
        }
      } catch {
        restoration.onFailure?(error)
      }
    }

    private func save() {
      do {
        saved = try app.savedJSON(using: restoration.table)
      } catch {
        restoration.onFailure?(error)
      }
    }
  }
#endif
