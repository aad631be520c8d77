// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // https://developer.apple.com/documentation/swiftui/app
  @MainActor @preconcurrency
  public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
  }

  extension App {
    // https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency
    public static func main() { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/scene
  @MainActor @preconcurrency
  public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  extension Never: Scene {}

  // https://developer.apple.com/documentation/swiftui/scenebuilder
  @resultBuilder
  public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: Scene { content }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
      content
    }
  }

  // https://developer.apple.com/documentation/swiftui/windowgroup
  public struct WindowGroup<Content>: Scene where Content: View {
    // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}

    public typealias Body = Never
    public var body: Never { fatalError() }
  }
#endif
