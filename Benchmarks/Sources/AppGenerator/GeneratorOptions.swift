/// The generator's command line.
struct GeneratorOptions {
  /// Which app to write.
  enum Kind: String {
    /// The app whose launch the scale probe measures: one executable target holding the
    /// modules, the composition root, the explorer's actions and the probe.
    case scale
    /// The app declared through catalogs, one target per module, for the build-time script.
    case catalog
    /// The same app with plain enums and a `switch` that builds screens, one target per
    /// module, for the build-time script.
    case plain
  }

  var kind = Kind.scale
  var modules = 50
  var routes = 10
  var output = ""
  /// The repository root, which the generated package depends on by path.
  var library = ""

  static let usage = """
    usage: generate-app --kind scale|catalog|plain --modules N --routes M --output DIR
                        [--library PATH]

      --kind K       scale: the app the scale probe measures (one target, release);
                     catalog, plain: the build-time apps, one target per module
      --modules N    feature modules (default 50)
      --routes M     route types per module (default 10)
      --output DIR   the package directory to write (replaced)
      --library P    the repository root (default: found from this file's path)
    """

  /// Parses the arguments, or returns `nil` when they are not understood.
  init?(_ arguments: [String]) {
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else { return nil }
      switch flag {
      case "--kind":
        guard let kind = Kind(rawValue: value) else { return nil }
        self.kind = kind
      case "--modules":
        guard let count = Int(value), (1...9_999).contains(count) else { return nil }
        modules = count
      case "--routes":
        guard let count = Int(value), (1...99).contains(count) else { return nil }
        routes = count
      case "--output": output = value
      case "--library": library = value
      default: return nil
      }
    }
    if output.isEmpty { return nil }
  }
}
