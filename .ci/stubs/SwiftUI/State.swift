// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else
  import Foundation

  // https://developer.apple.com/documentation/swiftui/dynamicproperty
  public protocol DynamicProperty {}

  // https://developer.apple.com/documentation/swiftui/binding
  // Sendable when Value is (the page's "Conforms To").
  @frozen @propertyWrapper @dynamicMemberLookup
  public struct Binding<Value> {
    // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    // `@_inheritActorContext` as in the real interface (and OpenSwiftUI): a binding made in a
    // main-actor view body may read and write main-actor state.
    @preconcurrency
    public init(
      @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
      @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }

    // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    // (Required by @dynamicMemberLookup.)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
      -> Binding<Subject>
    { fatalError() }
  }

  extension Binding: Sendable where Value: Sendable {}
  extension Binding: DynamicProperty {}

  // https://developer.apple.com/documentation/swiftui/state
  @frozen @propertyWrapper
  public struct State<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {}

    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
  }

  extension State: Sendable where Value: Sendable {}

  // https://developer.apple.com/documentation/swiftui/scenestorage (iOS 14+)
  @frozen @propertyWrapper
  public struct SceneStorage<Value>: DynamicProperty {
    let key: String

    // https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
  }

  extension SceneStorage {
    // https://developer.apple.com/documentation/swiftui/scenestorage, "Storing an Optional
    // Value": init(_:) where Value == Data?
    public init(_ key: String) where Value == Data? { self.key = key }
  }
#endif
