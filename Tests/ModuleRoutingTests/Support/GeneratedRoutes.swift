import ModuleRouting
import TestFixtures

/// A route type made at run time, so a test can register thousands of distinct types.
protocol GeneratedRoute: Hashable, Sendable {
  init()
}

struct Digit0: GeneratedRoute {}
struct Digit1: GeneratedRoute {}
struct Digit2: GeneratedRoute {}
struct Digit3: GeneratedRoute {}
struct Digit4: GeneratedRoute {}
struct Digit5: GeneratedRoute {}
struct Digit6: GeneratedRoute {}
struct Digit7: GeneratedRoute {}
struct Digit8: GeneratedRoute {}
struct Digit9: GeneratedRoute {}

/// The type for the digits written so far (`High`) followed by one more digit (`Low`).
struct Digits<High: GeneratedRoute, Low: GeneratedRoute>: GeneratedRoute {}

private let digitTypes: [any GeneratedRoute.Type] = [
  Digit0.self, Digit1.self, Digit2.self, Digit3.self, Digit4.self,
  Digit5.self, Digit6.self, Digit7.self, Digit8.self, Digit9.self,
]

/// The distinct route type standing for `number` written with `width` digits.
func generatedRouteType(_ number: Int, width: Int = 4) -> any GeneratedRoute.Type {
  var type: any GeneratedRoute.Type = digitTypes[number % 10]
  var rest = number / 10
  for _ in 1..<width {
    type = digitTypes[rest % 10].followed(by: type)
    rest /= 10
  }
  return type
}

extension GeneratedRoute {
  /// The type for this digit followed by the digits `low` stands for.
  fileprivate static func followed(by low: any GeneratedRoute.Type) -> any GeneratedRoute.Type {
    low.preceded(by: Self.self)
  }

  fileprivate static func preceded<High: GeneratedRoute>(by _: High.Type)
    -> any GeneratedRoute.Type
  {
    Digits<High, Self>.self
  }
}

extension RouteCatalog {
  /// Declares `screen` for the generated route type of `number`, unsaved.
  mutating func add(
    generated number: Int, _ screen: @escaping @MainActor @Sendable () -> Screen
  ) throws(CatalogError) {
    func open<Route: GeneratedRoute>(_ type: Route.Type) throws(CatalogError) {
      try add(type) { _, _ in screen() }
    }
    try open(generatedRouteType(number))
  }
}

/// A route of the generated type for `number`.
func generatedRoute(_ number: Int) -> AnyRoute {
  func open<Route: GeneratedRoute>(_ type: Route.Type) -> AnyRoute {
    AnyRoute(Route())
  }
  return open(generatedRouteType(number))
}
