// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift for the interface
// text each declaration is checked against (xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk, SwiftUICore.swiftinterface).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // https://developer.apple.com/documentation/swiftui/transaction — the struct and its
  // `init()` were not located in the one pass through the interface text (this file came after
  // it); unchecked.
  @frozen
  public struct Transaction {
    nonisolated public init() {}
  }

  extension Transaction {
    // iOS 18 SwiftUICore.swiftinterface, page at offset 592000: `extension
    // SwiftUICore.Transaction { public init(animation: SwiftUICore.Animation?) ; public var
    // animation: SwiftUICore.Animation? { get set } ; public var disablesAnimations: Swift.Bool
    // { get set } }` (the animation members left out with Animation).
    public var disablesAnimations: Bool {
      get { false }
      set {}
    }
  }

  // https://developer.apple.com/documentation/swiftui/withtransaction(_:_:) — not located in
  // the pass through the interface text; unchecked.
  public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result { try body() }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 576000: `@frozen public struct Color :
  // Swift.Hashable, Swift.CustomStringConvertible, Swift.Sendable { ... }` (its members,
  // `description` on the page at offset 592000) — not isolated to the main actor: its View
  // conformance is in an extension.
  @frozen
  public struct Color: Hashable, CustomStringConvertible, Sendable {
    public var description: String { "" }
  }

  extension Color {
    // iOS 18 SwiftUICore.swiftinterface, page at offset 336000: `extension SwiftUICore.Color {
    // ... public static let clear: SwiftUICore.Color ... }`
    public static let clear = Color()
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 592000: `extension SwiftUICore.Color :
  // SwiftUICore.View { public typealias Body = Swift.Never }`
  extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
#endif
