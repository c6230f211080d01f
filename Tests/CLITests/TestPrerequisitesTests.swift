import Foundation
import TestSupport
import XCTest

/// The suite's prerequisites in one check: each missing one named on a line of its own with
/// how to get it (`scripts/test-prerequisites.sh --install`, which `scripts/test.sh` and
/// `.ci/run` run first). The tests that use one also ask for it, and fail in one line.
final class TestPrerequisitesTests: XCTestCase {
    func testEveryPrerequisiteOfTheSuiteIsPresent() {
        let (status, output) = TestPrerequisites.runScript(["--check"])
        XCTAssertEqual(status, 0, "\n" + output)
    }

    func testAnUnknownNameIsAnErrorNotAPass() {
        let (status, output) = TestPrerequisites.runScript(["--check", "no-such-prerequisite"])
        XCTAssertEqual(status, 2, output)
        XCTAssertTrue(output.hasPrefix("test-prerequisites: unknown prerequisite 'no-such-prerequisite'"), output)
        XCTAssertThrowsError(try TestPrerequisites.require("no-such-prerequisite")) { error in
            XCTAssertTrue("\(error)".contains("unknown prerequisite 'no-such-prerequisite'"), "\(error)")
        }
    }
}
