// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else
  import Foundation

  extension View {
    // https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:) (iOS 14+)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
      fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
      fatalError()
    }

    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (iOS 17+)
    nonisolated public func onChange<V>(
      of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View where V: Equatable { fatalError() }
  }
#endif
