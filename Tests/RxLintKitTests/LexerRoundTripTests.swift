import Foundation
import XCTest
@testable import RxLintKit

/// Properties that hold for every input: trivia-mode tokens tile the file exactly, both modes
/// agree on the significant tokens, interpolations nest. Checked on the fixtures, on this
/// package's own sources, and on thousands of generated inputs.
final class LexerRoundTripTests: XCTestCase {
    /// The package root, found from this file's path (fixtures are not SwiftPM resources).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under folder: String) -> [URL] {
        let root = packageRoot.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    func testFixturesRoundTripWithoutDiagnostics() throws {
        let files = Self.swiftFiles(under: "Tests/Fixtures/Lexer")
        XCTAssertGreaterThanOrEqual(files.count, 3)
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            assertRoundTrips(bytes, url.lastPathComponent)
            let lexed = Lexer.lex(bytes)
            XCTAssertEqual(lexed.diagnostics, [], url.lastPathComponent)
            XCTAssertFalse(lexed.tokens.contains { $0.kind == .unknown }, url.lastPathComponent)
            XCTAssertNil(interpolationNestingProblem(lexed.tokens), url.lastPathComponent)
        }
    }

    func testPackageSourcesRoundTripWithoutDiagnostics() throws {
        let files = Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests")
        XCTAssertGreaterThan(files.count, 10)
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            assertRoundTrips(bytes, url.path)
            let lexed = Lexer.lex(bytes)
            XCTAssertEqual(lexed.diagnostics, [], url.path)
        }
    }

    func testFixtureTokensAreSensible() throws {
        let url = Self.packageRoot.appendingPathComponent("Tests/Fixtures/Lexer/SearchViewModel.swift")
        let bytes = Array(try Data(contentsOf: url))
        let lexed = Lexer.lex(bytes)
        let texts = lexed.tokens.map { Lexer.text(of: $0, in: bytes) }
        // Leading-dot chains keep their periods as separate tokens flagged at line start.
        let disposedIndex = try XCTUnwrap(texts.firstIndex(of: "disposed"))
        XCTAssertEqual(lexed.tokens[disposedIndex - 1].kind, .period)
        XCTAssertTrue(lexed.tokens[disposedIndex - 1].flags.contains(.newlineBefore))
        XCTAssertEqual(lexed.tokens.filter { $0.keyword == .weak }.count, 1)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .poundDirective }.count, 2)
        XCTAssertEqual(lexed.comments.filter { $0.kind == .docLineComment }.count, 1)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .interpolationStart }.count,
                       lexed.tokens.filter { $0.kind == .interpolationEnd }.count)
    }

    func testCRLFFixtureHasOneNewlineTokenPerLineBreak() throws {
        let url = Self.packageRoot.appendingPathComponent("Tests/Fixtures/Lexer/CRLFLineEndings.swift")
        let bytes = Array(try Data(contentsOf: url))
        let lexed = Lexer.lex(bytes, includeTrivia: true)
        let newlines = lexed.tokens.filter { $0.kind == .newline }.map { Lexer.text(of: $0, in: bytes) }
        XCTAssertEqual(newlines, ["\r\n", "\r\n", "\r", "\r\n"])
        XCTAssertEqual(lexed.comments.count, 1)
        // The `let` after the two-line block comment starts a new line.
        let commentIndex = try XCTUnwrap(lexed.tokens.firstIndex { $0.kind == .blockComment })
        let afterComment = lexed.tokens[commentIndex + 2]
        XCTAssertEqual(Lexer.text(of: afterComment, in: bytes), "let")
        XCTAssertTrue(afterComment.flags.contains(.newlineBefore))
    }

    // MARK: - Generated inputs

    /// Rounds of generated inputs; `RXLINT_FUZZ_ROUNDS` raises it for a longer soak run.
    static let fuzzRounds = ProcessInfo.processInfo.environment["RXLINT_FUZZ_ROUNDS"].flatMap(Int.init) ?? 6000

    func testThousandsOfGeneratedInputs() {
        var rng = SplitMix64(seed: 0x5EED_1E7E)
        // What the inputs exercised: the generator must keep producing the hard cases, or the
        // invariants below hold only for easy input.
        var kinds = Set<TokenKind>()
        var commented = 0, diagnosed = 0, unterminated = 0
        for round in 0..<Self.fuzzRounds {
            let bytes = LexFuzzInput.make(&rng, fragments: 1 + Int(rng.next() % 60))
            if let problem = lexInvariantViolation(bytes) {
                XCTFail("input \(round) \(bytes): \(problem)")
                return
            }
            let lexed = Lexer.lex(bytes)
            if let problem = interpolationNestingProblem(lexed.tokens) {
                XCTFail("input \(round) \(bytes): \(problem)")
                return
            }
            kinds.formUnion(lexed.tokens.map(\.kind))
            if !lexed.comments.isEmpty { commented += 1 }
            if !lexed.diagnostics.isEmpty { diagnosed += 1 }
            if lexed.tokens.contains(where: { $0.flags.contains(.unterminated) }) { unterminated += 1 }
        }
        let hard: Set<TokenKind> = [.stringSegment, .interpolationStart, .interpolationEnd, .regexLiteral, .poundDirective,
                                    .backtickIdentifier, .dollarIdentifier, .floatLiteral, .operator]
        XCTAssertEqual(hard.subtracting(kinds).map { "\($0)" }.sorted(), [], "token kinds no generated input produced")
        // Each kind of trouble in at least one input in a hundred.
        for (what, count) in [("comments", commented), ("diagnostics", diagnosed), ("unterminated tokens", unterminated)] {
            XCTAssertGreaterThanOrEqual(count, Self.fuzzRounds / 100, "inputs with \(what)")
        }
    }

    func testPureRandomBytes() {
        var rng = SplitMix64(seed: 42)
        for round in 0..<2000 {
            let count = Int(rng.next() % 200)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            if let problem = lexInvariantViolation(bytes) {
                XCTFail("random input \(round) \(bytes): \(problem)")
                return
            }
        }
    }

    /// Interpolation tokens must nest: never more ends than starts so far.
    func interpolationNestingProblem(_ tokens: [Token]) -> String? {
        var depth = 0
        for (k, t) in tokens.enumerated() {
            if t.kind == .interpolationStart { depth += 1 }
            if t.kind == .interpolationEnd {
                depth -= 1
                if depth < 0 { return "interpolationEnd without start at token \(k)" }
            }
        }
        return nil
    }
}

