extension TokenScanner {
    /// `//` to the end of the line; `///` is documentation, `////` is not.
    mutating func lexLineComment() {
        let start = i
        let isDoc = at(i + 2) == UInt8(ascii: "/") && at(i + 3) != UInt8(ascii: "/")
        i += 2
        var reportedBadByte = false
        while i < n {
            let b = p[i]
            if !trait(b, ByteTrait.lineCommentStop) {
                i += 1
                continue
            }
            if b == 0x0A || b == 0x0D { break }
            i += checkCommentByte(b, &reportedBadByte)
        }
        emitComment(isDoc ? .docLineComment : .lineComment, from: start, spansLines: false, unterminated: false)
    }

    /// `/* … */`, nested to any depth with a counter; `/**` is documentation, `/**/` is not.
    mutating func lexBlockComment() {
        let start = i
        let third = at(i + 2)
        let isDoc = third == UInt8(ascii: "*") && at(i + 3) != UInt8(ascii: "*") && at(i + 3) != UInt8(ascii: "/")
        i += 2
        var depth = 1
        var spansLines = false
        var reportedBadByte = false
        while i < n {
            let b = p[i]
            if !trait(b, ByteTrait.blockCommentStop) {
                i += 1
                continue
            }
            switch b {
            case UInt8(ascii: "*"):
                if at(i + 1) == UInt8(ascii: "/") {
                    i += 2
                    depth -= 1
                    if depth == 0 {
                        emitComment(isDoc ? .docBlockComment : .blockComment, from: start, spansLines: spansLines, unterminated: false)
                        return
                    }
                } else {
                    i += 1
                }
            case UInt8(ascii: "/"):
                if at(i + 1) == UInt8(ascii: "*") {
                    i += 2
                    depth += 1
                } else {
                    i += 1
                }
            case 0x0A, 0x0D:
                spansLines = true
                i += 1
            default:
                i += checkCommentByte(b, &reportedBadByte)
            }
        }
        emitComment(isDoc ? .docBlockComment : .blockComment, from: start, spansLines: spansLines, unterminated: true)
        diagnose(start, "unterminated block comment")
    }

    /// Validates a control or non-ASCII byte inside a comment; returns how far to advance.
    /// The bytes stay in the comment, and the first bad one is reported.
    @inline(__always)
    private mutating func checkCommentByte(_ b: UInt8, _ reported: inout Bool) -> Int {
        var length = 1
        if b >= 0x80 {
            length = UnicodeClass.validLength(p, i, n)
        } else if b != 0x09 {
            length = 0
        }
        if length == 0 {
            if !reported {
                diagnose(i, b >= 0x80 ? "invalid UTF-8 in comment" : "control character in comment")
                reported = true
            }
            length = 1
        }
        return length
    }
}
