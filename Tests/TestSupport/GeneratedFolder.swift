import Foundation
import TestSupport
import XCTest

/// A folder of files a test generates (the fixed scenarios): with `RXLINT_UPDATE_FIXES=1` it
/// is rewritten first, files no longer expected removed; then it must hold exactly `expected`,
/// by file name.
enum GeneratedFolder {
    static func check(_ expected: [String: String], in folder: URL, regeneratedBy test: String,
                      file: StaticString = #filePath, line: UInt = #line) throws {
        let manager = FileManager.default
        if ProcessInfo.processInfo.environment["RXLINT_UPDATE_FIXES"] == "1" {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for old in try manager.contentsOfDirectory(atPath: folder.path) where expected[old] == nil {
                try manager.removeItem(at: folder.appendingPathComponent(old))
            }
            for (name, text) in expected { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        }
        let present = Set((try? manager.contentsOfDirectory(atPath: folder.path)) ?? [])
        XCTAssertEqual(present, Set(expected.keys), "\(folder.lastPathComponent)/ is stale: RXLINT_UPDATE_FIXES=1 swift test --filter \(test)",
                       file: file, line: line)
        for (name, text) in expected.sorted(by: { $0.key < $1.key }) {
            guard let present = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
            if let difference = TextDifference.of(expected: text, actual: present) {
                XCTFail("\(folder.lastPathComponent)/\(name) (+) is stale, the fixer makes (-):\n\(difference)", file: file, line: line)
            }
        }
    }
}
