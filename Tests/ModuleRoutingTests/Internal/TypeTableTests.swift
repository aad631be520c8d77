import XCTest

@testable import ModuleRouting

final class TypeTableTests: XCTestCase {
  private final class Token: Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  private func number(_ value: (any AnyObject & Sendable)?) -> Int? {
    (value as? Token)?.number
  }

  func testEmpty_findsNothing() {
    let table = TypeTable()
    XCTAssertNil(table[ObjectIdentifier(Int.self)])
    XCTAssertEqual(table.count, 0)
  }

  func testInsert_thenLookUp_findsEachValue() {
    var table = TypeTable()
    let types: [Any.Type] = [Int.self, Int64.self, String.self, Double.self, Bool.self]
    for (number, type) in types.enumerated() {
      table.insert(Token(number), for: ObjectIdentifier(type))
    }
    XCTAssertEqual(types.map { number(table[ObjectIdentifier($0)]) }, [0, 1, 2, 3, 4])
    XCTAssertNil(table[ObjectIdentifier(Float.self)])
    XCTAssertEqual(table.count, 5)
  }

  func testInsert_sameKey_replacesWithoutCounting() {
    var table = TypeTable()
    table.insert(Token(1), for: ObjectIdentifier(Int.self))
    table.insert(Token(2), for: ObjectIdentifier(Int.self))
    XCTAssertEqual(number(table[ObjectIdentifier(Int.self)]), 2)
    XCTAssertEqual(table.count, 1)
  }

  func testManyKeys_growsAndKeepsEveryOne() {
    for size in [0, 1, 5, 6, 7, 100, 10_000] {
      let keys = (0..<size).map(Token.init)
      var table = TypeTable()
      for key in keys { table.insert(key, for: ObjectIdentifier(key)) }
      XCTAssertEqual(table.count, size)
      XCTAssertEqual(keys.map { number(table[ObjectIdentifier($0)]) }, Array(0..<size))
      XCTAssertNil(table[ObjectIdentifier(Token(-1))], "size \(size)")
    }
  }

  func testCopy_isIndependent() {
    var table = TypeTable()
    table.insert(Token(1), for: ObjectIdentifier(Int.self))
    var copy = table
    copy.insert(Token(2), for: ObjectIdentifier(String.self))
    copy.insert(Token(3), for: ObjectIdentifier(Int.self))
    XCTAssertEqual(number(table[ObjectIdentifier(Int.self)]), 1)
    XCTAssertNil(table[ObjectIdentifier(String.self)])
    XCTAssertEqual(number(copy[ObjectIdentifier(Int.self)]), 3)
  }
}