/// A small, fast, deterministic generator (SplitMix64), so failures reproduce exactly.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random mixtures of Swift fragments chosen to hit mode changes (quotes, interpolation,
/// comment and regex delimiters) and of raw bytes, valid or not.
enum LexFuzzInput {
    static let fragments: [String] = [
        "let ", "var ", "x", "self", "$0", "$name", " ", "  ", "\n", "\r\n", "\r", "\t",
        "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "?", "!", "?.", "!.", "=", "==", "->", "+", "-",
        "/", "/=", "//", "///", "/*", "*/", "/**", "*", "\"", "\"\"\"", "\"\"", "#", "##", "#\"", "\"#",
        "##\"", "\"##", "#\"\"\"", "\"\"\"#", "\\(", "\\#(", "\\", "\\\"", "#/", "/#", "##/", "/##",
        "#if", "#else", "#endif", "#selector", "#!", "@", "`", "`x`", "`a b`", "0", "0x1p-3", "1_000",
        "1.5e3", "0b2", "..<", "...", "🐶", "é", "π", "≠", "→", "\u{A0}", "\u{0}", "\u{1}", "'", "\u{7F}",
        ".subscribe(onNext: { [weak self] in self?.x($0) })", "\"a\\(b)c\"", "/[a-z]+/", "/(a)/",
        "// comment\n", "/* c */", "\u{FEFF}", "return ", "func ", "in ", "case ", "tuple.0.1",
        "\"\\(\"\\(", ")\")\"", "x /= 2", "a / b / c", "<#placeholder#>", "\u{2028}",
    ]

    static func make(_ rng: inout SplitMix64, fragments count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<count {
            let roll = rng.next() % 10
            if roll < 8 {
                bytes += Array(fragments[Int(rng.next() % UInt64(fragments.count))].utf8)
            } else if roll == 8 {
                bytes.append(UInt8(truncatingIfNeeded: rng.next()))
            } else {
                // Lead bytes without their continuation, or continuations without a lead.
                let junk: [[UInt8]] = [[0xE2, 0x82], [0x80], [0xF0, 0x9F, 0x90], [0xC3], [0xED, 0xA0, 0x80], [0xFF, 0xFE]]
                bytes += junk[Int(rng.next() % UInt64(junk.count))]
            }
        }
        return bytes
    }
}
