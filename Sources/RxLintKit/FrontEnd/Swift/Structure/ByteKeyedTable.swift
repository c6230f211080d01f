/// A fixed table from names to values, asked with a token's bytes: found by the name's
/// length and first and last bytes in an open-addressing table, then compared byte for
/// byte, so a question costs neither a String nor a hash of one.
///
/// Meant for the process-wide tables built once in a `static let`: its storage lives in
/// plain buffers that are never freed, so a lookup retains and releases nothing.
struct ByteKeyedTable<Value>: @unchecked Sendable {
    private let values: UnsafeMutablePointer<Value>
    /// Every name's bytes, one after another; name `k` is `bytes[offsets[k]..<offsets[k + 1]]`.
    private let bytes: UnsafeMutablePointer<UInt8>
    private let offsets: UnsafeMutablePointer<Int>
    /// Name positions by slot, -1 for none.
    private let slots: UnsafeMutablePointer<Int16>
    private static var mask: Int { 255 }

    init(_ entries: [(String, Value)]) {
        // At most half of the 256 slots are used, so probes end.
        precondition(entries.count <= 128)
        values = .allocate(capacity: max(1, entries.count))
        offsets = .allocate(capacity: entries.count + 1)
        let total = entries.reduce(0) { $0 + $1.0.utf8.count }
        bytes = .allocate(capacity: max(1, total))
        slots = .allocate(capacity: ByteKeyedTable.mask + 1)
        slots.initialize(repeating: -1, count: ByteKeyedTable.mask + 1)
        var at = 0
        for (k, entry) in entries.enumerated() {
            (values + k).initialize(to: entry.1)
            let utf8 = Array(entry.0.utf8)
            offsets[k] = at
            for b in utf8 { bytes[at] = b; at += 1 }
            guard let first = utf8.first, let last = utf8.last else { continue }
            var slot = ByteKeyedTable.slot(utf8.count, first, last)
            while slots[slot] >= 0 { slot = (slot + 1) & ByteKeyedTable.mask }
            slots[slot] = Int16(k)
        }
        offsets[entries.count] = at
    }

    private static func slot(_ count: Int, _ first: UInt8, _ last: UInt8) -> Int {
        (count &* 37 &+ Int(first) &* 7 &+ Int(last)) & mask
    }

    /// The value of the name `source[from..<from + count]`, if the table holds it.
    func value(_ source: UnsafeBufferPointer<UInt8>, from: Int, count: Int) -> Value? {
        guard count > 0, let base = source.baseAddress else { return nil }
        let name = base + from
        var slot = ByteKeyedTable.slot(count, name[0], name[count - 1])
        while slots[slot] >= 0 {
            let k = Int(slots[slot])
            let at = offsets[k]
            if offsets[k + 1] - at == count, ByteKeyedTable.same(bytes + at, name, count) { return values[k] }
            slot = (slot + 1) & ByteKeyedTable.mask
        }
        return nil
    }

    /// Byte for byte in place: names are a few bytes long, shorter than a call to `memcmp` is.
    @inline(__always)
    private static func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for k in 0..<count where a[k] != b[k] { return false }
        return true
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

