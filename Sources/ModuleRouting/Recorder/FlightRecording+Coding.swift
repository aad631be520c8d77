import Foundation
import NavCore

/// The encoded form of a recording, in JSON:
///
/// ```
/// {"start": {"root": {"k": "home"}},
///  "steps": [{"index": 1, "source": {"kind": "app"},
///             "commands": [{"op": "push", "route": {"k": "item", "v": {"id": 7}}}],
///             "outcome": {"kind": "applied"},
///             "tree": {"root": {"k": "home"}, "runs": [{"k": "item", "v": [{"id": 7}]}]}}]}
/// ```
///
/// A route is `{"k": key}`, with `"v"` its payload for a type the recorder reveals, and `{}` for
/// a type with no key. A tree is in the form a saved navigation state writes its tree in: its
/// root, its path as `"runs"` of routes with one key (`{"k": key, "n": count}` for routes whose
/// payloads are not revealed, `{"n": count}` for a type with no key), its `"presented"` layer
/// and its `"tabs"`.
extension FlightRecording: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: RecordKey.self)
    try container.encode(Written(start, keys), forKey: .start)
    try container.encode(steps.map { Written($0, keys) }, forKey: .steps)
  }

  /// The recording as JSON, in the form ``encode(to:)`` writes.
  ///
  /// - Throws: An `EncodingError` from a revealed route's payload.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  /// Reads a recording ``encoded()`` wrote, with the app's catalog.
  ///
  /// Only a recording whose routes all carry their payloads can be read back: a route written
  /// by its key alone, or of a type with no key, cannot be rebuilt.
  ///
  /// - Parameters:
  ///   - data: The JSON.
  ///   - catalog: The app's merged catalog: routes are read by its keys.
  ///   - revealing: The route types whose payloads the recording read back writes again.
  /// - Throws: A `DecodingError` naming what could not be read: malformed data, an unknown
  ///   key, a route without its payload.
  public init<Screen>(
    decoding data: Data, catalog: RouteCatalog<Screen>,
    revealing: [any (Hashable & Sendable).Type] = []
  ) throws {
    let keys = RecordingKeys(catalog: catalog, revealed: revealing)
    let decoder = JSONDecoder()
    decoder.userInfo[RecordKey.keysInfo] = keys
    let read = try decoder.decode(RecordingCoding.self, from: data)
    self.init(start: read.start, steps: read.steps, keys: keys)
  }
}

/// The keys of the encoded form.
enum RecordKey: String, CodingKey {
  case start, steps, index, source, commands, setsTree, confirmsLeave, cancelsLeave, outcome, tree
  case path, presented, style
  case kind, module, exit, op, route, count, policy, address, tab, matching, type, reason

  /// Where a decoder finds the keys routes are read with.
  // `CodingUserInfoKey.init(rawValue:)` is failable only to satisfy `RawRepresentable`: it
  // accepts every string.
  static let keysInfo = CodingUserInfoKey(rawValue: "ModuleRouting.FlightRecording.keys")!
}

extension Decoder {
  /// The keys routes are read with, set by ``FlightRecording/init(decoding:catalog:revealing:)``.
  var recordingKeys: RecordingKeys {
    get throws {
      guard let keys = userInfo[RecordKey.keysInfo] as? RecordingKeys else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: codingPath, debugDescription: "read without the catalog's keys"))
      }
      return keys
    }
  }

  /// A decoding error at this decoder's path.
  func corrupted(_ message: String) -> DecodingError {
    DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
  }
}

/// A part of a recording — a route, a tree, a command, a step — as the encoded form holds it:
/// written with the recording's keys, read back with the decoder's.
protocol RecordingCodable {
  /// Writes the part with `keys`: each route by its key, its payload only when revealed.
  func encode(to encoder: any Encoder, keys: RecordingKeys) throws
  /// Reads a part written so, with the keys the decoder holds (``Decoder/recordingKeys``).
  static func read(from decoder: any Decoder) throws -> Self
}

/// A part of a recording to encode, with the keys it is written with.
struct Written<Value: RecordingCodable>: Encodable {
  let value: Value
  let keys: RecordingKeys

  init(_ value: Value, _ keys: RecordingKeys) {
    self.value = value
    self.keys = keys
  }

  func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder, keys: keys)
  }
}

/// A part of a recording decoded.
struct Read<Value: RecordingCodable>: Decodable {
  let value: Value

  init(from decoder: any Decoder) throws {
    value = try Value.read(from: decoder)
  }
}

/// Reads a whole recording.
private struct RecordingCoding: Decodable {
  let start: NavigationState
  let steps: [FlightRecording.Step]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RecordKey.self)
    start = try container.decode(Read<NavigationState>.self, forKey: .start).value
    steps = try container.decode([Read<FlightRecording.Step>].self, forKey: .steps).map(\.value)
  }
}

/// Writes and reads one step.
extension FlightRecording.Step: RecordingCodable {
  func encode(to encoder: any Encoder, keys: RecordingKeys) throws {
    var container = encoder.container(keyedBy: RecordKey.self)
    try container.encode(index, forKey: .index)
    try container.encode(Written(source, keys), forKey: .source)
    try container.encode(commands.map { Written($0, keys) }, forKey: .commands)
    if setsTree { try container.encode(true, forKey: .setsTree) }
    if confirmsLeave { try container.encode(true, forKey: .confirmsLeave) }
    if cancelsLeave { try container.encode(true, forKey: .cancelsLeave) }
    try container.encode(Written(outcome, keys), forKey: .outcome)
    try container.encode(Written(tree, keys), forKey: .tree)
  }

  static func read(from decoder: any Decoder) throws -> Self {
    let container = try decoder.container(keyedBy: RecordKey.self)
    return FlightRecording.Step(
      index: try container.decode(Int.self, forKey: .index),
      source: try container.decode(Read<NavigationSource>.self, forKey: .source).value,
      commands: try container.decode([Read<NavigationCommand>].self, forKey: .commands).map(
        \.value),
      setsTree: try container.decodeIfPresent(Bool.self, forKey: .setsTree) ?? false,
      confirmsLeave: try container.decodeIfPresent(Bool.self, forKey: .confirmsLeave) ?? false,
      cancelsLeave: try container.decodeIfPresent(Bool.self, forKey: .cancelsLeave) ?? false,
      outcome: try container.decode(Read<FlightRecording.Outcome>.self, forKey: .outcome).value,
      tree: try container.decode(Read<NavigationState>.self, forKey: .tree).value)
  }
}

/// Writes and reads one route with the NavCore tree coding: its key, and its payload when
/// revealed.
extension AnyRoute: RecordingCodable {
  func encode(to encoder: any Encoder, keys: RecordingKeys) throws {
    try keys.coding.encode(self, to: encoder)
  }

  static func read(from decoder: any Decoder) throws -> Self {
    let coding = try decoder.recordingKeys.coding
    do {
      return try coding.decodeRoute(from: decoder)
    } catch {
      throw decoder.corrupted(error.description)
    }
  }
}

/// Writes and reads one tree with the NavCore tree coding.
extension NavigationState: RecordingCodable {
  func encode(to encoder: any Encoder, keys: RecordingKeys) throws {
    try keys.coding.encode(self, to: encoder)
  }

  static func read(from decoder: any Decoder) throws -> Self {
    let coding = try decoder.recordingKeys.coding
    do {
      return try coding.decodeTree(from: decoder)
    } catch {
      throw decoder.corrupted(error.description)
    }
  }
}
