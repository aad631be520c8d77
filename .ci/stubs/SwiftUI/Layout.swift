// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift for the interface
// text each declaration is checked against (xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk, SwiftUICore.swiftinterface).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else
  import Foundation

  // iOS 18 SwiftUICore.swiftinterface, page at offset 736000: `public struct ForEach<Data, ID,
  // Content> where Data : Swift.RandomAccessCollection, ID : Swift.Hashable { public var data:
  // Data ; public var content: (Data.Element) -> Content }` and `@available(*, unavailable)
  // extension SwiftUICore.ForEach : Swift.Sendable {}`. (Not isolated to the main actor: its
  // View conformance is in an extension.)
  public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
  }

  @available(*, unavailable)
  extension ForEach: Sendable {}

  // iOS 18 SwiftUICore.swiftinterface, page at offset 736000: `extension SwiftUICore.ForEach :
  // View where Content : View { public typealias Body = Swift.Never ... }`
  extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  extension ForEach where Content: View {
    // iOS 18 SwiftUICore.swiftinterface, page at offset 736000: `extension SwiftUICore.ForEach
    // where Content : View { public init(_ data: Data, id: Swift.KeyPath<Data.Element, ID>,
    // @ViewBuilder content: @escaping (Data.Element) -> Content) }` — no `nonisolated`.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.content = content
    }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 480000: `@frozen public struct
  // HorizontalAlignment : Swift.Equatable { public init(_ id: any
  // SwiftUICore.AlignmentID.Type) ...` (the alignment-ID initializer left out); page at offset
  // 944000, the conformance the compiler inferred: `extension SwiftUICore.HorizontalAlignment
  // : Swift.Sendable {}`.
  @frozen
  public struct HorizontalAlignment: Equatable, Sendable {
    // iOS 18 SwiftUICore.swiftinterface, page at offset 496000: `extension
    // SwiftUICore.HorizontalAlignment { public static let leading:
    // SwiftUICore.HorizontalAlignment ; public static let center: ... ; public static let
    // trailing: ... }`
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 48000: `@frozen @_Concurrency.MainActor
  // @preconcurrency public struct VStack<Content> : View where Content : View { ... @inlinable
  // nonisolated public init(alignment: SwiftUICore.HorizontalAlignment = .center, spacing:
  // CoreFoundation.CGFloat? = nil, @ViewBuilder content: () -> Content) ; public typealias Body
  // = Swift.Never }` and `@available(*, unavailable) extension SwiftUICore.VStack :
  // Swift.Sendable {}`.
  @frozen @MainActor @preconcurrency
  public struct VStack<Content>: View where Content: View {
    nonisolated public init(
      alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
      @ViewBuilder content: () -> Content
    ) {}

    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  @available(*, unavailable)
  extension VStack: Sendable {}
#endif
