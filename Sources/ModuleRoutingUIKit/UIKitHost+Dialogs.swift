#if canImport(UIKit) && !os(watchOS)
  import ModuleRouting
  import Observation
  import UIKit

  extension UIKitHost {
    /// The controller of an alert's or a dialog's layer at `stack`: the catalog's screen for
    /// `route` when it declares one; else a `UIAlertController` built from the dialog the
    /// catalog declares, read through the router so each action chooses its own button
    /// (`AppRouter.choose(_:)`), which closes the layer and runs what the button says.
    func dialogController(
      for route: AnyRoute, at stack: StackAddress, style: PresentationStyle
    ) -> UIViewController {
      let screen = ScreenID(stack: stack, depth: 0)
      // The router's dialog is read only while the router presents this very route there.
      guard !catalog.screens.hasScreen(for: route), let presenter = stack.parent,
        app.presented(at: presenter)?.route == route,
        let content = try? app.dialog(over: presenter, using: catalog)
      else { return self.screen(for: route, at: screen) }
      let alert = UIAlertController(
        title: content.title, message: content.message,
        preferredStyle: style == .alert ? .alert : .actionSheet)
      for button in content.buttons {
        alert.addAction(
          UIAlertAction(title: button.title, style: UIAlertAction.Style(button.role)) {
            [app] _ in app.choose(button)
          })
      }
      return alert
    }

    /// Presents the question a leave guard holds a request on, whenever one is held, as an
    /// alert from the stack that asks it (`ShownTree.heldLeavePresenter()`): Leave confirms
    /// the held request, Stay cancels it. A question answered elsewhere is taken off screen.
    func followHeldLeave() {
      withObservationTracking {
        _ = app.pendingLeave
      } onChange: { [weak self] in
        Task { @MainActor in self?.followHeldLeave() }
      }
      askHeldLeave()
    }

    /// Shows the question held now, or takes off screen one no longer held; called as the
    /// held leave changes and after each update, when a presentation UIKit refused may be made.
    func askHeldLeave() {
      let asked = app.pendingLeave
      if let question, !Self.same(question.asked, asked) {
        question.alert.dismiss(animated: animates)
        self.question = nil
      }
      // UIKit refuses a presentation from a controller already presenting, or out of the
      // window: the question waits, and is asked again once the host's update ends.
      guard let asked, question == nil, let address = ShownTree(app).heldLeavePresenter(),
        let presenter = container(at: address), presenter.presentedViewController == nil,
        presenter.view.window != nil
      else { return }
      let alert = UIAlertController(title: asked.message, message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "Leave", style: .destructive) { [weak self] _ in
          self?.question = nil
          self?.app.confirmLeave()
        })
      alert.addAction(
        UIAlertAction(title: "Stay", style: .cancel) { [weak self] _ in
          self?.question = nil
          self?.app.cancelLeave()
        })
      question = (asked, alert)
      presenter.present(alert, animated: animates)
    }

    /// Whether `asked` is still the question `shown` asks: the same words about the same request.
    private static func same(_ shown: PendingLeave, _ asked: PendingLeave?) -> Bool {
      guard let asked else { return false }
      return shown.message == asked.message && shown.request.commands == asked.request.commands
    }
  }

  extension UIAlertAction.Style {
    /// The UIKit style of a dialog button's role.
    init(_ role: DialogButton.Role?) {
      switch role {
      case nil: self = .default
      case .cancel?: self = .cancel
      case .destructive?: self = .destructive
      }
    }
  }
#endif
