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
