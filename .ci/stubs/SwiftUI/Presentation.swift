// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else
  // SwiftUI re-exports CoreGraphics, so `CGFloat` needs no import of its own: the iOS 18
  // interface (xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
  // iPhoneOS18.0.sdk/.../SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface, line 7) says
  // `@_exported import CoreGraphics`. Foundation holds `CGFloat` here.
  @_exported import Foundation

  // https://developer.apple.com/documentation/swiftui/anchor
  @frozen
  public struct Anchor<Value> {
    // https://developer.apple.com/documentation/swiftui/anchor/source
    @frozen
    public struct Source {}
  }

  extension Anchor.Source where Value == CGRect {
    // https://developer.apple.com/documentation/swiftui/anchor/source/bounds
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
  }

  // https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
  // (Only the case the popover modifier's default value uses.)
  public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
  }

  // https://developer.apple.com/documentation/swiftui/edge
  @frozen
  public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing
  }

  // https://developer.apple.com/documentation/swiftui/visibility
  @frozen
  public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
  }

  // https://developer.apple.com/documentation/swiftui/presentationdetent
  public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
  }

  // https://developer.apple.com/documentation/swiftui/presentationadaptation
  public struct PresentationAdaptation: Sendable {
    public static var automatic: PresentationAdaptation { PresentationAdaptation() }
    public static var none: PresentationAdaptation { PresentationAdaptation() }
    public static var popover: PresentationAdaptation { PresentationAdaptation() }
    public static var sheet: PresentationAdaptation { PresentationAdaptation() }
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation() }
  }

  extension View {
    // https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    nonisolated public func sheet<Item, Content>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { fatalError() }

    // https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    // Not on macOS.
    nonisolated public func fullScreenCover<Item, Content>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { fatalError() }

    // https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
    // Not on tvOS or watchOS.
    nonisolated public func popover<Item, Content>(
      item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { fatalError() }

    // https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    // iOS 15+; on the content of a sheet, a cover or a popover.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
      fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)
    // The Text-title overload (iOS 15+).
    nonisolated public func alert<A, M, T>(
      _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
      @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }

    // https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
    // The Text-title overload (iOS 15+).
    nonisolated public func confirmationDialog<A, M, T>(
      _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }

    // https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
    // iOS 16+, macOS 13+, tvOS 16+, watchOS 9+.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
      fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)
    // iOS 16+, macOS 13+, tvOS 16+, watchOS 9+.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
      fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)
    // iOS 16.4+, macOS 13.3+, tvOS 16.4+, watchOS 9.4+.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
      -> some View
    { fatalError() }
  }
#endif
