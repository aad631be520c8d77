import ModuleRouting
import TestFixtures
import XCTest

/// A thousand flows, started and ended every way, leave nothing behind: coordinators, their
/// handles and the screen models they made are all released.
@MainActor
final class FlowLeakTests: IssueRecordingTestCase {
  private final class ScreenModel {}

  private struct Weak {
    weak var coordinator: ScriptedFlow?
    weak var handle: FlowHandle<String>?
    weak var model: ScreenModel?
  }

  func testThousandFlowsOneAfterAnother_leaveNothingBehind() async {
    let app = AppRouter(root: DashboardRoute.home)
    let log = OutcomeLog()
    var references: [Weak] = []
    for index in 0..<1_000 {
      let flow = app.startScripted("\(index)", [.push(DashboardRoute.details(id: index))], log: log)
      let model = app.object(for: app.state.topScreen) { ScreenModel() }
      references.append(Weak(coordinator: flow, handle: flow.handle, model: model))
      if index.isMultiple(of: 3) {
        let child = ScriptedFlow([.present(SheetRoute.edit(id: index), style: .sheet)])
        flow.handle?.start(child, onEnd: log.record("child \(index)"))
        let childModel = app.object(for: app.state.topScreen) { ScreenModel() }
        references.append(Weak(coordinator: child, handle: child.handle, model: childModel))
      }
      if index.isMultiple(of: 2) {
        flow.handle?.finish(with: "\(index)")
      } else {
        app.setPresented(nil, at: .root)
        app.path = []
      }
    }
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(log.entries.count, 1_000 + 334)
    XCTAssertEqual(log.entries.filter { $0.hasSuffix("cancelled") }.count, 500 + 334)
    assertReleased(references)
  }

  func testThousandNestedFlows_endedByOneSwipeBack_childrenFirst() async {
    let app = AppRouter(root: DashboardRoute.home)
    let log = OutcomeLog()
    var references: [Weak] = []
    var parent: ScriptedFlow?
    for index in 0..<1_000 {
      let flow = ScriptedFlow([.push(DashboardRoute.details(id: index))])
      if let handle = parent?.handle {
        handle.start(flow, onEnd: log.record("\(index)"))
      } else {
        app.start(flow, onEnd: log.record("\(index)"))
      }
      let model = app.object(for: app.state.topScreen) { ScreenModel() }
      references.append(Weak(coordinator: flow, handle: flow.handle, model: model))
      parent = index.isMultiple(of: 10) ? nil : flow
    }
    parent = nil
    XCTAssertEqual(app.path.count, 1_000)
    app.path = []
    XCTAssertEqual(log.entries, (0..<1_000).reversed().map { "\($0): cancelled" })
    assertReleased(references)
  }

  private func assertReleased(
    _ references: [Weak], file: StaticString = #filePath, line: UInt = #line
  ) {
    let alive = references.filter { $0.coordinator != nil || $0.handle != nil || $0.model != nil }
    XCTAssertEqual(
      alive.count, 0, "\(alive.count) of \(references.count) still alive", file: file, line: line)
  }
}
