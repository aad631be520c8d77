import NavCore
import TestFixtures

extension MainTab {
  /// The tabs of ``tabBar(home:settings:profile:selected:reselectPopsToRoot:presented:)``, in
  /// order.
  static let all: [MainTab] = [.home, .settings, .profile]
}

/// The tabs of a tab bar shown inside a tab or a layer.
enum InnerTab: Hashable, Sendable {
  case first
  case second
}

/// The screen holding a tab bar shown inside a tab or a layer.
enum InnerRoute: Hashable, Sendable {
  case tabBar
}

/// The fixtures' tab bar (`mainTabs()`) with each tab's state, the selection and a layer over
/// the whole tab bar spelled out: by default home shows `DashboardRoute.home`, settings
/// `SettingsRoute.main` and profile `AuthRoute.login`, each with nothing pushed.
func tabBar(
  home: NavigationState = NavigationState(root: DashboardRoute.home),
  settings: NavigationState = NavigationState(root: SettingsRoute.main),
  profile: NavigationState = NavigationState(root: AuthRoute.login),
  selected: MainTab = .home,
  reselectPopsToRoot: Bool = true,
  presented: PresentedLayer? = nil
) -> NavigationState {
  NavigationState(
    root: MainRoute.tabBar,
    tabs: TabGroup(
      [(MainTab.home, home), (MainTab.settings, settings), (MainTab.profile, profile)],
      selected: selected, reselectPopsToRoot: reselectPopsToRoot),
    presented: presented)
}

/// `base` with `count` sheets presented one over the other: sheet `n` (from 1) shows
/// `DashboardRoute.details(id: n)` with `SettingsRoute.privacy` pushed in it.
///
/// - Precondition: `base` presents nothing.
func stacking(sheets count: Int, over base: NavigationState) -> NavigationState {
  var top: PresentedLayer?
  for id in stride(from: count, through: 1, by: -1) {
    top = PresentedLayer(
      .sheet,
      state: NavigationState(
        root: DashboardRoute.details(id: id), path: [SettingsRoute.privacy], presented: top))
  }
  var state = base
  state.presented = top
  return state
}
