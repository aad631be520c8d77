// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // https://developer.apple.com/documentation/swiftui/viewmodifier
  // `@MainActor @preconcurrency protocol ViewModifier`; `body(content:)` is `@ViewBuilder`.
  @MainActor @preconcurrency
  public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
  }

  // https://developer.apple.com/documentation/swiftui/_viewmodifier_content
  @frozen
  public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/modifiedcontent
  @frozen
  public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
      self.content = content
      self.modifier = modifier
    }
  }

  extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  extension View {
    // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
      ModifiedContent(content: self, modifier: modifier)
    }
  }
#endif
