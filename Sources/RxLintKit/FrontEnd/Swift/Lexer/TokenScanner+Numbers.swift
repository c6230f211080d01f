extension TokenScanner {
    @inline(__always)
    private mutating func skip(while t: UInt8) {
        let traits = self.traits
        var j = i
        while j < n {
            let b = p[j]
            guard traits[Int(b)] & t != 0 || b == UInt8(ascii: "_") else { break }
            j += 1
        }
        i = j
    }

    /// Integer and floating-point literals: decimal, `0x` (with hex floats), `0o`, `0b`,
    /// `_` separators and exponents. Letters glued to a number stay in its token, as in the
    /// compiler, so `0b102` or `12px` is one (bad) literal rather than two tokens.
    mutating func lexNumber() {
        let start = i
        // `tuple.0.1`: after a member-access `.`, a number is a bare index, never a fraction.
        let isTupleIndex = lastKind == .period && pending.isEmpty
        var isFloat = false
        let radix = at(i + 1)
        if p[i] == UInt8(ascii: "0") && radix == UInt8(ascii: "x") {
            i += 2
            skip(while: ByteTrait.hexDigit)
            if !isTupleIndex && at(i) == UInt8(ascii: ".") && trait(at(i + 1), ByteTrait.hexDigit) {
                // A hex fraction counts only when a `p` exponent follows; `0x1.description`
                // is a member access.
                let dot = i
                i += 1
                skip(while: ByteTrait.hexDigit)
                if at(i) != UInt8(ascii: "p") && at(i) != UInt8(ascii: "P") { i = dot }
            }
            if at(i) == UInt8(ascii: "p") || at(i) == UInt8(ascii: "P") {
                isFloat = lexExponent() || isFloat
            }
        } else if p[i] == UInt8(ascii: "0") && (radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b")) {
            i += 2
            skip(while: ByteTrait.decimalDigit)
        } else {
            i += 1
            skip(while: ByteTrait.decimalDigit)
            if !isTupleIndex && at(i) == UInt8(ascii: ".") && trait(at(i + 1), ByteTrait.decimalDigit) {
                i += 1
                skip(while: ByteTrait.decimalDigit)
                isFloat = true
            }
            if !isTupleIndex && (at(i) == UInt8(ascii: "e") || at(i) == UInt8(ascii: "E")) {
                isFloat = lexExponent() || isFloat
            }
        }
        // Trailing letters and digits belong to the (malformed) literal.
        while i < n && p[i] < 0x80 && trait(p[i], ByteTrait.identifierBody) && p[i] != UInt8(ascii: "$") { i += 1 }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    /// An `e`/`p` exponent at the cursor, with optional sign; false (and nothing consumed)
    /// when no digit follows.
    private mutating func lexExponent() -> Bool {
        var j = i + 1
        if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
        guard trait(at(j), ByteTrait.decimalDigit) else { return false }
        i = j
        skip(while: ByteTrait.decimalDigit)
        return true
    }
}
