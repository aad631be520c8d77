import ModuleRouting

/// Prints a session step by step: what was called, what became of it, and where the app is.
///
/// Each step prints aligned lines: the call, any issue the library reported or note the step
/// made while it ran (such as the outcome of a flow or a screen's result that the step ended),
/// the result, the screen on top, and the whole state tree:
///
/// ```
/// 24. The picker completes with teal: the sheet closes, Settings shows the theme
///     call    picker.pick("teal")
///     note    theme picker: finished(teal)
///     result  applied
///     screen  Settings › Account, Notifications, Privacy, Theme (teal), Sign out
///     state   Demo.AppRoute.main
///               tab Demo.MainTab.home
///                 Dashboard.DashboardRoute.home
///                   › Dashboard.DashboardRoute.items
///                   › Dashboard.DashboardRoute.details(id: 7)
///               tab Demo.MainTab.settings (selected)
///                 Settings.SettingsRoute.main
/// ```
///
/// A call that waits for the user — a flow, a screen that hands a value back — is started by
/// one step, which prints `result  waiting` and the flow's first screen, and ended by a later
/// one, which prints its outcome.
@MainActor
final class Transcript {
  /// The router whose state is printed after each step.
  let app: AppRouter
  /// The app's catalog, which builds the screen or the alert on top.
  let catalog: RouteCatalog<String>
  /// The number of the last step printed.
  private var stepNumber = 0

  /// A transcript of `app`'s session, showing screens and alerts as `catalog` declares them.
  ///
  /// - Parameters:
  ///   - app: The router whose state is printed.
  ///   - catalog: The app's catalog, which builds the screen or the alert on top.
  init(app: AppRouter, catalog: RouteCatalog<String>) {
    self.app = app
    self.catalog = catalog
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
    try printOutcome(of: action())
  }

  /// Runs one navigation call, then prints `note` if it has something to say, such as the
  /// request a guard kept to resume.
  ///
  /// - Parameters:
  ///   - title: What the step does.
  ///   - call: The call as written in the code, for the reader.
  ///   - note: What to note after the call; `nil` for nothing.
  ///   - action: The call itself.
  /// - Throws: ``DestinationError`` when the route on top has no screen.
  func step(
    _ title: String, _ call: String, noting note: @autoclosure () -> String?,
    _ action: () -> NavigationResult
  ) throws(DestinationError) {
    printTitle(title)
    Self.printLine("call", call)
    let result = action()
    if let text = note() { self.note(text) }
    try printOutcome(of: result)
  }

  /// Runs the same call twice in a row, as a double tap does, and prints each call and its
  /// result, then where the app is.
  ///
  /// - Parameters:
  ///   - title: What the step does.
  ///   - call: The call as written in the code, for the reader.
  ///   - action: The call itself.
  /// - Throws: ``DestinationError`` when the route on top has no screen.
  func stepTwice(
    _ title: String, _ call: String, _ action: () -> NavigationResult
  ) throws(DestinationError) {
    printTitle(title)
    for _ in 0..<2 {
      Self.printLine("call", call)
      Self.printLine("result", "\(action())")
    }
    try printWhereTheAppIs()
  }

  /// Runs a call that answers no navigation result, such as dropping the request a leave
  /// guard holds, and prints it, what `note` says after it, and where the app is.
  ///
  /// - Parameters:
  ///   - title: What the step does.
  ///   - call: The call as written in the code, for the reader.
  ///   - note: What to note after the call.
  ///   - action: The call itself.
  /// - Throws: ``DestinationError`` when the route on top has no screen.
  func step(
    _ title: String, _ call: String, noting note: @autoclosure () -> String,
    _ action: () -> Void
  ) throws(DestinationError) {
    printTitle(title)
    Self.printLine("call", call)
    action()
    self.note(note())
    try printWhereTheAppIs()
  }

