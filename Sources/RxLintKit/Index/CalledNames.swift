/// The names a file calls or hands over as functions (`stop()`, `vm.stop()`,
/// `#selector(stop)`, `onNext: self.stop`), as 32-bit hashes noted by the structure pass: the index asks whether anyone
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
        if previous == .period, !(j >= 2 && (t.keyword(j - 2) == .self || t.equals(j - 2, "rx"))) { return }
        let sc = Int(s.scopeOf[j + 1])
        let function = s.nearestFunction[sc]
        guard function >= 0, s.scopes[Int(function)].kind == .functionBody else { return }
        let type = s.nearestType[sc]
        guard type >= 0, s.scopes[Int(type)].item >= 0 else { return }
        let k = Int(s.scopes[Int(type)].item)
        let name = t.string(j)
        if !facts[k].reassignedProperties.contains(name) { facts[k].reassignedProperties.append(name) }
    }

    /// A hash of a token's bytes (backticks aside) from its length and its first and last
    /// eight bytes: two loads instead of a loop, and a collision costs only a finding.
    static func hash(_ j: Int, _ t: TokenText) -> UInt32 {
        let tok = t.tokens[j]
        var start = Int(tok.start)
        var end = Int(tok.end)
        if tok.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
        return hash(UnsafeBufferPointer(rebasing: t.bytes[start..<end]))
    }

    static func hash(_ name: String) -> UInt32 {
        var bytes = Array(name.utf8)
        bytes.removeAll { $0 == UInt8(ascii: "`") }
        return bytes.withUnsafeBufferPointer { hash($0) }
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let count = bytes.count
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8, let base = UnsafeRawPointer(bytes.baseAddress) {
            head = base.loadUnaligned(as: UInt64.self)
            tail = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for b in bytes { head = head << 8 | UInt64(b) }
        }
        var h = head &* 0x9E37_79B9_7F4A_7C15 ^ tail &* 0xC2B2_AE3D_27D4_EB4F ^ UInt64(count) &* 0x1656_67B1_9E37_79F9
        h ^= h >> 29
        return UInt32(truncatingIfNeeded: h ^ h >> 32)
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

/// The call hashes of one file, for `CalledNameTable`, which keeps one bit per hash: a repeat
/// costs nothing there, so none is looked for here beyond the cheapest filter (the last hash
/// seen in each of 64 slots: most calls repeat, like `map` or `accept`), which keeps the list,
/// and the memory it holds until the index is built, small.
struct CallHashList {
    private let recent: UnsafeMutablePointer<UInt32>
    private(set) var hashes: [UInt32] = []

    /// `capacity`: the hashes expected (a file has a call every twenty tokens or so), so the
    /// list rarely regrows.
    init(capacity: Int = 0) {
        recent = .allocate(capacity: 64)
        recent.initialize(repeating: 0, count: 64)
        hashes.reserveCapacity(capacity)
    }

    func deallocate() { recent.deallocate() }

    @inline(__always)
    mutating func insert(_ h: UInt32) {
        let slot = Int(h & 63)
        guard recent[slot] != h else { return }
        recent[slot] = h
        hashes.append(h)
    }
}
