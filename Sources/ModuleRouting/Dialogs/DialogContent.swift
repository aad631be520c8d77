import NavCore

/// What an alert or a confirmation dialog shows, as a value: its title, its message and its
/// buttons, each with a role and what it does.
///
/// A module declares it in its catalog, beside its screens
/// (``RouteCatalog/addDialogs(_:key:formerKeys:links:content:)``); the router reads it with its
/// buttons bound to the layer (``AppRouter/topDialog(using:)``), which a UI adapter shows and a
/// test taps with no UI at all:
///
/// ```swift
/// try catalog.addDialogs(ExerciseAlert.self) { alert in
///   DialogContent(
///     title: "Delete \(alert.title)?", message: "\(alert.distance) km will be lost.",
///     buttons: [
///       DialogButton("Delete", role: .destructive, action: .run { model.confirmDelete() }),
///       DialogButton("Cancel", role: .cancel),
///     ])
/// }
/// ```
public struct DialogContent: Hashable, Sendable {
  /// The title.
  public var title: String
  /// The message under the title, if any.
  public var message: String?
  /// The buttons, in order.
  public var buttons: [DialogButton]

  /// An alert or a dialog showing `title`, `message` and `buttons`.
  public init(title: String, message: String? = nil, buttons: [DialogButton]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// One button of an alert or a dialog.
public struct DialogButton: Hashable, Sendable {
  /// A button's role, as the platform shows it.
  public enum Role: Hashable, Sendable {
    /// Cancels: shown apart, chosen by a dismissal.
    case cancel
    /// Destroys something: shown in red.
    case destructive
  }

  /// What a button does once the alert or dialog closes.
  public enum Action: Hashable, Sendable {
    /// Nothing more: the alert or dialog just closes.
    case dismiss
    /// These commands, in the same change as the closing.
    case commands([NavigationCommand])
    /// This function, after the closing.
    case run(DialogFunction)

    /// Runs `body` when the button is chosen.
    public static func run(_ body: @escaping @MainActor @Sendable () -> Void) -> Self {
      .run(DialogFunction(body))
    }
  }

  /// The button's title.
  public var title: String
  /// The button's role, or `nil` for a plain button.
  public var role: Role?
  /// What choosing it does.
  public var action: Action
  /// The alert or dialog the button was built for, when the router built it
  /// (``AppRouter/topDialog(using:)``, ``AppRouter/dialog(over:using:)``):
  /// ``AppRouter/choose(_:fileID:line:)`` refuses it once that layer is gone. Not compared: two buttons are equal by what they show and do.
  var layer: DialogLayer?

  /// A button titled `title`.
  public init(_ title: String, role: Role? = nil, action: Action = .dismiss) {
    self.title = title
    self.role = role
    self.action = action
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.role == rhs.role && lhs.action == rhs.action
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(role)
    hasher.combine(action)
  }
}

/// One presentation of an alert or a dialog: kept by the router as the object of the layer's
/// screen, so it goes when a request takes the layer away, and a layer presented again by a
/// later request, even with the same route at the same place, has another.
final class DialogLayer: Sendable {}

/// A button's function, compared by identity.
public struct DialogFunction: Hashable, Sendable {
  private let box: Box

  init(_ body: @escaping @MainActor @Sendable () -> Void) {
    box = Box(body)
  }

  @MainActor
  func callAsFunction() {
    box.body()
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(box))
  }

  private final class Box: Sendable {
    let body: @MainActor @Sendable () -> Void

    init(_ body: @escaping @MainActor @Sendable () -> Void) {
      self.body = body
    }
  }
}
