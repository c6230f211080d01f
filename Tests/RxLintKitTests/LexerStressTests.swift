import Foundation
import TestSupport
import XCTest
@testable import RxLintKit

/// Inputs built to break a recursive or quadratic lexer. Each must complete, round-trip and
/// produce the expected shape; none asserts on time.
final class LexerStressTests: XCTestCase {
    static let depth = 100_000

    func testHundredThousandNestedParentheses() {
        let bytes = [UInt8](repeating: UInt8(ascii: "("), count: Self.depth)
        let lexed = Lexer.lex(bytes)
        XCTAssertEqual(lexed.tokens.count, Self.depth)
        XCTAssertNil(offenders(lexed.tokens, describe: { "\($0.kind) at \($0.start)" }) { $0.kind == .leftParen })
        assertRoundTrips(bytes, "parentheses")
    }

    func testHundredThousandNestedBlockComments() {
        let open = Array(String(repeating: "/*", count: Self.depth).utf8)
        let unterminated = Lexer.lex(open, includeTrivia: true)
        XCTAssertEqual(unterminated.tokens.count, 1)
        XCTAssertEqual(unterminated.tokens.first?.flags.contains(.unterminated), true)
        XCTAssertEqual(unterminated.diagnostics.count, 1)

        let balanced = open + Array(String(repeating: "*/", count: Self.depth).utf8) + Array(" x".utf8)
        let lexed = Lexer.lex(balanced)
        XCTAssertEqual(lexed.comments.count, 1)
        XCTAssertEqual(lexed.comments.first?.end, Int32(Self.depth * 4))
        XCTAssertEqual(lexed.tokens.count, 1)
        XCTAssertEqual(lexed.diagnostics, [])
        assertRoundTrips(balanced, "nested comments")
    }

    func testHundredThousandNestedInterpolations() {
        let n = Self.depth
        let balanced = Array((String(repeating: "\"\\(", count: n) + "1" + String(repeating: ")\"", count: n)).utf8)
        let lexed = Lexer.lex(balanced)
        XCTAssertEqual(lexed.tokens.count, 4 * n + 1)
        XCTAssertEqual(lexed.diagnostics, [])
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .interpolationStart }.count, n)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .interpolationEnd }.count, n)
        XCTAssertEqual(lexed.tokens.filter { $0.flags.contains(.stringCloses) }.count, n)
        assertRoundTrips(balanced, "nested interpolations")

        // Only openings: every level is an unterminated string, reported once each.
        let open = Array(String(repeating: "\"\\(", count: n).utf8)
        let unterminated = Lexer.lex(open)
        XCTAssertEqual(unterminated.diagnostics.count, n)
        XCTAssertEqual(unterminated.tokens.filter { $0.flags.contains(.unterminated) }.count, n)
        assertRoundTrips(open, "open interpolations")

        // Multi-line strings inside interpolations, closed by a line break: all stay open.
        let multiline = Array(String(repeating: "\"\"\"\n\\(", count: 10_000).utf8)
        assertRoundTrips(multiline, "open multi-line interpolations")
    }

    func testLongLinesOfFailingRegexCandidates() {
        // Every `/` may start a regex, and every attempt backs out at its `)`.
        let line = Array(("(" + String(repeating: ", /a)", count: 100_000)).utf8)
        let lexed = Lexer.lex(line)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .regexLiteral }.count, 0)
        XCTAssertEqual(lexed.tokens.count, 400_001)
        assertRoundTrips(line, "regex candidates")
    }

    func testLargeGeneratedFile() {
        // 8 MB here keeps the debug-build test quick; the benchmark lexes 50+ MB.
        var rng = SplitMix64(seed: 7)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8_500_000)
        let realistic = Array(LargeFileSample.text.utf8)
        while bytes.count < 8_000_000 {
            bytes += realistic
            bytes += LexFuzzInput.make(&rng, fragments: 20)
            bytes.append(0x0A)
        }
        assertRoundTrips(bytes, "large file")
    }

    func testLongRunsOfDelimiterCharacters() {
        // Runs that a careless lexer rescans from every position.
        let runs: [(String, Int)] = [("#", 100_000), ("`", 100_000), ("\\", 100_000), ("\"", 100_001), ("/", 100_000)]
        for (text, count) in runs {
            let bytes = Array((String(repeating: text, count: count) + "x").utf8)
            assertRoundTrips(bytes, "run of \(text)")
        }
        let hashes = Lexer.lex(Array((String(repeating: "#", count: 100_000) + "x").utf8))
        XCTAssertEqual(hashes.tokens.map(\.kind), [.unknown, .poundKeyword])
    }

    func testUnterminatedEverything() {
        let sources = [
            "\"", "\"\"\"", "#\"", "#\"\"\"", "##\"abc\"#", "/*", "/**", "#/", "##/\n", "\"\\(", "\"\\(\"", "`",
            "\"\"\"\n\\(\"\"\"\n", "x = \"a\\(b + \"c\\(d", "\"\\#(", "#\"\\#(", "/* /* */", "\"abc\\",
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            assertRoundTrips(bytes, source.debugDescription)
            let lexed = Lexer.lex(bytes)
            XCTAssertFalse(lexed.diagnostics.isEmpty, source.debugDescription)
        }
        let all = Array(sources.joined(separator: "\n").utf8)
        assertRoundTrips(all, "all unterminated")
    }

    func testFileOfOnlyInvalidBytes() {
        let bytes = [UInt8](repeating: 0xFF, count: 1_000_000)
        let lexed = Lexer.lex(bytes, includeTrivia: true)
        XCTAssertEqual(lexed.tokens.count, 1)
        XCTAssertEqual(lexed.tokens.first?.kind, .unknown)
        XCTAssertEqual(lexed.tokens.first?.end, 1_000_000)
        XCTAssertEqual(lexed.diagnostics.count, 1)

        let continuations = [UInt8](repeating: 0x80, count: 10_000) + [UInt8(ascii: "x")]
        let mixed = Lexer.lex(continuations)
        XCTAssertEqual(mixed.tokens.map(\.kind), [.unknown, .identifier])
    }

    func testFileOfOnlyNULs() {
        let bytes = [UInt8](repeating: 0, count: 100_000)
        let lexed = Lexer.lex(bytes)
        XCTAssertEqual(lexed.tokens.map(\.kind), [.unknown])
        XCTAssertEqual(lexed.diagnostics.map(\.message), ["NUL byte in source"])
    }
}

/// Realistic code for the large-file test.
enum LargeFileSample {
    static let text = #"""
    final class ProfileViewController: BaseViewController {
        private let viewModel: ProfileViewModel
        @IBOutlet private weak var nameLabel: UILabel!

        override func viewDidLoad() {
            super.viewDidLoad()
            viewModel.name
                .map { "Hello, \($0)!" }
                .drive(nameLabel.rx.text)
                .disposed(by: disposeBag)
            viewModel.avatar
                .subscribe(onNext: { [weak self] image in
                    self?.avatarView.image = image // keeps self weakly
                })
                .disposed(by: disposeBag)
            /* 0x1F, 1.5e3, tuple.0.1 */ let pattern = /[a-z]+/
        }
    }

    """#
}
