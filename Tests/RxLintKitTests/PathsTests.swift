@testable import RxLintKit
import XCTest

/// `Paths.normalize` returns a normal ASCII path as it is, and splits every other one; both
/// give what splitting would, and `Paths.parent` is `normalize(path + "/..")`.
final class PathsTests: XCTestCase {
    /// The split that `normalize` does for a path that is not already normal.
    private func split(_ path: String) -> String {
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }

    func testNormalizeAgreesWithTheSplit() {
        let paths = ["/", "//", "/a", "/a/", "/a/b.swift", "/a//b", "/./a", "/a/.", "/a/..", "/..", "/a/../b", "/.a/..b/...", "/a/.b",
                     "a/b", "", ".", "/a/b/./c/../d", "/Users/x/Projects/App/Sources/View Model.swift", "/caf\u{E9}/x", "/a/\u{301}b",
                     "/a\r\n/b", "/a/b/"]
        for path in paths {
            XCTAssertEqual(Paths.normalize(path), split(path), path)
            let normal = Paths.normalize(path)
            XCTAssertEqual(Paths.parent(normal), split(normal + "/.."), path)
        }
        XCTAssertTrue(Paths.isNormalASCII("/a/b.swift"))
        XCTAssertFalse(Paths.isNormalASCII("/a/../b.swift"))
        XCTAssertFalse(Paths.isNormalASCII("/caf\u{E9}"), "only ASCII is taken as it is")
    }
}
