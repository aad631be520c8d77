// Part of the SwiftUI stand-in for type-checking on Linux; see View.swift for the interface
// text each declaration is checked against (xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk, SwiftUI.swiftinterface and
// SwiftUICore.swiftinterface).
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The SwiftUI stand-in is for type-checking on Linux only; use the real SwiftUI here.")
#else
  import Foundation

  // iOS 18 SwiftUICore.swiftinterface, page at offset 288000: `public protocol DynamicProperty
  // { static func _makeProperty<V>(...) ; @available(iOS 15.0, ...) static var
  // _propertyBehaviors: Swift.UInt32 { get } ; mutating func update() }`, all three with
  // default implementations in an extension there (continued on the page at offset 304000);
  // left out here.
  public protocol DynamicProperty {}

  // iOS 18 SwiftUICore.swiftinterface, page at offset 496000: `@frozen @propertyWrapper
  // @dynamicMemberLookup public struct Binding<Value> { ... }`
  @frozen @propertyWrapper @dynamicMemberLookup
  public struct Binding<Value> {
    // Same page: `@preconcurrency public init(@_inheritActorContext get: @escaping
    // @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping
    // @isolated(any) @Sendable (Value) -> Swift.Void)` — a binding made in a main-actor view
    // body may read and write main-actor state.
    @preconcurrency
    public init(
      @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
      @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    // Same page: `public var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }

    // Same page: `public subscript<Subject>(dynamicMember keyPath: Swift.WritableKeyPath<Value,
    // Subject>) -> SwiftUICore.Binding<Subject> { get }`
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
      -> Binding<Subject>
    { fatalError() }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 496000: `extension SwiftUICore.Binding
  // : @unchecked Swift.Sendable where Value : Swift.Sendable {}`
  extension Binding: @unchecked Sendable where Value: Sendable {}

  // iOS 18 SwiftUICore.swiftinterface, page at offset 512000: `extension SwiftUICore.Binding
  // : SwiftUICore.DynamicProperty { public static func _makeProperty<V>(...) }`
  extension Binding: DynamicProperty {}

  // iOS 18 SwiftUICore.swiftinterface, page at offset 688000: `@frozen @propertyWrapper public
  // struct State<Value> : SwiftUICore.DynamicProperty { ... public init(wrappedValue value:
  // Value) ; ... public var wrappedValue: Value { get nonmutating set } ; public var
  // projectedValue: SwiftUICore.Binding<Value> { get } ... }`
  @frozen @propertyWrapper
  public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}

    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }

    public var projectedValue: Binding<Value> { fatalError() }
  }

  // iOS 18 SwiftUICore.swiftinterface, page at offset 688000: `extension SwiftUICore.State :
  // Swift.Sendable where Value : Swift.Sendable {}`
  extension State: Sendable where Value: Sendable {}

  // iOS 18 SwiftUI.swiftinterface, page at offset 384000: `@available(iOS 14.0, macOS 11.0,
  // tvOS 14.0, watchOS 7.0, *) @frozen @propertyWrapper public struct SceneStorage<Value> :
  // SwiftUICore.DynamicProperty { ... public var wrappedValue: Value { get nonmutating set } ;
  // public var projectedValue: SwiftUICore.Binding<Value> { get } }`
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @frozen @propertyWrapper
  public struct SceneStorage<Value>: DynamicProperty {
    let key: String

    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }

    public var projectedValue: Binding<Value> { fatalError() }
  }

  // iOS 18 SwiftUI.swiftinterface, page at offset 384000: `extension SwiftUI.SceneStorage :
  // @unchecked Swift.Sendable where Value : Swift.Sendable {}`
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension SceneStorage: @unchecked Sendable where Value: Sendable {}

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension SceneStorage where Value: ExpressibleByNilLiteral {
    // iOS 18 SwiftUI.swiftinterface, page at offset 384000: `extension SwiftUI.SceneStorage
    // where Value : Swift.ExpressibleByNilLiteral { ... public init(_ key: Swift.String) where
    // Value == Foundation.Data? }`
    public init(_ key: String) where Value == Data? { self.key = key }
  }
#endif
