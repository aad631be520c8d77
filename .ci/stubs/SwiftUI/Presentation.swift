// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift for the interface
// text each declaration is checked against (xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk, SwiftUI.swiftinterface and
// SwiftUICore.swiftinterface). The overload families the layer's calls resolve among —
// `sheet`, `fullScreenCover`, `popover`, `alert`, `confirmationDialog` — are declared whole,
// `@_disfavoredOverload` included, so a call here picks among the same candidates as in the
// SDK (Linux ignores the iOS availability attributes, so it cannot tell an overload newer than
// the deployment target from the others; see `popover`).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else
  // SwiftUI re-exports CoreGraphics, so `CGFloat` needs no import of its own: the iOS 18
  // SwiftUI.swiftinterface says `@_exported import CoreGraphics` on line 7 (the first page,
  // where lines can be counted). Foundation holds `CGFloat` here.
  @_exported import Foundation

  // iOS 18 SwiftUICore.swiftinterface, page at offset 176000: `@frozen public struct
  // Anchor<Value> { ... @frozen public struct Source { ... } }`, `extension
  // SwiftUICore.Anchor.Source : Swift.Sendable where Value : Swift.Sendable {}` and `extension
  // SwiftUICore.Anchor : Swift.Sendable where Value : Swift.Sendable {}`.
  @frozen
  public struct Anchor<Value> {
    @frozen
    public struct Source {}
  }

  extension Anchor.Source: Sendable where Value: Sendable {}
  extension Anchor: Sendable where Value: Sendable {}

  extension Anchor.Source where Value == CGRect {
    // iOS 18 SwiftUI.swiftinterface, page at offset 1232000: `extension
    // SwiftUICore.Anchor.Source where Value == CoreFoundation.CGRect { public static func
    // rect(_ r: CoreFoundation.CGRect) -> SwiftUICore.Anchor<Value>.Source ; public static var
    // bounds: SwiftUICore.Anchor<CoreFoundation.CGRect>.Source { get } }`
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { Anchor<Value>.Source() }
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 416000: `@frozen public struct UnitPoint
  // : Swift.Hashable { public var x: CoreFoundation.CGFloat ; public var y:
  // CoreFoundation.CGFloat ; @inlinable public init() ; @inlinable public init(x:
  // CoreFoundation.CGFloat, y: CoreFoundation.CGFloat) ; public static let zero ... }` (the
  // other static points left out); page at offset 896000: `extension SwiftUICore.UnitPoint :
  // Swift.Sendable {}`.
  @frozen
  public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
      self.x = x
      self.y = y
    }
    public static let zero = UnitPoint()
    public static let center = UnitPoint(x: 0.5, y: 0.5)
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 656000: `public enum PopoverAttachmentAnchor
  // { case rect(SwiftUICore.Anchor<CoreFoundation.CGRect>.Source) ; case
  // point(SwiftUICore.UnitPoint) }` and `@available(*, unavailable) extension
  // SwiftUI.PopoverAttachmentAnchor : Swift.Sendable {}`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
  }

  @available(*, unavailable)
  extension PopoverAttachmentAnchor: Sendable {}

  // iOS 18 SwiftUICore.swiftinterface, page at offset 48000: `@frozen public enum Edge :
  // Swift.Int8, Swift.CaseIterable { case top, leading, bottom, trailing ... }`; page at offset
  // 864000: `extension SwiftUICore.Edge : Swift.Hashable {}`, `... : Swift.RawRepresentable
  // {}`, `... : Swift.Sendable {}`.
  @frozen
  public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing
  }

  extension Edge: Sendable {}

  // iOS 18 SwiftUI.swiftinterface, page at offset 288000: `@available(iOS 15.0, macOS 12.0,
  // tvOS 15.0, watchOS 8.0, *) @frozen public enum Visibility : Swift.Hashable,
  // Swift.CaseIterable { case automatic ; case visible ; case hidden ... }`; page at offset
  // 1344000: `extension SwiftUI.Visibility : Swift.Sendable {}`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @frozen
  public enum Visibility: Hashable, CaseIterable {
    case automatic
    case visible
    case hidden
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension Visibility: Sendable {}

  // iOS 18 SwiftUI.swiftinterface, page at offset 1104000: `@available(iOS 16.0, macOS 13.0,
  // tvOS 16.0, watchOS 9.0, *) public struct PresentationDetent : Swift.Hashable,
  // Swift.Sendable { public static let medium: SwiftUI.PresentationDetent ; public static let
  // large: SwiftUI.PresentationDetent ; public static func fraction(_ fraction:
  // CoreFoundation.CGFloat) -> SwiftUI.PresentationDetent ; public static func height(_ height:
  // CoreFoundation.CGFloat) -> SwiftUI.PresentationDetent ; ... }` (`custom(_:)` and `Context`
  // left out).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 1104000: `@available(iOS 16.4, macOS 13.3,
  // tvOS 16.4, watchOS 9.4, *) public struct PresentationAdaptation : Swift.Sendable { public
  // static var automatic: SwiftUI.PresentationAdaptation { get } ; none ; popover ; sheet ;
  // fullScreenCover }` (each `public static var ...: SwiftUI.PresentationAdaptation { get }`).
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  public struct PresentationAdaptation: Sendable {
    public static var automatic: PresentationAdaptation { PresentationAdaptation() }
    public static var none: PresentationAdaptation { PresentationAdaptation() }
    public static var popover: PresentationAdaptation { PresentationAdaptation() }
    public static var sheet: PresentationAdaptation { PresentationAdaptation() }
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation() }
  }

  // MARK: - Sheets, covers and popovers

  // iOS 18 SwiftUI.swiftinterface, page at offset 400000: `@available(iOS 13.0, macOS 10.15,
  // tvOS 13.0, watchOS 6.0, *) extension SwiftUICore.View {` and its two `sheet` overloads.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    // `nonisolated public func sheet<Item, Content>(item: SwiftUICore.Binding<Item?>,
    // onDismiss: (() -> Swift.Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content)
    // -> some SwiftUICore.View where Item : Swift.Identifiable, Content : SwiftUICore.View`
    nonisolated public func sheet<Item, Content>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { fatalError() }

    // `nonisolated public func sheet<Content>(isPresented: SwiftUICore.Binding<Swift.Bool>,
    // onDismiss: (() -> Swift.Void)? = nil, @ViewBuilder content: @escaping () -> Content) ->
    // some SwiftUICore.View where Content : SwiftUICore.View`
    nonisolated public func sheet<Content>(
      isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View { fatalError() }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 400000: `@available(iOS 14.0, tvOS 14.0,
  // watchOS 7.0, *) @available(macOS, unavailable) extension SwiftUICore.View {` and its two
  // `fullScreenCover` overloads (the deprecated `_cover` ones beside them left out).
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  extension View {
    // `nonisolated public func fullScreenCover<Item, Content>(item:
    // SwiftUICore.Binding<Item?>, onDismiss: (() -> Swift.Void)? = nil, @ViewBuilder content:
    // @escaping (Item) -> Content) -> some SwiftUICore.View where Item : Swift.Identifiable,
    // Content : SwiftUICore.View`
    nonisolated public func fullScreenCover<Item, Content>(
      item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { fatalError() }

    // `nonisolated public func fullScreenCover<Content>(isPresented:
    // SwiftUICore.Binding<Swift.Bool>, onDismiss: (() -> Swift.Void)? = nil, @ViewBuilder
    // content: @escaping () -> Content) -> some SwiftUICore.View where Content :
    // SwiftUICore.View`
    nonisolated public func fullScreenCover<Content>(
      isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View { fatalError() }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 656000: `@available(iOS 13.0, macOS 10.15, *)
  // @available(tvOS, unavailable) @available(watchOS, unavailable) extension SwiftUICore.View
  // {` and its four `popover` overloads. The two without `arrowEdge` are iOS 18: a call
  // leaving `arrowEdge` out matches both kinds; the SDK's compiler can weigh the availability
  // against the deployment target (iOS 17 in Package.swift), this one cannot.
  @available(iOS 13.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension View {
    // `nonisolated public func popover<Item, Content>(item: SwiftUICore.Binding<Item?>,
    // attachmentAnchor: SwiftUI.PopoverAttachmentAnchor = .rect(.bounds), arrowEdge:
    // SwiftUICore.Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some
    // SwiftUICore.View where Item : Swift.Identifiable, Content : SwiftUICore.View`
    nonisolated public func popover<Item, Content>(
      item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { fatalError() }

    // `@available(iOS 18.0, macOS 15.0, visionOS 2.0, *) nonisolated public func
    // popover<Item, Content>(item: SwiftUICore.Binding<Item?>, attachmentAnchor:
    // SwiftUI.PopoverAttachmentAnchor = .rect(.bounds), @ViewBuilder content: @escaping (Item)
    // -> Content) -> some SwiftUICore.View where Item : Swift.Identifiable, Content :
    // SwiftUICore.View`
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    nonisolated public func popover<Item, Content>(
      item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { fatalError() }

    // `nonisolated public func popover<Content>(isPresented: SwiftUICore.Binding<Swift.Bool>,
    // attachmentAnchor: SwiftUI.PopoverAttachmentAnchor = .rect(.bounds), arrowEdge:
    // SwiftUICore.Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some
    // SwiftUICore.View where Content : SwiftUICore.View`
    nonisolated public func popover<Content>(
      isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View { fatalError() }

    // `@available(iOS 18.0, macOS 15.0, visionOS 2.0, *) nonisolated public func
    // popover<Content>(isPresented: SwiftUICore.Binding<Swift.Bool>, attachmentAnchor:
    // SwiftUI.PopoverAttachmentAnchor = .rect(.bounds), @ViewBuilder content: @escaping () ->
    // Content) -> some SwiftUICore.View where Content : SwiftUICore.View`
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    nonisolated public func popover<Content>(
      isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View { fatalError() }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 1168000: `@available(iOS 15.0, macOS 12.0,
  // tvOS 15.0, watchOS 8.0, *) extension SwiftUICore.View { nonisolated public func
  // interactiveDismissDisabled(_ isDisabled: Swift.Bool = true) -> some SwiftUICore.View }`
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
      fatalError()
    }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 1104000: `@available(iOS 16.0, macOS 13.0,
  // tvOS 16.0, watchOS 9.0, *) extension SwiftUICore.View { nonisolated public func
  // presentationDetents(_ detents: Swift.Set<SwiftUI.PresentationDetent>) -> some
  // SwiftUICore.View ; nonisolated public func presentationDetents(_ detents:
  // Swift.Set<SwiftUI.PresentationDetent>, selection:
  // SwiftUICore.Binding<SwiftUI.PresentationDetent>) -> some SwiftUICore.View ; nonisolated
  // public func presentationDragIndicator(_ visibility: SwiftUI.Visibility) -> some
  // SwiftUICore.View }`
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
      fatalError()
    }

    nonisolated public func presentationDetents(
      _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View { fatalError() }

    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
      fatalError()
    }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 1104000: `@available(iOS 16.4, macOS 13.3,
  // tvOS 16.4, watchOS 9.4, *) extension SwiftUICore.View { ... nonisolated public func
  // presentationCompactAdaptation(_ adaptation: SwiftUI.PresentationAdaptation) -> some
  // SwiftUICore.View ; nonisolated public func presentationCompactAdaptation(horizontal
  // horizontalAdaptation: SwiftUI.PresentationAdaptation, vertical verticalAdaptation:
  // SwiftUI.PresentationAdaptation) -> some SwiftUICore.View ... }`
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  extension View {
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
      -> some View
    { fatalError() }

    nonisolated public func presentationCompactAdaptation(
      horizontal horizontalAdaptation: PresentationAdaptation,
      vertical verticalAdaptation: PresentationAdaptation
    ) -> some View { fatalError() }
  }
  // MARK: - Alerts and confirmation dialogs

  // iOS 18 SwiftUI.swiftinterface, page at offset 560000: the `alert` family, five extensions
  // `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension SwiftUICore.View`,
  // each with a LocalizedStringKey title, a `@_disfavoredOverload` StringProtocol title and a
  // Text title, in that order; then the two `error:` forms. (The iOS 13 `alert(item:content:)`
  // and `alert(isPresented:content:)` with an `Alert`, on the page at offset 48000, are
  // deprecated and take a different closure type; left out with `Alert` itself. The iOS 18 SDK
  // has no LocalizedStringResource titles.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    // `nonisolated public func alert<A>(_ titleKey: LocalizedStringKey, isPresented:
    // Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A : View`
    nonisolated public func alert<A>(
      _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A
    ) -> some View where A: View { fatalError() }

    // `@_disfavoredOverload nonisolated public func alert<S, A>(_ title: S, isPresented:
    // Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where S : StringProtocol, A :
    // View`
    @_disfavoredOverload
    nonisolated public func alert<S, A>(
      _ title: S, isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View { fatalError() }

    // `nonisolated public func alert<A>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder
    // actions: () -> A) -> some View where A : View`
    nonisolated public func alert<A>(
      _ title: Text, isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A
    ) -> some View where A: View { fatalError() }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    // `nonisolated public func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented:
    // Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
    // where A : View, M : View`
    nonisolated public func alert<A, M>(
      _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View { fatalError() }

    // `@_disfavoredOverload nonisolated public func alert<S, A, M>(_ title: S, isPresented:
    // Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
    // where S : StringProtocol, A : View, M : View`
    @_disfavoredOverload
    nonisolated public func alert<S, A, M>(
      _ title: S, isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }

    // `nonisolated public func alert<A, M>(_ title: Text, isPresented: Binding<Bool>,
    // @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A :
    // View, M : View`
    nonisolated public func alert<A, M>(
      _ title: Text, isPresented: Binding<Bool>,
      @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View { fatalError() }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    // `nonisolated public func alert<A, T>(_ titleKey: LocalizedStringKey, isPresented:
    // Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A
    // : View`
    nonisolated public func alert<A, T>(
      _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }

    // `@_disfavoredOverload nonisolated public func alert<S, A, T>(_ title: S, isPresented:
    // Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where S
    // : StringProtocol, A : View`
    @_disfavoredOverload
    nonisolated public func alert<S, A, T>(
      _ title: S, isPresented: Binding<Bool>, presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View { fatalError() }

    // `nonisolated public func alert<A, T>(_ title: Text, isPresented: Binding<Bool>,
    // presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A : View`
    nonisolated public func alert<A, T>(
      _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    // `nonisolated public func alert<A, M, T>(_ titleKey: LocalizedStringKey, isPresented:
    // Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message:
    // (T) -> M) -> some View where A : View, M : View`
    nonisolated public func alert<A, M, T>(
      _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
      @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }

    // `@_disfavoredOverload nonisolated public func alert<S, A, M, T>(_ title: S, isPresented:
    // Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message:
    // (T) -> M) -> some View where S : StringProtocol, A : View, M : View`
    @_disfavoredOverload
    nonisolated public func alert<S, A, M, T>(
      _ title: S, isPresented: Binding<Bool>, presenting data: T?,
      @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }

    // `nonisolated public func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>,
    // presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) ->
    // some View where A : View, M : View`
    nonisolated public func alert<A, M, T>(
      _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
      @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    // `nonisolated public func alert<E, A>(isPresented: Binding<Bool>, error: E?, @ViewBuilder
    // actions: () -> A) -> some View where E : Foundation.LocalizedError, A : View`
    nonisolated public func alert<E, A>(
      isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View where E: LocalizedError, A: View { fatalError() }

    // `nonisolated public func alert<E, A, M>(isPresented: Binding<Bool>, error: E?,
    // @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View where E :
    // Foundation.LocalizedError, A : View, M : View`
    nonisolated public func alert<E, A, M>(
      isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
      @ViewBuilder message: (E) -> M
    ) -> some View where E: LocalizedError, A: View, M: View { fatalError() }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 880000: the `confirmationDialog` family,
  // four extensions `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension
  // SwiftUICore.View`, each with a LocalizedStringKey title, a `@_disfavoredOverload`
  // StringProtocol title and a Text title, in that order, all with `titleVisibility:
  // SwiftUI.Visibility = .automatic`. (No `error:` forms.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    // `nonisolated public func confirmationDialog<A>(_ titleKey: LocalizedStringKey,
    // isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder
    // actions: () -> A) -> some View where A : View`
    nonisolated public func confirmationDialog<A>(
      _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A
    ) -> some View where A: View { fatalError() }

    // `@_disfavoredOverload nonisolated public func confirmationDialog<S, A>(_ title: S,
    // isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder
    // actions: () -> A) -> some View where S : StringProtocol, A : View`
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A>(
      _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View { fatalError() }

    // `nonisolated public func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>,
    // titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View
    // where A : View`
    nonisolated public func confirmationDialog<A>(
      _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A
    ) -> some View where A: View { fatalError() }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    // `nonisolated public func confirmationDialog<A, M>(_ titleKey: LocalizedStringKey,
    // isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder
    // actions: () -> A, @ViewBuilder message: () -> M) -> some View where A : View, M : View`
    nonisolated public func confirmationDialog<A, M>(
      _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View { fatalError() }

    // `@_disfavoredOverload nonisolated public func confirmationDialog<S, A, M>(_ title: S,
    // isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder
    // actions: () -> A, @ViewBuilder message: () -> M) -> some View where S : StringProtocol, A
    // : View, M : View`
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, M>(
      _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }

    // `nonisolated public func confirmationDialog<A, M>(_ title: Text, isPresented:
    // Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    // @ViewBuilder message: () -> M) -> some View where A : View, M : View`
    nonisolated public func confirmationDialog<A, M>(
      _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View { fatalError() }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    // `nonisolated public func confirmationDialog<A, T>(_ titleKey: LocalizedStringKey,
    // isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data:
    // T?, @ViewBuilder actions: (T) -> A) -> some View where A : View`
    nonisolated public func confirmationDialog<A, T>(
      _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic, presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }

    // `@_disfavoredOverload nonisolated public func confirmationDialog<S, A, T>(_ title: S,
    // isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data:
    // T?, @ViewBuilder actions: (T) -> A) -> some View where S : StringProtocol, A : View`
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, T>(
      _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View { fatalError() }

    // `nonisolated public func confirmationDialog<A, T>(_ title: Text, isPresented:
    // Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    // @ViewBuilder actions: (T) -> A) -> some View where A : View`
    nonisolated public func confirmationDialog<A, T>(
      _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A
    ) -> some View where A: View { fatalError() }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension View {
    // `nonisolated public func confirmationDialog<A, M, T>(_ titleKey: LocalizedStringKey,
    // isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data:
    // T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A
    // : View, M : View`
    nonisolated public func confirmationDialog<A, M, T>(
      _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
      titleVisibility: Visibility = .automatic, presenting data: T?,
      @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }

    // `@_disfavoredOverload nonisolated public func confirmationDialog<S, A, M, T>(_ title: S,
    // isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data:
    // T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S
    // : StringProtocol, A : View, M : View`
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, M, T>(
      _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View { fatalError() }

    // `nonisolated public func confirmationDialog<A, M, T>(_ title: Text, isPresented:
    // Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    // @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A :
    // View, M : View`
    nonisolated public func confirmationDialog<A, M, T>(
      _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
      presenting data: T?,
      @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { fatalError() }
  }
#endif
