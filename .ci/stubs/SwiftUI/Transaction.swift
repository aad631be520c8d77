// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // https://developer.apple.com/documentation/swiftui/transaction
  @frozen
  public struct Transaction {
    nonisolated public init() {}
    // https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
    public var disablesAnimations: Bool {
      get { false }
      set {}
    }
  }

  // https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
  public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result { try body() }

  // https://developer.apple.com/documentation/swiftui/color
  @frozen
  public struct Color: Hashable, Sendable, View {
    // https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color()
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
#endif
