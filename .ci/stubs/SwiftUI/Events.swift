// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift for the interface
// text each declaration is checked against (xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk, SwiftUI.swiftinterface and
// SwiftUICore.swiftinterface).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else
  import Foundation

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension View {
    // iOS 18 SwiftUI.swiftinterface, page at offset 128000: `nonisolated public func
    // onOpenURL(perform action: @escaping (Foundation.URL) -> ()) -> some SwiftUICore.View`
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
      fatalError()
    }
  }

  extension View {
    // iOS 18 SwiftUICore.swiftinterface, page at offset 480000: `@inlinable nonisolated public
    // func onAppear(perform action: (() -> Swift.Void)? = nil) -> some SwiftUICore.View`
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
      fatalError()
    }

    // Beside it in the same interface, with the same availability: `@inlinable nonisolated
    // public func onDisappear(perform action: (() -> Swift.Void)? = nil) -> some
    // SwiftUICore.View`.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
      fatalError()
    }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 592000: both overloads of
  // `onChange(of:initial:_:)` (iOS 17), so a closure resolves between them as it does there;
  // the iOS 14 `onChange(of:perform:)`, deprecated in iOS 17, on the same page, is left out.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension View {
    // `nonisolated public func onChange<V>(of value: V, initial: Swift.Bool = false, _ action:
    // @escaping (_ oldValue: V, _ newValue: V) -> Swift.Void) -> some SwiftUICore.View where V
    // : Swift.Equatable`
    nonisolated public func onChange<V>(
      of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable { fatalError() }

    // `nonisolated public func onChange<V>(of value: V, initial: Swift.Bool = false, _ action:
    // @escaping () -> Swift.Void) -> some SwiftUICore.View where V : Swift.Equatable`
    nonisolated public func onChange<V>(
      of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View where V: Equatable { fatalError() }
  }
#endif
