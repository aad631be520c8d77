import NavCore

/// A flow of screens with a result: onboarding that reports whether the user finished it, a
/// checkout that returns an order.
///
/// A coordinator's ``start(_:)`` returns the commands that show its first screens; the router
/// applies them and keeps the coordinator for as long as those screens are in the state. The
/// coordinator drives the flow through the ``FlowHandle`` it is given, and ends it with
/// ``FlowHandle/finish(with:fileID:line:)``. If anything else removes the flow's screens — a
/// swipe back, a dismissal, a switch of root — the flow ends as cancelled.
///
/// ```swift
/// @MainActor final class OnboardingFlow: Coordinator {
///   typealias Result = Bool
///   private var flow: FlowHandle<Bool>?
///   func start(_ flow: FlowHandle<Bool>) -> [NavigationCommand] {
///     self.flow = flow
///     return [.push(OnboardingRoute.welcome)]
///   }
///   func accept() { flow?.finish(with: true) }
/// }
///
/// let outcome = await app.run(OnboardingFlow())  // .finished(true), or .cancelled
/// ```
///
/// Choosing a coordinator at run time is plain Swift, `any Coordinator<Bool>`: the strategy of
/// an A/B test.
@MainActor
public protocol Coordinator<Result>: AnyObject {
  /// What the flow produces when it finishes.
  associatedtype Result: Sendable

  /// Returns the commands that show the flow's first screens: a push, a presentation, or a
  /// whole new tree.
  ///
  /// - Parameter flow: The handle the coordinator keeps to drive and finish the flow; it holds
  ///   the router weakly.
  func start(_ flow: FlowHandle<Result>) -> [NavigationCommand]
}
