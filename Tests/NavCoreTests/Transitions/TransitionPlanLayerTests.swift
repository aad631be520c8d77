import NavCore
import TestFixtures
import XCTest

/// Plans through presented layers: layers over layers, a layer updated in place when its
/// style and shape match, alerts and dialogs.
final class TransitionPlanLayerTests: XCTestCase {
  private let home = NavigationState(root: DashboardRoute.home)

  /// The home stack presenting `layer`.
  private func home(presenting layer: PresentedLayer?, path: RoutePath = []) -> NavigationState {
    NavigationState(root: DashboardRoute.home, path: path, presented: layer)
  }

  /// A layer of `style` showing `route` with `path` pushed, presenting `above`.
  private func layer(
    _ style: PresentationStyle, _ route: SheetRoute, path: RoutePath = [],
    presenting above: PresentedLayer? = nil
  ) -> PresentedLayer {
    PresentedLayer(style, state: NavigationState(root: route, path: path, presented: above))
  }

  func testNestedLayers_presentedOneAtATime_eachBuiltBeforeTheNext() {
    let alert = layer(.alert, .confirmDelete(id: 1))
    let cover = layer(.fullScreenCover, .edit(id: 1), path: [SettingsRoute.main], presenting: alert)
    let sheet = layer(.sheet, .add, path: [SettingsRoute.privacy], presenting: cover)

    assertSteps(
      from: home, to: home(presenting: sheet),
      are: [
        home,
        home(presenting: layer(.sheet, .add)),
        home(presenting: layer(.sheet, .add, path: [SettingsRoute.privacy])),
        home(
          presenting: layer(
            .sheet, .add, path: [SettingsRoute.privacy],
            presenting: layer(.fullScreenCover, .edit(id: 1)))),
        home(
          presenting: layer(
            .sheet, .add, path: [SettingsRoute.privacy],
            presenting: layer(.fullScreenCover, .edit(id: 1), path: [SettingsRoute.main]))),
        home(presenting: sheet),
      ])
  }

  func testALayerOfTheSameStyle_isUpdatedInPlace_thenPopped() {
    let start = home(presenting: layer(.sheet, .edit(id: 1), path: [SettingsRoute.privacy]))

    assertSteps(
      from: start, to: home(presenting: layer(.sheet, .edit(id: 2))),
      are: [
        start,
        home(presenting: layer(.sheet, .edit(id: 2), path: [SettingsRoute.privacy])),
        home(presenting: layer(.sheet, .edit(id: 2))),
      ])
  }

  func testAnAlertOverASheet_replacedByAnotherAlert_inPlace() {
    let start = home(
      presenting: layer(.sheet, .add, presenting: layer(.alert, .confirmDelete(id: 1))))
    let end = home(
      presenting: layer(.sheet, .add, presenting: layer(.alert, .confirmDelete(id: 2))))

    assertSteps(from: start, to: end, are: [start, end])
  }

  func testAnAlertReplacedByADialog_isDismissedThenTheDialogPresented() {
    let start = home(presenting: layer(.alert, .confirmDelete(id: 1)))
    let end = home(presenting: layer(.confirmationDialog, .confirmDelete(id: 1)))

    assertSteps(from: start, to: end, are: [start, home, end])
  }

  func testAnAlert_isDismissedBeforeThePushBeneathIt() {
    let start = home(presenting: layer(.alert, .confirmDelete(id: 1)))
    let end = home(presenting: nil, path: [SettingsRoute.main])

    assertSteps(from: start, to: end, are: [start, home, end])
  }

  func testASheetThatBecomesATabBar_isDismissedThenPresentedAgain() {
    let tabs = NavigationState(
      root: SheetRoute.add,
      tabs: TabGroup(
        [(InnerTab.first, NavigationState(root: SettingsRoute.main))], selected: InnerTab.first))
    let start = home(presenting: layer(.sheet, .add))
    let end = home(presenting: PresentedLayer(.sheet, state: tabs))

    assertSteps(from: start, to: end, are: [start, home, end])
  }

  func testTheLayerOverATabBar_isDismissedBeforeTheLayersInItsTabs() {
    let sheetInHome = home(presenting: layer(.sheet, .add))
    let start = tabBar(home: sheetInHome, presented: layer(.fullScreenCover, .edit(id: 1)))

    assertSteps(
      from: start, to: tabBar(),
      are: [start, tabBar(home: sheetInHome), tabBar()])
    assertSteps(
      from: start, to: tabBar(), options: .dismissalsAtOnce,
      are: [start, tabBar()])
  }

  func testAKeptLayer_keepsItsOwnLayersWhileADifferentOneAboveThemGoes() {
    let start = home(
      presenting: layer(
        .sheet, .add,
        presenting: layer(.fullScreenCover, .edit(id: 1), presenting: layer(.alert, .add))))
    let end = home(
      presenting: layer(.sheet, .add, presenting: layer(.fullScreenCover, .edit(id: 1))))

    assertSteps(from: start, to: end, are: [start, end])
  }
}
