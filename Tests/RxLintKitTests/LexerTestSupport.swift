import XCTest
@testable import RxLintKit

/// One expected token: kind, exact text, and optionally keyword and flags.
struct TokenSpec: CustomStringConvertible {
    var kind: TokenKind
    var text: String
    var keyword: Keyword?
    var flags: TokenFlags?

    init(_ kind: TokenKind, _ text: String, keyword: Keyword? = nil, flags: TokenFlags? = nil) {
        self.kind = kind
        self.text = text
        self.keyword = keyword
        self.flags = flags
    }

    var description: String {
        var s = "\(kind) \(text.debugDescription)"
        if let keyword { s += " kw=\(keyword)" }
        if let flags { s += " flags=\(flags.rawValue)" }
        return s
    }

    // Short constructors keep the tables readable.
    static func id(_ t: String) -> TokenSpec { TokenSpec(.identifier, t, keyword: Keyword.none) }
    static func kw(_ t: String, _ k: Keyword) -> TokenSpec { TokenSpec(.identifier, t, keyword: k) }
    static func op(_ t: String) -> TokenSpec { TokenSpec(.operator, t) }
    static func int(_ t: String) -> TokenSpec { TokenSpec(.integerLiteral, t) }
    static func float(_ t: String) -> TokenSpec { TokenSpec(.floatLiteral, t) }
    static func seg(_ t: String, _ flags: TokenFlags? = nil) -> TokenSpec { TokenSpec(.stringSegment, t, flags: flags) }
    static func interp(_ t: String = "\\(") -> TokenSpec { TokenSpec(.interpolationStart, t) }
    static let interpEnd = TokenSpec(.interpolationEnd, ")")
    static func regex(_ t: String) -> TokenSpec { TokenSpec(.regexLiteral, t) }
    static let lparen = TokenSpec(.leftParen, "(")
    static let rparen = TokenSpec(.rightParen, ")")
    static let lbrace = TokenSpec(.leftBrace, "{")
    static let rbrace = TokenSpec(.rightBrace, "}")
    static let lsquare = TokenSpec(.leftSquare, "[")
    static let rsquare = TokenSpec(.rightSquare, "]")
    static let comma = TokenSpec(.comma, ",")
    static let colon = TokenSpec(.colon, ":")
    static let period = TokenSpec(.period, ".")
    static let equal = TokenSpec(.equal, "=")
    static let space = TokenSpec(.whitespace, " ")
    static let newline = TokenSpec(.newline, "\n")
}

/// A table row: an input and the tokens it must produce.
struct LexCase {
    var source: String
    var expected: [TokenSpec]
    var trivia: Bool
    var line: UInt

    init(_ source: String, _ expected: [TokenSpec], trivia: Bool = false, line: UInt = #line) {
        self.source = source
        self.expected = expected
        self.trivia = trivia
        self.line = line
    }
}

extension XCTestCase {
    /// Lexes `source` and compares kind, text, and (where given) keyword and flags of every
    /// token; on failure prints both lists so the difference is visible at a glance.
    func assertLexes(_ source: String, _ expected: [TokenSpec], trivia: Bool = false,
                     file: StaticString = #filePath, line: UInt = #line) {
        let bytes = Array(source.utf8)
        let lexed = Lexer.lex(bytes, includeTrivia: trivia)
        let actual = lexed.tokens.map { t -> String in
            "\(t.kind) \(Lexer.text(of: t, in: bytes).debugDescription) kw=\(t.keyword) flags=\(t.flags.rawValue)"
        }
        var ok = lexed.tokens.count == expected.count
        if ok {
            for (t, e) in zip(lexed.tokens, expected) {
                if t.kind != e.kind || Lexer.text(of: t, in: bytes) != e.text { ok = false }
                if let k = e.keyword, t.keyword != k { ok = false }
                if let f = e.flags, t.flags != f { ok = false }
            }
        }
        if !ok {
            XCTFail("lexing \(source.debugDescription)\nexpected:\n  \(expected.map(\.description).joined(separator: "\n  "))\nactual:\n  \(actual.joined(separator: "\n  "))",
                    file: file, line: line)
        }
    }

    func assertTable(_ cases: [LexCase], file: StaticString = #filePath) {
        for c in cases {
            assertLexes(c.source, c.expected, trivia: c.trivia, file: file, line: c.line)
        }
    }

    /// The lexer's invariants for one input; returns a description of the first violation.
    func lexInvariantViolation(_ bytes: [UInt8]) -> String? {
        let full = Lexer.lex(bytes, includeTrivia: true)
        let significant = Lexer.lex(bytes, includeTrivia: false)
        var cursor: Int32 = 0
        for (k, t) in full.tokens.enumerated() {
            if t.start != cursor { return "token \(k) starts at \(t.start), expected \(cursor)" }
            if t.end <= t.start { return "token \(k) (\(t.kind)) is empty" }
            cursor = t.end
        }
        if Int(cursor) != bytes.count { return "tokens cover \(cursor) of \(bytes.count) bytes" }
        let filtered = full.tokens.filter { !$0.kind.isTrivia }
        if filtered != significant.tokens {
            let index = Array(zip(filtered, significant.tokens)).firstIndex { $0 != $1 } ?? min(filtered.count, significant.tokens.count)
            return "significant tokens differ between modes at index \(index) (\(filtered.count) vs \(significant.tokens.count))"
        }
        if significant.tokens.contains(where: { $0.kind.isTrivia }) { return "trivia in non-trivia mode" }
        let trivialComments = full.tokens.filter { $0.kind.isComment }
        if trivialComments != full.comments || full.comments != significant.comments {
            return "comment lists differ"
        }
        if full.diagnostics != significant.diagnostics { return "diagnostics differ between modes" }
        for d in full.diagnostics where d.offset < 0 || Int(d.offset) > bytes.count {
            return "diagnostic offset \(d.offset) out of range"
        }
        // Every unterminated token must come with a diagnostic at or before its end.
        let firstDiagnostic = full.diagnostics.map(\.offset).min() ?? Int32.max
        for t in full.tokens where t.flags.contains(.unterminated) && firstDiagnostic > t.end {
            return "unterminated token without diagnostic"
        }
        return nil
    }

    func assertRoundTrips(_ bytes: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        if let problem = lexInvariantViolation(bytes) {
            XCTFail("\(label): \(problem)", file: file, line: line)
        }
    }
}
