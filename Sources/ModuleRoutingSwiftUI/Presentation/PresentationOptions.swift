#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// A layer's presentation options, as its route type declared them in the catalog
  /// (`RoutePresentation`): the heights a sheet rests at, its drag indicator, and what a
  /// popover becomes where the width is compact. Interactive dismissal is part of
  /// `ShownTree.allowsSwipingAway(layerOver:presentation:)`.
  struct PresentationOptions: ViewModifier {
    let options: RoutePresentation

    func body(content: Content) -> some View {
      detents(of: content)
        .presentationDragIndicator(dragIndicator)
        .presentationCompactAdaptation(compactAdaptation)
    }

    /// `content` resting at the declared heights, or at the host's default when none are.
    @ViewBuilder
    private func detents(of content: Content) -> some View {
      if options.detents.isEmpty {
        content
      } else {
        content.presentationDetents(Set(options.detents.map(Self.detent)))
      }
    }

    private static func detent(_ detent: RoutePresentation.Detent) -> PresentationDetent {
      switch detent {
      case .medium: .medium
      case .large: .large
      case .fraction(let fraction): .fraction(CGFloat(fraction))
      case .height(let height): .height(CGFloat(height))
      }
    }

    private var dragIndicator: Visibility {
      switch options.showsDragIndicator {
      case nil: .automatic
      case true?: .visible
      case false?: .hidden
      }
    }

    private var compactAdaptation: PresentationAdaptation {
      switch options.compactAdaptation {
      case .automatic: .automatic
      case .popover: .popover
      case .sheet: .sheet
      case .fullScreenCover: .fullScreenCover
      }
    }
  }
#endif
