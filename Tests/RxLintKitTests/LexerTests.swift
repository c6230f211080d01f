import XCTest
@testable import RxLintKit

/// Table tests of the lexer: input → expected (kind, text) tokens, one `// MARK:` per
/// construct. Trivia is left out unless a row asks for it.
final class LexerTests: XCTestCase {
    typealias S = TokenSpec

    // MARK: - Identifiers & keywords

    func testIdentifiersAndKeywords() {
        assertTable([
            LexCase("foo", [.id("foo")]),
            LexCase("_x1 y_2", [.id("_x1"), .id("y_2")]),
            LexCase("class Foo: Bar {}", [.kw("class", .class), .id("Foo"), .colon, .id("Bar"), .lbrace, .rbrace]),
            LexCase("let disposeBag = DisposeBag()", [.kw("let", .let), .id("disposeBag"), .equal, .id("DisposeBag"), .lparen, .rparen]),
            LexCase("[weak self] in", [.lsquare, .kw("weak", .weak), .kw("self", .self), .rsquare, .kw("in", .in)]),
            LexCase("Self self selfish", [.kw("Self", .Self), .kw("self", .self), .id("selfish")]),
            LexCase("precedencegroup associatedtype fileprivate", [
                .kw("precedencegroup", .precedencegroup), .kw("associatedtype", .associatedtype), .kw("fileprivate", .fileprivate),
            ]),
            LexCase("guard let self else { return }", [
                .kw("guard", .guard), .kw("let", .let), .kw("self", .self), .kw("else", .else), .lbrace, .kw("return", .return), .rbrace,
            ]),
            LexCase("`class` `default`", [S(.backtickIdentifier, "`class`", keyword: Keyword.none), S(.backtickIdentifier, "`default`", keyword: Keyword.none)]),
            LexCase("`with space`", [S(.backtickIdentifier, "`with space`")]),
            LexCase("$0 $1.name $value $", [
                S(.dollarIdentifier, "$0"), S(.dollarIdentifier, "$1"), .period, .id("name"), S(.dollarIdentifier, "$value"), S(.dollarIdentifier, "$"),
            ]),
            LexCase("a$b", [.id("a$b")]),
            LexCase("café naïve", [.id("café"), .id("naïve")]),
            LexCase("let 🐶🐮 = π", [.kw("let", .let), .id("🐶🐮"), .equal, .id("π")]),
            LexCase("日本語", [.id("日本語")]),
            LexCase("👨‍👩‍👧 = 1", [.id("👨‍👩‍👧"), .equal, .int("1")]),
            LexCase("e\u{301}t\u{E9}", [.id("e\u{301}t\u{E9}")]),
            // After `.` a keyword is a member name; only `.self` keeps its meaning.
            LexCase("x.init x.self", [.id("x"), .period, .id("init"), .id("x"), .period, .kw("self", .self)]),
            LexCase("o.do(onNext: f).catch { e in }", [
                .id("o"), .period, .id("do"), .lparen, .id("onNext"), .colon, .id("f"), .rparen, .period, .id("catch"), .lbrace,
                .id("e"), .kw("in", .in), .rbrace,
            ]),
            LexCase("case .default: do {}", [.kw("case", .case), .period, .id("default"), .colon, .kw("do", .do), .lbrace, .rbrace]),
            LexCase("classy structure", [.id("classy"), .id("structure")]),
            LexCase("@objc @MainActor", [S(.at, "@"), .id("objc"), S(.at, "@"), .id("MainActor")]),
            LexCase("\\.name", [S(.backslash, "\\"), .period, .id("name")]),
            LexCase("\\Foo.bar", [S(.backslash, "\\"), .id("Foo"), .period, .id("bar")]),
        ])
    }

    // MARK: - Numbers

    /// The keyword table's spellings are the case names, one for every keyword, in order.
    func testKeywordSpellingsAreTheCaseNames() {
        var names: [String] = []
        var raw: UInt8 = 1
        while let keyword = Keyword(rawValue: raw) {
            names.append(String(describing: keyword))
            raw += 1
        }
        XCTAssertEqual(KeywordTable.spellings, names)
    }

