// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else

  // https://developer.apple.com/documentation/swiftui/environmentkey
  public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
  }

  // https://developer.apple.com/documentation/swiftui/environmentvalues
  public struct EnvironmentValues: CustomStringConvertible {
    public init() {}

    // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
      get { fatalError() }
      set {}
    }

    public var description: String { "" }
  }

  // https://developer.apple.com/documentation/swiftui/environment
  @frozen @propertyWrapper
  public struct Environment<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/environment, init(_:) from a key path
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { fatalError() }
  }

  extension Environment: Sendable where Value: Sendable {}

  // https://developer.apple.com/documentation/swiftui/scenephase
  // Conforms to Comparable, Equatable, Hashable, Sendable.
  public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
  }

  extension EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
    public var scenePhase: ScenePhase {
      get { fatalError() }
      set {}
    }
  }

  extension View {
    // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(
      _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    )
      -> some View
    { fatalError() }

    // https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)
    nonisolated public func transformEnvironment<V>(
      _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View { fatalError() }
  }
#endif
