import ModuleRouting
import XCTest

/// Seed 003's flows, tested on the model and the navigation state, with no view.
@MainActor
final class ExerciseAppTests: IssueRecordingTestCase {
  private let swim = Exercise(id: 1, title: "Morning swim", distance: 1.5, type: .swimming)
  private let run = Exercise(id: 2, title: "Park run", distance: 5, type: .running)

  func testAddButton_presentsASheetWithItsOwnStack_andAddsTheExercise() async {
    let model = ExercisesModel()
    model.addExerciseButtonTapped()
    XCTAssertEqual(model.destination, .add)
    XCTAssertTrue(model.addExerciseButtonDisabled)

    model.draft.title = "New exercise"
    XCTAssertTrue(model.addExerciseButtonDisabled, "the distance is still 0")
    model.draft.distance = 1.5
    XCTAssertFalse(model.addExerciseButtonDisabled)

    model.chooseTypeTapped()
    XCTAssertEqual(
      model.app.state,
      NavigationState(
        root: ExerciseRoute.list,
        presented: PresentedLayer(
          .sheet,
          state: NavigationState(
            root: ExerciseDestination.add, path: [ExerciseDestination.chooseType]))))
    model.typeChosen(.cycling)
    model.confirmAddButtonTapped()

    XCTAssertEqual(
      model.exercises, [Exercise(id: 1, title: "New exercise", distance: 1.5, type: .cycling)])
    XCTAssertEqual(model.app.state, NavigationState(root: ExerciseRoute.list))
  }

  func testDeleteButton_presentsAnAlertWithTheExercise_andConfirmRemovesIt() async {
    let model = ExercisesModel(exercises: [swim, run])
    model.deleteButtonTapped(run)
    XCTAssertEqual(model.exerciseToRemove, run)
    XCTAssertEqual(model.app.state.topLayer?.style, .alert)
    XCTAssertEqual(model.app.state.presentedRoute(as: ExerciseDestination.self), .remove(run))
    model.confirmDeleteButtonTapped()
    XCTAssertEqual(model.exercises, [swim])
    XCTAssertEqual(model.app.state, NavigationState(root: ExerciseRoute.list))
  }

  func testChangeType_presentsADialogOfferingEveryOtherType_andConfirmUpdatesTheExercise() async {
    let model = ExercisesModel(exercises: [swim, run])
    model.changeTypeButtonTapped(swim)
    XCTAssertEqual(model.app.state.topLayer?.style, .confirmationDialog)
    XCTAssertEqual(model.typeOptions, [.cycling, .running, .walking])
    model.confirmDialogButtonTapped(type: .walking)
    XCTAssertEqual(model.exercises.map(\.type), [.walking, .running])
    XCTAssertNil(model.destination)
  }

  func testTappingAnExercise_pushesItsEditScreen() async {
    let model = ExercisesModel(exercises: [swim, run])
    model.exerciseTapped(run)
    XCTAssertEqual(
      model.app.state, NavigationState(root: ExerciseRoute.list, path: [ExerciseRoute.edit(id: 2)]))
    XCTAssertNil(model.destination)
  }

  func testCancelAndSwipeDown_dismissWithoutChangingTheList() async {
    let model = ExercisesModel(exercises: [swim])
    let opens: [(String, () -> Void)] = [
      (
        "add",
        {
          model.addExerciseButtonTapped()
          model.chooseTypeTapped()
        }
      ),
      ("remove", { model.deleteButtonTapped(self.swim) }),
      ("change type", { model.changeTypeButtonTapped(self.swim) }),
    ]
    for (name, open) in opens {
      for close in [model.dismissButtonTapped, model.destinationDismissedByTheSystem] {
        open()
        XCTAssertNotNil(model.destination, name)
        close()
        XCTAssertNil(model.destination, name)
        XCTAssertEqual(model.app.state, NavigationState(root: ExerciseRoute.list), name)
        XCTAssertEqual(model.exercises, [swim], name)
      }
    }
    XCTAssertEqual(issues.recorded, [])
  }

  func testConfirm_onAnExerciseNoLongerInTheList_changesNothingButDismisses() async {
    let model = ExercisesModel(exercises: [swim, run])
    model.changeTypeButtonTapped(swim)
    model.confirmDialogButtonTapped(type: .cycling)
    model.deleteButtonTapped(swim)
    model.confirmDeleteButtonTapped()
    XCTAssertEqual(
      model.exercises, [Exercise(id: 2, title: "Park run", distance: 5, type: .running)])

    let stale = ExercisesModel(exercises: [run])
    stale.deleteButtonTapped(swim)
    stale.confirmDeleteButtonTapped()
    stale.changeTypeButtonTapped(swim)
    stale.confirmDialogButtonTapped(type: .walking)
    XCTAssertEqual(stale.exercises, [run])
    XCTAssertEqual(stale.app.state, NavigationState(root: ExerciseRoute.list))
  }

  func testAlertAndDialog_areLeaves() async {
    let model = ExercisesModel(exercises: [swim])
    model.deleteButtonTapped(swim)
    XCTAssertEqual(model.app.navigate(to: ExerciseRoute.edit(id: 1)), .refused(.leafLayer(.alert)))
    XCTAssertEqual(
      model.app.present(ExerciseDestination.add, style: .sheet), .refused(.leafLayer(.alert)))
    XCTAssertEqual(model.exerciseToRemove, swim)
    XCTAssertEqual(issues.recorded, [.refused(.leafLayer(.alert)), .refused(.leafLayer(.alert))])
  }
}
