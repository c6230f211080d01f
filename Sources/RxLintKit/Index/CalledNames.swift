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
/// be a collision, which, as above, only ever makes a method look called. A project that
/// calls few names (most code bases: a few thousand) keeps the same bits as a sorted list
/// instead, since clearing the megabyte cost more than the rest of indexing a small project;
/// either answers alike for every hash.
struct CalledNameTable: Sendable {
    private static let bits = 1 << 23
    /// Up to this many names, the sorted list.
    private static let listLimit = 8192
    private var words: [UInt64]
    private var list: [UInt32]

    init() {
        words = []
        list = []
    }

    init(_ files: [FileAnalysis]) {
        let total = files.reduce(0) { $0 + $1.calledNames.count }
        words = []
        list = []
        if total <= CalledNameTable.listLimit {
            list.reserveCapacity(total)
            for file in files {
                for h in file.calledNames { list.append(h & UInt32(CalledNameTable.bits - 1)) }
            }
            list.sort()
            return
        }
        words = [UInt64](repeating: 0, count: CalledNameTable.bits / 64)
        for file in files {
            for h in file.calledNames {
                let bit = Int(h) & (CalledNameTable.bits - 1)
                words[bit >> 6] |= 1 << UInt64(bit & 63)
            }
        }
    }

    func contains(_ h: UInt32) -> Bool {
        if words.isEmpty {
            let key = h & UInt32(CalledNameTable.bits - 1)
            var low = 0, high = list.count
            while low < high {
                let mid = (low + high) / 2
                if list[mid] < key { low = mid + 1 } else { high = mid }
            }
            return low < list.count && list[low] == key
        }
        let bit = Int(h) & (CalledNameTable.bits - 1)
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }
}
