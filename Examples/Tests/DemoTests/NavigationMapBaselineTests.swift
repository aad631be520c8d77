import Foundation
import NavigationTesting
import XCTest

/// The example's navigation map is checked in — `Examples/NavigationMap.mmd` (Mermaid) and
/// `Examples/NavigationMap.dot` (Graphviz), which the README links — and must be
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

  private static let update = "UPDATE_NAVIGATION_MAP"

  func testTheCheckedInMap_isTheMapOfTheExampleAsItIs() async throws {
    let map = try await exampleExplorer().explore().map
    let files = [
      (examples.appendingPathComponent("NavigationMap.mmd"), map.mermaid),
      (examples.appendingPathComponent("NavigationMap.dot"), map.dot),
    ]
    if ProcessInfo.processInfo.environment[Self.update] == "1" {
      for (file, text) in files {
        try text.write(to: file, atomically: true, encoding: .utf8)
      }
      return
    }
    for (file, text) in files {
      let checkedIn = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      if checkedIn != text {
        XCTFail(outdated(file.lastPathComponent, checkedIn: checkedIn, current: text))
      }
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
}
