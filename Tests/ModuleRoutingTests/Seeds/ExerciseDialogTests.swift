import ModuleRouting
import XCTest

/// Seed 003's alert and dialog as values, chosen through the router with no UI.
@MainActor
final class ExerciseDialogTests: IssueRecordingTestCase {
  private let swim = Exercise(id: 1, title: "Morning swim", distance: 1.5, type: .swimming)
  private let run = Exercise(id: 2, title: "Park run", distance: 5, type: .running)

  private func content(_ model: ExercisesModel) throws -> DialogContent? {
    try model.app.topDialog(using: model.dialogs())
  }

  func testDeleteAlert_namesTheExerciseAndItsDistance_andDeleteRemovesIt() async throws {
    let model = ExercisesModel(exercises: [swim, run])
    model.deleteButtonTapped(swim)
    let alert = try XCTUnwrap(content(model))
    XCTAssertEqual(alert.title, "Delete Morning swim?")
    XCTAssertEqual(alert.message, "Its 1.5 km will be lost.")
    XCTAssertEqual(alert.buttons.map(\.title), ["Delete", "Cancel"])
    XCTAssertEqual(alert.buttons.map(\.role), [.destructive, .cancel])
    XCTAssertEqual(model.app.choose(alert.buttons[0]), .applied)
    XCTAssertEqual(model.exercises, [run])
    XCTAssertNil(model.destination)
  }

  func testCancel_closesTheAlertAndKeepsTheExercise() async throws {
    let model = ExercisesModel(exercises: [swim, run])
    model.deleteButtonTapped(run)
    let alert = try XCTUnwrap(content(model))
    XCTAssertEqual(alert.message, "Its 5 km will be lost.")
    XCTAssertEqual(model.app.choose(alert.buttons[1]), .applied)
    XCTAssertEqual(model.exercises, [swim, run])
    XCTAssertNil(model.destination)
  }

  func testTypeDialog_offersEveryTypeButTheCurrentOne() async throws {
    let model = ExercisesModel(exercises: [swim, run])
    model.changeTypeButtonTapped(swim)
    let dialog = try XCTUnwrap(content(model))
    XCTAssertEqual(dialog.title, "Change exercise type")
    XCTAssertEqual(dialog.buttons.map(\.title), ["Cycling", "Running", "Walking", "Cancel"])
    model.app.choose(dialog.buttons[2])
    XCTAssertEqual(model.exercises.map(\.type), [.walking, .running])
    model.changeTypeButtonTapped(run)
    XCTAssertEqual(
      try XCTUnwrap(content(model)).buttons.map(\.title),
      ["Cycling", "Swimming", "Walking", "Cancel"])
  }

  func testButtonWithCommands_runsThemInTheSameChangeAsTheClosing() async throws {
    let model = ExercisesModel(exercises: [swim])
    model.deleteButtonTapped(swim)
    let button = DialogButton("Edit instead", action: .commands([.push(ExerciseRoute.edit(id: 1))]))
    let changes = ChangeCounter { _ = model.app.state }
    XCTAssertEqual(model.app.choose(button), .applied)
    XCTAssertEqual(
      model.app.state, NavigationState(root: ExerciseRoute.list, path: [ExerciseRoute.edit(id: 1)]))
    XCTAssertEqual(changes.count, 1)
  }

  func testChoose_withNoAlertOnTop_isRefused() async throws {
    let model = ExercisesModel(exercises: [swim])
    XCTAssertEqual(model.app.choose(DialogButton("OK")), .refused(.nothingPresented))
    model.addExerciseButtonTapped()
    XCTAssertEqual(model.app.choose(DialogButton("OK")), .refused(.nothingPresented), "a sheet")
    XCTAssertEqual(issues.recorded.count, 2)
  }

  // MARK: Buttons belong to their dialog

  /// A kept button of a delete alert that went, chosen while a change-type dialog is up, is
  /// refused: the dialog stays, and nothing is deleted.
  func testAKeptButtonOfAnAlertThatWent_isRefused_whileAnotherDialogIsUp() async throws {
    let model = ExercisesModel(exercises: [swim, run])
    model.deleteButtonTapped(swim)
    let alert = try model.app.dialog(over: .root, using: model.dialogs())
    let delete = alert.buttons[0]
    XCTAssertEqual(model.app.choose(alert.buttons[1]), .applied, "cancelled")
    model.changeTypeButtonTapped(swim)
    let shown = model.app.state

    XCTAssertEqual(model.app.choose(delete), .refused(.buttonOfAnotherDialog("Delete")))
    XCTAssertEqual(model.app.state, shown, "the change-type dialog is still up")
    XCTAssertEqual(model.exercises, [swim, run], "nothing was deleted")
    XCTAssertEqual(issues.recorded, [.refused(.buttonOfAnotherDialog("Delete"))])
    let dialog = try model.app.dialog(over: .root, using: model.dialogs())
    XCTAssertEqual(model.app.choose(dialog.buttons[2]), .applied, "its own buttons still work")
    XCTAssertEqual(model.exercises.map(\.type), [.walking, .running])
  }

  /// The same alert presented again at the same place is another presentation: the first
  /// one's buttons are refused, the new one's work.
  func testTheSameAlertPresentedAgain_refusesTheFirstOnesButtons() async throws {
    let model = ExercisesModel(exercises: [swim, run])
    model.deleteButtonTapped(swim)
    let first = try model.app.dialog(over: .root, using: model.dialogs())
    model.app.choose(first.buttons[1])
    model.deleteButtonTapped(swim)
    let second = try model.app.dialog(over: .root, using: model.dialogs())

    XCTAssertEqual(first.buttons.map(\.title), second.buttons.map(\.title))
    XCTAssertEqual(model.app.choose(first.buttons[0]), .refused(.buttonOfAnotherDialog("Delete")))
    XCTAssertEqual(model.exercises, [swim, run])
    XCTAssertEqual(model.app.choose(second.buttons[0]), .applied)
    XCTAssertEqual(model.exercises, [run])
  }

  /// With no alert or dialog up, there is none on top, and asking over the root says why.
  func testNoDialogPresented_givesNoContent_andAskingOverTheRootSaysWhy() async throws {
    let model = ExercisesModel(exercises: [swim])
    XCTAssertNil(try model.app.topDialog(using: model.dialogs()))
    XCTAssertThrowsError(try model.app.dialog(over: .root, using: model.dialogs())) {
      XCTAssertEqual($0 as? DialogError, .noDialog(over: .root))
    }
  }
}
