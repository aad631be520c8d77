import Foundation
import NavigationTesting
import XCTest

/// The example's navigation map is checked in — `Examples/NavigationMap.mmd` (Mermaid),
/// `Examples/NavigationMap.dot` (Graphviz) and the Mermaid block of `README.md` — and must be
/// the map of the example as it is: a change to its navigation fails here until the map is
/// updated with it, and the change shows in review as a diff of the map.
///
/// To update the map after an intended change:
///
///     UPDATE_NAVIGATION_MAP=1 swift test --package-path Examples --filter NavigationMapBaselineTests
@MainActor
final class NavigationMapBaselineTests: XCTestCase {
  /// The `Examples` folder.
  private let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private var readme: URL {
    examples.deletingLastPathComponent().appendingPathComponent("README.md")
  }

  private static let update = "UPDATE_NAVIGATION_MAP"
  private static let readmeStart = "<!-- navigation-map: start -->\n"
  private static let readmeEnd = "<!-- navigation-map: end -->\n"

  func testTheCheckedInMap_isTheMapOfTheExampleAsItIs() async throws {
    let map = try await exampleExplorer().explore().map
    let files = [
      (examples.appendingPathComponent("NavigationMap.mmd"), map.mermaid),
      (examples.appendingPathComponent("NavigationMap.dot"), map.dot),
    ]
    let readmeText = try String(contentsOf: readme, encoding: .utf8)
    let readmeBlock = "```mermaid\n" + map.mermaid + "```\n"

    if ProcessInfo.processInfo.environment[Self.update] == "1" {
      for (file, text) in files {
        try text.write(to: file, atomically: true, encoding: .utf8)
      }
      let updated = try XCTUnwrap(replacingBlock(in: readmeText, with: readmeBlock))
      try updated.write(to: readme, atomically: true, encoding: .utf8)
      return
    }
    for (file, text) in files {
      let checkedIn = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      if checkedIn != text {
        XCTFail(outdated(file.lastPathComponent, checkedIn: checkedIn, current: text))
      }
    }
    let shown = try XCTUnwrap(
      block(in: readmeText),
      "README.md has no block between \(Self.readmeStart)and \(Self.readmeEnd)")
    if shown != readmeBlock {
      XCTFail(outdated("README.md's Mermaid block", checkedIn: shown, current: readmeBlock))
    }
  }

  /// What the failure says: what differs, line by line, and how to update the map.
  private func outdated(_ name: String, checkedIn: String, current: String) -> String {
    let old = checkedIn.split(separator: "\n")
    let new = current.split(separator: "\n")
    let gone = old.filter { !new.contains($0) }.map { "- " + $0 }
    let came = new.filter { !old.contains($0) }.map { "+ " + $0 }
    return """
      The example's navigation map changed, and \(name) is not updated (- checked in, + now):
      \((gone + came).joined(separator: "\n"))
      If the change is intended, update the map and commit it:
        \(Self.update)=1 swift test --package-path Examples --filter NavigationMapBaselineTests
      """
  }

  /// The text between README's markers.
  private func block(in text: String) -> String? {
    guard let start = text.range(of: Self.readmeStart),
      let end = text.range(of: Self.readmeEnd, range: start.upperBound..<text.endIndex)
    else { return nil }
    return String(text[start.upperBound..<end.lowerBound])
  }

  /// `text` with the block between README's markers replaced by `block`.
  private func replacingBlock(in text: String, with block: String) -> String? {
    guard let start = text.range(of: Self.readmeStart),
      let end = text.range(of: Self.readmeEnd, range: start.upperBound..<text.endIndex)
    else { return nil }
    return text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: block)
  }
}
