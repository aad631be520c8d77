// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else
  import Foundation

  // https://developer.apple.com/documentation/swiftui/foreach
  public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
  }

  extension ForEach: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach, init(_:id:content:)
    nonisolated public init(
      _ data: Data, id: KeyPath<Data.Element, ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/horizontalalignment
  @frozen
  public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
  }

  // https://developer.apple.com/documentation/swiftui/vstack
  @frozen
  public struct VStack<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    nonisolated public init(
      alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
      @ViewBuilder content: () -> Content
    ) {}

    public typealias Body = Never
    public var body: Never { fatalError() }
  }
#endif
