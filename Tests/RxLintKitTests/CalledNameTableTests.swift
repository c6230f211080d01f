@testable import RxLintKit
import XCTest

/// The called-name table answers alike whether it keeps a small set (few names) or the
/// bitmap (many): a hash is present exactly when one with the same low 23 bits was noted.
final class CalledNameTableTests: XCTestCase {
    private func table(_ hashes: [UInt32]) -> CalledNameTable {
        var file = FileAnalysis(path: "A.swift")
        file.calledNames = hashes
        return CalledNameTable([file])
    }

    func testListAndBitmapAgree() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 100, 8192, 8193, 20_000] {
            let noted = (0..<count).map { _ in UInt32.random(in: .min ... .max, using: &generator) }
            let t = table(noted)
            let mask = UInt32((1 << 23) - 1)
            let present = Set(noted.map { $0 & mask })
            for h in noted {
                XCTAssertTrue(t.contains(h), "count \(count)")
                // Only the low 23 bits count: a hash that differs above them collides.
                XCTAssertTrue(t.contains(h ^ (1 << 30)), "count \(count)")
            }
            for _ in 0..<2000 {
                let h = UInt32.random(in: .min ... .max, using: &generator)
                XCTAssertEqual(t.contains(h), present.contains(h & mask), "count \(count)")
            }
        }
        XCTAssertFalse(CalledNameTable().contains(0))
    }
}
