extension TokenScanner {
    /// Whether the byte before `j` binds an operator at `j` to its left operand. Whitespace,
    /// opening brackets, separators and the end of a block comment do not.
    func isLeftBound(_ j: Int) -> Bool {
        guard j > 0 else { return false }
        switch p[j - 1] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0,
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(j >= 2 && p[j - 2] == UInt8(ascii: "*"))
        default:
            return true
        }
    }

    /// An operator run. Follows the compiler's rules: `.` continues an operator only if the
    /// operator starts with `.`; a left-bound `?` or `!` is a postfix token of its own (so
    /// `x?.y`, `a!.b` and `Int?>` split where the parser expects); `//` and `/*` inside a run
    /// start a comment; a `/` where an expression may begin is tried as a regex literal first.
    mutating func lexOperator() {
        let start = i
        let first = p[i]
        if first == UInt8(ascii: "/") && mayStartBareRegex() && lexBareRegex() {
            return
        }
        if (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) && isLeftBound(start) {
            // `try?` and `try!` cannot be left operands, so a `/` after them starts a regex.
            let afterTry = lastKind == .identifier && lastKeyword == .try
            i += 1
            emit(.operator, from: start)
            lastWasPostfix = !afterTry
            return
        }
        let startsWithPeriod = first == UInt8(ascii: ".")
        let p = self.p
        let n = self.n
        let traits = self.traits
        var j = i + (first < 0x80 ? 1 : UnicodeClass.decode(p, i, n).length)
        while j < n {
            let b = p[j]
            if b < 0x80 {
                if b == UInt8(ascii: ".") {
                    guard startsWithPeriod else { break }
                } else {
                    guard traits[Int(b)] & ByteTrait.operatorBody != 0 else { break }
                    if b == UInt8(ascii: "/") && j + 1 < n {
                        let next = p[j + 1]
                        if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
                    }
                }
                j += 1
            } else {
                let (scalar, length) = UnicodeClass.decode(p, j, n)
                guard length > 0, UnicodeClass.isOperatorBody(scalar) else { break }
                j += length
            }
        }
        i = j
        var kind = TokenKind.operator
        if i - start == 1 {
            if first == UInt8(ascii: "=") {
                kind = .equal
            } else if first == UInt8(ascii: ".") {
                kind = .period
            }
        } else if i - start == 2 && first == UInt8(ascii: "-") && p[start + 1] == UInt8(ascii: ">") {
            kind = .arrow
        }
        emit(kind, from: start)
    }

    // MARK: - Regex literals

    /// Whether a `/` at the cursor sits where an expression may begin, so that `/…/` could
    /// be a regex literal: not glued to a left operand, not followed by space, and after a
    /// token that expects an operand (or at the start of a line).
    func mayStartBareRegex() -> Bool {
        if isLeftBound(i) { return false }
        switch at(i + 1) {
        case 0x20, 0x09, 0x0A, 0x0D, 0: return false
        default: break
        }
        if pending.contains(.newlineBefore) { return true }
        switch lastKind {
        case .newline, .leftParen, .leftSquare, .leftBrace, .comma, .colon, .semicolon, .equal,
             .interpolationStart, .poundDirective, .unknown:
            return true
        case .operator:
            return !lastWasPostfix
        case .identifier:
            switch lastKeyword {
            case .return, .throw, .in, .case, .where, .if, .guard, .while, .switch, .try, .await, .else, .repeat:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// Tries `/…/` on the current line. Backs out (returns false, cursor unmoved) unless the
    /// closing `/` exists, the body does not end in a space, no `)` is unbalanced and the
    /// closing `/` does not begin a comment; the `/` is then an operator.
    mutating func lexBareRegex() -> Bool {
        let start = i
        // The scan stops at the first unescaped `/`, `)` too many or line break, and every
        // later candidate starts at or after that point, so backtracking stays linear.
        var j = i + 1
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while j < n {
            let b = p[j]
            switch b {
            case 0x0A, 0x0D:
                return false
            case UInt8(ascii: "\\"):
                j += 1
                if j < n && (p[j] == 0x0A || p[j] == 0x0D) { return false }
            case UInt8(ascii: "/"):
                let after = at(j + 1)
                if after == UInt8(ascii: "/") || after == UInt8(ascii: "*") { return false }
                if lastSpace == j - 1 { return false }
                i = j + 1
                emit(.regexLiteral, from: start)
                return true
            case UInt8(ascii: "("):
                if classDepth == 0 { groupDepth += 1 }
            case UInt8(ascii: ")"):
                if classDepth == 0 {
                    if groupDepth == 0 { return false }
                    groupDepth -= 1
                }
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case 0x20, 0x09:
                lastSpace = j
            default:
                break
            }
            j += 1
        }
        return false
    }

    /// `#/…/#` with any number of `#`. Unambiguous, so it is always a regex: when the
    /// opening line holds nothing after `#/`, it is the multi-line form and runs to the
    /// matching `/#…`; otherwise it ends at its line. Unterminated ones are flagged.
    mutating func lexExtendedRegex(start: Int, hashCount: Int) {
        i = start + hashCount + 1
        var multiline = false
        var k = i
        while k < n && (p[k] == 0x20 || p[k] == 0x09) { k += 1 }
        if k < n && (p[k] == 0x0A || p[k] == 0x0D) { multiline = true }
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "/") {
                var h = 0
                while h < hashCount && at(i + 1 + h) == UInt8(ascii: "#") { h += 1 }
                if h == hashCount {
                    i += 1 + hashCount
                    emit(.regexLiteral, from: start)
                    return
                }
            } else if b == UInt8(ascii: "\\") {
                if i + 1 < n && (multiline || (p[i + 1] != 0x0A && p[i + 1] != 0x0D)) { i += 1 }
            } else if (b == 0x0A || b == 0x0D) && !multiline {
                break
            }
            i += 1
        }
        emit(.regexLiteral, from: start, flags: .unterminated)
        diagnose(start, "unterminated regex literal")
    }
}
