/// The names a file calls or hands over as functions (`stop()`, `vm.stop()`,
/// `#selector(stop)`, `onNext: self.stop`), as 32-bit hashes (`NameHash`) noted by the structure pass: the index asks whether anyone
/// calls a method that alone disposes a stored subscription. A hash collision can only make
/// a method look called, which loses a finding rather than inventing one.
enum CalledNames {
    /// The call hashes the structure pass noted, and, into `facts`, the properties each
    /// type's methods assign anew (`name = …`, `self.name = …`: a bag reset for reuse, a
    /// disposable swapped), from the `=` tokens it noted.
    static func scan(_ s: FileStructure, _ t: TokenText, reassignedInto facts: inout [TypeFacts]) -> [UInt32] {
        for equal in s.assignments {
            let j = Int(equal) - 1
            guard t.keyword(j) == .none else { continue }
            noteReassignment(j, previous: j > 0 ? t.kind(j - 1) : .newline, s, t, &facts)
        }
        return s.calledNames
    }

    /// `name = …` or `self.name = …` in a method body of a type (not a declaration).
    private static func noteReassignment(_ j: Int, previous: TokenKind, _ s: FileStructure, _ t: TokenText, _ facts: inout [TypeFacts]) {
        if j > 0, t.keyword(j - 1) == .let || t.keyword(j - 1) == .var || previous == .colon { return }
        // `_ = …` discards a value: no property is assigned.
        if t.equals(j, "_") { return }
        if previous == .period, !(j >= 2 && (t.keyword(j - 2) == .self || t.equals(j - 2, "rx"))) { return }
        let sc = Int(s.scopeOf[j + 1])
        let function = s.nearestFunction[sc]
        guard function >= 0, s.scopes[Int(function)].kind == .functionBody else { return }
        let type = s.nearestType[sc]
        guard type >= 0, s.scopes[Int(type)].item >= 0 else { return }
        let k = Int(s.scopes[Int(type)].item)
        let name = t.string(j)
        if !facts[k].reassignedProperties.contains(name) { facts[k].reassignedProperties.append(name) }
        // `self.store = Store()` in a method: the type makes the object itself.
        if j + 2 < t.tokens.count, TypeFactsExtractor.constructs(at: j + 2, t), !facts[k].createdProperties.contains(name) {
            facts[k].createdProperties.append(name)
        }
    }
}

/// Every name the project calls, as one bit per hash in a fixed table (1 MB): a set bit may
/// be a collision, which, as above, only ever makes a method look called.
struct CalledNameTable: Sendable {
    private static let bits = 1 << 23
    private var words: [UInt64]

    init() { words = [] }

    init(_ files: [FileAnalysis]) {
        words = [UInt64](repeating: 0, count: CalledNameTable.bits / 64)
        for file in files {
            for h in file.calledNames {
                let bit = Int(h) & (CalledNameTable.bits - 1)
                words[bit >> 6] |= 1 << UInt64(bit & 63)
            }
        }
    }

    func contains(_ h: UInt32) -> Bool {
        guard !words.isEmpty else { return false }
        let bit = Int(h) & (CalledNameTable.bits - 1)
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }
}
