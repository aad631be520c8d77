/// The values a link gives a route's pattern — its path parameters, its catch-all, and the
/// query items the pattern declares, decoded — which the pattern's parse function reads by
/// name with the type the route needs: `try .details(id: $0.int("id"))`.
///
/// A reader throws `DeepLinkError.missingParameter` for a value the link does not
/// give, and ``DeepLinkError/invalidParameter(_:value:expected:at:)`` for one that is not of
/// the type asked for; its `ifPresent:` twin returns `nil` for a missing value instead.
public struct DeepLinkParameters: Sendable {
  /// The pattern that matched, as registered.
  public let pattern: String
  /// The values: the path parameters in pattern order, the catch-all, then the query items.
  var values: [Value] = []

  /// One value: its name, its decoded text (a catch-all's segments joined by `/`), the
  /// segments of a catch-all, and the position of its segment in the link.
  struct Value: Sendable {
    let name: String
    let text: String
    var segments: [String]? = nil
    var position: Int?
  }

  init(pattern: String) {
    self.pattern = pattern
  }

  /// Whether the link gives a value for `name`.
  public func contains(_ name: String) -> Bool {
    find(name) != nil
  }

  /// The text of a parameter, decoded. A catch-all reads as its segments joined by `/`.
  public func string(_ name: String) throws(DeepLinkError) -> String {
    guard let found = find(name) else { throw .missingParameter(name, in: pattern) }
    return found.text
  }

  /// The text of a parameter, or `nil` when the link gives none.
  public func string(ifPresent name: String) -> String? {
    find(name)?.text
  }

  /// A parameter read as an `Int`, written in decimal.
  public func int(_ name: String) throws(DeepLinkError) -> Int {
    try read(name, as: "Int") { Int($0) }
  }

  /// A parameter read as an `Int`, or `nil` when the link gives none.
  public func int(ifPresent name: String) throws(DeepLinkError) -> Int? {
    contains(name) ? try int(name) : nil
  }

  /// A parameter read as a `Bool`, written `true` or `false`.
  public func bool(_ name: String) throws(DeepLinkError) -> Bool {
    try read(name, as: "Bool (true or false)") { Bool($0) }
  }

  /// A parameter read as a `Bool`, or `nil` when the link gives none.
  public func bool(ifPresent name: String) throws(DeepLinkError) -> Bool? {
    contains(name) ? try bool(name) : nil
  }

  /// A parameter read by its raw value as a value of `type`: an enum, or any
  /// `RawRepresentable` whose raw values are strings or numbers.
  public func value<Value: RawRepresentable>(_ name: String, as type: Value.Type)
    throws(DeepLinkError) -> Value where Value.RawValue: LosslessStringConvertible
  {
    try read(name, as: "a raw value of \(Value.self)") { text in
      Value.RawValue(text).flatMap(Value.init(rawValue:))
    }
  }

  /// A parameter read as a value of `type` by its raw value, or `nil` when the link gives none.
  public func value<Value: RawRepresentable>(ifPresent name: String, as type: Value.Type)
    throws(DeepLinkError) -> Value? where Value.RawValue: LosslessStringConvertible
  {
    contains(name) ? try value(name, as: type) : nil
  }

  /// The segments a catch-all took, each decoded; a plain parameter reads as one segment.
  public func segments(_ name: String) throws(DeepLinkError) -> [String] {
    guard let found = find(name) else { throw .missingParameter(name, in: pattern) }
    return found.segments ?? [found.text]
  }

  /// Reads `name` with `convert`, which returns `nil` for a text of the wrong form.
  func read<Value>(_ name: String, as expected: String, _ convert: (String) -> Value?)
    throws(DeepLinkError) -> Value
  {
    guard let found = find(name) else { throw .missingParameter(name, in: pattern) }
    guard let value = convert(found.text) else {
      throw .invalidParameter(name, value: found.text, expected: expected, at: found.position)
    }
    return value
  }

  /// The value of `name`: a path parameter, the catch-all, or a query item.
  private func find(_ name: String) -> Value? {
    values.first { $0.name == name }
  }
}
