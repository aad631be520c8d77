// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift for the interface
// text each declaration is checked against (xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk, SwiftUI.swiftinterface and
// SwiftUICore.swiftinterface).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else
  import Foundation

  // iOS 18 SwiftUICore.swiftinterface, page at offset 224000: `@frozen public struct
  // LocalizedStringKey : Swift.Equatable, Swift.ExpressibleByStringInterpolation { ... public
  // init(_ value: Swift.String) ; @_semantics("swiftui.init_with_localization") public
  // init(stringLiteral value: Swift.String) ; public init(stringInterpolation:
  // SwiftUICore.LocalizedStringKey.StringInterpolation) ; public struct StringInterpolation :
  // Swift.StringInterpolationProtocol { ... } }` — an interpolated literal is a key too.
  @frozen
  public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    // Same page: `public struct StringInterpolation : Swift.StringInterpolationProtocol {
    // public init(literalCapacity: Swift.Int, interpolationCount: Swift.Int) ; public mutating
    // func appendLiteral(_ literal: Swift.String) ; public mutating func appendInterpolation(_
    // string: Swift.String) ; ... }` (the other appendInterpolation overloads left out).
    public struct StringInterpolation: StringInterpolationProtocol {
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) {}
      public mutating func appendInterpolation(_ string: String) {}
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { true }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 224000: `@available(*, unavailable)
  // extension SwiftUICore.LocalizedStringKey : Swift.Sendable {}`
  @available(*, unavailable)
  extension LocalizedStringKey: Sendable {}

  // iOS 18 SwiftUICore.swiftinterface, page at offset 800000: `@frozen public struct Text :
  // Swift.Equatable, Swift.Sendable { ... @inlinable public init(verbatim content:
  // Swift.String) ; @_disfavoredOverload public init<S>(_ content: S) where S :
  // Swift.StringProtocol ; ... }` — not isolated to the main actor: its View conformance is
  // in an extension (below), so its initializers need no `nonisolated`.
  @frozen
  public struct Text: Equatable, Sendable {
    public init(verbatim content: String) {}

    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {}

    public static func == (a: Text, b: Text) -> Bool { true }
  }

  extension Text {
    // iOS 18 SwiftUICore.swiftinterface, page at offset 224000: `extension SwiftUICore.Text {
    // @_semantics("swiftui.init_with_localization") public init(_ key:
    // SwiftUICore.LocalizedStringKey, tableName: Swift.String? = nil, bundle:
    // Foundation.Bundle? = nil, comment: Swift.StaticString? = nil) }`
    public init(
      _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
      comment: StaticString? = nil
    ) {}
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 256000: `extension SwiftUICore.Text :
  // View { nonisolated public static func _makeView(...) ; public typealias Body =
  // Swift.Never }`
  extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 496000: `public struct ButtonRole :
  // Swift.Equatable, Swift.Sendable { public static let destructive: SwiftUI.ButtonRole ;
  // public static let cancel: SwiftUI.ButtonRole ; ... }` (iOS 15)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 1136000: `@_Concurrency.MainActor
  // @preconcurrency public struct Button<Label> : View where Label : View { @preconcurrency
  // nonisolated public init(action: @escaping @_Concurrency.MainActor () -> Swift.Void,
  // @ViewBuilder label: () -> Label) ; @_Concurrency.MainActor @preconcurrency public var
  // body: some View { get } ... }` and `@available(*, unavailable) extension SwiftUI.Button :
  // Swift.Sendable {}`.
  @MainActor @preconcurrency
  public struct Button<Label>: View where Label: View {
    @preconcurrency
    nonisolated public init(
      action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}

    public var body: some View { EmptyView() }
  }

  @available(*, unavailable)
  extension Button: Sendable {}

  // iOS 18 SwiftUI.swiftinterface, page at offset 1136000: `extension SwiftUI.Button where
  // Label == Text { @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey,
  // action: @escaping @_Concurrency.MainActor () -> Swift.Void) ; @preconcurrency
  // @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping
  // @_Concurrency.MainActor () -> Swift.Void) where S : Swift.StringProtocol }`
  extension Button where Label == Text {
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)
    {}

    @preconcurrency @_disfavoredOverload
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {}
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 1136000: `@available(iOS 15.0, macOS 12.0,
  // tvOS 15.0, watchOS 8.0, *) extension SwiftUI.Button { @preconcurrency nonisolated public
  // init(role: SwiftUI.ButtonRole?, action: @escaping @_Concurrency.MainActor () ->
  // Swift.Void, @ViewBuilder label: () -> Label) }`
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension Button {
    @preconcurrency
    nonisolated public init(
      role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 1136000: `@available(iOS 15.0, macOS 12.0,
  // tvOS 15.0, watchOS 8.0, *) extension SwiftUI.Button where Label == Text {
  // @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role:
  // SwiftUI.ButtonRole?, action: @escaping @_Concurrency.MainActor () -> Swift.Void) ;
  // @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, role:
  // SwiftUI.ButtonRole?, action: @escaping @_Concurrency.MainActor () -> Swift.Void) where S :
  // Swift.StringProtocol }`
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension Button where Label == Text {
    @preconcurrency
    nonisolated public init(
      _ titleKey: LocalizedStringKey, role: ButtonRole?,
      action: @escaping @MainActor () -> Void
    ) {}

    @preconcurrency @_disfavoredOverload
    nonisolated public init<S>(
      _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) where S: StringProtocol {}
  }
#endif
