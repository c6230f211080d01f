extension TokenScanner {
    /// The cursor is on the first `"` of a string literal; `start` is where its `#`s begin.
    mutating func lexStringOpening(start: Int, hashCount: Int) {
        var multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
        // `#"""#` is a one-line raw string holding `""`: the compiler calls a raw `"""`
        // multi-line only if its own line has no `"` followed by enough `#` to close it.
        if multiline && hashCount > 0 && lineHasRawClosing(from: i + 1, hashCount: hashCount) {
            multiline = false
        }
        i += multiline ? 3 : 1
        modes.append(LexMode(isString: true, isMultiline: multiline, hashCount: Int32(hashCount), parenDepth: 0,
                             openToken: Int32(truncatingIfNeeded: tokens.count)))
        inString = true
        lexStringBody(segmentStart: start, opens: true)
    }

    private func lineHasRawClosing(from j: Int, hashCount: Int) -> Bool {
        var k = j
        while k < n {
            let b = p[k]
            if b == 0x0A || b == 0x0D { return false }
            k += 1
            if b == UInt8(ascii: "\"") {
                var h = 0
                while h < hashCount && at(k + h) == UInt8(ascii: "#") { h += 1 }
                if h == hashCount { return true }
            }
        }
        return false
    }

    /// Reads string text from the cursor up to the closing delimiter, an interpolation, or
    /// (single-line) a line break, and emits it as one segment that starts at `segmentStart`.
    mutating func lexStringBody(segmentStart: Int, opens: Bool) {
        let mode = modes[modes.count - 1]
        let hashCount = Int(mode.hashCount)
        let multiline = mode.isMultiline
        let p = self.p
        let n = self.n
        let traits = self.traits
        var reportedBadByte = false
        // A local cursor: the loop stays in registers instead of updating `self.i`.
        var j = i
        while j < n {
            let b = p[j]
            // Plain text is the common case: one table lookup per byte.
            if traits[Int(b)] & ByteTrait.stringStop == 0 {
                j += 1
                continue
            }
            switch b {
            case UInt8(ascii: "\""):
                if let end = closingDelimiterEnd(at: j, hashCount: hashCount, multiline: multiline) {
                    i = end
                    emitSegment(from: segmentStart, opens: opens, closes: true)
                    popString()
                    return
                }
                j += 1
            case UInt8(ascii: "\\"):
                var k = j + 1
                var h = 0
                while h < hashCount && at(k) == UInt8(ascii: "#") { h += 1; k += 1 }
                guard h == hashCount else {
                    // In a raw string, a backslash without its `#`s is plain text.
                    j += 1
                    continue
                }
                if at(k) == UInt8(ascii: "(") {
                    i = j
                    if i > segmentStart { emitSegment(from: segmentStart, opens: opens, closes: false) }
                    i = k + 1
                    emit(.interpolationStart, from: j)
                    modes.append(LexMode(isString: false, isMultiline: multiline, hashCount: 0, parenDepth: 0, openToken: -1))
                    inString = false
                    return
                }
                // An escape: the next byte is text, unless a single-line string ends there.
                j = k
                if j < n && (multiline || (p[j] != 0x0A && p[j] != 0x0D)) { j += 1 }
            case 0x0A, 0x0D:
                if multiline {
                    j += 1
                    continue
                }
                i = j
                endUnterminatedString(segmentStart: segmentStart, opens: opens)
                return
            default:
                // Control characters and non-ASCII: keep them in the text, flag bad ones once.
                var length = 1
                if b >= 0x80 {
                    length = UnicodeClass.validLength(p, j, n)
                } else if b != 0x09 {
                    length = 0
                }
                if length == 0 {
                    if !reportedBadByte {
                        diagnose(j, b >= 0x80 ? "invalid UTF-8 in string literal" : "control character in string literal")
                        reportedBadByte = true
                    }
                    length = 1
                }
                j += length
            }
        }
        // End of file inside the literal; `closeModesAtEndOfFile` reports it.
        i = j
        if i > segmentStart {
            emitSegment(from: segmentStart, opens: opens, closes: false, unterminated: true)
        }
    }

    /// End of the delimiter closing the string if one starts at `j` (`"`/`"""` then `#`s).
    @inline(__always)
    private func closingDelimiterEnd(at j: Int, hashCount: Int, multiline: Bool) -> Int? {
        var k = j + 1
        if multiline {
            guard at(k) == UInt8(ascii: "\""), at(k + 1) == UInt8(ascii: "\"") else { return nil }
            k += 2
        }
        var h = 0
        while h < hashCount && at(k) == UInt8(ascii: "#") { h += 1; k += 1 }
        return h == hashCount ? k : nil
    }

    @inline(__always)
    private mutating func emitSegment(from start: Int, opens: Bool, closes: Bool, unterminated: Bool = false) {
        var flags: TokenFlags = []
        if opens { flags.insert(.stringOpens) }
        if closes { flags.insert(.stringCloses) }
        if unterminated { flags.insert(.unterminated) }
        emit(.stringSegment, from: start, flags: flags)
    }

    private mutating func popString() {
        modes.removeLast()
        inString = false
    }

    /// A single-line string reached a line break: it ends before the break.
    private mutating func endUnterminatedString(segmentStart: Int, opens: Bool) {
        let mode = modes[modes.count - 1]
        if i > segmentStart {
            emitSegment(from: segmentStart, opens: opens, closes: false, unterminated: true)
        } else {
            markUnterminated(Int(mode.openToken))
        }
        diagnose(startOffset(of: mode), "unterminated string literal")
        popString()
    }

    /// Where a string's opening delimiter starts, for its diagnostic.
    private func startOffset(of string: LexMode) -> Int {
        let index = Int(string.openToken)
        return index >= 0 && index < tokens.count ? Int(tokens[index].start) : i
    }

    @inline(__always)
    private mutating func markUnterminated(_ index: Int) {
        if index >= 0 && index < tokens.count { tokens[index].flags.insert(.unterminated) }
    }

    /// A line break inside the interpolation of a single-line string also ends that string
    /// (and any single-line strings around it), as the compiler does.
    mutating func endSingleLineStringsAtLineBreak() {
        while let top = modes.last, !top.isString, !top.isMultiline {
            modes.removeLast()
            let string = modes.removeLast()
            markUnterminated(Int(string.openToken))
            diagnose(startOffset(of: string), "unterminated string literal")
        }
        inString = modes.last?.isString ?? false
    }

    /// Every string still open at the end of the file is unterminated.
    mutating func closeModesAtEndOfFile() {
        while let mode = modes.popLast() {
            guard mode.isString else { continue }
            markUnterminated(Int(mode.openToken))
            diagnose(startOffset(of: mode), "unterminated string literal")
        }
        inString = false
    }
}
