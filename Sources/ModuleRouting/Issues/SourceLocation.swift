/// Where in the app's code a call was made: the file and line of the call that caused an issue.
public struct SourceLocation: Hashable, Sendable {
  /// The file, as `#fileID` writes it: `Module/File.swift`.
  public let fileID: String
  /// The line.
  public let line: Int

  /// The location `fileID` and `line` name.
  package init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }
}

extension SourceLocation: CustomStringConvertible {
  public var description: String {
    "\(fileID):\(line)"
  }
}

/// The call site a public entry point captured, kept as it came (no string is made) until an
/// issue needs it.
struct CallSite: Sendable {
  let fileID: StaticString
  let line: UInt

  init(_ fileID: StaticString, _ line: UInt) {
    self.fileID = fileID
    self.line = line
  }

  /// No call site: a request the library made itself.
  static let unknown = CallSite("", 0)

  var location: SourceLocation? {
    line == 0 ? nil : SourceLocation(fileID: "\(fileID)", line: Int(line))
  }
}
