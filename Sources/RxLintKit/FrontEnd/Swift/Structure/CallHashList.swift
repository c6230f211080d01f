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

extension TokenText {
    /// The `NameHash` of token `j`'s name, backticks aside.
    func nameHash(_ j: Int) -> UInt32 {
        let tok = tokens[j]
        var start = Int(tok.start)
        var end = Int(tok.end)
        if tok.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
        return NameHash.of(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }
}
