#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// The buttons of an alert or a confirmation dialog, in order, each with its role; tapping
  /// one chooses it through the router (``AppRouter/choose(_:fileID:line:)``), which closes the
  /// layer and runs what the button says.
  struct DialogButtons: View {
    let content: DialogContent
    let app: AppRouter

    var body: some View {
      ForEach(content.buttons.indices, id: \.self) { index in
        let button = content.buttons[index]
        Button(role: button.role.map(ButtonRole.init)) {
          app.choose(button)
        } label: {
          Text(verbatim: button.title)
        }
      }
    }
  }

  extension ButtonRole {
    /// The SwiftUI role of a dialog button's role.
    init(_ role: DialogButton.Role) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
