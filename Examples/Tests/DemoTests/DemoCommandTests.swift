import XCTest

@testable import Demo

/// What `demo`'s arguments ask for.
final class DemoCommandTests: XCTestCase {
  func testNoArguments_playsTheSession_savingToTheDefaultFile() {
    XCTAssertEqual(
      DemoCommand(arguments: [], defaultSave: "/tmp/x.json"), .play(savingTo: "/tmp/x.json"))
  }

  func testSave_playsTheSession_savingToTheFileGiven() {
    XCTAssertEqual(DemoCommand(arguments: ["--save", "state.json"]), .play(savingTo: "state.json"))
  }

  func testOpen_and_restore_takeOneArgument() {
    XCTAssertEqual(DemoCommand(arguments: ["open", "/main"]), .open("/main"))
    XCTAssertEqual(DemoCommand(arguments: ["restore", "state.json"]), .restore("state.json"))
  }

  func testAnythingElse_isAUsageError() {
    for arguments in [["open"], ["restore"], ["open", "/a", "/b"], ["--save"], ["play", "x"]] {
      XCTAssertNil(DemoCommand(arguments: arguments), "\(arguments)")
    }
  }
}
