import ModuleRouting

/// Prints a session step by step: what was called, what became of it, and where the app is.
///
/// Each step prints aligned lines: the call, any issue the library reported or note the step
/// made while it ran, the result, the screen on top, and the whole state tree:
///
/// ```
/// 15. Settings presents "edit profile" in a sheet with its own stack
///     call    settings.editProfile()
///     result  applied
///     screen  Settings › Edit profile: name, email, photo
///     state   Demo.AppRoute.main
///               tab Demo.MainTab.home
///                 Dashboard.DashboardRoute.home
///                   › Dashboard.DashboardRoute.items
///                   › Dashboard.DashboardRoute.details(id: 7)
///               tab Demo.MainTab.settings (selected)
///                 Settings.SettingsRoute.main
///                   › Settings.SettingsRoute.privacy
///                   sheet
///                     Settings.SettingsRoute.editProfile
/// ```
@MainActor
final class Transcript {
  /// The router whose state is printed after each step.
  let app: AppRouter
  /// The registry that resolves the screen on top.
  let screens: DestinationRegistry<String>
  /// The number of the last step printed.
  private var stepNumber = 0

  /// A transcript of `app`'s session, showing screens from `screens`.
  ///
  /// - Parameters:
  ///   - app: The router whose state is printed.
  ///   - screens: The registry that resolves the screen on top.
  init(app: AppRouter, screens: DestinationRegistry<String>) {
    self.app = app
    self.screens = screens
  }

  /// Prints a step that calls nothing, such as the launch.
  ///
  /// - Parameter title: What the step shows.
  /// - Throws: ``DestinationError`` when the route on top has no screen.
  func show(_ title: String) throws(DestinationError) {
    printTitle(title)
    try printWhereTheAppIs()
  }

  /// Runs one navigation call and prints it, its result, and where the app is after it.
  ///
  /// - Parameters:
  ///   - title: What the step does.
  ///   - call: The call as written in the code, for the reader.
  ///   - action: The call itself.
  /// - Throws: ``DestinationError`` when the route on top has no screen.
  func step(
    _ title: String, _ call: String, _ action: () -> NavigationResult
  ) throws(DestinationError) {
    printTitle(title)
    Self.printLine("call", call)
    let result = action()
    Self.printLine("result", "\(result)")
    try printWhereTheAppIs()
  }

  /// Prints something a step did besides navigating, in line with the step.
  ///
  /// - Parameter text: What happened.
  func note(_ text: String) {
    Self.printLine("note", text)
  }

  /// Prints an issue the library reported, in line with the step that caused it.
  ///
  /// - Parameter issue: The issue, from ``NavigationIssue/handler``.
  static func printIssue(_ issue: NavigationIssue) {
    printLine("issue", "\(issue)")
  }

  private func printTitle(_ title: String) {
    stepNumber += 1
    let number = String(stepNumber)
    print(String(repeating: " ", count: max(0, 2 - number.count)) + number + ". " + title)
  }

  private func printWhereTheAppIs() throws(DestinationError) {
    Self.printLine("screen", try screens.screen(for: app.state.top))
    Self.printLine("state", app.state.description)
    print()
  }

  /// Prints `text` after a label column; the text's further lines line up under its first.
  private static func printLine(_ label: String, _ text: String) {
    let margin = "    "
    let labelWidth = 8
    let padding = String(repeating: " ", count: labelWidth - label.count)
    let continuation = "\n" + margin + String(repeating: " ", count: labelWidth)
    let body = text.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: continuation)
    print(margin + label + padding + body)
  }
}
