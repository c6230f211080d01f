import XCTest

final class PlaceholderTests: XCTestCase {
    func testBuilds() { XCTAssertEqual(1 + 1, 2) }
}
