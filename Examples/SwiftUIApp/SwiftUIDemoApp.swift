import ModuleRouting
import ModuleRoutingSwiftUI
import SwiftUI

#if os(macOS)
  import AppKit
#endif

/// The example app with SwiftUI: each window shows its own router's whole tree — the sign-in
/// stack, then the tab bar with a stack per tab, sheets, covers and dialogs over them.
///
/// This file and the others in Examples/SwiftUIApp are compiled in CI against stand-in
/// declarations of SwiftUI (.ci/swiftui-typecheck.sh) and the example's feature modules; no
/// machine here can run them.
@main
struct SwiftUIDemoApp: App {
  init() {
    #if os(macOS)
      // Run by `swift run`, the app has no bundle, and macOS would start it in the background:
      // it is made a regular app, with a Dock icon and its window in front.
      NSApplication.shared.setActivationPolicy(.regular)
      NSApplication.shared.activate(ignoringOtherApps: true)
    #endif
  }

  var body: some Scene {
    WindowGroup {
      AppScene()
    }
  }
}

/// One window of the app, with a composition — a router, its modules and their models — of its
/// own: two windows on iPad, Mac or visionOS never share a stack. Its tree is saved with the
/// scene and restored before it is first shown; a link that arrives first waits for that.
struct AppScene: View {
  @State private var composition = Composition.launch()

  var body: some View {
    RoutedView(composition.app, catalog: composition.catalog)
      .opensLinks(using: composition.links)
      .restoresState(using: composition.restoration)
  }
}
