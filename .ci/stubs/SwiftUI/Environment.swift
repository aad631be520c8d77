// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift for the interface
// text each declaration is checked against (xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk, SwiftUI.swiftinterface and
// SwiftUICore.swiftinterface).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // iOS 18 SwiftUICore.swiftinterface, page at offset 544000: `public protocol
  // EnvironmentKey { associatedtype Value ; static var defaultValue: Self.Value { get } ;
  // @available(iOS 16.0, ...) static func _valuesEqual(_ lhs: Self.Value, _ rhs: Self.Value)
  // -> Swift.Bool }` (`_valuesEqual` has a default implementation there; left out).
  public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 512000: `public struct
  // EnvironmentValues : Swift.CustomStringConvertible { public init() ; public subscript<K>(key:
  // K.Type) -> K.Value where K : SwiftUICore.EnvironmentKey { get set } ; public var
  // description: Swift.String { get } }`
  public struct EnvironmentValues: CustomStringConvertible {
    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
      get { fatalError() }
      set {}
    }

    public var description: String { "" }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 512000: `@available(*, unavailable)
  // extension SwiftUICore.EnvironmentValues : Swift.Sendable {}`
  @available(*, unavailable)
  extension EnvironmentValues: Sendable {}

  // iOS 18 SwiftUICore.swiftinterface, page at offset 496000: `@frozen @propertyWrapper public
  // struct Environment<Value> : SwiftUICore.DynamicProperty { ... @inlinable public init(_
  // keyPath: Swift.KeyPath<SwiftUICore.EnvironmentValues, Value>) ; @inlinable public var
  // wrappedValue: Value { get } ... }`
  @frozen @propertyWrapper
  public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    public var wrappedValue: Value { fatalError() }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 496000: `extension
  // SwiftUICore.Environment : Swift.Sendable where Value : Swift.Sendable {}`
  extension Environment: Sendable where Value: Sendable {}

  // iOS 18 SwiftUI.swiftinterface, page at offset 288000: `@available(iOS 14.0, macOS 11.0,
  // tvOS 14.0, watchOS 7.0, *) public enum ScenePhase : Swift.Comparable { case background ;
  // case inactive ; case active ... }` and `extension SwiftUI.ScenePhase : Swift.Sendable {}`;
  // page at offset 1344000: `extension SwiftUI.ScenePhase : Swift.Hashable {}`.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public enum ScenePhase: Comparable {
    case background
    case inactive
    case active
  }

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension ScenePhase: Sendable {}

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension ScenePhase: Hashable {}

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension EnvironmentValues {
    // iOS 18 SwiftUI.swiftinterface, page at offset 288000: `extension
    // SwiftUICore.EnvironmentValues { public var scenePhase: SwiftUI.ScenePhase { get set } }`
    public var scenePhase: ScenePhase {
      get { fatalError() }
      set {}
    }
  }

  extension View {
    // iOS 18 SwiftUICore.swiftinterface, page at offset 128000: `@inlinable nonisolated public
    // func environment<V>(_ keyPath: Swift.WritableKeyPath<SwiftUICore.EnvironmentValues, V>,
    // _ value: V) -> some SwiftUICore.View`
    nonisolated public func environment<V>(
      _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    )
      -> some View
    { fatalError() }

    // iOS 18 SwiftUICore.swiftinterface, page at offset 480000: `@inlinable nonisolated public
    // func transformEnvironment<V>(_ keyPath:
    // Swift.WritableKeyPath<SwiftUICore.EnvironmentValues, V>, transform: @escaping (inout V)
    // -> Swift.Void) -> some SwiftUICore.View`
    nonisolated public func transformEnvironment<V>(
      _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View { fatalError() }
  }
#endif
