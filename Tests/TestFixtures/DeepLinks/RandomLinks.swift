import NavCore

/// Random links, mostly broken, for property tests and fuzzing seeds: printed links with
/// random edits, sequences of real and unreal segments, and random text.
public struct RandomLinks {
  public var trees: RandomLinkedTrees
  /// Links printed from the routes of random trees, which the edited links start from.
  public let printed: [String]

  /// Random links drawn with `seed`, editing links that `links` prints.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - links: The table that prints the links to edit.
  ///   - pool: How many links to print for editing.
  public init(seed: UInt64, printedBy links: DeepLinkTable, pool: Int = 500) {
    trees = RandomLinkedTrees(seed: seed)
    var printed: [String] = []
    for _ in 0..<pool {
      let state = trees.state(depth: 2)
      for route in [state.root] + Array(state.path) {
        if let link = try? links.path(for: route) { printed.append(link) }
      }
    }
    self.printed = printed.isEmpty ? ["/"] : printed
  }

  /// A link: a printed one as it is (1 in 20), one with a few random edits (8 in 20), a
  /// sequence of real and unreal segments (7 in 20), or random text (4 in 20).
  public mutating func link() -> String {
    switch trees.int(0...19) {
    case 0: printed[trees.int(0...printed.count - 1)]
    case 1...8: edited(printed[trees.int(0...printed.count - 1)])
    case 9...15: segments()
    default: noise()
    }
  }

  /// `link` with one to three random edits: a piece inserted, deleted or replaced.
  public mutating func edited(_ link: String) -> String {
    var bytes = Array(link.utf8)
    for _ in 0..<trees.int(1...3) {
      let at = trees.int(0...bytes.count)
      switch trees.int(0...2) {
      case 0: bytes.insert(contentsOf: piece().utf8, at: at)
      case 1 where at < bytes.count:
        bytes.removeSubrange(at..<min(bytes.count, at + trees.int(1...8)))
      default: if at < bytes.count { bytes[at] = piece().utf8.first ?? 0x2F }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A path of segments drawn from the fixtures' literals, pieces, and text that once meant
  /// something to a link (`~sheet`, `;page=2`), which must now read as plain text.
  public mutating func segments() -> String {
    let vocabulary = [
      "dashboard", "details", "7", "-1", "x", "settings", "privacy", "login", "main", "sheet",
      "add", "edit", "delete", "articles", "page", "search", "files", "authors", "tasks", "9",
      "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "true", "~", "~end", "~sheet", "~alert",
      "~fullScreenCover", "~popover", "~confirmationDialog", "~tabs:home", "~tabs:first;keep",
      "~tab:home", "~tab:settings", "~tab:profile", "~tab:first", "~tab:second", "~tab:nope",
      "~tabs:", "~tab:", "%", "%2", "%zz", "%C3%28", "%7E", ";page=2", "a;sort=newest", "",
    ]
    var link = trees.int(0...4) == 0 ? "myapp://host" : ""
    for _ in 0..<trees.int(0...24) {
      link += "/" + vocabulary[trees.int(0...vocabulary.count - 1)]
    }
    if trees.int(0...3) == 0 { link += "?page=" + piece() + "&sort=oldest&" + piece() }
    return link
  }

  /// Random characters, weighted to the ones links treat specially.
  public mutating func noise() -> String {
    (0..<trees.int(0...40)).map { _ in piece() }.joined()
  }

  /// A short piece of text a link reads specially, or any character.
  public mutating func piece() -> String {
    let pieces = [
      "/", "~", ";", "%", "?", "#", "&", "=", "+", ":", "(", ")", "*", "%2F", "%7E", "%00", "%FF",
      "~tab:", "~end", "~sheet", "é", "😀", "\u{0}", " ", "a", "7",
    ]
    if trees.int(0...5) == 0 {
      return String(UnicodeScalar(UInt8(trees.int(0...127))))
    }
    return pieces[trees.int(0...pieces.count - 1)]
  }
}
