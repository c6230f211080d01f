/// The names a file calls or hands over as functions (`stop()`, `vm.stop()`,
/// `#selector(stop)`, `onNext: self.stop`), as 32-bit hashes: the index asks whether anyone
/// calls a method that alone disposes a stored subscription. A hash collision can only make
/// a method look called, which loses a finding rather than inventing one.
enum CalledNames {
    static func hashes(_ s: FileStructure, _ t: TokenText) -> [UInt32] {
        var found = Set<UInt32>()
        let n = s.tokens.count
        var j = 0
        while j < n {
            defer { j += 1 }
            guard t.kind(j) == .identifier || t.kind(j) == .backtickIdentifier, t.keyword(j) == .none else { continue }
            let next = j + 1 < n ? t.kind(j + 1) : .newline
            let previous = j > 0 ? t.kind(j - 1) : .newline
            if next == .leftParen || next == .leftBrace {
                // A declaration names the method; it does not call it.
                if j > 0, t.keyword(j - 1) == .func { continue }
                found.insert(hash(j, t))
            } else if next == .rightParen || next == .comma, previous == .period || previous == .colon || previous == .leftParen || previous == .comma {
                // A function passed as a value: `action: #selector(stop)`, `onNext: self.stop`.
                found.insert(hash(j, t))
            }
        }
        return found.sorted()
    }

    /// FNV-1a of a token's bytes, backticks aside.
    static func hash(_ j: Int, _ t: TokenText) -> UInt32 {
        let tok = t.tokens[j]
        var start = Int(tok.start)
        var end = Int(tok.end)
        if tok.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
        var h: UInt32 = 2_166_136_261
        for k in start..<end { h = (h ^ UInt32(t.bytes[k])) &* 16_777_619 }
        return h
    }

    static func hash(_ name: String) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in name.utf8 where b != UInt8(ascii: "`") { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }
}
