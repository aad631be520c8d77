// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // https://developer.apple.com/documentation/swiftui/navigationstack (iOS 16+)
  @MainActor @preconcurrency
  public struct NavigationStack<Data, Root>: View where Root: View {
    // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
    // The homogeneous form: a binding to a collection of hashable routes.
    @MainActor @preconcurrency
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
      Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
      Data.Element: Hashable
    {}

    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  extension View {
    // https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    nonisolated public func navigationDestination<D, C>(
      for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View { fatalError() }

    // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
      fatalError()
    }
  }

  // https://developer.apple.com/documentation/swiftui/tabview
  public struct TabView<SelectionValue, Content>: View
  where SelectionValue: Hashable, Content: View {
    // The @ViewBuilder initializer with a selection (iOS 13+), which the iOS 18 page replaces
    // with a TabContentBuilder one; the reference collects it from copies of the interface.
    nonisolated public init(
      selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content
    ) {}

    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  extension View {
    // https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
    where V: Hashable { fatalError() }

    // https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
      fatalError()
    }
  }
#endif
