#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// One stack of the tree: a tab bar or a navigation stack, with the layer presented over it.
  ///
  /// It reads the stack's root and tabs only (``AppRouter/root(at:)``,
  /// ``AppRouter/tabs(at:)``), so it is redrawn when the stack is replaced, never on a push or a
  /// tab selection; what is inside redraws on its own. Inside a layer that is leaving, every
  /// part reads the layer's frozen copy (`ShownTree`).
  struct StackView: View {
    let address: StackAddress
    let context: RoutingContext

    var body: some View {
      LayerPresenter(address: address, context: context) {
        container
      }
    }

    @ViewBuilder
    private var container: some View {
      let tree = context.tree
      if let tabs = tree.tabs(at: address), let first = tabs.first {
        TabBarView(address: address, tabs: tabs, fallback: first, context: context)
      } else if let root = tree.root(at: address) {
        PathStackView(address: address, root: root, context: context)
      }
    }
  }

  /// A tab bar: a `TabView` bound to the selected tab, each tab a stack of its own.
  struct TabBarView: View {
    let address: StackAddress
    let tabs: [AnyRoute]
    /// The tab shown while the router names none, which a tab bar with tabs never does.
    let fallback: AnyRoute
    let context: RoutingContext

    var body: some View {
      TabView(selection: selection) {
        ForEach(tabs, id: \.self) { tab in
          StackView(address: address.tab(tab), context: context)
            .tabItem { context.label(for: tab) }
            .tag(tab)
        }
      }
    }

    /// The selection, written through the router as `TabSelectionBinding` decides: tapping
    /// the selected tab again pops it to its root when the tab bar says so.
    private var selection: Binding<AnyRoute> {
      let tree = context.tree
      let binding = TabSelectionBinding(address: address, in: tree)
      let fallback = fallback
      return Binding(
        get: { binding.shown ?? fallback },
        set: { tab in binding.write(tab, in: tree) })
    }
  }

  /// A plain stack: a `NavigationStack` bound to the stack's path, each screen built as the
  /// catalog declares it. What a write to the path does is `StackPathBinding`'s decision.
  struct PathStackView: View {
    let address: StackAddress
    let root: AnyRoute
    let context: RoutingContext

    var body: some View {
      let binding = StackPathBinding(address: address, root: root, in: context.tree)
      NavigationStack(path: path(binding)) {
        context.screen(for: root, at: ScreenID(stack: address, depth: 0))
          .navigationDestination(for: AnyRoute.self) { element in
            screen(for: element, in: binding)
              .modifier(RouterBackButton(address: address, context: context))
          }
      }
    }

    /// The path, read from the router and written through it as `StackPathBinding` decides: a
    /// swipe back or a long press on Back pops, a link's route is pushed if it has a screen, a
    /// stale write changes nothing.
    private func path(_ binding: StackPathBinding) -> Binding<RoutePath> {
      let tree = context.tree
      let screens = context.catalog.screens
      return Binding(
        get: { binding.elements },
        set: { path in binding.write(path, in: tree, hasScreen: screens.hasScreen(for:)) })
    }

    /// The screen of one element of the path (`StackPathBinding.destination(of:)`).
    private func screen(for element: AnyRoute, in binding: StackPathBinding) -> AnyView {
      let (route, screen) = binding.destination(of: element)
      return context.screen(for: route, at: screen)
    }
  }
#endif
