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

/// The distinct call hashes of one file, in the order first seen: an open-addressing set in
/// one buffer the structure pass writes in place, so noting a call costs no sort, no boxed
/// array and no uniqueness check of one.
struct CallHashSet {
    /// Slots hold a hash, or 0 for none (a hash of 0 is remembered by `hasZero`).
    private var slots: UnsafeMutablePointer<UInt32>
    private var mask: Int
    private var hasZero = false
    private(set) var hashes: [UInt32] = []

    init() {
        mask = 127
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: 0, count: mask + 1)
    }

    func deallocate() { slots.deallocate() }

    mutating func insert(_ h: UInt32) {
        if h == 0 {
            if !hasZero { hasZero = true; hashes.append(h) }
            return
        }
        var k = Int(h) & mask
        while slots[k] != 0 {
            if slots[k] == h { return }
            k = (k + 1) & mask
        }
        slots[k] = h
        hashes.append(h)
        // At most half full, so probes stay short.
        if hashes.count * 2 > mask { grow() }
    }

    private mutating func grow() {
        let old = slots
        let oldCount = mask + 1
        mask = oldCount * 2 - 1
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: 0, count: mask + 1)
        for k in 0..<oldCount where old[k] != 0 {
            var j = Int(old[k]) & mask
            while slots[j] != 0 { j = (j + 1) & mask }
            slots[j] = old[k]
        }
        old.deallocate()
    }
}
