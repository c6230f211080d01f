/// Names to their positions, in the order they were added. The project index is asked
/// about a type or property name several times for each subscription: hashing a name from
/// its length and its first and last eight bytes (`NameHash`) costs a few loads
/// where a `Dictionary` runs SipHash over every byte. Equal hashes are confirmed by
/// comparing the names, so a collision costs a comparison, never a wrong answer.
struct NamePositions: Sendable {
    private(set) var names: [String] = []
    /// Open addressing: a name's hash in the high half and its position plus one in the low
    /// half, 0 for an empty slot. A probe reads only this array until the hashes agree.
    private var slots: [UInt64] = []
    private var mask = -1

    init(capacity: Int = 0) {
        if capacity > 0 { grow(to: capacity) }
    }

    var count: Int { names.count }

    func position(of name: String) -> Int? {
        guard mask >= 0 else { return nil }
        let h = NamePositions.hash(name)
        var k = Int(h) & mask
        while slots[k] != 0 {
            if UInt32(truncatingIfNeeded: slots[k] >> 32) == h {
                let p = Int(UInt32(truncatingIfNeeded: slots[k])) - 1
                if names[p] == name { return p }
            }
            k = (k + 1) & mask
        }
        return nil
    }

    /// The position of `name`, added at the end when absent.
    mutating func insert(_ name: String) -> (position: Int, inserted: Bool) {
        if let p = position(of: name) { return (p, false) }
        // At most half full, so probes stay short.
        if (names.count + 1) * 2 > mask + 1 { grow(to: names.count + 1) }
        let h = NamePositions.hash(name)
        var k = Int(h) & mask
        while slots[k] != 0 { k = (k + 1) & mask }
        slots[k] = UInt64(h) << 32 | UInt64(names.count + 1)
        names.append(name)
        return (names.count - 1, true)
    }

    private mutating func grow(to count: Int) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        let old = slots
        mask = size - 1
        slots = [UInt64](repeating: 0, count: size)
        for slot in old where slot != 0 {
            var k = Int(UInt32(truncatingIfNeeded: slot >> 32)) & mask
            while slots[k] != 0 { k = (k + 1) & mask }
            slots[k] = slot
        }
    }

    private static func hash(_ name: String) -> UInt32 {
        if let h = name.utf8.withContiguousStorageIfAvailable({ NameHash.of($0) }) { return h }
        return Array(name.utf8).withUnsafeBufferPointer { NameHash.of($0) }
    }
}
