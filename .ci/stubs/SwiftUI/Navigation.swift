// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift for the interface
// text each declaration is checked against (xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk, SwiftUI.swiftinterface and
// SwiftUICore.swiftinterface).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // iOS 18 SwiftUI.swiftinterface, page at offset 768000: `@available(iOS 16.0, macOS 13.0,
  // tvOS 16.0, watchOS 9.0, *) @_Concurrency.MainActor @preconcurrency public struct
  // NavigationStack<Data, Root> : SwiftUICore.View where Root : SwiftUICore.View { ... public
  // var body: some SwiftUICore.View { get } }` and `@available(*, unavailable) extension
  // SwiftUI.NavigationStack : Swift.Sendable {}`. (The two NavigationPath initializers are
  // left out with NavigationPath.)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @MainActor @preconcurrency
  public struct NavigationStack<Data, Root>: View where Root: View {
    // Same page: `nonisolated public init(path: SwiftUICore.Binding<Data>, @ViewBuilder root: ()
    // -> Root) where Data : Swift.MutableCollection, Data : Swift.RandomAccessCollection, Data
    // : Swift.RangeReplaceableCollection, Data.Element : Swift.Hashable` — nonisolated (the
    // stand-in had it `@MainActor @preconcurrency`).
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
      Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
      Data.Element: Hashable
    {}

    public var body: some View { EmptyView() }
  }

  @available(*, unavailable)
  extension NavigationStack: Sendable {}

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    // iOS 18 SwiftUI.swiftinterface, page at offset 80000: `nonisolated public func
    // navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) ->
    // C) -> some SwiftUICore.View where D : Swift.Hashable, C : SwiftUICore.View`
    nonisolated public func navigationDestination<D, C>(
      for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View { fatalError() }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 944000: `@available(iOS 14.0, macOS 11.0,
  // tvOS 14.0, watchOS 7.0, *) extension SwiftUICore.View {` with the `navigationTitle`
  // family, so a literal title resolves as it does there (the watchOS-only ViewBuilder
  // overload beside them left out).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension View {
    // `nonisolated public func navigationTitle(_ title: SwiftUICore.Text) -> some
    // SwiftUICore.View`
    nonisolated public func navigationTitle(_ title: Text) -> some View { fatalError() }

    // `nonisolated public func navigationTitle(_ titleKey: SwiftUICore.LocalizedStringKey) ->
    // some SwiftUICore.View`
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
      fatalError()
    }

    // `@_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some
    // SwiftUICore.View where S : Swift.StringProtocol`
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
      fatalError()
    }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 128000: `@available(iOS 13.0, macOS 10.15,
  // tvOS 13.0, watchOS 7.0, *) @_Concurrency.MainActor @preconcurrency public struct
  // TabView<SelectionValue, Content> : SwiftUICore.View where SelectionValue : Swift.Hashable,
  // Content : SwiftUICore.View { ... public var body: some SwiftUICore.View { get } }` and
  // `@available(*, unavailable) extension SwiftUI.TabView : Swift.Sendable {}`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
  @MainActor @preconcurrency
  public struct TabView<SelectionValue, Content>: View
  where SelectionValue: Hashable, Content: View {
    // Same page: `@available(iOS, deprecated: 100000.0, message: "Use TabContentBuilder-based
    // TabView initializers instead") ... nonisolated public init(selection:
    // SwiftUICore.Binding<SelectionValue>?, @ViewBuilder content: () -> Content)` — a
    // deprecation with no version yet (100000.0), which the compiler does not warn about; the
    // TabContentBuilder initializers (iOS 18) are left out with TabContent.
    @available(
      iOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead"
    )
    @available(
      macOS, deprecated: 100000.0,
      message: "Use TabContentBuilder-based TabView initializers instead"
    )
    @available(
      tvOS, deprecated: 100000.0,
      message: "Use TabContentBuilder-based TabView initializers instead"
    )
    @available(
      watchOS, deprecated: 100000.0,
      message: "Use TabContentBuilder-based TabView initializers instead"
    )
    nonisolated public init(
      selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
    ) {}

    public var body: some View { EmptyView() }
  }

  @available(*, unavailable)
  extension TabView: Sendable {}

  extension View {
    // iOS 18 SwiftUICore.swiftinterface, page at offset 512000: `@_alwaysEmitIntoClient
    // nonisolated public func tag<V>(_ tag: V, includeOptional: Swift.Bool = true) -> some
    // SwiftUICore.View where V : Swift.Hashable`
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
    where V: Hashable { fatalError() }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
  extension View {
    // iOS 18 SwiftUI.swiftinterface, page at offset 560000: `@available(iOS, deprecated:
    // 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers
    // instead") ... nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some
    // SwiftUICore.View where V : SwiftUICore.View`
    @available(
      iOS, deprecated: 100000.0,
      message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    @available(
      macOS, deprecated: 100000.0,
      message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    @available(
      tvOS, deprecated: 100000.0,
      message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    @available(
      watchOS, deprecated: 100000.0,
      message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
      fatalError()
    }
  }
#endif
