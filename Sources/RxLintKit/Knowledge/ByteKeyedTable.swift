/// A fixed table from names to values, asked with a token's bytes: found by the name's
/// length and first and last bytes in an open-addressing table, then compared byte for
/// byte, so a question costs neither a String nor a hash of one.
struct ByteKeyedTable<Value: Sendable>: Sendable {
    private let values: [Value]
    /// Every name's bytes, one after another; name `k` is `bytes[offsets[k]..<offsets[k + 1]]`.
    private let bytes: [UInt8]
    private let offsets: [Int]
    /// Name positions by slot, -1 for none.
    private let slots: [Int16]
    private static var mask: Int { 255 }

    init(_ entries: [(String, Value)]) {
        // Slots are Int16 and at most half of the 256 are used, so probes end.
        precondition(entries.count <= 128)
        values = entries.map(\.1)
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        var slots = [Int16](repeating: -1, count: ByteKeyedTable.mask + 1)
        for (k, entry) in entries.enumerated() {
            let utf8 = Array(entry.0.utf8)
            offsets.append(bytes.count)
            bytes += utf8
            guard let first = utf8.first, let last = utf8.last else { continue }
            var slot = ByteKeyedTable.slot(utf8.count, first, last)
            while slots[slot] >= 0 { slot = (slot + 1) & ByteKeyedTable.mask }
            slots[slot] = Int16(k)
        }
        offsets.append(bytes.count)
        self.bytes = bytes
        self.offsets = offsets
        self.slots = slots
    }

    private static func slot(_ count: Int, _ first: UInt8, _ last: UInt8) -> Int {
        (count &* 37 &+ Int(first) &* 7 &+ Int(last)) & mask
    }

    /// The value of the name `source[from..<from + count]`, if the table holds it.
    func value(_ source: UnsafeBufferPointer<UInt8>, from: Int, count: Int) -> Value? {
        guard count > 0 else { return nil }
        var slot = ByteKeyedTable.slot(count, source[from], source[from + count - 1])
        while slots[slot] >= 0 {
            let k = Int(slots[slot])
            let at = offsets[k]
            if offsets[k + 1] - at == count {
                var same = true
                for m in 0..<count where bytes[at + m] != source[from + m] { same = false; break }
                if same { return values[k] }
            }
            slot = (slot + 1) & ByteKeyedTable.mask
        }
        return nil
    }

    /// The value of token `i`'s name (backticks aside, as `TokenText.string` reads it).
    func value(_ t: TokenText, _ i: Int) -> Value? {
        let tok = t.tokens[i]
        var start = Int(tok.start)
        var end = Int(tok.end)
        if tok.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
        return value(t.bytes, from: start, count: end - start)
    }
}
