/// The lexer's working state: a cursor over the bytes, the output arrays and the mode stack.
/// Its methods are split by construct over the `TokenScanner+*.swift` files.
struct TokenScanner {
    let p: UnsafePointer<UInt8>
    let n: Int
    let includeTrivia: Bool
    let classes = ByteTables.classes
    let traits = ByteTables.traits
    let keywords = KeywordTable.shared

    var i = 0
    var tokens: TokenBuffer
    var comments: [Token] = []
    var diagnostics: [LexDiagnostic] = []

    /// Layout facts gathered since the last significant token; they go on the next token.
    var pending: TokenFlags = []
    /// Kind of the last significant token; `.newline` stands for "none yet".
    var lastKind: TokenKind = .newline
    var lastKeyword: Keyword = .none
    /// The last significant token was a postfix `?` or `!`, after which a `/` divides.
    var lastWasPostfix = false

    var modes: [LexMode] = []
    /// Mirrors `modes.last?.isString` so the main loop tests a Bool, not an array.
    var inString = false

    init(base: UnsafePointer<UInt8>, count: Int, includeTrivia: Bool) {
        p = base
        n = count
        self.includeTrivia = includeTrivia
        // Typical Swift code has a significant token every 5–6 bytes and about as many
        // trivia tokens; reserving up front keeps appends from reallocating.
        tokens = TokenBuffer(capacity: includeTrivia ? count / 3 + 16 : count / 5 + 16)
    }

    /// The byte at `j`, or 0 past the end (0 matches nothing the lookahead asks for).
    @inline(__always)
    func at(_ j: Int) -> UInt8 {
        j < n ? p[j] : 0
    }

    @inline(__always)
    func trait(_ b: UInt8, _ t: UInt8) -> Bool {
        traits[Int(b)] & t != 0
    }

    // MARK: - Emitting

    /// One-byte punctuation: consume the byte and emit it.
    @inline(__always)
    mutating func emitSingleByte(_ kind: TokenKind, from start: Int) {
        i += 1
        emit(kind, from: start)
    }

