// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift for the interface
// text each declaration is checked against (xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk, SwiftUICore.swiftinterface).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // iOS 18 SwiftUICore.swiftinterface, page at offset 672000: `@preconcurrency
  // @_Concurrency.MainActor public protocol ViewModifier { ... associatedtype Body : View ;
  // @ViewBuilder @_Concurrency.MainActor @preconcurrency func body(content: Self.Content) ->
  // Self.Body ; typealias Content = _ViewModifier_Content<Self> }` (the `nonisolated static
  // func _makeView...` requirements left out).
  @MainActor @preconcurrency
  public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 80000: `@_Concurrency.MainActor
  // @preconcurrency public struct _ViewModifier_Content<Modifier> : View where Modifier :
  // ViewModifier { ... public typealias Body = Swift.Never }` — not `@frozen` — and
  // `@available(*, unavailable) extension SwiftUICore._ViewModifier_Content : Swift.Sendable
  // {}`.
  @MainActor @preconcurrency
  public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  @available(*, unavailable)
  extension _ViewModifier_Content: Sendable {}

  // iOS 18 SwiftUICore.swiftinterface, page at offset 672000: `@frozen public struct
  // ModifiedContent<Content, Modifier> { public typealias Body = Swift.Never ; public var
  // content: Content ; public var modifier: Modifier ; @inlinable nonisolated public
  // init(content: Content, modifier: Modifier) }` and `@available(*, unavailable) extension
  // SwiftUICore.ModifiedContent : Swift.Sendable {}`.
  @frozen
  public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
      self.content = content
      self.modifier = modifier
    }
  }

  @available(*, unavailable)
  extension ModifiedContent: Sendable {}

  // iOS 18 SwiftUICore.swiftinterface, page at offset 672000: `extension
  // SwiftUICore.ModifiedContent : View where Content : View, Modifier : ViewModifier { ...
  // @_Concurrency.MainActor @preconcurrency public var body:
  // SwiftUICore.ModifiedContent<Content, Modifier>.Body { get } }`
  extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    @MainActor @preconcurrency public var body: Never { fatalError() }
  }

  extension View {
    // iOS 18 SwiftUICore.swiftinterface, page at offset 672000: `@inlinable nonisolated public
    // func modifier<T>(_ modifier: T) -> SwiftUICore.ModifiedContent<Self, T>`
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
      ModifiedContent(content: self, modifier: modifier)
    }
  }
#endif