  /// Starts a call that waits for the user — a flow, a screen that hands a value back — and
  /// prints where the app is once its first screen shows.
  ///
  /// The call runs in a task, which prints how the call ended as a note, `name: outcome`; pass
  /// the task to the step that ends the call, ``step(_:_:ending:_:)``.
  ///
  /// - Parameters:
  ///   - title: What the step does.
  ///   - call: The call as written in the code, for the reader.
  ///   - note: Something to print after the call, such as which variant of a flow runs.
  ///   - name: What the outcome's note calls the call.
  ///   - action: The call itself.
  /// - Returns: The task waiting for the call's outcome.
  /// - Throws: ``DestinationError`` when the route on top has no screen.
  func start<Value>(
    _ title: String, _ call: String, note: String? = nil, outcome name: String,
    _ action: @escaping @MainActor () async -> FlowOutcome<Value>
  ) async throws(DestinationError) -> Task<Void, Never> {
    printTitle(title)
    Self.printLine("call", call)
    if let note { self.note(note) }
    let before = app.state
    let waiting = Task { self.note("\(name): \(await action())") }
    // The task runs until it waits for the user: its first screen is then in the state. Yield
    // until it is, rather than count on when the task is scheduled.
    for _ in 0..<1_000 where app.state == before {
      await Task.yield()
    }
    Self.printLine("result", "waiting")
    try printWhereTheAppIs()
    return waiting
  }

  /// Runs one navigation call that ends a call started with ``start(_:_:note:outcome:_:)``,
  /// and prints it, the outcome of the call it ended, its result, and where the app is after
  /// it.
  ///
  /// - Parameters:
  ///   - title: What the step does.
  ///   - call: The call as written in the code, for the reader.
  ///   - waiting: The task waiting for the outcome of the call this step ends.
  ///   - action: The call itself.
  /// - Throws: ``DestinationError`` when the route on top has no screen.
  func step(
    _ title: String, _ call: String, ending waiting: Task<Void, Never>,
    _ action: () -> NavigationResult
  ) async throws(DestinationError) {
    printTitle(title)
    Self.printLine("call", call)
    let result = action()
    await waiting.value
    try printOutcome(of: result)
  }

  /// Runs a call that reads something from outside — saved data — before it navigates, and
  /// prints it, what it noted, its result or, when the input could not be read, the error, and
  /// where the app is after it.
  ///
  /// - Parameters:
  ///   - title: What the step does.
  ///   - call: The call as written in the code, for the reader.
  ///   - action: The call itself, given a function that prints a note.
  /// - Returns: The error the call threw, or `nil` when it navigated.
  /// - Throws: ``DestinationError`` when the route on top has no screen.
  func step<Failure: Error>(
    _ title: String, _ call: String,
    reading action: (_ note: (String) -> Void) throws(Failure) -> NavigationResult
  ) throws(DestinationError) -> Failure? {
    printTitle(title)
    Self.printLine("call", call)
    let result: NavigationResult
    do throws(Failure) {
      result = try action(note)
    } catch {
      Self.printLine("error", "\(error)")
      try printWhereTheAppIs()
      return error
    }
    try printOutcome(of: result)
    return nil
  }

  /// Prints something a step did besides navigating, in line with the step.
  ///
  /// - Parameter text: What happened.
  func note(_ text: String) {
    Self.printLine("note", text)
  }

  /// Prints the events the router sent during the session, one line each, after the steps.
  ///
  /// - Parameter lines: Each event's description, in the order they were sent.
  func printEvents(_ lines: [String]) {
    print("Events, as app.events() delivered them to a task subscribed at launch:")
    for line in lines {
      print("    " + line)
    }
    if lines.isEmpty { print("    none") }
  }

  /// Prints the screens that came into view, as `ScreenViews` told them.
  ///
  /// - Parameter lines: One line per screen, from ``ScreenViewLog``.
  func printScreenViews(_ lines: [String]) {
    print("\nScreens on view, as one ScreenViews on the router told analytics:")
    for line in lines {
      print("    " + line)
    }
    if lines.isEmpty { print("    none") }
  }

  /// Prints the link of the state the steps left, after them.
  ///
  /// - Parameter link: What `links.link(for:)` gave for the screen on top, or why it could not.
  func printLink(_ link: String) {
    print("The link to share the screen on top, links.link(for: app.state.top):")
    print("    " + link)
    print()
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

  private func printOutcome(of result: NavigationResult) throws(DestinationError) {
    Self.printLine("result", "\(result)")
    try printWhereTheAppIs()
  }

  /// Prints the screen or the alert on top, built as the app builds it, and the whole state
  /// tree.
  private func printWhereTheAppIs() throws(DestinationError) {
    let state = app.state
    if let dialog = try? app.topDialog(using: catalog) {
      let kind = state.topLayer?.style == .alert ? "Alert" : "Dialog"
      let buttons = dialog.buttons.map { " [\($0.title)]" }.joined()
      Self.printLine("screen", "\(kind): \(dialog.title)\(buttons)")
    } else {
      Self.printLine("screen", try catalog.screens.screen(state.topScreen, in: state) ?? "none")
    }
    Self.printLine("state", state.description)
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
