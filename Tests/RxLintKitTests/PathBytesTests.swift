@testable import RxLintKit
import XCTest

/// A path holds raw bytes exactly when a name that is not UTF-8 put them there.
final class PathBytesTests: XCTestCase {
    func testRawBytesAreFoundAndOnlyThem() {
        XCTAssertFalse(PathBytes.hasRawBytes("Sources/App/View.swift"))
        XCTAssertFalse(PathBytes.hasRawBytes("Sources/café/😀.swift"))
        // U+100000 is spelled with the byte F4 too, and is no raw byte.
        XCTAssertFalse(PathBytes.hasRawBytes("a\u{100000}b.swift"))
        let latin1 = [UInt8]("caf".utf8) + [0xE9] + [UInt8](".swift".utf8)
        let path = latin1.withUnsafeBufferPointer(PathBytes.string)
        XCTAssertTrue(PathBytes.hasRawBytes(path))
        XCTAssertEqual(PathBytes.bytes(path), latin1)
        // A Substring's String (not necessarily contiguous storage) answers alike.
        XCTAssertTrue(PathBytes.hasRawBytes(String(("x/" + path).dropFirst(2))))
    }
}
