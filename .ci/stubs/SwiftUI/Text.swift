// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else
  import Foundation

  // https://developer.apple.com/documentation/swiftui/localizedstringkey
  @frozen
  public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
  }

  // https://developer.apple.com/documentation/swiftui/text
  // Conforms to Equatable, Sendable and View.
  @frozen
  public struct Text: Equatable, Sendable, View {
    // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    nonisolated public init(verbatim content: String) {}

    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    // Disfavoured as in OpenSwiftUI, so that a literal is a localized key, as the page says.
    @_disfavoredOverload
    nonisolated public init<S>(_ content: S) where S: StringProtocol {}

    // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    nonisolated public init(
      _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
      comment: StaticString? = nil
    ) {}

    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/buttonrole (iOS 15+)
  public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
  }

  // https://developer.apple.com/documentation/swiftui/button
  public struct Button<Label>: View where Label: View {
    // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency
    nonisolated public init(
      action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}

    // https://developer.apple.com/documentation/swiftui/button, init(role:action:label:) (iOS 15+)
    @preconcurrency
    nonisolated public init(
      role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}

    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)
    {}

    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @preconcurrency @_disfavoredOverload
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {}
  }
#endif
