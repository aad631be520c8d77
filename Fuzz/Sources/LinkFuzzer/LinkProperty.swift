import LinkFixtures
import NavCore

/// What every input must satisfy, checked by the fuzzer and by the corpus test alike: reading
/// a link either fails with a typed error placed on a segment the link could have, or gives a
/// route; a route that prints gives a path that reads as that route again, and prints again
/// the same.
enum LinkProperty {
  static let links = try! fixtureLinks().links

  /// How an input was read, for `fuzz-links check` to count.
  enum Outcome {
    /// `route(for:)` threw.
    case refused
    /// It read a route that `path(for:)` refused to print.
    case readNotPrinted
    /// It read a route that printed, and the printed path read as that route again.
    case readAndPrinted
  }

  /// Checks `link`; a broken property stops the process, which the fuzzer reports as a crash.
  @discardableResult
  static func check(_ link: String) -> Outcome {
    let route: AnyRoute
    do {
      route = try links.route(for: link)
    } catch {
      checkPosition(of: error, link)
      return .refused
    }
    // Printing may refuse a route it cannot write back (a catch-all read from `%2F` holds an
    // empty segment); it does so with a typed error, which `path(for:)` declares.
    guard let printed = try? links.path(for: route) else { return .readNotPrinted }
    let reread: AnyRoute
    do {
      reread = try links.route(for: printed)
    } catch {
      preconditionFailure("\(link.debugDescription) → \(printed) does not read: \(error)")
    }
    precondition(reread == route, "\(link.debugDescription) → \(printed) reads another route")
    precondition(
      (try? links.path(for: reread)) == printed, "\(link.debugDescription) prints two ways")
    return .readAndPrinted
  }

  /// An error about a segment names one the link can have: from 1 to the most segments a link
  /// may hold.
  private static func checkPosition(of error: DeepLinkError, _ link: String) {
    guard let position = error.position else { return }
    precondition(
      (1...DeepLinkLimits.maxSegments).contains(position),
      "\(link.debugDescription): \(error) has position \(position)")
  }
}
