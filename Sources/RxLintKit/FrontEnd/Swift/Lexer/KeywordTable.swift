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

    /// Every keyword's spelling, in the order of its raw value from 1: the case names. Spelled
    /// out rather than asked of each case (`String(describing:)` reflects, which costs more than
    /// the lexing of a small file at every start); a test checks the two agree.
    static let spellings: [String] = """
        class struct enum actor protocol extension func init deinit subscript var let in \
        self Self super weak unowned guard if else return \
        import typealias static private fileprivate internal public open \
        final override lazy case default switch for while repeat do \
        catch try throw throws rethrows async await as is nil true false \
        where get set willSet didSet convenience required mutating nonmutating \
        inout some any operator precedencegroup associatedtype defer break continue \
        fallthrough indirect dynamic optional nonisolated consuming borrowing macro
        """.split(separator: " ").map(String.init)

    private init() {
        var words: [(bucket: Int, entry: Entry)] = []
        for (k, spelling) in Self.spellings.enumerated() {
            guard let keyword = Keyword(rawValue: UInt8(k + 1)) else { preconditionFailure("more spellings than keywords") }
            let bytes = Array(spelling.utf8)
            precondition(bytes.count >= 2 && bytes.count <= Self.maximumLength, "keyword length out of range")
            let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0.baseAddress!, 0, bytes.count) }
            words.append((Self.bucket(length: bytes.count, first: bytes[0]), Entry(low: low, high: high, keyword: keyword)))
        }
        precondition(Keyword(rawValue: UInt8(Self.spellings.count + 1)) == nil, "a keyword without its spelling")
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
