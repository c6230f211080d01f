/// The kind of a lexical token. Trivia kinds (whitespace, newlines, comments) only appear in
/// the token stream when the lexer is asked for trivia; comments are always collected apart.
public enum TokenKind: UInt8, Sendable {
    // Names
    case identifier            // also keywords; `Token.keyword` tells which
    case backtickIdentifier    // `class`
    case dollarIdentifier      // $0, $name
    // Literals
    case integerLiteral
    case floatLiteral
    /// A piece of a string literal: the opening delimiter and text up to the end or up to an
    /// interpolation, text between two interpolations, or the text and closing delimiter.
    case stringSegment
    /// `\(` or `\#(` inside a string literal; the expression's tokens follow as usual.
    case interpolationStart
    /// The `)` that closes an interpolation and resumes the string.
    case interpolationEnd
    case regexLiteral
    // Punctuation
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon
    case period               // a lone `.` (member access); `...`/`..<` are operators
    case at                   // `@` of an attribute
    case backslash            // `\` starting a key path
    case equal                // a lone `=`
    case arrow                // `->`
    case `operator`           // any other operator, custom ones included
    case poundDirective       // #if #elseif #else #endif #sourceLocation #warning #error
    case poundKeyword         // #selector #available #file #line #colorLiteral … and macros
    // Trivia
    case whitespace
    case newline              // \n, \r\n or \r
    case lineComment
    case blockComment
    case docLineComment
    case docBlockComment
    case shebang
    case byteOrderMark
    // Bytes that cannot start any token (invalid UTF-8, NUL, stray characters).
    case unknown

    @inlinable public var isTrivia: Bool { rawValue >= TokenKind.whitespace.rawValue && rawValue <= TokenKind.byteOrderMark.rawValue }
    @inlinable public var isComment: Bool {
        self == .lineComment || self == .blockComment || self == .docLineComment || self == .docBlockComment
    }
}

/// Keywords and contextual keywords the later stages look for. The lexer tags every identifier
/// token whose text is one of these, except after `.`, where a keyword is a member name
/// (`.do(onNext:)`, `.catch { … }`, `case .default:`) and only `.self` keeps its meaning;
/// whether a contextual one acts as a keyword is the structure stage's decision.
public enum Keyword: UInt8, Sendable {
    case none = 0
    case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `in`
    case `self`, `Self`, `super`, `weak`, `unowned`, `guard`, `if`, `else`, `return`
    case `import`, `typealias`, `static`, `private`, `fileprivate`, `internal`, `public`, `open`
    case final, override, lazy, `case`, `default`, `switch`, `for`, `while`, `repeat`, `do`
    case `catch`, `try`, `throw`, `throws`, `rethrows`, async, await, `as`, `is`, `nil`, `true`, `false`
    case `where`, get, set, willSet, didSet, convenience, required, mutating, nonmutating
    case `inout`, some, any, `operator`, `precedencegroup`, `associatedtype`, `defer`, `break`, `continue`
    case `fallthrough`, indirect, dynamic, optional, nonisolated, consuming, borrowing, macro
}

/// Layout facts about the bytes before a token.
public struct TokenFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A newline (possibly inside a comment) separates this token from the previous one.
    /// Implies `.spaceBefore`. Trivia tokens carry the flags of the trivia before them too.
    public static let newlineBefore = TokenFlags(rawValue: 1 << 0)
    /// Whitespace or a comment separates this token from the previous one.
    public static let spaceBefore = TokenFlags(rawValue: 1 << 1)
    /// The token is an unterminated string, comment or regex; the lexer also reported it.
    public static let unterminated = TokenFlags(rawValue: 1 << 2)
    /// A string segment that opens a string literal (holds its opening delimiter).
    public static let stringOpens = TokenFlags(rawValue: 1 << 3)
    /// A string segment that closes a string literal (holds its closing delimiter).
    public static let stringCloses = TokenFlags(rawValue: 1 << 4)
}

/// A token is a kind plus a byte range into the file; its text is sliced only on demand.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    public var keyword: Keyword
    public var flags: TokenFlags
    /// Byte offset of the first byte.
    public var start: Int32
    /// Byte offset one past the last byte.
    public var end: Int32

    @inlinable public init(kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [], start: Int32, end: Int32) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = start
        self.end = end
    }

    @inlinable public var length: Int32 { end - start }
}

/// A problem the lexer noticed. The lexer never throws: the bytes still become tokens.
public struct LexDiagnostic: Equatable, Sendable {
    public var offset: Int32
    public var message: String
    public init(offset: Int32, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// The lexer's output for one file.
public struct LexedFile: Sendable {
    /// Significant tokens in order; with `includeTrivia`, every token, so that the token texts
    /// concatenated reproduce the input byte for byte.
    public var tokens: [Token]
    /// Every comment token, in order (also when trivia is excluded from `tokens`).
    public var comments: [Token]
    public var diagnostics: [LexDiagnostic]
    public init(tokens: [Token] = [], comments: [Token] = [], diagnostics: [LexDiagnostic] = []) {
        self.tokens = tokens
        self.comments = comments
        self.diagnostics = diagnostics
    }
}
