import XCTest
@testable import RxLintKit

/// `ObjCSiteExtractor.assignedNames(in:)` reads the whole file for every proof of fixes, so it
/// reads bytes in place. Its answers are compared here with the plain reading it replaced
/// (kept below as the reference), on the Objective-C scenarios and on generated texts made of
/// the pieces it looks at.
final class ObjCAssignedNamesTests: XCTestCase {
    func testSameNamesAsThePlainReadingOnTheScenarios() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ObjCAgreementTests/Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".m") }.sorted()
        XCTAssertGreaterThan(files.count, 20)
        var named = 0
        for file in files {
            let text = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            let names = ObjCSiteExtractor.assignedNames(in: text)
            XCTAssertEqual(names, Self.reference(text), file)
            named += names.count
        }
        XCTAssertGreaterThan(named, 100, "the scenarios assign names")
    }

    func testSameNamesAsThePlainReadingOnGeneratedText() {
        let pieces = ["_title", "title", " = ", "==", "=", " ", "\n", "\t", "&", ",", ";", "@synthesize", "@dynamic", "@", "setTitle:",
                      "set:", "setx:", "setAB:", "\"", "@\"view.name\"", "\"a..b.\"", "\"x\\\"y\"", "\\", ".", "9lives", "é", "(", ")",
                      "[self setCount:1]", "RAC(self, name)", "@keypath(obj, key)", "//", "/*", "*/", "NSError **error = nil;"]
        var seed: UInt64 = 0x5eed
        for round in 0..<400 {
            var text: [UInt8] = []
            for _ in 0..<(round % 60) {
                // A fixed sequence (xorshift), so a failure can be reproduced.
                seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
                text += Array(pieces[Int(seed % UInt64(pieces.count))].utf8)
            }
            XCTAssertEqual(ObjCSiteExtractor.assignedNames(in: text), Self.reference(text), String(decoding: text, as: UTF8.self))
        }
        XCTAssertEqual(ObjCSiteExtractor.assignedNames(in: Array("_a = 1; [b setCount:2]; @\"x.y\"".utf8)), ["_a", "a", "count", "x", "y"])
    }

    /// The reading `assignedNames(in:)` replaced, as it was written: strings and arrays made
    /// for every word.
    private static func reference(_ text: [UInt8]) -> Set<String> {
        var names = Set<String>()
        func insert(_ word: ArraySlice<UInt8>) {
            names.insert(String(decoding: word, as: UTF8.self))
            if word.first == UInt8(ascii: "_"), word.count > 1 { names.insert(String(decoding: word.dropFirst(), as: UTF8.self)) }
        }
        func isIdentifier(_ b: UInt8) -> Bool {
            (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        let n = text.count
        var i = 0
        var declaring = false
        while i < n {
            let b = text[i]
            if b == UInt8(ascii: "\"") {
                var j = i + 1
                while j < n, text[j] != UInt8(ascii: "\""), text[j] != 0x0A {
                    if text[j] == UInt8(ascii: "\\") { j += 1 }
                    j += 1
                }
                let end = min(j, n)
                if end - i <= 200 {
                    for part in text[(i + 1)..<end].split(separator: UInt8(ascii: ".")) where !part.isEmpty && part.allSatisfy(isIdentifier) {
                        insert(part)
                    }
                }
                i = end + 1
                continue
            }
            if b == UInt8(ascii: ";") { declaring = false }
            guard isIdentifier(b), b < 0x30 || b > 0x39 else { i += 1; continue }
            var j = i
            while j < n, isIdentifier(text[j]) { j += 1 }
            let word = text[i..<j]
            var before = i - 1
            while before >= 0, isSpace(text[before]) { before -= 1 }
            var after = j
            while after < n, isSpace(text[after]) { after += 1 }
            if before >= 0, text[before] == UInt8(ascii: "@") {
                let directive = String(decoding: word, as: UTF8.self)
                if directive == "synthesize" || directive == "dynamic" { declaring = true }
            } else if declaring
                        || after < n && text[after] == UInt8(ascii: "=") && !(after + 1 < n && text[after + 1] == UInt8(ascii: "="))
                        || before >= 0 && (text[before] == UInt8(ascii: "&") || text[before] == UInt8(ascii: ",")) {
                insert(word)
            }
            if after < n, text[after] == UInt8(ascii: ":"), word.count > 3, word.starts(with: Array("set".utf8)),
               let first = word.dropFirst(3).first, first >= 0x41 && first <= 0x5A {
                names.insert(String(Unicode.Scalar(first + 0x20)) + String(decoding: word.dropFirst(4), as: UTF8.self))
            }
            i = j
        }
        return names
    }
}