    func testNumbers() {
        assertTable([
            LexCase("0 42 1_000_000", [.int("0"), .int("42"), .int("1_000_000")]),
            LexCase("0xFF 0o17 0b1010 0x_dead_BEEF", [.int("0xFF"), .int("0o17"), .int("0b1010"), .int("0x_dead_BEEF")]),
            LexCase("3.14 1e10 1.5e-3 2E+4", [.float("3.14"), .float("1e10"), .float("1.5e-3"), .float("2E+4")]),
            LexCase("0x1p-3 0x1.8p1 0xA.Bp+2", [.float("0x1p-3"), .float("0x1.8p1"), .float("0xA.Bp+2")]),
            LexCase("0x1.description", [.int("0x1"), .period, .id("description")]),
            LexCase("tuple.0.1", [.id("tuple"), .period, .int("0"), .period, .int("1")]),
            LexCase("1..<5", [.int("1"), .op("..<"), .int("5")]),
            LexCase("0...9", [.int("0"), .op("..."), .int("9")]),
            LexCase("5.distance(to: 7)", [.int("5"), .period, .id("distance"), .lparen, .id("to"), .colon, .int("7"), .rparen]),
            LexCase("-1", [.op("-"), .int("1")]),
            LexCase("1.0.description", [.float("1.0"), .period, .id("description")]),
            LexCase("0b102 12px", [.int("0b102"), .int("12px")]),
            LexCase("x.0e1", [.id("x"), .period, .int("0e1")]),
        ])
    }

    // MARK: - Operators

    func testOperators() {
        assertTable([
            LexCase("a + b", [.id("a"), .op("+"), .id("b")]),
            LexCase("x = y", [.id("x"), .equal, .id("y")]),
            LexCase("x == y", [.id("x"), .op("=="), .id("y")]),
            LexCase("func f() -> Int", [.kw("func", .func), .id("f"), .lparen, .rparen, S(.arrow, "->"), .id("Int")]),
            LexCase("x?.y", [.id("x"), .op("?"), .period, .id("y")]),
            LexCase("x!.y", [.id("x"), .op("!"), .period, .id("y")]),
            LexCase("a?.b?()", [.id("a"), .op("?"), .period, .id("b"), .op("?"), .lparen, .rparen]),
            LexCase("self?.relay.accept($0)", [.kw("self", .self), .op("?"), .period, .id("relay"), .period, .id("accept"), .lparen, S(.dollarIdentifier, "$0"), .rparen]),
            LexCase("x ?? y", [.id("x"), .op("??"), .id("y")]),
            LexCase("foo(&x)", [.id("foo"), .lparen, .op("&"), .id("x"), .rparen]),
            LexCase("a...b", [.id("a"), .op("..."), .id("b")]),
            LexCase("a.+.b", [.id("a"), .op(".+."), .id("b")]),
            LexCase("a +.b", [.id("a"), .op("+"), .period, .id("b")]),
            LexCase("x = .zero", [.id("x"), .equal, .period, .id("zero")]),
            LexCase("Observable<Int?>", [.id("Observable"), .op("<"), .id("Int"), .op("?"), .op(">")]),
            LexCase("try? foo()", [.kw("try", .try), .op("?"), .id("foo"), .lparen, .rparen]),
            LexCase("x as! Int", [.id("x"), .kw("as", .as), .op("!"), .id("Int")]),
            LexCase("a != b", [.id("a"), .op("!="), .id("b")]),
            LexCase("!flag", [.op("!"), .id("flag")]),
            LexCase("a <*> b |> c", [.id("a"), .op("<*>"), .id("b"), .op("|>"), .id("c")]),
            LexCase("a+/*c*/b", [.id("a"), .op("+"), .id("b")]),
            LexCase("a+//c", [.id("a"), .op("+")]),
            LexCase("a ≠ b → c", [.id("a"), .op("≠"), .id("b"), .op("→"), .id("c")]),
            LexCase("x ..< y", [.id("x"), .op("..<"), .id("y")]),
            LexCase(".", [.period]),
            LexCase("a &&= b", [.id("a"), .op("&&="), .id("b")]),
        ])
    }

