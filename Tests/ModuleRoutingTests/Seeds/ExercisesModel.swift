import ModuleRouting

/// Seed 003's exercise app, as a view model over `AppRouter`: the screen's one optional
/// destination is whatever layer is presented, and the model owns the add, delete and change
/// logic, so the whole flow is tested without a view.
struct Exercise: Hashable, Sendable, Identifiable {
  enum Mode: String, Hashable, Sendable, CaseIterable {
    case cycling, swimming, running, walking
  }

  var id: Int
  var title: String
  var distance: Double
  var type: Mode

  static func empty(id: Int) -> Exercise {
    Exercise(id: id, title: "", distance: 0, type: .running)
  }
}

/// The exercise screens.
enum ExerciseRoute: Hashable, Sendable {
  /// The list of exercises: the root.
  case list
  /// One exercise, pushed to edit it.
  case edit(id: Int)
}

/// What the list presents: a sheet with its own stack, an alert, a confirmation dialog.
enum ExerciseDestination: Hashable, Sendable {
  case add
  case remove(Exercise)
  case changeType(Exercise)
  /// The type picker, pushed inside the add sheet.
  case chooseType
}

@MainActor
final class ExercisesModel {
  private(set) var exercises: [Exercise]
  /// The exercise the add sheet is filling in.
  var draft = Exercise.empty(id: 0)
  let app: AppRouter

  init(exercises: [Exercise] = []) {
    self.exercises = exercises
    app = AppRouter(root: ExerciseRoute.list)
  }

  /// What the list presents, if anything: the topmost layer's route.
  var destination: ExerciseDestination? {
    app.state.layers.first?.route.value(as: ExerciseDestination.self)
  }

  var exerciseToRemove: Exercise? {
    if case .remove(let exercise)? = destination { exercise } else { nil }
  }

  var exerciseToUpdate: Exercise? {
    if case .changeType(let exercise)? = destination { exercise } else { nil }
  }

  var isAdding: Bool {
    destination == .add
  }

  var addExerciseButtonDisabled: Bool {
    draft.title.isEmpty || draft.distance == 0
  }

  /// The types the dialog offers: every type but the exercise's own.
  var typeOptions: [Exercise.Mode] {
    Exercise.Mode.allCases.filter { $0 != exerciseToUpdate?.type }
  }

  func addExerciseButtonTapped() {
    draft = Exercise.empty(id: (exercises.map(\.id).max() ?? 0) + 1)
    app.present(ExerciseDestination.add, style: .sheet)
  }

  func chooseTypeTapped() {
    app.navigate(to: ExerciseDestination.chooseType)
  }

  func typeChosen(_ type: Exercise.Mode) {
    draft.type = type
    app.pop()
  }

  func confirmAddButtonTapped() {
    guard isAdding, !addExerciseButtonDisabled else { return }
    exercises.append(draft)
    app.dismissAll()
  }

  func deleteButtonTapped(_ exercise: Exercise) {
    app.present(ExerciseDestination.remove(exercise), style: .alert)
  }

  func confirmDeleteButtonTapped() {
    guard let exercise = exerciseToRemove else { return }
    exercises.removeAll { $0.id == exercise.id }
    app.dismiss()
  }

  func changeTypeButtonTapped(_ exercise: Exercise) {
    app.present(ExerciseDestination.changeType(exercise), style: .confirmationDialog)
  }

  func confirmDialogButtonTapped(type: Exercise.Mode) {
    guard let exercise = exerciseToUpdate else { return }
    if let index = exercises.firstIndex(where: { $0.id == exercise.id }) {
      exercises[index].type = type
    }
    app.dismiss()
  }

  /// Cancel, in the sheet's toolbar or the alert's or dialog's cancel button.
  func dismissButtonTapped() {
    app.dismissAll()
  }

  /// The sheet swiped down, or an alert dismissed by the system: the binding writes `nil`.
  func destinationDismissedByTheSystem() {
    app.setPresented(nil, at: .root)
  }

  func removeExercise(id: Int) {
    exercises.removeAll { $0.id == id }
  }

  func changeType(of id: Int, to type: Exercise.Mode) {
    if let index = exercises.firstIndex(where: { $0.id == id }) { exercises[index].type = type }
  }

  func exerciseTapped(_ exercise: Exercise) {
    app.navigate(to: ExerciseRoute.edit(id: exercise.id))
  }
}

extension ExercisesModel {
  /// The destinations of the exercises screen, declared once: the add sheet and the type
  /// picker are screens, the alert and the dialog are values — what a UI adapter shows.
  func dialogs() throws -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "exercises")
    try catalog.add(ExerciseDestination.self) { [unowned self] destination, _ in
      switch destination {
      case .remove(let exercise):
        .dialog(
          DialogContent(
            title: "Delete \(exercise.title)?",
            message: "Its \(exercise.distance.formatted) km will be lost.",
            buttons: [
              DialogButton(
                "Delete", role: .destructive,
                action: .run { self.deleteConfirmedByTheAlert(exercise) }),
              DialogButton("Cancel", role: .cancel),
            ]))
      case .changeType(let exercise):
        .dialog(
          DialogContent(
            title: "Change exercise type",
            message: "Choose a new option for the exercise type.",
            buttons: typeOptions.map { type in
              DialogButton(
                type.rawValue.capitalized,
                action: .run { self.typeChosenInTheDialog(type, for: exercise) })
            } + [DialogButton("Cancel", role: .cancel)]))
      case .add, .chooseType:
        .screen("\(destination)")
      }
    }
    return catalog
  }

  /// The alert's Delete: the alert is already closed.
  fileprivate func deleteConfirmedByTheAlert(_ exercise: Exercise) {
    removeExercise(id: exercise.id)
  }

  fileprivate func typeChosenInTheDialog(_ type: Exercise.Mode, for exercise: Exercise) {
    changeType(of: exercise.id, to: type)
  }
}

extension Double {
  /// The number as a person writes it: `1.5`, `5`.
  fileprivate var formatted: String {
    self == rounded() ? String(Int(self)) : String(self)
  }
}
