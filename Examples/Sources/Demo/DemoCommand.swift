import Foundation

/// What `demo` was asked to do, read from its arguments.
///
/// ```
/// demo [--save FILE]   play the scripted session, then save its final state to FILE
/// demo open LINK       open a link in the app, signed in, and print the tree
/// demo restore FILE    restore a saved state in the app, signed in, and print the tree
/// ```
///
/// A plain value, `nonisolated` in this main-actor-by-default target so that anything — the
/// tests' synchronous methods among them — can read arguments with it.
nonisolated enum DemoCommand: Hashable {
  /// Plays the scripted session, then saves the final state to the file.
  case play(savingTo: String)
  /// Opens the link.
  case open(String)
  /// Restores the state saved in the file.
  case restore(String)

  /// The command `arguments` ask for, the program's name left out; `nil` for arguments that
  /// are not one of the forms in ``usage``.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program's name.
  ///   - defaultSave: Where the scripted session saves its final state without `--save`.
  init?(arguments: [String], defaultSave: String = DemoCommand.defaultSave) {
    guard let first = arguments.first else {
      self = .play(savingTo: defaultSave)
      return
    }
    guard arguments.count == 2 else { return nil }
    switch first {
    case "--save": self = .play(savingTo: arguments[1])
    case "open": self = .open(arguments[1])
    case "restore": self = .restore(arguments[1])
    default: return nil
    }
  }

  /// `demo-state.json` in the temporary directory, outside the repository.
  static var defaultSave: String {
    FileManager.default.temporaryDirectory.appendingPathComponent("demo-state.json").path
  }

  /// The links the README shows: a universal link to an item, a custom-scheme link to a
  /// guarded screen, and a typo.
  static let exampleLinks = [
    "https://shop.example/dashboard/items/7",
    "myapp://dashboard/billing",
    "https://shop.example/dashboard/biling",
  ]

  /// How to call the demo, with links to try.
  static var usage: String {
    """
    usage: demo [--save FILE]   play the scripted session, then save its final state to FILE
                                (by default \(defaultSave))
           demo open LINK       open LINK in the app, signed in, and print the tree
           demo restore FILE    restore the state saved in FILE, and print the tree
    links to try:
    """ + exampleLinks.map { "\n  '\($0)'" }.joined()
  }
}