    /// Appends a significant token from `start` to the cursor.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword = .none, flags: TokenFlags = []) {
        tokens.append(Token(kind: kind, keyword: keyword, flags: pending.union(flags),
                            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: i)))
        pending = []
        lastKind = kind
        lastKeyword = keyword
        lastWasPostfix = false
    }

    /// Records whitespace, a newline, a BOM or a shebang; `separates` is what it tells the
    /// next token about its left side.
    @inline(__always)
    mutating func emitTrivia(_ kind: TokenKind, from start: Int, separates: TokenFlags) {
        if includeTrivia {
            tokens.append(Token(kind: kind, flags: pending, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: i)))
        }
        pending.formUnion(separates)
    }

    mutating func emitComment(_ kind: TokenKind, from start: Int, spansLines: Bool, unterminated: Bool) {
        let token = Token(kind: kind, flags: unterminated ? pending.union(.unterminated) : pending,
                          start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: i))
        comments.append(token)
        if includeTrivia { tokens.append(token) }
        pending.formUnion(spansLines ? [.spaceBefore, .newlineBefore] : .spaceBefore)
    }

    mutating func diagnose(_ offset: Int, _ message: String) {
        diagnostics.append(LexDiagnostic(offset: Int32(truncatingIfNeeded: offset), message: message))
    }

    // MARK: - Main loop

    mutating func run() {
        lexFileStart()
        while i < n {
            if inString {
                lexStringBody(segmentStart: i, opens: false)
            } else {
                lexNormal()
            }
        }
        closeModesAtEndOfFile()
    }

    /// A byte order mark, then a `#!` line, are only recognized at the very start.
    mutating func lexFileStart() {
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            i = 3
            emitTrivia(.byteOrderMark, from: 0, separates: [])
        }
        if at(i) == UInt8(ascii: "#") && at(i + 1) == UInt8(ascii: "!") {
            let start = i
            while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
            emitTrivia(.shebang, from: start, separates: [])
        }
    }

    /// Lexes one token (significant or trivia) outside string bodies.
    @inline(__always)
    mutating func lexNormal() {
        let start = i
        let b = p[i]
        switch unsafeBitCast(classes[Int(b)], to: ByteClass.self) {
        case .identifierHead:
            lexIdentifier()
        case .whitespace:
            let traits = self.traits
            var j = i + 1
            // Indentation comes in runs of spaces: eight at a time while they last.
            while j + 8 <= n, UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 { j += 8 }
            while j < n && traits[Int(p[j])] & ByteTrait.horizontalSpace != 0 { j += 1 }
            i = j
            emitTrivia(.whitespace, from: start, separates: .spaceBefore)
        case .lineFeed:
            if !modes.isEmpty { endSingleLineStringsAtLineBreak() }
            i += 1
            emitTrivia(.newline, from: start, separates: [.spaceBefore, .newlineBefore])
        case .carriageReturn:
            if !modes.isEmpty { endSingleLineStringsAtLineBreak() }
            i += at(i + 1) == 0x0A ? 2 : 1
            emitTrivia(.newline, from: start, separates: [.spaceBefore, .newlineBefore])
        case .digit:
            lexNumber()
        case .period, .operatorHead:
            lexOperator()
        case .slash:
            let next = at(i + 1)
            if next == UInt8(ascii: "/") {
                lexLineComment()
            } else if next == UInt8(ascii: "*") {
                lexBlockComment()
            } else {
                lexOperator()
            }
        case .leftParen:
            if !modes.isEmpty { modes[modes.count - 1].parenDepth += 1 }
            i += 1
            emit(.leftParen, from: start)
        case .rightParen:
            i += 1
            if !modes.isEmpty {
                if modes[modes.count - 1].parenDepth == 0 {
                    // This `)` closes `\(`: the string body resumes after it.
                    emit(.interpolationEnd, from: start)
                    modes.removeLast()
                    inString = true
                    return
                }
                modes[modes.count - 1].parenDepth -= 1
            }
            emit(.rightParen, from: start)
        case .leftBrace:
            emitSingleByte(.leftBrace, from: start)
        case .rightBrace:
            emitSingleByte(.rightBrace, from: start)
        case .leftSquare:
            emitSingleByte(.leftSquare, from: start)
        case .rightSquare:
            emitSingleByte(.rightSquare, from: start)
        case .comma:
            emitSingleByte(.comma, from: start)
        case .colon:
            emitSingleByte(.colon, from: start)
        case .semicolon:
            emitSingleByte(.semicolon, from: start)
        case .quote:
            lexStringOpening(start: start, hashCount: 0)
        case .pound:
            lexPound()
        case .at:
            i += 1
            emit(.at, from: start)
        case .backslash:
            i += 1
            emit(.backslash, from: start)
        case .backtick:
            lexBacktickIdentifier()
        case .dollar:
            lexDollarIdentifier()
        case .nonASCII:
            lexNonASCII()
        case .invalid:
            lexUnknown()
        }
    }

    /// A byte >= 0x80 between tokens: a Unicode identifier, a Unicode operator, or junk.
    mutating func lexNonASCII() {
        let (scalar, length) = UnicodeClass.decode(p, i, n)
        if length > 0 && UnicodeClass.isIdentifierHead(scalar) {
            lexIdentifier()
        } else if length > 0 && UnicodeClass.isOperatorHead(scalar) {
            lexOperator()
        } else {
            lexUnknown()
        }
    }

    /// A maximal run of bytes that cannot start any token, reported once.
    mutating func lexUnknown() {
        let start = i
        let first = p[i]
        var sawInvalidUTF8 = false
        while i < n {
            let b = p[i]
            if b < 0x80 {
                guard unsafeBitCast(classes[Int(b)], to: ByteClass.self) == .invalid else { break }
                i += 1
                continue
            }
            let (scalar, length) = UnicodeClass.decode(p, i, n)
            if length == 0 {
                sawInvalidUTF8 = true
                i += 1
                continue
            }
            if UnicodeClass.isIdentifierHead(scalar) || UnicodeClass.isOperatorHead(scalar) { break }
            i += length
        }
        // Callers only come here on a byte that starts nothing, but never loop in place.
        if i == start { i += 1 }
        emit(.unknown, from: start)
        let message: String
        if sawInvalidUTF8 {
            message = "invalid UTF-8"
        } else if first == 0 {
            message = "NUL byte in source"
        } else if first < 0x20 || first == 0x7F {
            message = "unexpected control character"
        } else {
            message = "unexpected character"
        }
        diagnose(start, message)
    }
}
