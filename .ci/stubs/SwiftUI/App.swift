// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift for the interface
// text each declaration is checked against (xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk, SwiftUI.swiftinterface).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // iOS 18 SwiftUI.swiftinterface, page at offset 448000: `@available(iOS 14.0, macOS 11.0,
  // tvOS 14.0, watchOS 7.0, *) @preconcurrency @_Concurrency.MainActor public protocol App {
  // associatedtype Body : SwiftUI.Scene ; @SwiftUI.SceneBuilder @_Concurrency.MainActor
  // @preconcurrency var body: Self.Body { get } ; @_Concurrency.MainActor @preconcurrency init()
  // }`
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @MainActor @preconcurrency
  public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension App {
    // iOS 18 SwiftUI.swiftinterface, page at offset 448000: `extension SwiftUI.App {
    // @_Concurrency.MainActor @preconcurrency public static func main() }`
    @MainActor @preconcurrency
    public static func main() { fatalError() }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 832000: `@available(iOS 14.0, macOS 11.0,
  // tvOS 14.0, watchOS 7.0, *) @preconcurrency @_Concurrency.MainActor public protocol Scene {
  // associatedtype Body : SwiftUI.Scene ; @SwiftUI.SceneBuilder @_Concurrency.MainActor
  // @preconcurrency var body: Self.Body { get } ; nonisolated static func _makeScene(...) }`
  // (`_makeScene` left out) and `extension Swift.Never : SwiftUI.Scene {}`.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @MainActor @preconcurrency
  public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension Never: Scene {}

  // iOS 18 SwiftUI.swiftinterface, page at offset 864000: `@available(iOS 14.0, macOS 11.0,
  // tvOS 14.0, watchOS 7.0, visionOS 1.0, *) @_functionBuilder public struct SceneBuilder {
  // @_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content) ->
  // Content where Content : SwiftUI.Scene ; @available(*, unavailable, message: "Provide at
  // leas one scene") public static func buildBlock() -> some SwiftUI.Scene ; public static func
  // buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUI.Scene ;
  // @_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each
  // Content>(...) -> some SwiftUI.Scene ... }` (the variadic block, which the example never
  // writes, left out) and `@available(*, unavailable) extension SwiftUI.SceneBuilder :
  // Swift.Sendable {}`.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @resultBuilder
  public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: Scene { content }

    @available(*, unavailable, message: "Provide at leas one scene")
    public static func buildBlock() -> some Scene { fatalError() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
      content
    }
  }

  @available(*, unavailable)
  extension SceneBuilder: Sendable {}

  // iOS 18 SwiftUI.swiftinterface, page at offset 96000: `@available(iOS 14.0, macOS 11.0,
  // tvOS 14.0, watchOS 7.0, *) @_Concurrency.MainActor @preconcurrency public struct
  // WindowGroup<Content> : SwiftUI.Scene where Content : SwiftUICore.View { ...
  // @_Concurrency.MainActor @preconcurrency public var body: some SwiftUI.Scene { get } }` and
  // `@available(*, unavailable) extension SwiftUI.WindowGroup : Swift.Sendable {}`.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @MainActor @preconcurrency
  public struct WindowGroup<Content>: Scene where Content: View {
    // Same page: `@available(iOS, introduced: 14.0, deprecated: 18.0, renamed:
    // "init(makeContent:)", message: "Use the initializer which takes an escaping view
    // builder instead.") ... nonisolated public init(@ViewBuilder content: () -> Content)`
    @available(
      iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
      message: "Use the initializer which takes an escaping view builder instead."
    )
    nonisolated public init(@ViewBuilder content: () -> Content) {}

    public var body: some Scene { fatalError() }
  }

  @available(*, unavailable)
  extension WindowGroup: Sendable {}

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  extension WindowGroup {
    // iOS 18 SwiftUI.swiftinterface, page at offset 1200000: `extension SwiftUI.WindowGroup {
    // ... @_alwaysEmitIntoClient nonisolated public init(@ViewBuilder makeContent: @escaping
    // () -> Content) { ... } ... }` (the title and id variants beside it left out).
    nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {}
  }
#endif
