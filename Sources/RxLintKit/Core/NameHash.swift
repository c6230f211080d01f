/// A 32-bit hash of a name's bytes from its length and its first and last eight bytes: two
/// loads instead of a loop over every byte. Used where a collision costs at most a finding or
/// a comparison, never a wrong answer: the names a file calls (`CalledNames`) and the name
/// tables of the index (`NamePositions`).
public enum NameHash {
    public static func of(_ name: String) -> UInt32 {
        var bytes = Array(name.utf8)
        bytes.removeAll { $0 == UInt8(ascii: "`") }
        return bytes.withUnsafeBufferPointer { of($0) }
    }

    public static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
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
