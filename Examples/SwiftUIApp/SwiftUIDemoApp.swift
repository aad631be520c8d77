import ModuleRouting
import ModuleRoutingSwiftUI
import SwiftUI

/// The example app with SwiftUI: one window showing the router's whole tree — the sign-in
/// stack, then the tab bar with a stack per tab, sheets, covers and dialogs over them.
///
/// This file and the others in Examples/SwiftUIApp are compiled in CI against stand-in
/// declarations of SwiftUI (.ci/swiftui-typecheck.sh) and the example's feature modules; no
/// machine here can run them.
@main
struct SwiftUIDemoApp: App {
  @State private var composition = Composition.launch()

  var body: some Scene {
    WindowGroup {
      RoutedView(
        composition.app, screens: composition.screens, dialogs: composition.dialogs,
        tabLabels: composition.tabLabels
      )
      .opensLinks(using: composition.links)
    }
  }
}
