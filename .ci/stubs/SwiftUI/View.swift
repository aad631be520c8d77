// A stand-in for the part of SwiftUI that Sources/ModuleRoutingSwiftUI and the SwiftUI example
// use, so that CI on Linux can type-check them (.ci/swiftui-typecheck.sh). Nothing here runs:
// bodies trap. Each declaration is checked against the interface text of the iOS 18.0 SDK and
// cites where: the comment above it names the interface, the page it is on and the
// declaration as the interface writes it (module prefixes `SwiftUICore.`, `Swift.` and
// `CoreFoundation.` dropped, long availability lists left out). The interfaces are
// xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a:
//   iOS 18 SwiftUI.swiftinterface = iPhoneOS18.0.sdk/System/Library/Frameworks/
//     SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
//     (1,369,100 characters)
//   iOS 18 SwiftUICore.swiftinterface = iPhoneOS18.0.sdk/System/Library/Frameworks/
//     SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
//     (982,546 characters)
// "page at offset N" is the 16,000-character page of that file starting at character N, as
// the stored copy was read; line numbers could not be counted from pages. (In the SDK,
// everything SwiftUICore declares is re-exported by SwiftUI; here one module holds both.)
//
// Where the interface text cannot be copied as it is, the comment says why: the interfaces
// are compiled in Swift 5 mode, this module in Swift 6 mode, which rejects a `static let` of a
// non-Sendable type; opaque result types need a body here; members the layer never reaches
// (`_makeView` and the like) are left out. The `@available(*, unavailable) extension X:
// Sendable {}` lines are the interface's own: without them a view type isolated to the main
// actor would be implicitly Sendable here and not in the SDK.
//
// This module must never be built where the real SwiftUI exists: it would shadow it.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // iOS 18 SwiftUICore.swiftinterface, page at offset 592000: `@_typeEraser(AnyView)
  // @preconcurrency @_Concurrency.MainActor public protocol View { ... associatedtype Body :
  // View ; @ViewBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body { get } }`
  // (the `nonisolated static func _makeView...` requirements left out).
  @MainActor @preconcurrency
  public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 688000: `extension Swift.Never :
  // View { ... }`. (A primitive view's body traps here; the SDK hides how it has none.)
  extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 208000: `@_functionBuilder public struct
  // ViewBuilder` with `buildExpression<Content>(_ content: Content) -> Content`,
  // `buildBlock() -> EmptyView`, `buildBlock<Content>(_ content: Content) -> Content`,
  // `@_disfavoredOverload ... buildBlock<each Content>(_ content: repeat each Content) ->
  // TupleView<(repeat each Content)>`, and in an extension `buildIf<Content>(_ content:
  // Content?) -> Content?`, `buildEither<TrueContent, FalseContent>(first:)` / `(second:)`
  // -> `_ConditionalContent<TrueContent, FalseContent>`, all `@_alwaysEmitIntoClient public
  // static`. (`buildLimitedAvailability`, iOS 14, left out: the layer has no `if #available`
  // in a builder.)
  @resultBuilder
  public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: View { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
      content
    }

    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content)
      -> TupleView<(repeat each Content)> where repeat each Content: View
    {
      TupleView((repeat each content))
    }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 208000:
  // `@available(*, unavailable) extension SwiftUICore.ViewBuilder : Swift.Sendable {}`
  @available(*, unavailable)
  extension ViewBuilder: Sendable {}

  extension ViewBuilder {
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
      content
    }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
      -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { fatalError() }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
      -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { fatalError() }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 608000: `@frozen
  // @_Concurrency.MainActor @preconcurrency public struct EmptyView : View { @inlinable
  // nonisolated public init() {} ; ... public typealias Body = Swift.Never }`; and, page at
  // offset 960000, the conformance the compiler inferred: `extension SwiftUICore.EmptyView :
  // Swift.Sendable {}`.
  @frozen @MainActor @preconcurrency
  public struct EmptyView: View {
    nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  extension EmptyView: Sendable {}

  // iOS 18 SwiftUICore.swiftinterface, page at offset 112000: `@frozen @_Concurrency.MainActor
  // @preconcurrency public struct TupleView<T> : View { @_Concurrency.MainActor
  // @preconcurrency public var value: T ; @inlinable nonisolated public init(_ value: T) ;
  // ... public typealias Body = Swift.Never }` and `@available(*, unavailable) extension
  // SwiftUICore.TupleView : Swift.Sendable {}`. (`value` is computed here: Swift 6 mode
  // rejects the interface's nonisolated init storing a main-actor property.)
  @frozen @MainActor @preconcurrency
  public struct TupleView<T>: View {
    public var value: T { fatalError() }
    nonisolated public init(_ value: T) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  @available(*, unavailable)
  extension TupleView: Sendable {}

  // iOS 18 SwiftUICore.swiftinterface, page at offset 720000: `@frozen public struct
  // _ConditionalContent<TrueContent, FalseContent> { @frozen public enum Storage { case
  // trueContent(TrueContent) ; case falseContent(FalseContent) } ; public let storage: ... }`
  // and `@available(*, unavailable) extension SwiftUICore._ConditionalContent : Swift.Sendable
  // {}`; page at offset 736000: `extension SwiftUICore._ConditionalContent : View where
  // TrueContent : View, FalseContent : View { public typealias Body = Swift.Never ... }`.
  // (Not isolated to the main actor: its View conformance is in an extension.)
  @frozen
  public struct _ConditionalContent<TrueContent, FalseContent> {
    @frozen
    public enum Storage {
      case trueContent(TrueContent)
      case falseContent(FalseContent)
    }
    public let storage: Storage
  }

  @available(*, unavailable)
  extension _ConditionalContent: Sendable {}

  extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 656000: `extension Swift.Optional :
  // View where Wrapped : View { public typealias Body = Swift.Never ... }`
  extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 640000: `@frozen
  // @_Concurrency.MainActor @preconcurrency public struct AnyView : View { ... nonisolated
  // public init<V>(_ view: V) where V : View ; @_alwaysEmitIntoClient nonisolated public
  // init<V>(erasing view: V) where V : View ; nonisolated public init?(_fromValue value: Any)
  // ; ... public typealias Body = Swift.Never }`
  @frozen @MainActor @preconcurrency
  public struct AnyView: View {
    nonisolated public init<V>(_ view: V) where V: View {}
    nonisolated public init<V>(erasing view: V) where V: View { self.init(view) }
    nonisolated public init?(_fromValue value: Any) { nil }
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 640000: `@available(*, unavailable)
  // extension SwiftUICore.AnyView : Swift.Sendable {}` — an AnyView never crosses actors.
  @available(*, unavailable)
  extension AnyView: Sendable {}
#endif
