@testable import RxLintKit

/// What the fix proofs compare: the texts of a file's tokens, and where the replacements put
/// their text in the fixed file.
enum FixProof {
    /// The token texts of `bytes`, leaving out those that start inside `skipped` ranges.
    static func tokenTexts(_ bytes: [UInt8], skipping skipped: [Range<Int>] = []) -> [String] {
        bytes.withUnsafeBufferPointer { buffer in
            Lexer.lex(buffer).tokens.filter { t in !skipped.contains { $0.contains(Int(t.start)) } }
                .map { String(decoding: UnsafeBufferPointer(rebasing: buffer[Int($0.start)..<Int($0.end)]), as: UTF8.self) }
        }
    }

    /// The byte range each replacement's text occupies once all of them are made.
    static func insertedRanges(_ replacements: [TextReplacement]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var shift = 0
        for r in replacements.sorted(by: { $0.start < $1.start }) {
            result.append((r.start + shift)..<(r.start + shift + r.text.utf8.count))
            shift += r.text.utf8.count - (r.end - r.start)
        }
        return result
    }
}

import Foundation
import XCTest

extension FixProof {
    /// Applies a unified diff with GNU `patch -p1` in `directory`; fails naming `patch` when it
    /// is not installed, or with its output when it rejects the diff.
    static func patch(_ diff: String, in directory: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["patch", "-s", "-p1", "-d", directory]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(diff.utf8))
        try input.fileHandleForWriting.close()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertNotEqual(process.terminationStatus, 127, "GNU patch is needed for this test (apt-get install patch)", file: file, line: line)
        XCTAssertEqual(process.terminationStatus, 0, "patch rejected the diff: \(said)\n\(diff)", file: file, line: line)
    }
}
