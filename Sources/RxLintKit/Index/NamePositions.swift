/// Names to their positions, in the order they were added. The project index is asked
/// about a type or property name several times for each subscription: hashing a name from
/// its length and its first and last eight bytes (`CalledNames`' hash) costs a few loads
/// where a `Dictionary` runs SipHash over every byte. Equal hashes are confirmed by
/// comparing the names, so a collision costs a comparison, never a wrong answer.
struct NamePositions: Sendable {
    private(set) var names: [String] = []
    private var hashes: [UInt32] = []
    /// Open addressing: a position plus one, 0 for an empty slot.
    private var slots: [Int32] = []
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
            let p = Int(slots[k]) - 1
            if hashes[p] == h, names[p] == name { return p }
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
        slots[k] = Int32(names.count + 1)
        names.append(name)
        hashes.append(h)
        return (names.count - 1, true)
    }

    private mutating func grow(to count: Int) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        mask = size - 1
        slots = [Int32](repeating: 0, count: size)
        for (p, h) in hashes.enumerated() {
            var k = Int(h) & mask
            while slots[k] != 0 { k = (k + 1) & mask }
            slots[k] = Int32(p + 1)
        }
    }

    private static func hash(_ name: String) -> UInt32 {
        if let h = name.utf8.withContiguousStorageIfAvailable({ CalledNames.hash($0) }) { return h }
        return Array(name.utf8).withUnsafeBufferPointer { CalledNames.hash($0) }
    }
}
