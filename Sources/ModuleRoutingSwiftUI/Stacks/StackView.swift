#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// One stack of the tree: a tab bar or a navigation stack, with the layer presented over it.
  ///
  /// It reads the stack's root and tabs only (``AppRouter/root(at:)``,
  /// ``AppRouter/tabs(at:)``), so it is redrawn when the stack is replaced, never on a push or a
  /// tab selection; what is inside redraws on its own.
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
      if let tabs = context.app.tabs(at: address), let first = tabs.first {
        TabBarView(address: address, tabs: tabs, fallback: first, context: context)
      } else if let root = context.app.root(at: address) {
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
      let selected = context.app.selectedTab(at: address) ?? fallback
      TabView(selection: selection(showing: selected)) {
        ForEach(tabs, id: \.self) { tab in
          StackView(address: address.tab(tab), context: context)
            .tabItem { context.label(for: tab) }
            .tag(tab)
        }
      }
    }

    /// The selection, written through the router: tapping the selected tab again pops it to
    /// its root when the tab bar says so.
    private func selection(showing selected: AnyRoute) -> Binding<AnyRoute> {
      let app = context.app
      let address = address
      return Binding(
        get: { app.selectedTab(at: address) ?? selected },
        set: { tab in app.selectTab(tab, at: address) })
    }
  }

  /// A plain stack: a `NavigationStack` bound to the stack's path, each screen built by the
  /// registry.
  struct PathStackView: View {
    let address: StackAddress
    let root: AnyRoute
    let context: RoutingContext

    var body: some View {
      let shown = PathEntry.wrap(context.app.path(at: address), above: root)
      NavigationStack(path: path(showing: shown)) {
        context.screen(for: root, at: ScreenID(stack: address, depth: 0))
          .navigationDestination(for: AnyRoute.self) { element in
            screen(for: element)
          }
      }
    }

    /// The path, read from the router and written through it, as a swipe back does: guards
    /// and leave guards judge the write, and a refused one leaves the path as the router has
    /// it.
    private func path(showing shown: RoutePath) -> Binding<RoutePath> {
      let app = context.app
      let address = address
      let root = root
      return Binding(
        get: { PathEntry.wrap(app.path(at: address), above: root) },
        set: { path in app.setPath(PathEntry.unwrap(path), at: address) })
    }

    /// The screen of one element of the path: a route the router pushed, wrapped with its
    /// depth; or a route a `NavigationLink` appended, shown until the router's path, which now
    /// holds it, replaces it.
    private func screen(for element: AnyRoute) -> AnyView {
      guard let entry = element.value(as: PathEntry.self) else {
        return context.screen(for: element, at: nil)
      }
      return context.screen(for: entry.route, at: ScreenID(stack: address, depth: entry.depth))
    }
  }
#endif
