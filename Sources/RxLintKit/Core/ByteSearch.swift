/// Finding a byte string in bytes: the one search every stage uses (the per-file pre-filter,
/// import and directive sniffing, the Objective-C prefilter, suppression comments).
///
/// It scans with `memchr` for the needle's rarest byte (`x` of `rxlint:`, `b` of
/// `subscribe`), not its first: a first-byte scan stops at every `s` of a Swift file. A
/// candidate is confirmed with one `memcmp`. Foundation's `range(of:)` would bridge every call
/// through NSString, which cost more than the rest of handling a suppression comment when a
/// file has one on every line.
public enum ByteSearch {
    /// The offset of the first occurrence of `needle` at or after `from`, whose rarest byte
    /// (`rarestByteOffset`) sits at `rarest`.
    public static func firstOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int = 0, rarest k: Int) -> Int? {
        guard !needle.isEmpty, from >= 0, bytes.count - from >= needle.count, let base = bytes.baseAddress else { return nil }
        let target = Int32(needle[k])
        var i = from + k
        let last = bytes.count - needle.count + k
        while i <= last {
            guard let p = memchr(base + i, target, last - i + 1) else { return nil }
            let at = UnsafeRawPointer(p) - UnsafeRawPointer(base)
            // The first byte compared in place: most candidates fail there, without a call.
            if base[at - k] == needle[0], memcmp(base + at - k, needle, needle.count) == 0 { return at - k }
            i = at + 1
        }
        return nil
    }

    /// Whether `bytes` holds `needle`, whose rarest byte sits at `rarest`.
    public static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], rarest: Int) -> Bool {
        firstOffset(of: needle, in: bytes, rarest: rarest) != nil
    }

    /// Whether `bytes` holds `needle` (its rarest byte found on each call: for a needle
    /// searched in every file, keep `rarestByteOffset` and pass it).
    public static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        contains(bytes, needle, rarest: rarestByteOffset(needle))
    }

    public static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: String) -> Bool {
        contains(bytes, Array(needle.utf8))
    }

    /// Whether `text` holds `needle`, compared as bytes: `String.contains` with a string
    /// argument goes through Foundation's `range(of:)` (an NSString bridge per call), which
    /// showed in the Objective-C walk's profile at a few thousand instructions per type read.
    public static func contains(_ text: String, _ needle: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { contains($0, needle) }
    }

    /// Whether `bytes` holds `needle`.
    public static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        let n = needle.utf8CodeUnitCount
        guard let base = bytes.baseAddress, n > 0, bytes.count >= n else { return false }
        let first = Int32(needle.utf8Start.pointee)
        var i = 0
        while i <= bytes.count - n, let p = memchr(base + i, first, bytes.count - n - i + 1) {
            let at = UnsafeRawPointer(p) - UnsafeRawPointer(base)
            if memcmp(base + at, needle.utf8Start, n) == 0 { return true }
            i = at + 1
        }
        return false
    }

    /// Whether `bytes` spells `prefix` starting at `i`.
    public static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, _ prefix: [UInt8]) -> Bool {
        guard i >= 0, i + prefix.count <= bytes.count else { return false }
        for k in prefix.indices where bytes[i + k] != prefix[k] { return false }
        return true
    }

    /// Whether `bytes` spells `prefix` starting at `i`.
    public static func hasPrefix(_ bytes: [UInt8], at i: Int, _ prefix: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { hasPrefix($0, at: i, prefix) }
    }

    /// The first occurrence of `needle` in `text`.
    public static func first(_ needle: StaticString, in text: Substring) -> Range<Substring.Index>? {
        occurrence(needle, in: text, last: false)
    }

    /// The last occurrence of `needle` in `text`.
    public static func last(_ needle: StaticString, in text: Substring) -> Range<Substring.Index>? {
        occurrence(needle, in: text, last: true)
    }

    private static func occurrence(_ needle: StaticString, in text: Substring, last: Bool) -> Range<Substring.Index>? {
        let n = Array(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
        let k = rarestByteOffset(n)
        func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            guard var at = firstOffset(of: n, in: bytes, rarest: k) else { return nil }
            while last, let next = firstOffset(of: n, in: bytes, from: at + 1, rarest: k) { at = next }
            return at
        }
        let utf8 = text.utf8
        guard let offset = utf8.withContiguousStorageIfAvailable(find) ?? Array(utf8).withUnsafeBufferPointer(find) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: n.count)
    }

    /// The offset of the byte of `needle` that is least common in source code, by a fixed
    /// ranking of letters from most to least frequent in English-named code.
    public static func rarestByteOffset(_ needle: [UInt8]) -> Int {
        var best = 0
        var bestRank: UInt8 = 0
        for (k, b) in needle.enumerated() where k == 0 || byteRarity[Int(b)] > bestRank {
            best = k
            bestRank = byteRarity[Int(b)]
        }
        return best
    }

    /// Higher is rarer. Capitals are rarer than any lowercase letter; punctuation (`:`, `.`)
    /// and everything else count as common.
    private static let byteRarity: [UInt8] = {
        var rarity = [UInt8](repeating: 0, count: 256)
        for (rank, b) in "etaoinsrlcdhupmfgbywvkxjqz".utf8.enumerated() { rarity[Int(b)] = UInt8(rank + 1) }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { rarity[Int(b)] = 30 }
        return rarity
    }()
}

import Foundation
