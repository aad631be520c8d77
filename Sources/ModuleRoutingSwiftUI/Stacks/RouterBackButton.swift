#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// The Back button of a pushed screen: the system's, with its swipe, when the router would pop
  /// the screen; otherwise the router's own, which asks the router, so a leave guard asks its
  /// question (`RoutedView` shows it) instead of the screen bouncing back after a swipe.
  ///
  /// The decision is `ShownTree.allowsSystemBack(at:)`. watchOS keeps the system's button: its
  /// toolbar has no place for another.
  struct RouterBackButton: ViewModifier {
    let address: StackAddress
    let context: RoutingContext

    func body(content: Content) -> some View {
      #if os(watchOS)
        content
      #else
        let tree = context.tree
        if tree.allowsSystemBack(at: address) {
          content
        } else {
          content
            .navigationBarBackButtonHidden(true)
            .toolbar {
              ToolbarItem(placement: .navigation) {
                Button("Back") { tree.goBack(at: address) }
              }
            }
        }
      #endif
    }
  }
#endif
