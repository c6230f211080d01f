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

    /// Two normal ASCII paths are compared by bytes; the answer is the Character-wise one.
    func testRelativeAgreesWithTheCharacterAnswer() {
        let paths = ["/", "/a", "/ab", "/a/b", "/a/b/c.swift", "/ab/c", "/w", "/wx/a", "/w/x", "/caf\u{E9}/x", "/caf\u{E9}", "/a/\u{301}b"]
        for p in paths {
            for b in paths {
                XCTAssertEqual(Paths.relative(p, to: b), Paths.relativeByCharacters(Paths.normalize(p), to: Paths.normalize(b)), "\(p) to \(b)")
            }
        }
        XCTAssertEqual(Paths.relative("/a/b/c.swift", to: "/a"), "b/c.swift")
        XCTAssertEqual(Paths.relative("/a/b", to: "/"), "a/b")
        XCTAssertNil(Paths.relative("/ab/c", to: "/a"))
        XCTAssertEqual(Paths.relative("/a", to: "/a"), ".")
    }
}
