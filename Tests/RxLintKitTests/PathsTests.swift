@testable import RxLintKit
import XCTest

/// `Paths.normalize` returns a normal ASCII path as it is, and splits every other one; both
/// give what splitting would, and `Paths.parent` is `normalize(path + "/..")`.
final class PathsTests: XCTestCase {
    func testNormalizeAgreesWithTheSplit() {
        let paths = ["/", "//", "/a", "/a/", "/a/b.swift", "/a//b", "/./a", "/a/.", "/a/..", "/..", "/a/../b", "/.a/..b/...", "/a/.b",
                     "a/b", "", ".", "/a/b/./c/../d", "/Users/x/Projects/App/Sources/View Model.swift", "/caf\u{E9}/x", "/a/\u{301}b",
                     "/a\r\n/b", "/a/b/"]
        for path in paths {
            XCTAssertEqual(Paths.normalize(path), Paths.normalizedBySplitting(path), path)
            let normal = Paths.normalize(path)
            XCTAssertEqual(Paths.parent(normal), Paths.normalizedBySplitting(normal + "/.."), path)
        }
        // And the split itself, on the shapes it exists for.
        XCTAssertEqual(Paths.normalize("/a/../b"), "/b")
        XCTAssertEqual(Paths.normalize("/a//b/./"), "/a/b")
        XCTAssertEqual(Paths.normalize("/.."), "/")
        XCTAssertEqual(Paths.normalize("/caf\u{E9}/./x"), "/caf\u{E9}/x")
        XCTAssertTrue(Paths.isNormalASCII("/a/b.swift"))
        XCTAssertFalse(Paths.isNormalASCII("/a/../b.swift"))
        XCTAssertFalse(Paths.isNormalASCII("/caf\u{E9}"), "only ASCII is taken as it is")
    }
}
