/// Finds the `Keyword` for an identifier's bytes without building a String.
///
/// Keywords are bucketed by (length, first byte); almost every identifier of a real file lands
/// in an empty bucket and costs one table load. Within a bucket the candidates compare as two
/// packed 64-bit words, which covers the longest keyword (`precedencegroup`, 15 bytes).
final class KeywordTable: @unchecked Sendable {
    static let shared = KeywordTable()

    static let maximumLength = 16
    private static let bucketCount = (maximumLength + 1) << 6

    private struct Entry {
        var low: UInt64
        var high: UInt64
        var keyword: Keyword
    }

    /// `bucketStarts[b] ..< bucketStarts[b + 1]` are the entries of bucket `b`.
    private let bucketStarts: UnsafeMutablePointer<UInt16>
    private let entries: UnsafeMutablePointer<Entry>

    private init() {
        var words: [(bucket: Int, entry: Entry)] = []
        var raw: UInt8 = 1
        while let keyword = Keyword(rawValue: raw) {
            let bytes = Array(String(describing: keyword).utf8)
            precondition(bytes.count >= 2 && bytes.count <= Self.maximumLength, "keyword length out of range")
            let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0.baseAddress!, 0, bytes.count) }
            words.append((Self.bucket(length: bytes.count, first: bytes[0]), Entry(low: low, high: high, keyword: keyword)))
            raw += 1
        }
        words.sort { $0.bucket < $1.bucket }
        entries = .allocate(capacity: words.count)
        for (k, w) in words.enumerated() { (entries + k).initialize(to: w.entry) }
        bucketStarts = .allocate(capacity: Self.bucketCount + 1)
        var next = 0
        for b in 0...Self.bucketCount {
            while next < words.count && words[next].bucket < b { next += 1 }
            bucketStarts[b] = UInt16(next)
        }
    }

    @inline(__always)
    private static func bucket(length: Int, first: UInt8) -> Int {
        // Masking with 63 keeps a-z, A-Z and _ apart.
        length << 6 | Int(first & 63)
    }

    @inline(__always)
    private static func pack(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var k = 0
        while k < length && k < 8 {
            low |= UInt64(p[start + k]) << UInt64(k * 8)
            k += 1
        }
        while k < length {
            high |= UInt64(p[start + k]) << UInt64((k - 8) * 8)
            k += 1
        }
        return (low, high)
    }

    /// The keyword spelled by `length` bytes at `p + start`, or `.none`.
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> Keyword {
        guard length >= 2 && length <= Self.maximumLength else { return .none }
        let b = Self.bucket(length: length, first: p[start])
        let lo = Int(bucketStarts[b])
        let hi = Int(bucketStarts[b + 1])
        if lo == hi { return .none }
        let (low, high) = Self.pack(p, start, length)
        var k = lo
        while k < hi {
            if entries[k].low == low && entries[k].high == high { return entries[k].keyword }
            k += 1
        }
        return .none
    }
}
