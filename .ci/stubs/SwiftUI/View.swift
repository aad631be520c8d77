// A stand-in for the part of SwiftUI that Sources/ModuleRoutingSwiftUI and the SwiftUI example
// use, so that CI on Linux can type-check them (.ci/swiftui-typecheck.sh). Nothing here runs:
// bodies trap. Each declaration follows the signature on the Apple documentation page named
// above it, attributes included, because a looser stand-in would let through code the real
// SwiftUI rejects. The newest pages write `@ViewBuilder` as `@ContentBuilder`, its alias; the
// stand-in keeps `@ViewBuilder`. Where a page lacks a declaration, the comment says where it
// comes from instead (copies of the SDK's interface, OpenSwiftUI).
//
// This module must never be built where the real SwiftUI exists: it would shadow it.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // https://developer.apple.com/documentation/swiftui/view
  // `@MainActor @preconcurrency protocol View`; `body` is `@ViewBuilder @MainActor`.
  @MainActor @preconcurrency
  public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  // Primitive views have no body of their own. (The real SwiftUI hides how; a trap will do.)
  extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/viewbuilder
  @resultBuilder
  public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: View { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
      content
    }

    // OpenSwiftUI's shape of the variadic block (the Apple page lists the fixed-arity ones).
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content)
      -> TupleView<(repeat each Content)> where repeat each Content: View
    {
      TupleView((repeat each content))
    }

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

  // https://developer.apple.com/documentation/swiftui/emptyview
  @frozen
  public struct EmptyView: View {
    // `nonisolated`: built inside nonisolated modifiers and builders.
    nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/tupleview
  @frozen
  public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/_conditionalcontent
  @frozen
  public struct _ConditionalContent<TrueContent, FalseContent>: View
  where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/view lists Optional among the types that
  // conform to View, when its wrapped type does.
  extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/anyview
  @frozen
  public struct AnyView: View {
    nonisolated public init<V>(_ view: V) where V: View {}
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
#endif
