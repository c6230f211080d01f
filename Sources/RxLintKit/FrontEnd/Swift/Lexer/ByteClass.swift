/// What a byte can start when the lexer is between tokens. One table lookup picks the branch,
/// so the main loop compiles to a jump table instead of a chain of comparisons.
enum ByteClass: UInt8 {
    case identifierHead      // a-z A-Z _
    case digit
    case whitespace          // space, tab, vertical tab, form feed
    case lineFeed
    case carriageReturn
    case operatorHead        // = - + ! * % < > & | ^ ~ ?
    case slash
    case period
    case quote
    case pound
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case comma, colon, semicolon
    case at, backslash, backtick, dollar
    case nonASCII            // first byte of a multi-byte sequence, or an invalid byte
    case invalid             // control characters, DEL, the single quote
}

/// Bit sets describing a byte inside a token; several scanners share one 256-entry table.
enum ByteTrait {
    /// Letters, digits, `_` and `$`: continues an identifier.
    static let identifierBody: UInt8 = 1 << 0
    /// ASCII operator characters other than `.`.
    static let operatorBody: UInt8 = 1 << 1
    static let decimalDigit: UInt8 = 1 << 2
    static let hexDigit: UInt8 = 1 << 3
    /// Bytes a string body must look at: `"`, `\`, line breaks, controls, non-ASCII.
    static let stringStop: UInt8 = 1 << 4
    /// Bytes a line comment must look at: line breaks, controls, non-ASCII.
    static let lineCommentStop: UInt8 = 1 << 5
    /// Bytes a block comment must look at: the line-comment ones plus `*` and `/`.
    static let blockCommentStop: UInt8 = 1 << 6
    /// Space, tab, vertical tab, form feed.
    static let horizontalSpace: UInt8 = 1 << 7
}

/// The two 256-entry tables, built once per process and never freed.
enum ByteTables {
    static let classes: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0..<256 { table[b] = classify(UInt8(b)).rawValue }
        return UnsafePointer(table)
    }()

    static let traits: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0..<256 { table[b] = traitsOf(UInt8(b)) }
        return UnsafePointer(table)
    }()

    private static func classify(_ b: UInt8) -> ByteClass {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return .identifierHead
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        case 0x20, 0x09, 0x0B, 0x0C: return .whitespace
        case 0x0A: return .lineFeed
        case 0x0D: return .carriageReturn
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return .operatorHead
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "."): return .period
        case UInt8(ascii: "\""): return .quote
        case UInt8(ascii: "#"): return .pound
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftSquare
        case UInt8(ascii: "]"): return .rightSquare
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: "@"): return .at
        case UInt8(ascii: "\\"): return .backslash
        case UInt8(ascii: "`"): return .backtick
        case UInt8(ascii: "$"): return .dollar
        case 0x80...0xFF: return .nonASCII
        default: return .invalid
        }
    }

    private static func traitsOf(_ b: UInt8) -> UInt8 {
        var t: UInt8 = 0
        let isDigit = b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
        let isLetter = (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
        if isDigit || isLetter || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") { t |= ByteTrait.identifierBody }
        if classify(b) == .operatorHead || b == UInt8(ascii: "/") { t |= ByteTrait.operatorBody }
        if isDigit { t |= ByteTrait.decimalDigit }
        if isDigit || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F")) {
            t |= ByteTrait.hexDigit
        }
        let isControl = (b < 0x20 && b != 0x09) || b == 0x7F
        if isControl || b >= 0x80 {
            t |= ByteTrait.stringStop | ByteTrait.lineCommentStop | ByteTrait.blockCommentStop
        }
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { t |= ByteTrait.stringStop }
        if b == UInt8(ascii: "*") || b == UInt8(ascii: "/") { t |= ByteTrait.blockCommentStop }
        if b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C { t |= ByteTrait.horizontalSpace }
        return t
    }
}
