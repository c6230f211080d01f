extension TokenScanner {
    /// `//` to the end of the line; `///` is documentation, `////` is not.
    mutating func lexLineComment() {
        let start = i
        let isDoc = at(i + 2) == UInt8(ascii: "/") && at(i + 3) != UInt8(ascii: "/")
        let p = self.p
        let n = self.n
        let traits = self.traits
        var reportedBadByte = false
        var j = i + 2
        while j < n {
            let b = p[j]
            if traits[Int(b)] & ByteTrait.lineCommentStop == 0 {
                j += 1
                continue
            }
            if b == 0x0A || b == 0x0D { break }
            j += checkCommentByte(b, at: j, &reportedBadByte)
        }
        i = j
        emitComment(isDoc ? .docLineComment : .lineComment, from: start, spansLines: false, unterminated: false)
    }

    /// `/* … */`, nested to any depth with a counter; `/**` is documentation, `/**/` is not.
    mutating func lexBlockComment() {
        let start = i
        let fourth = at(i + 3)
        let isDoc = at(i + 2) == UInt8(ascii: "*") && fourth != UInt8(ascii: "*") && fourth != UInt8(ascii: "/")
        let p = self.p
        let n = self.n
        let traits = self.traits
        var depth = 1
        var spansLines = false
        var reportedBadByte = false
        var j = i + 2
        while j < n {
            let b = p[j]
            if traits[Int(b)] & ByteTrait.blockCommentStop == 0 {
                j += 1
                continue
            }
            switch b {
            case UInt8(ascii: "*"):
                if j + 1 < n && p[j + 1] == UInt8(ascii: "/") {
                    j += 2
                    depth -= 1
                    if depth == 0 {
                        i = j
                        emitComment(isDoc ? .docBlockComment : .blockComment, from: start, spansLines: spansLines, unterminated: false)
                        return
                    }
                } else {
                    j += 1
                }
            case UInt8(ascii: "/"):
                if j + 1 < n && p[j + 1] == UInt8(ascii: "*") {
                    j += 2
                    depth += 1
                } else {
                    j += 1
                }
            case 0x0A, 0x0D:
                spansLines = true
                j += 1
            default:
                j += checkCommentByte(b, at: j, &reportedBadByte)
            }
        }
        i = j
        emitComment(isDoc ? .docBlockComment : .blockComment, from: start, spansLines: spansLines, unterminated: true)
        diagnose(start, "unterminated block comment")
    }

    /// Validates a control or non-ASCII byte inside a comment; returns how far to advance.
    /// The bytes stay in the comment, and the first bad one is reported.
    @inline(__always)
    private mutating func checkCommentByte(_ b: UInt8, at j: Int, _ reported: inout Bool) -> Int {
        var length = 1
        if b >= 0x80 {
            length = UnicodeClass.validLength(p, j, n)
        } else if b != 0x09 {
            length = 0
        }
        if length == 0 {
            if !reported {
                diagnose(j, b >= 0x80 ? "invalid UTF-8 in comment" : "control character in comment")
                reported = true
            }
            length = 1
        }
        return length
    }
}
