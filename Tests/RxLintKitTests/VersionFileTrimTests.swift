import Foundation
@testable import RxLintKit
import XCTest

/// `.swift-version` and the manifest's tools version are trimmed as Foundation's
/// `trimmingCharacters(in:)` trims them, every white space and newline of Unicode included.
final class VersionFileTrimTests: XCTestCase {
    func testTrimmingAgreesWithFoundation() {
        let spaces = (0...0x3000).compactMap(Unicode.Scalar.init).filter { CharacterSet.whitespacesAndNewlines.contains($0) }
        XCTAssertGreaterThan(spaces.count, 20)
        var samples = ["5.9\n", "  6.0  ", "\r\n5.7\r\n", "", " \n\t", "5.10", "é 5.9 é", "\u{2028}5.8\u{3000}", "5 . 9"]
        for space in spaces { samples.append("\(space)5.9\(space)\(space)") }
        for sample in samples + ["\n 5.9", "5.9 \n", "\t5.9\t"] {
            let shown = sample.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
            XCTAssertEqual(ProjectVersionsReader.trimmingWhitespace(Substring(sample)), sample.trimmingCharacters(in: .whitespacesAndNewlines), shown)
            XCTAssertEqual(ProjectVersionsReader.trimmingWhitespace(Substring(sample), newlines: false), sample.trimmingCharacters(in: .whitespaces), shown)
        }
    }
}
