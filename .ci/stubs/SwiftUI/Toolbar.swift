// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift for the interface
// text each declaration is checked against (xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk, SwiftUI.swiftinterface).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // iOS 18 SwiftUI.swiftinterface, page at offset 496000: `@available(iOS 14.0, macOS 11.0,
  // tvOS 14.0, watchOS 7.0, *) @preconcurrency @_Concurrency.MainActor public protocol
  // ToolbarContent { associatedtype Body : SwiftUI.ToolbarContent ;
  // @SwiftUI.ToolbarContentBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body
  // { get } ... }` (the `nonisolated static func _makeToolbar...` requirements left out).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @MainActor @preconcurrency
  public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 496000: `extension Swift.Never :
  // SwiftUI.ToolbarContent, SwiftUI.CustomizableToolbarContent {}`
  extension Never: ToolbarContent {}

  // iOS 18 SwiftUI.swiftinterface, page at offset 496000: `@_functionBuilder public struct
  // ToolbarContentBuilder { @_alwaysEmitIntoClient public static func
  // buildExpression<Content>(_ content: Content) -> Content where Content :
  // SwiftUI.ToolbarContent ; public static func buildBlock<Content>(_ content: Content) ->
  // some SwiftUI.ToolbarContent where Content : SwiftUI.ToolbarContent ; ... }` — an opaque
  // block (the stand-in returned `Content`) — and `@available(*, unavailable) extension
  // SwiftUI.ToolbarContentBuilder : Swift.Sendable {}`. (The CustomizableToolbarContent
  // blocks, and the two- to ten-item blocks on the pages at offsets 1280000 and 1296000, are
  // left out: the layer writes one item.)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @resultBuilder
  public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: ToolbarContent { content }

    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent
    where Content: ToolbarContent { content }
  }

  @available(*, unavailable)
  extension ToolbarContentBuilder: Sendable {}

  // iOS 18 SwiftUI.swiftinterface, page at offset 320000: `@available(iOS 14.0, macOS 11.0,
  // tvOS 14.0, watchOS 7.0, *) public struct ToolbarItemPlacement { public static let
  // automatic: SwiftUI.ToolbarItemPlacement ; @available(watchOS, unavailable) public static
  // let navigation: SwiftUI.ToolbarItemPlacement ; ... }` and `@available(*, unavailable)
  // extension SwiftUI.ToolbarItemPlacement : Swift.Sendable {}`. Computed properties here: in
  // Swift 6 mode a `static let` of a type that is not Sendable is an error (the interface is
  // Swift 5 mode); a use site reads them the same.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public struct ToolbarItemPlacement {
    public static var automatic: ToolbarItemPlacement { ToolbarItemPlacement() }
    @available(watchOS, unavailable)
    public static var navigation: ToolbarItemPlacement { ToolbarItemPlacement() }
  }

  @available(*, unavailable)
  extension ToolbarItemPlacement: Sendable {}

  // iOS 18 SwiftUI.swiftinterface, page at offset 368000: `@available(iOS 14.0, macOS 11.0,
  // tvOS 14.0, watchOS 7.0, *) @_Concurrency.MainActor @preconcurrency public struct
  // ToolbarItem<ID, Content> : SwiftUI.ToolbarContent where Content : SwiftUICore.View { ...
  // public typealias Body = Swift.Never }` and `@available(*, unavailable) extension
  // SwiftUI.ToolbarItem : Swift.Sendable {}`.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @MainActor @preconcurrency
  public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    // An explicit `return`, so that the requirement's @ToolbarContentBuilder is not applied.
    public var body: Never { return fatalError() }
  }

  @available(*, unavailable)
  extension ToolbarItem: Sendable {}

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension ToolbarItem where ID == () {
    // iOS 18 SwiftUI.swiftinterface, page at offset 368000: `extension SwiftUI.ToolbarItem
    // where ID == () { nonisolated public init(placement: SwiftUI.ToolbarItemPlacement =
    // .automatic, @ViewBuilder content: () -> Content) }`
    nonisolated public init(
      placement: ToolbarItemPlacement = .automatic,
      @ViewBuilder content: () -> Content
    ) {}
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 928000: `@available(iOS 14.0, macOS 11.0,
  // tvOS 14.0, watchOS 7.0, *) extension SwiftUICore.View {` with the `toolbar` overloads a
  // closure resolves between: a ViewBuilder one and a ToolbarContentBuilder one (the stand-in
  // had only the second). (`toolbar(id:content:)`, for CustomizableToolbarContent, left out.)
  // swift-format-ignore: AmbiguousTrailingClosureOverload
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension View {
    // `nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some
    // SwiftUICore.View where Content : SwiftUICore.View`
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
    where Content: View { fatalError() }

    // `nonisolated public func toolbar<Content>(@SwiftUI.ToolbarContentBuilder content: () ->
    // Content) -> some SwiftUICore.View where Content : SwiftUI.ToolbarContent`
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content)
      -> some View where Content: ToolbarContent
    { fatalError() }
  }

  @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
  extension View {
    // iOS 18 SwiftUI.swiftinterface, page at offset 416000: `@available(iOS 13.0, macOS 13.0,
    // tvOS 13.0, watchOS 6.0, *) extension SwiftUICore.View { ... nonisolated public func
    // navigationBarBackButtonHidden(_ hidesBackButton: Swift.Bool = true) -> some
    // SwiftUICore.View }`
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
      -> some View
    { fatalError() }
  }
#endif
