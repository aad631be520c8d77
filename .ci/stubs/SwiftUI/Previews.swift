// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
// PreviewProvider was not located in the one pass through the iOS 18 interface text (this file
// came after it): it follows the documentation page named below and is unchecked.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // https://developer.apple.com/documentation/swiftui/previewprovider
  // `#Preview` is a macro, which the stand-in cannot expand; the example uses this protocol.
  @MainActor @preconcurrency
  public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
  }
#endif