    // MARK: - Strings

    func testStrings() {
        assertTable([
            LexCase(#""hello""#, [.seg(#""hello""#, [.stringOpens, .stringCloses])]),
            LexCase("\"\"", [.seg("\"\"", [.stringOpens, .stringCloses])]),
            LexCase(#"let s = "a\"b""#, [.kw("let", .let), .id("s"), .equal, .seg(#""a\"b""#)]),
            LexCase(#""a\\" + b"#, [.seg(#""a\\""#), .op("+"), .id("b")]),
            LexCase(#""\u{1F600}\n\t""#, [.seg(#""\u{1F600}\n\t""#)]),
            LexCase(#""// not a comment""#, [.seg(#""// not a comment""#)]),
            LexCase(#""/* nor this */" x"#, [.seg(#""/* nor this */""#), .id("x")]),
            LexCase(#"foo("a", "b")"#, [.id("foo"), .lparen, .seg(#""a""#), .comma, .seg(#""b""#), .rparen]),
            LexCase(#""héllo 🌍""#, [.seg(#""héllo 🌍""#)]),
            LexCase("\"abc\ndef", [.seg("\"abc", [.stringOpens, .unterminated]), .id("def")]),
        ])
    }

    // MARK: - Multiline strings

    func testMultilineStrings() {
        assertTable([
            LexCase("\"\"\"\nline 1\nline \"2\"\n\"\"\"", [.seg("\"\"\"\nline 1\nline \"2\"\n\"\"\"", [.stringOpens, .stringCloses])]),
            LexCase("x = \"\"\"\n  a\n  \"\"\" + y", [.id("x"), .equal, .seg("\"\"\"\n  a\n  \"\"\""), .op("+"), .id("y")]),
            LexCase("\"\"\"\n\\\"\"\"\n\"\"\"", [.seg("\"\"\"\n\\\"\"\"\n\"\"\"")]),
            LexCase("\"\"\"\nab \\\ncd\n\"\"\"", [.seg("\"\"\"\nab \\\ncd\n\"\"\"")]),
            LexCase("\"\"\"\nnever closed\nlet x = 1", [.seg("\"\"\"\nnever closed\nlet x = 1", [.stringOpens, .unterminated])]),
            LexCase("\"\"\"\n\"\"\"\"\"\"\n\"\"\"", [.seg("\"\"\"\n\"\"\""), .seg("\"\"\"\n\"\"\"")]),
        ])
    }

    // MARK: - Raw strings

    func testRawStrings() {
        assertTable([
            LexCase(##"#"raw \n "quoted" "#"##, [.seg(##"#"raw \n "quoted" "#"##, [.stringOpens, .stringCloses])]),
            LexCase(###"##"a "# b"##"###, [.seg(###"##"a "# b"##"###)]),
            LexCase(##"#"a\#nb"#"##, [.seg(##"#"a\#nb"#"##)]),
            LexCase(##"#"a\"#.count"##, [.seg(##"#"a\"#"##), .period, .id("count")]),
            LexCase("#\"\"\"\nraw \"\"\" inside\n\"\"\"#", [.seg("#\"\"\"\nraw \"\"\" inside\n\"\"\"#")]),
            LexCase(##"#"""#"##, [.seg(##"#"""#"##)]),
            LexCase(##"#""#"##, [.seg(##"#""#"##)]),
            LexCase("#####\"x\"#####", [.seg("#####\"x\"#####")]),
            LexCase(##"#"a\#"b"#"##, [.seg(##"#"a\#"b"#"##)]),
            LexCase(##"#"a\"#"##, [.seg(##"#"a\"#"##)]),
            LexCase(##"#"unterminated"##, [.seg(##"#"unterminated"##, [.stringOpens, .unterminated])]),
        ])
    }

    // MARK: - Interpolation

    func testInterpolation() {
        assertTable([
            LexCase(#""a\(b)c""#, [.seg("\"a", [.stringOpens]), .interp(), .id("b"), .interpEnd, .seg("c\"", [.stringCloses])]),
            LexCase(#""\(x)""#, [.seg("\""), .interp(), .id("x"), .interpEnd, .seg("\"")]),
            LexCase(#""\(a)\(b)""#, [.seg("\""), .interp(), .id("a"), .interpEnd, .interp(), .id("b"), .interpEnd, .seg("\"")]),
            LexCase(#""\(f(x, (y)))""#, [.seg("\""), .interp(), .id("f"), .lparen, .id("x"), .comma, .lparen, .id("y"), .rparen, .rparen, .interpEnd, .seg("\"")]),
            LexCase(#""\(items.map { "\($0)!" })""#, [
                .seg("\""), .interp(), .id("items"), .period, .id("map"), .lbrace,
                .seg("\"", [.stringOpens, .spaceBefore]), .interp(), S(.dollarIdentifier, "$0"), .interpEnd, .seg("!\"", [.stringCloses]),
                .rbrace, .interpEnd, .seg("\""),
            ]),
            LexCase(#""outer \("inner \("deep")")""#, [
                .seg("\"outer "), .interp(), .seg("\"inner "), .interp(), .seg("\"deep\""), .interpEnd, .seg("\""), .interpEnd, .seg("\""),
            ]),
            LexCase(##"#"a \(not) \#(yes)"#"##, [.seg(##"#"a \(not) "##), .interp("\\#("), .id("yes"), .interpEnd, .seg(##""#"##)]),
            LexCase("\"\"\"\n\\(a)\n\"\"\"", [.seg("\"\"\"\n"), .interp(), .id("a"), .interpEnd, .seg("\n\"\"\"")]),
            LexCase("\"\"\"\n\\(a.map {\n  $0\n})\n\"\"\"", [
                .seg("\"\"\"\n"), .interp(), .id("a"), .period, .id("map"), .lbrace, S(.dollarIdentifier, "$0"), .rbrace, .interpEnd, .seg("\n\"\"\""),
            ]),
            LexCase(#""\(x /* ) */)""#, [.seg("\""), .interp(), .id("x"), .interpEnd, .seg("\"")]),
            LexCase(#""\(")")""#, [.seg("\""), .interp(), .seg("\")\""), .interpEnd, .seg("\"")]),
            LexCase("\"a\\(b\nc", [.seg("\"a", [.stringOpens, .unterminated]), .interp(), .id("b"), .id("c")]),
            LexCase(#""\(\.name)""#, [.seg("\""), .interp(), S(.backslash, "\\"), .period, .id("name"), .interpEnd, .seg("\"")]),
        ])
    }

    // MARK: - Regex

    func testRegexLiterals() {
        assertTable([
            LexCase("let r = /[a-z]+/", [.kw("let", .let), .id("r"), .equal, .regex("/[a-z]+/")]),
            LexCase("x.firstMatch(of: /\\d+/)", [.id("x"), .period, .id("firstMatch"), .lparen, .id("of"), .colon, .regex("/\\d+/"), .rparen]),
            LexCase("foo(/a(b)c/, 1)", [.id("foo"), .lparen, .regex("/a(b)c/"), .comma, .int("1"), .rparen]),
            LexCase("return /x\\/y/", [.kw("return", .return), .regex("/x\\/y/")]),
            LexCase("a / b / c", [.id("a"), .op("/"), .id("b"), .op("/"), .id("c")]),
            LexCase("x /= 2", [.id("x"), .op("/="), .int("2")]),
            LexCase("a/b/c", [.id("a"), .op("/"), .id("b"), .op("/"), .id("c")]),
            LexCase("(a) / 2 / (b)", [.lparen, .id("a"), .rparen, .op("/"), .int("2"), .op("/"), .lparen, .id("b"), .rparen]),
            LexCase("reduce(1, /) / 2", [.id("reduce"), .lparen, .int("1"), .comma, .op("/"), .rparen, .op("/"), .int("2")]),
            LexCase("let y = x ?? /a/", [.kw("let", .let), .id("y"), .equal, .id("x"), .op("??"), .regex("/a/")]),
            LexCase("= /a /", [.equal, .op("/"), .id("a"), .op("/")]),
            LexCase("#/a/b/#", [.regex("#/a/b/#")]),
            LexCase("##/a/#b/##", [.regex("##/a/#b/##")]),
            LexCase("#/\n  (?<x> \\d+) # digits\n  /# + 1", [.regex("#/\n  (?<x> \\d+) # digits\n  /#"), .op("+"), .int("1")]),
            LexCase("#/unterminated\nx", [S(.regexLiteral, "#/unterminated", flags: [.unterminated]), .id("x")]),
            LexCase("(/x/)", [.lparen, .regex("/x/"), .rparen]),
            LexCase("let a = b\n/x+/.wholeMatch(s)", [.kw("let", .let), .id("a"), .equal, .id("b"), .regex("/x+/"), .period, .id("wholeMatch"), .lparen, .id("s"), .rparen]),
            LexCase("let a = b\n/2", [.kw("let", .let), .id("a"), .equal, .id("b"), .op("/"), .int("2")]),
            LexCase("try? /x/.match(s)", [.kw("try", .try), .op("?"), .regex("/x/"), .period, .id("match"), .lparen, .id("s"), .rparen]),
            LexCase("a! / b / c", [.id("a"), .op("!"), .op("/"), .id("b"), .op("/"), .id("c")]),
            LexCase("\"\\(/a/)\"", [.seg("\""), .interp(), .regex("/a/"), .interpEnd, .seg("\"")]),
            LexCase("x ? /a/ : /b/", [.id("x"), .op("?"), .regex("/a/"), .colon, .regex("/b/")]),
            LexCase("func /(a: A, b: A)", [.kw("func", .func), .op("/"), .lparen, .id("a"), .colon, .id("A"), .comma, .id("b"), .colon, .id("A"), .rparen]),
        ])
    }

    // MARK: - Comments

    func testComments() {
        assertTable([
            LexCase("a // note\nb", [.id("a"), .space, S(.lineComment, "// note"), .newline, .id("b")], trivia: true),
            LexCase("/// doc\nfunc", [S(.docLineComment, "/// doc"), .newline, .kw("func", .func)], trivia: true),
            LexCase("//// not doc", [S(.lineComment, "//// not doc")], trivia: true),
            LexCase("/* a /* nested */ still */x", [S(.blockComment, "/* a /* nested */ still */"), .id("x")], trivia: true),
            LexCase("/** doc */", [S(.docBlockComment, "/** doc */")], trivia: true),
            LexCase("/**/", [S(.blockComment, "/**/")], trivia: true),
            LexCase("/*** banner ***/", [S(.blockComment, "/*** banner ***/")], trivia: true),
            LexCase("/* open /* open */", [S(.blockComment, "/* open /* open */", flags: [.unterminated])], trivia: true),
            LexCase("x//c\r\ny", [.id("x"), S(.lineComment, "//c"), S(.newline, "\r\n"), .id("y")], trivia: true),
            LexCase("a /* x */ b", [.id("a"), .id("b")]),
            LexCase("/*/ still comment */", [S(.blockComment, "/*/ still comment */")], trivia: true),
        ])
        let lexed = Lexer.lex(Array("a // one\n/* two */ b /// three".utf8))
        XCTAssertEqual(lexed.comments.map(\.kind), [.lineComment, .blockComment, .docLineComment])
        XCTAssertEqual(lexed.tokens.count, 2)
    }

    // MARK: - Directives

    func testDirectives() {
        assertTable([
            LexCase("#if DEBUG\nx\n#elseif os(iOS)\n#else\n#endif", [
                S(.poundDirective, "#if"), .id("DEBUG"), .id("x"), S(.poundDirective, "#elseif"), .id("os"), .lparen, .id("iOS"), .rparen,
                S(.poundDirective, "#else"), S(.poundDirective, "#endif"),
            ]),
            LexCase("#warning(\"w\") #error(\"e\")", [S(.poundDirective, "#warning"), .lparen, .seg("\"w\""), .rparen, S(.poundDirective, "#error"), .lparen, .seg("\"e\""), .rparen]),
            LexCase("#sourceLocation(file: \"a\", line: 1)", [
                S(.poundDirective, "#sourceLocation"), .lparen, .id("file"), .colon, .seg("\"a\""), .comma, .id("line"), .colon, .int("1"), .rparen,
            ]),
            LexCase("#selector(tap) #available(iOS 15, *)", [
                S(.poundKeyword, "#selector"), .lparen, .id("tap"), .rparen, S(.poundKeyword, "#available"), .lparen, .id("iOS"), .int("15"), .comma, .op("*"), .rparen,
            ]),
            LexCase("#file #line #Preview #ifdef", [S(.poundKeyword, "#file"), S(.poundKeyword, "#line"), S(.poundKeyword, "#Preview"), S(.poundKeyword, "#ifdef")]),
            LexCase("# x", [S(.poundKeyword, "#"), .id("x")]),
            LexCase("##if", [S(.unknown, "#"), S(.poundDirective, "#if")]),
            LexCase("#!/usr/bin/swift\nprint(1)", [S(.shebang, "#!/usr/bin/swift"), .newline, .id("print"), .lparen, .int("1"), .rparen], trivia: true),
            LexCase("x\n#!y", [.id("x"), S(.poundKeyword, "#"), .op("!"), .id("y")]),
            LexCase("\u{FEFF}#!/bin/sh\nx", [S(.byteOrderMark, "\u{FEFF}"), S(.shebang, "#!/bin/sh"), .newline, .id("x")], trivia: true),
        ])
    }

    // MARK: - Trivia & flags

    func testTriviaAndFlags() {
        let none: TokenFlags = []
        let sp: TokenFlags = .spaceBefore
        let nl: TokenFlags = [.spaceBefore, .newlineBefore]
        assertTable([
            LexCase("a b\nc", [S(.identifier, "a", flags: none), S(.identifier, "b", flags: sp), S(.identifier, "c", flags: nl)]),
            LexCase("a /* x\ny */ b", [S(.identifier, "a", flags: none), S(.identifier, "b", flags: nl)]),
            LexCase("a/**/b", [S(.identifier, "a", flags: none), S(.identifier, "b", flags: sp)]),
            LexCase("a\r\nb\rc", [S(.identifier, "a"), S(.newline, "\r\n"), S(.identifier, "b", flags: nl), S(.newline, "\r"), S(.identifier, "c", flags: nl)], trivia: true),
            LexCase("\t x", [S(.whitespace, "\t "), S(.identifier, "x", flags: sp)], trivia: true),
            LexCase("a\n\n  b", [.id("a"), .newline, .newline, S(.whitespace, "  "), S(.identifier, "b", flags: nl)], trivia: true),
            LexCase("f(x)", [S(.identifier, "f", flags: none), S(.leftParen, "(", flags: none), S(.identifier, "x", flags: none), S(.rightParen, ")", flags: none)]),
            LexCase("obs\n  .map { $0 }", [.id("obs"), S(.period, ".", flags: nl), .id("map"), S(.leftBrace, "{", flags: sp), S(.dollarIdentifier, "$0", flags: sp), S(.rightBrace, "}", flags: sp)]),
            LexCase("\u{0B}\u{0C}x", [S(.whitespace, "\u{0B}\u{0C}"), .id("x")], trivia: true),
        ])
    }

    // MARK: - Bad input

    func testBadInput() {
        assertTable([
            LexCase("a\u{0}\u{1}b", [.id("a"), S(.unknown, "\u{0}\u{1}"), .id("b")]),
            LexCase("'c'", [S(.unknown, "'"), .id("c"), S(.unknown, "'")]),
            LexCase("a\u{7F}", [.id("a"), S(.unknown, "\u{7F}")]),
            LexCase("`unclosed", [S(.unknown, "`"), .id("unclosed")]),
            LexCase("a\u{A0}b", [.id("a"), S(.unknown, "\u{A0}"), .id("b")]),
            LexCase("\"bad\u{1}char\"", [.seg("\"bad\u{1}char\"")]),
        ])
        // Invalid UTF-8 cannot be spelled in a String literal: check the bytes directly.
        let bytes: [UInt8] = [0x61, 0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80, 0x62, 0xE2, 0x82]
        let lexed = Lexer.lex(bytes)
        XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .unknown, .identifier, .unknown])
        XCTAssertEqual(lexed.tokens.map { [$0.start, $0.end] }, [[0, 1], [1, 7], [7, 8], [8, 10]])
        XCTAssertEqual(lexed.diagnostics.count, 2)
        XCTAssertEqual(lexed.diagnostics.first?.message, "invalid UTF-8")

        let inString = Lexer.lex([0x22, 0x61, 0xFF, 0x22])
        XCTAssertEqual(inString.tokens.map(\.kind), [.stringSegment])
        XCTAssertEqual(inString.diagnostics.map(\.offset), [2])

        let nul = Lexer.lex(Array("x\u{0}".utf8))
        XCTAssertEqual(nul.diagnostics.map(\.message), ["NUL byte in source"])
        XCTAssertEqual(nul.diagnostics.map(\.offset), [1])
    }

    func testUnterminatedLiteralsAreFlaggedAndReported() {
        let cases: [(String, TokenKind)] = [
            ("\"abc", .stringSegment),
            ("\"\"\"\nabc", .stringSegment),
            ("#\"abc\"", .stringSegment),
            ("/* abc", .blockComment),
            ("#/abc", .regexLiteral),
            ("##/\nabc/#", .regexLiteral),
        ]
        for (source, kind) in cases {
            let lexed = Lexer.lex(Array(source.utf8), includeTrivia: true)
            XCTAssertEqual(lexed.tokens.count, 1, source)
            XCTAssertEqual(lexed.tokens.first?.kind, kind, source)
            XCTAssertEqual(lexed.tokens.first?.flags.contains(.unterminated), true, source)
            XCTAssertEqual(lexed.tokens.first?.end, Int32(source.utf8.count), source)
            XCTAssertEqual(lexed.diagnostics.count, 1, source)
        }
    }

    func testUnterminatedInterpolationEndsAtLineBreak() {
        let source = "let s = \"a \\(f(\"b\\(c\nlet t = 1"
        let bytes = Array(source.utf8)
        let lexed = Lexer.lex(bytes)
        let texts = lexed.tokens.map { Lexer.text(of: $0, in: bytes) }
        XCTAssertEqual(Array(texts.suffix(4)), ["let", "t", "=", "1"])
        XCTAssertEqual(lexed.tokens.filter { $0.flags.contains(.unterminated) }.count, 2)
        XCTAssertEqual(lexed.diagnostics.count, 2)
    }

    func testKeywordTableCoversEveryKeyword() {
        var raw: UInt8 = 1
        while let keyword = Keyword(rawValue: raw) {
            let text = String(describing: keyword)
            let lexed = Lexer.lex(Array(text.utf8))
            XCTAssertEqual(lexed.tokens.count, 1, text)
            XCTAssertEqual(lexed.tokens.first?.keyword, keyword, text)
            // One letter more or less is not a keyword.
            XCTAssertEqual(Lexer.lex(Array((text + "x").utf8)).tokens.first?.keyword, Keyword.none, text)
            XCTAssertEqual(Lexer.lex(Array(text.dropLast().utf8)).tokens.first.map { $0.keyword == keyword }, false, text)
            raw += 1
        }
        // Every case of `Keyword` was reached (rawValue 1 up to the last one).
        XCTAssertGreaterThanOrEqual(raw - 1, 78)
    }

    func testEmptyInput() {
        let lexed = Lexer.lex([UInt8](), includeTrivia: true)
        XCTAssertTrue(lexed.tokens.isEmpty)
        XCTAssertTrue(lexed.diagnostics.isEmpty)
    }
}
