import TestSupport
import XCTest

/// The helpers that failure messages are made with: a failure must show its offender, short.
final class FailureMessageTests: XCTestCase {
    func testATextDifferenceShowsTheChangedLinesNotThePages() throws {
        let page = (1...1_900).map { "line \($0)" }
        var changed = page
        changed[999] = "line 1000, edited"
        changed.insert("a new line", at: 1_500)
        XCTAssertNil(TextDifference.of(expected: page.joined(separator: "\n"), actual: page.joined(separator: "\n")))
        let difference = try XCTUnwrap(TextDifference.of(expected: page.joined(separator: "\n"), actual: changed.joined(separator: "\n")))
        let lines = difference.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "@@ from line 1000 (expected 1900 lines, actual 1901) @@")
        XCTAssertTrue(lines.contains("- line 1000") && lines.contains("+ line 1000, edited") && lines.contains("+ a new line"), difference)
        XCTAssertTrue(lines.contains("  … 496 unchanged lines"), difference)
        XCTAssertLessThan(lines.count, 20, difference)
    }

    func testOffendersAreNamedAndCounted() {
        XCTAssertNil(offenders([2, 4, 6]) { $0 % 2 == 0 })
        XCTAssertEqual(offenders([2, 3, 4, 5, 7, 9], describe: { "odd \($0)" }) { $0 % 2 == 0 },
                       "4 of 6 fail; first: #1: odd 3; #3: odd 5; #4: odd 7")
    }
}
