extension TokenScanner {
    /// End of the identifier characters starting at `j` (ASCII through the trait table;
    /// Unicode through the grammar's ranges).
    @inline(__always)
    func identifierEnd(from j: Int) -> Int {
        let p = self.p
        let n = self.n
        let traits = self.traits
        var j = j
        while j < n {
            let b = p[j]
            if traits[Int(b)] & ByteTrait.identifierBody != 0 {
                j += 1
                continue
            }
            if b < 0x80 { break }
            let (scalar, length) = UnicodeClass.decode(p, j, n)
            guard length > 0, UnicodeClass.isIdentifierBody(scalar) else { break }
            j += length
        }
        return j
    }

    /// An identifier at the cursor, whose first character was already checked; tags keywords.
    mutating func lexIdentifier() {
        let start = i
        let head = p[i] < 0x80 ? 1 : UnicodeClass.decode(p, i, n).length
        i = identifierEnd(from: start + head)
        var keyword = keywords.lookup(p, start, i - start)
        // After `.` a keyword is a member name (`.do(onNext:)`, `.catch { … }`, `.default`);
        // only `.self` keeps its meaning.
        if lastKind == .period, keyword != .none, keyword != .self { keyword = .none }
        emit(.identifier, from: start, keyword: keyword)
    }

    /// `$0`, `$name`, and a lone `$`.
    mutating func lexDollarIdentifier() {
        let start = i
        i = identifierEnd(from: i + 1)
        emit(.dollarIdentifier, from: start)
    }

    /// `` `name` `` on one line. Swift 6 raw identifiers may hold spaces and operator
    /// characters, so anything but a line break or another backtick is accepted inside.
    mutating func lexBacktickIdentifier() {
        let start = i
        var j = i + 1
        while j < n {
            let b = p[j]
            if b == UInt8(ascii: "`") || b == 0x0A || b == 0x0D { break }
            j += 1
        }
        if j < n && p[j] == UInt8(ascii: "`") && j > start + 1 {
            i = j + 1
            emit(.backtickIdentifier, from: start)
            return
        }
        // A backtick with no partner on its line starts nothing.
        i += 1
        emit(.unknown, from: start)
        diagnose(start, "unterminated backtick identifier")
    }

    /// `#` followed by a raw string, an extended regex, a directive or a pound keyword.
    mutating func lexPound() {
        let start = i
        var j = i
        while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
        let hashCount = j - i
        let next = at(j)
        if next == UInt8(ascii: "\"") {
            i = j
            lexStringOpening(start: start, hashCount: hashCount)
            return
        }
        if next == UInt8(ascii: "/") {
            lexExtendedRegex(start: start, hashCount: hashCount)
            return
        }
        if hashCount > 1 {
            // `##` not opening a raw string or regex means nothing. Taking the extra `#`s as
            // one token (rather than one each, recounting the run) keeps long runs linear.
            i = j - 1
            emit(.unknown, from: start)
            diagnose(start, "stray '#'")
            return
        }
        i += 1
        let wordStart = i
        let b = at(i)
        let startsWord: Bool
        if b < 0x80 {
            startsWord = unsafeBitCast(classes[Int(b)], to: ByteClass.self) == .identifierHead
        } else {
            let (scalar, length) = UnicodeClass.decode(p, i, n)
            startsWord = length > 0 && UnicodeClass.isIdentifierHead(scalar)
        }
        if startsWord {
            i = identifierEnd(from: i)
        }
        let kind: TokenKind = isDirective(from: wordStart, length: i - wordStart) ? .poundDirective : .poundKeyword
        emit(kind, from: start)
    }

    /// Whether the word after `#` is a compiler-control directive.
    private func isDirective(from s: Int, length: Int) -> Bool {
        switch length {
        case 2: return matches(s, "if")
        case 4: return matches(s, "else")
        case 5: return matches(s, "endif") || matches(s, "error")
        case 6: return matches(s, "elseif")
        case 7: return matches(s, "warning")
        case 14: return matches(s, "sourceLocation")
        default: return false
        }
    }

    /// Whether the bytes at `s` spell `word` (the caller checked the length).
    func matches(_ s: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard s + count <= n else { return false }
        let w = word.utf8Start
        var k = 0
        while k < count {
            if p[s + k] != w[k] { return false }
            k += 1
        }
        return true
    }
}
