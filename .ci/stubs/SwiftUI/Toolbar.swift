// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // https://developer.apple.com/documentation/swiftui/toolbarcontent
  @MainActor @preconcurrency
  public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  extension Never: ToolbarContent {}

  // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
  // (Only the one-item block the layer writes.)
  @resultBuilder
  public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: ToolbarContent { content }

    public static func buildBlock<Content>(_ content: Content) -> Content
    where Content: ToolbarContent { content }
  }

  // https://developer.apple.com/documentation/swiftui/toolbaritemplacement
  public struct ToolbarItemPlacement {
    // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation
    // iOS 14+, macOS 11+, tvOS 14+; not on watchOS.
    public static var navigation: ToolbarItemPlacement { ToolbarItemPlacement() }
    // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
    public static var automatic: ToolbarItemPlacement { ToolbarItemPlacement() }
  }

  // https://developer.apple.com/documentation/swiftui/toolbaritem
  public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  extension ToolbarItem where ID == () {
    // https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
    nonisolated public init(
      placement: ToolbarItemPlacement = .automatic,
      @ViewBuilder content: () -> Content
    ) {}
  }

  extension View {
    // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content)
      -> some View where Content: ToolbarContent
    { fatalError() }

    // https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
    // iOS 13+, macOS 13+, tvOS 13+, watchOS 6+.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
      -> some View
    { fatalError() }
  }
#endif
