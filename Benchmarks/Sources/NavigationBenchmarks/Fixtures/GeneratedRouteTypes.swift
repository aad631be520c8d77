/// Route types made at run time, for registries with thousands of them.
///
/// `GeneratedRoute<D1, D2, D3, D4>` over the ten digit types below is 10,000 distinct
/// `Hashable & Sendable` types, each with its own metadata, as distinct to a registry as
/// 10,000 enums written by hand.
enum GeneratedRouteTypes {
  /// The `number`th type, for `number` in `0..<10_000`.
  static func type(_ number: Int) -> any (Hashable & Sendable).Type {
    precondition((0..<10_000).contains(number), "no generated route type \(number)")
    let first = digits[number / 1_000]
    return thousands(
      first, digits[number / 100 % 10], digits[number / 10 % 10], digits[number % 10])
  }

  private static let digits: [any Digit.Type] = [
    D0.self, D1.self, D2.self, D3.self, D4.self, D5.self, D6.self, D7.self, D8.self, D9.self,
  ]

  // Each step opens one digit's existential metatype into a generic parameter.

  private static func thousands<A: Digit>(
    _: A.Type, _ b: any Digit.Type, _ c: any Digit.Type, _ d: any Digit.Type
  ) -> any (Hashable & Sendable).Type {
    hundreds(A.self, b, c, d)
  }

  private static func hundreds<A: Digit, B: Digit>(
    _: A.Type, _: B.Type, _ c: any Digit.Type, _ d: any Digit.Type
  ) -> any (Hashable & Sendable).Type {
    tens(A.self, B.self, c, d)
  }

  private static func tens<A: Digit, B: Digit, C: Digit>(
    _: A.Type, _: B.Type, _: C.Type, _ d: any Digit.Type
  ) -> any (Hashable & Sendable).Type {
    ones(A.self, B.self, C.self, d)
  }

  private static func ones<A: Digit, B: Digit, C: Digit, D: Digit>(
    _: A.Type, _: B.Type, _: C.Type, _: D.Type
  ) -> any (Hashable & Sendable).Type {
    GeneratedRoute<A, B, C, D>.self
  }
}

struct GeneratedRoute<A: Digit, B: Digit, C: Digit, D: Digit>: Hashable, Sendable {}

protocol Digit: Hashable, Sendable {}
struct D0: Digit {}
struct D1: Digit {}
struct D2: Digit {}
struct D3: Digit {}
struct D4: Digit {}
struct D5: Digit {}
struct D6: Digit {}
struct D7: Digit {}
struct D8: Digit {}
struct D9: Digit {}
