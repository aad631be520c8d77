import ModuleRouting
import TestFixtures
import XCTest

/// `AppRouter` against ``FlatModel`` over long random sequences of every entry point with a
/// fixed seed: the same results and states, exactly one notification per change and none
/// otherwise, and each refusal reported once.
@MainActor
final class AppRouterModelTests: IssueRecordingTestCase {
  static let steps = 100_000

  func testRouter_matchesTheModel_overRandomSequences() async {
    var random = RandomCommands(seed: 0x5EED_0002)
    var step = 0
    while step < Self.steps {
      let app = AppRouter(root: random.route())
      var model = FlatModel(app.state)
      let exitCommands = ExitCommands()
      app.handleExits(SettingsExit.self) { _ in exitCommands.next }
      let changes = ChangeCounter { _ = app.state }
      for _ in 0..<random.int(in: 1...40) {
        step += 1
        let request = Request.random(&random)
        if case .exit(let commands) = request { exitCommands.next = commands }
        let before = model
        let expected = Result { () throws(NavigationRefusal) in try model.apply(request.commands) }
        let notifications = changes.count
        let recorded = issues.recorded.count
        let result = request.send(to: app)
        let expectedResult: NavigationResult =
          if case .failure(let refusal) = expected { .refused(refusal) } else { .applied }
        let expectedIssues: [NavigationIssue] =
          if case .refused(let refusal) = expectedResult { [.refused(refusal)] } else { [] }
        let expectedNotifications = model == before ? 0 : 1
        guard
          result == expectedResult, app.state == model.state,
          changes.count - notifications == expectedNotifications,
          Array(issues.recorded[recorded...]) == expectedIssues
        else {
          XCTFail(
            "step \(step): \(request) on \(before.state)\ngave \(result), \(app.state), "
              + "\(changes.count - notifications) notifications, "
              + "\(issues.recorded[recorded...])\nmodel: \(expectedResult), \(model.state)")
          return
        }
      }
    }
  }
}

/// One request through one of the router's entry points.
private enum Request: CustomStringConvertible {
  case navigate(AnyRoute)
  case pop(Int)
  case popTo(AnyRoute)
  case popToRoot
  case setRoot(AnyRoute)
  case command(NavigationCommand)
  case batch([NavigationCommand])
  case writePath(RoutePath)
  case exit([NavigationCommand])

  static func random(_ random: inout RandomCommands) -> Request {
    switch random.int(in: 0...11) {
    case 0, 1: .navigate(random.route())
    case 2, 3: .pop(random.popCount())
    case 4: .popTo(random.route())
    case 5: .popToRoot
    case 6: .setRoot(random.route())
    case 7: .command(random.command())
    case 8, 9: .batch(random.batch())
    case 10: .writePath(random.path())
    default: .exit(random.batch())
    }
  }

  /// What the request amounts to, for the model.
  var commands: [NavigationCommand] {
    switch self {
    case .navigate(let route): [.push(route)]
    case .pop(let count): [.pop(count: count)]
    case .popTo(let route): [.popTo(route)]
    case .popToRoot: [.popToRoot]
    case .setRoot(let route): [.setRoot(route)]
    case .command(let command): [command]
    case .batch(let commands), .exit(let commands): commands
    case .writePath(let path): [.setPath(path)]
    }
  }

  @MainActor
  func send(to app: AppRouter) -> NavigationResult {
    switch self {
    case .navigate(let route): return app.navigate(to: route)
    case .pop(let count): return app.pop(count: count)
    case .popTo(let route): return app.popTo(route)
    case .popToRoot: return app.popToRoot()
    case .setRoot(let route): return app.setRoot(route)
    case .command(let command): return app.perform(command)
    case .batch(let commands): return app.perform(commands)
    case .writePath(let path):
      app.path = path
      return .applied
    case .exit: return app.exit(SettingsExit.done)
    }
  }

  var description: String {
    switch self {
    case .writePath(let path): "app.path = \(path)"
    case .exit(let commands): "exit → \(commands)"
    default: "\(commands)"
    }
  }
}

/// The commands the next exit returns.
@MainActor
private final class ExitCommands {
  var next: [NavigationCommand] = []
}
