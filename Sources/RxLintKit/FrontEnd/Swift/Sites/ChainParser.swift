/// One link of a postfix chain: a name with its argument list and trailing closures.
struct ChainLink {
    var name: Int = -1
    /// Token indices of `(` and `)`, or -1.
    var argsOpen = -1
    var argsClose = -1
    /// Token indices of trailing closures' `{`.
    var trailing: [Int] = []

    var isCall: Bool { argsOpen >= 0 || !trailing.isEmpty }
}

/// Reads postfix chains backwards and forwards over tokens, jumping over brackets.
struct ChainParser {
    /// The file's bracket partners (`FileStructure.match`): all it reads of the structure, so
    /// the parser holds one array rather than a copy of every table.
    let match: [Int32]
    let t: TokenText
    /// Told when a bounded walk stops at its bound (see `AnalysisLimitRule`).
    var noteLimit: ((String) -> Void)? = nil

    /// Whether token `j` can end an expression that a `.member` or call can follow.
    func endsExpression(_ j: Int) -> Bool {
        switch t.kind(j) {
        case .identifier, .backtickIdentifier:
            let kw = t.keyword(j)
            return kw == .none || kw == .self || kw == .super || kw == .Self || kw == .true || kw == .false || kw == .nil
                || kw == .get || kw == .set || kw == .some || kw == .any || kw == .optional || kw == .default
        case .dollarIdentifier, .integerLiteral, .floatLiteral, .rightParen, .rightSquare, .rightBrace, .regexLiteral, .poundKeyword:
            return true
        case .stringSegment:
            return t.tokens[j].flags.contains(.stringCloses)
        case .operator:
            return !t.spaced(j) && (t.isByte(j, UInt8(ascii: "?")) || t.isByte(j, UInt8(ascii: "!")) || lastByte(j) == UInt8(ascii: ">"))
        default:
            return false
        }
    }

    private func lastByte(_ j: Int) -> UInt8 {
        t.bytes[Int(t.tokens[j].end) - 1]
    }

    /// Walks back from the token before a `.member` and returns the chain's first token and
    /// its links in source order.
    func links(endingAt last: Int) -> (start: Int, links: [ChainLink]) {
        var reversed: [ChainLink] = []
        reversed.reserveCapacity(8)
        var current = ChainLink()
        var j = last
        var start = last + 1
        // No bound on the walk: each token is visited once, and a bound would cut a long chain
        // from its root and change its verdict.
        while j >= 0 {
            let k = t.kind(j)
            if k == .rightBrace || k == .rightParen || k == .rightSquare {
                let o = Int(match[j])
                guard o >= 0 else { start = j + 1; break }
                let callee = o > 0 && endsExpression(o - 1) && !(t.startsLine(o) && k != .rightBrace)
                if callee {
                    if k == .rightBrace { current.trailing.insert(o, at: 0) }
                    else if k == .rightParen { current.argsOpen = o; current.argsClose = j }
                    j = o - 1
                    continue
                }
                start = o
                if current.isCall || k == .rightParen { reversed.append(ChainLink(name: -1, argsOpen: k == .rightParen ? o : -1, argsClose: k == .rightParen ? j : -1, trailing: current.trailing)) }
                break
            }
            if k == .operator, !t.spaced(j), t.isByte(j, UInt8(ascii: "?")) || t.isByte(j, UInt8(ascii: "!")) {
                j -= 1
                continue
            }
            if k == .operator, lastByte(j) == UInt8(ascii: ">"), !t.spaced(j) {
                // Generic arguments `Observable<Int>`: find the `<` and continue at the type name.
                var depth = 0
                var m = j
                var found = -1
                while m >= 0, m > j - 64 {
                    if t.kind(m) == .operator { depth += StructureBuilder.angleDelta(t, m) }
                    if depth >= 0, t.kind(m) == .operator, t.bytes[Int(t.tokens[m].start)] == UInt8(ascii: "<") { found = m; break }
                    m -= 1
                }
                if found > 0, t.isName(found - 1) { j = found - 1; continue }
                if found < 0, m >= 0 { noteLimit?("generic arguments of more than 64 tokens in a chain") }
                start = j + 1
                break
            }
            if t.isName(j) || t.kind(j) == .dollarIdentifier {
                current.name = j
                reversed.append(current)
                current = ChainLink()
                if j > 0, t.kind(j - 1) == .period {
                    if j > 1, endsExpression(j - 2) {
                        j -= 2
                        continue
                    }
                    start = j - 1 // implicit member `.just(1)`
                    break
                }
                start = j
                break
            }
            if k == .integerLiteral || k == .floatLiteral || k == .stringSegment || k == .regexLiteral {
                start = j
                break
            }
            start = j + 1
            break
        }
        // Reversed in place through the buffer, where elements are moved: `Array.reverse`
        // swaps by copies, retaining each link's closure list.
        reversed.withUnsafeMutableBufferPointer { $0.reverse() }
        return (start, reversed)
    }

    /// The arguments of a call `(…)`: each argument's label (or "") and token range.
    func arguments(open: Int, close: Int) -> [(label: String, start: Int, end: Int)] {
        // Declared with the labels it returns: an unlabelled tuple array would be converted
        // element by element through a dynamic cast on every call.
        var result: [(label: String, start: Int, end: Int)] = []
        result.reserveCapacity(4)
        forEachArgument(open: open, close: close) { label, start, end in
            result.append((label: label >= 0 ? t.name(label) : "", start: start, end: end))
            return true
        }
        return result
    }

    /// The first argument of a call `(…)` as `arguments` reads it, without building the list:
    /// its label's token (or -1) and its value's token range.
    func firstArgument(open: Int, close: Int) -> (label: Int, start: Int, end: Int)? {
        var first: (label: Int, start: Int, end: Int)?
        forEachArgument(open: open, close: close) { label, start, end in
            first = (label, start, end)
            return false
        }
        return first
    }

    /// Calls `body` with each argument's label token (or -1) and value range, in order, until
    /// it returns false.
    @inline(__always)
    private func forEachArgument(open: Int, close: Int, _ body: (Int, Int, Int) -> Bool) {
        var j = open + 1
        var argStart = j
        while j <= close {
            let k = t.kind(j)
            if j == close || k == .comma {
                if argStart < j {
                    var label = -1
                    var valueStart = argStart
                    if argStart + 1 < j, t.isName(argStart), t.kind(argStart + 1) == .colon {
                        label = argStart
                        valueStart = argStart + 2
                    }
                    guard body(label, valueStart, j) else { return }
                }
                argStart = j + 1
                j += 1
                continue
            }
            if k == .leftParen || k == .leftSquare || k == .leftBrace || k == .interpolationStart, match[j] > j {
                j = Int(match[j]) + 1
                continue
            }
            j += 1
        }
    }

    /// Trailing closures after index `after` (the `)` of a call or its name): `{ … } label: { … }`.
    func trailingClosures(after: Int) -> (opens: [Int], labels: [String], end: Int) {
        var opens: [Int] = []
        var labels: [String] = []
        var j = after + 1
        var end = after
        let n = t.tokens.count
        if j < n, t.kind(j) == .leftBrace, match[j] > j {
            opens.append(j)
            labels.append("")
            end = Int(match[j])
            j = end + 1
            while j + 2 < n, t.isName(j), t.kind(j + 1) == .colon, t.kind(j + 2) == .leftBrace, match[j + 2] > j + 2 {
                opens.append(j + 2)
                labels.append(t.string(j))
                end = Int(match[j + 2])
                j = end + 1
            }
        }
        return (opens, labels, end)
    }
}
