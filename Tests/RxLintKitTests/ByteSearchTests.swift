import XCTest
@testable import RxLintKit

/// The byte-level searches of the per-file pass: the pre-filter's substring search and the
/// UTF-8 check, both of which take word-sized or rare-byte shortcuts.
final class ByteSearchTests: XCTestCase {
    private func contains(_ haystack: String, _ needle: String) -> Bool {
        Array(haystack.utf8).withUnsafeBufferPointer { ByteSearch.contains($0, Array(needle.utf8)) }
    }

    func testSubstringSearchAgreesWithStringSearchAtEveryPosition() {
        let needles = ["subscribe", "rxlint:", "bind", "x", "Observable", "::"]
        for needle in needles {
            for offset in 0..<12 {
                let before = String(repeating: "s", count: offset)
                XCTAssertTrue(contains(before + needle, needle), "\(needle) at \(offset)")
                XCTAssertTrue(contains(before + needle + "tail", needle), "\(needle) at \(offset), then more")
                // Cut one byte short at the end, and with the rarest byte present but misplaced.
                XCTAssertFalse(contains(before + String(needle.dropLast()), needle), "\(needle) cut at \(offset)")
            }
        }
        XCTAssertFalse(contains("subscrib subscrie ubscribe", "subscribe"))
        XCTAssertTrue(contains("// rxlint:disable", "rxlint:"))
        XCTAssertFalse(contains("rxlint ", "rxlint:"))
        XCTAssertFalse(contains("", "bind"))
        XCTAssertFalse(contains("bin", "bind"))
    }

    func testPrefilterNeedlesFollowTheKnowledge() {
        let standard = Knowledge.standard.prefilterNeedles.map { String(decoding: $0, as: UTF8.self) }
        // `subscribeNext` contains `subscribe`: only the shorter name is searched for.
        XCTAssertEqual(standard, ["bind", "drive", "emit", "subscribe"])
        var ext = KnowledgeExtension()
        ext.subscriptionCalls = ["observeForever"]
        ext.subscriptionOperators = ["<->"]
        let extended = Knowledge.standard.extended(with: ext).prefilterNeedles.map { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(extended, ["bind", "drive", "emit", "observeForever", "subscribe", "<->"])
        // A file that names only the team's call is scanned for sites.
        let file = SourceFile(path: "T.swift", text: """
            final class Screen {
                let bag = DisposeBag()
                func start(_ live: LiveData<Int>) {
                    _ = live.observeForever { value in print(value) }
                }
            }
            """)
        XCTAssertTrue(Analyzer.scan(file).sites.isEmpty)
        XCTAssertEqual(Analyzer.scan(file, knowledge: Knowledge.standard.extended(with: ext)).sites.map(\.call), ["observeForever"])
    }

    /// The offsets `firstOffset` finds from each start agree with a naive scan, overlapping
    /// occurrences included, and `first`/`last` on text give the ranges `String` would.
    func testOffsetsAgreeWithANaiveScan() {
        let haystack = Array("aa//x//yy/*//".utf8)
        let needle = Array("//".utf8)
        let naive = (0...(haystack.count - needle.count)).filter { Array(haystack[$0..<$0 + needle.count]) == needle }
        var found: [Int] = []
        haystack.withUnsafeBufferPointer { bytes in
            var from = 0
            while let at = ByteSearch.firstOffset(of: needle, in: bytes, from: from, rarest: ByteSearch.rarestByteOffset(needle)) {
                found.append(at)
                from = at + 1
            }
            XCTAssertNil(ByteSearch.firstOffset(of: needle, in: bytes, from: haystack.count, rarest: 0))
        }
        XCTAssertEqual(found, naive)
        let text: Substring = "é // rxlint:disable x /* y */ //"
        XCTAssertEqual(ByteSearch.first("//", in: text), text.range(of: "//"))
        XCTAssertEqual(ByteSearch.last("//", in: text), text.range(of: "//", options: .backwards))
        XCTAssertEqual(ByteSearch.first("*/", in: text).map { text[$0] }, "*/")
        XCTAssertNil(ByteSearch.first("rxlint:x", in: text))
        XCTAssertTrue(ByteSearch.hasPrefix(Array("RACObserve(".utf8), at: 0, Array("RAC".utf8)))
        XCTAssertFalse(ByteSearch.hasPrefix(Array("RA".utf8), at: 0, Array("RAC".utf8)))
    }

    func testRarestByteIgnoresPunctuation() {
        XCTAssertEqual(ByteSearch.rarestByteOffset(Array("rxlint:".utf8)), 1) // x, not the colon
        XCTAssertEqual(ByteSearch.rarestByteOffset(Array("emit".utf8)), 1)
    }

    func testUTF8CheckFindsTheFirstBadByteAroundWordBoundaries() {
        // Past two 32-byte blocks: the check reads 32, then 8 bytes at a time.
        for prefix in 0..<72 {
            var bytes = Array(repeating: UInt8(ascii: "a"), count: prefix)
            bytes += [0xC3, 0xA9] // é
            bytes += Array(repeating: UInt8(ascii: "b"), count: 9)
            XCTAssertNil(bytes.withUnsafeBufferPointer(SourceValidation.firstInvalidUTF8), "valid, prefix \(prefix)")
            var bad = bytes
            bad.append(0xFF)
            bad += Array(repeating: UInt8(ascii: "c"), count: 10)
            XCTAssertEqual(bad.withUnsafeBufferPointer(SourceValidation.firstInvalidUTF8), prefix + 11, "prefix \(prefix)")
            // A lead byte cut off by the end of the file.
            XCTAssertEqual((bytes + [0xE2, 0x82]).withUnsafeBufferPointer(SourceValidation.firstInvalidUTF8), prefix + 11)
        }
    }

    /// What a file's imports say, for each kind of import the reading tells apart: test
    /// frameworks, `import class`-style imports, Rx modules, other reactive frameworks, none,
    /// and `import ` cut off by the end of the file.
    func testImportsReadTheModuleAfterEachImport() {
        func read(_ text: String) -> (rx: Bool, test: Bool, rxValues: Bool) {
            let imports = Array(text.utf8).withUnsafeBufferPointer { FilePrefilter.readImports($0) }
            return (imports.mentionsRx, imports.testFramework, imports.namesRxValues)
        }
        XCTAssertTrue(read("import UIKit\nimport Foundation\n") == (true, false, false))
        XCTAssertTrue(read("import RxSwift\n") == (true, false, true))
        XCTAssertTrue(read("import Combine\n") == (false, false, false))
        XCTAssertTrue(read("import Combine\nimport RxCocoa\n") == (true, false, true))
        XCTAssertTrue(read("import ReactiveSwift\n") == (false, false, false))
        XCTAssertTrue(read("import Bond\n") == (false, false, false))
        XCTAssertTrue(read("import class RxSwift.Observable\n") == (true, false, true))
        XCTAssertTrue(read("import struct Combine.Just\n") == (false, false, false))
        for framework in ["XCTest", "Quick", "Nimble", "Testing", "RxTest", "RxBlocking"] {
            XCTAssertTrue(read("import UIKit\nimport \(framework)\n").test, framework)
        }
        XCTAssertTrue(read("import RxTest\n") == (true, true, true))
        XCTAssertTrue(read("@testable import App\nimport XCTest") == (true, true, false))
        XCTAssertTrue(read("let x = 1\n") == (true, false, true), "no import: a snippet")
        XCTAssertTrue(read("// import ") == (true, false, false), "`import ` at the end of the file")
    }
}
