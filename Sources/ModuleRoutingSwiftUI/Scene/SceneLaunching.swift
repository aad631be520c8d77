#if canImport(SwiftUI)
  import Foundation
  import ModuleRouting
  import SwiftUI

  extension View {
    /// This view, launching its scene as ``SceneLaunch`` decides — the saved tree restored
    /// when it first appears, links that arrive before that opened after it — and saving the
    /// tree each time the scene leaves the foreground. As it is when the app asked for
    /// neither links nor restoration, so that a URL reaches whatever else handles it.
    @ViewBuilder
    func launching(
      links: AppLinks?, restoration: SceneRestoration?, with app: AppRouter
    ) -> some View {
      if links != nil || restoration != nil {
        SceneLaunching(content: self, links: links, restoration: restoration, app: app)
      } else {
        self
      }
    }
  }

  /// Forwards what happens to the scene to its ``SceneLaunch`` and performs the steps it
  /// returns: a restoration through the router's restoration entry point, a link through its
  /// deep-link one, so guards judge both.
  struct SceneLaunching<Content: View>: View {
    let content: Content
    let links: AppLinks?
    let restoration: SceneRestoration?
    let app: AppRouter
    @SceneStorage private var saved: Data?
    @Environment(\.scenePhase) private var phase
    /// Made when the first thing happens, from what the scene saved.
    @State private var launch: SceneLaunch?

    init(content: Content, links: AppLinks?, restoration: SceneRestoration?, app: AppRouter) {
      self.content = content
      self.links = links
      self.restoration = restoration
      self.app = app
      _saved = SceneStorage(restoration?.key ?? "navigation")
    }

    var body: some View {
      opening(
        shown
          .onAppear { advance { $0.appeared() } }
          .onChange(of: phase) {
            advance { $0.phaseChanged(isActive: phase == .active) }
          })
    }

    /// The content once the scene launched; before, while a saved tree waits to be restored,
    /// a blank placeholder, so the first frame never shows the initial tree
    /// (`SceneLaunch.showsTree`).
    @ViewBuilder
    private var shown: some View {
      if (launch ?? firstLaunch).showsTree {
        content
      } else {
        Color.clear
      }
    }

    /// The launch before anything happened, from what the scene saved.
    private var firstLaunch: SceneLaunch {
      SceneLaunch(saved: restoration == nil ? nil : saved)
    }

    /// `view`, opening the URLs the app receives when it has links.
    @ViewBuilder
    private func opening(_ view: some View) -> some View {
      if links != nil {
        view.onOpenURL { url in advance { $0.linkArrived(url.absoluteString) } }
      } else {
        view
      }
    }

    /// Tells the launch what happened, and performs the steps it returns.
    private func advance(_ event: (inout SceneLaunch) -> [SceneLaunch.Step]) {
      var current = launch ?? firstLaunch
      let steps = event(&current)
      launch = current
      for step in steps { perform(step) }
    }

    private func perform(_ step: SceneLaunch.Step) {
      switch step {
      case .restore(let data):
        guard let restoration else { return }
        do {
          let read = try app.readSavedJSON(
            data, using: restoration.table, policy: restoration.policy)
          // The restored tree is the scene's first: it appears, it does not animate in.
          var transaction = Transaction()
          transaction.disablesAnimations = true
          withTransaction(transaction) { _ = app.restore(read) }
          for dropped in read.dropped {
            restoration.onFailure?(dropped)
          }
        } catch {
          restoration.onFailure?(error)
        }
      case .open(let link):
        if let links { app.open(link, using: links) }
      case .report(let issue):
        NavigationIssue.report(issue)
      case .save:
        save()
      }
    }

    private func save() {
      guard let restoration else { return }
      do {
        saved = try app.savedJSON(using: restoration.table)
      } catch {
        restoration.onFailure?(error)
      }
    }
  }
#endif
