import NavCore
import TestFixtures
import XCTest

final class PresentedLayerTests: XCTestCase {
  private let sheet = PresentedLayer(
    .sheet, state: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]))

  func testInit_withARoute_showsItWithNothingPushed() {
    let layer = PresentedLayer(AuthRoute.login, style: .popover)

    XCTAssertEqual(layer.route, AnyRoute(AuthRoute.login))
    XCTAssertEqual(layer.style, .popover)
    XCTAssertEqual(layer.state, NavigationState(root: AuthRoute.login))
    XCTAssertEqual(layer, PresentedLayer(.popover, state: NavigationState(root: AuthRoute.login)))
  }

  func testRoute_isTheRootOfTheLayersState() {
    XCTAssertEqual(sheet.route, AnyRoute(SettingsRoute.main))
  }

  func testMutatingACopysState_leavesTheOriginalUnchanged() {
    for depth in 0..<10 {
      var copy = sheet
      copy.state.path.append(contentsOf: detailsPath(depth: depth + 1))

      XCTAssertEqual(
        sheet.state, NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]))
      XCTAssertEqual(copy.state.path.count, depth + 2)
      XCTAssertNotEqual(copy, sheet)
    }
  }

  func testMutatingACopysStyle_leavesTheOriginalUnchanged() {
    var copy = sheet
    copy.style = .fullScreenCover

    XCTAssertEqual(sheet.style, .sheet)
    XCTAssertEqual(copy.style, .fullScreenCover)
    XCTAssertEqual(copy.state, sheet.state)
    XCTAssertNotEqual(copy, sheet)
  }

  func testMutatingALayerInsideACopiedTree_leavesTheOriginalTreeUnchanged() {
    let original = stacking(sheets: 3, over: NavigationState(root: DashboardRoute.home))
    var copy = original
    copy.presented?.state.presented?.state.presented?.state.path.append(AuthRoute.login)
    copy.presented?.state.presented?.style = .popover

    XCTAssertEqual(original, stacking(sheets: 3, over: NavigationState(root: DashboardRoute.home)))
    XCTAssertEqual(
      copy[stack: StackAddress.presented.presented.presented]?.path,
      [SettingsRoute.privacy, AuthRoute.login])
    XCTAssertEqual(copy.presented?.state.presented?.style, .popover)
  }

  func testEquality_layersBuiltApart_compareAndHashEqual() {
    let other = PresentedLayer(
      .sheet, state: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]))

    XCTAssertEqual(other, sheet)
    XCTAssertEqual(other.hashValue, sheet.hashValue)
    XCTAssertEqual(Set([other, sheet]).count, 1)
  }

  func testEquality_differentStylesOrStates_compareUnequal() {
    XCTAssertNotEqual(
      sheet,
      PresentedLayer(
        .fullScreenCover,
        state: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])))
    XCTAssertNotEqual(sheet, PresentedLayer(SettingsRoute.main, style: .sheet))
  }

  func testEquality_aCopyChangedBackToTheOriginal_comparesEqual() {
    var copy = sheet
    copy.state.path.append(AuthRoute.login)
    copy.state.path.removeLast()

    XCTAssertEqual(copy, sheet)
  }
}
