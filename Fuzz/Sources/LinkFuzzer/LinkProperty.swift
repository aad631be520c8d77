import LinkFixtures
import NavCore

/// What every input must satisfy, checked by the fuzzer and by the corpus test alike: reading
/// a link either fails with a typed error placed on a segment the link could have, or gives a
/// valid state; a state that prints gives a link that opens it again, and prints again the same.
enum LinkProperty {
  static let links = try! fixtureLinks()

  /// Checks `link`; a broken property stops the process, which the fuzzer reports as a crash.
  static func check(_ link: String) {
    do {
      let state = try links.state(for: link)
      do {
        try state.validate()
      } catch {
        preconditionFailure("\(link.debugDescription) opened an invalid state: \(error)")
      }
      guard let printed = try? links.url(for: state) else { return }
      let reopened = try? links.state(for: printed)
      precondition(reopened == state, "\(link.debugDescription) → \(printed) opens another state")
      precondition(
        (try? links.url(for: state)) == printed, "\(link.debugDescription) prints two ways")
    } catch {
      if let position = error.position {
        precondition(
          (1...DeepLinkLimits.maxSegments).contains(position),
          "\(link.debugDescription): \(error) has position \(position)")
      }
    }
    _ = try? links.route(for: link)
    _ = try? links.state(for: link, from: fixtureState)
  }

  /// A tab bar to open partial links from.
  static let fixtureState = mainTabs(selected: .settings)
}
