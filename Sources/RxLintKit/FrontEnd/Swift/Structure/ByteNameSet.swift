/// A fixed set of names asked about by token: the token's bytes are compared in place,
/// so the question costs neither a String nor a hash of one. Names are bucketed by length
/// and first byte; a bucket holds one or two names.
struct ByteNameSet: Sendable {
    private let buckets: [[[UInt8]]]

    init<S: Sequence>(_ names: S) where S.Element == String {
        let list = Array(names)
        // A power of two, about four buckets per name (256 at most): the small sets built per
        // file stay small, the fixed ones keep one or two names per bucket.
        var count = 8
        while count < 4 * list.count, count < 256 { count <<= 1 }
        var buckets = [[[UInt8]]](repeating: [], count: count)
        for name in list {
            let bytes = Array(name.utf8)
            guard let first = bytes.first else { continue }
            buckets[ByteNameSet.bucket(length: bytes.count, first: first, count: count)].append(bytes)
        }
        self.buckets = buckets
    }

    private static func bucket(length: Int, first: UInt8, count: Int) -> Int {
        (length &* 31 &+ Int(first)) & (count - 1)
    }

    /// Whether token `i`'s text (backticks aside) is one of the names.
    func contains(_ t: TokenText, _ i: Int) -> Bool {
        let tok = t.tokens[i]
        var start = Int(tok.start)
        var end = Int(tok.end)
        // `` `name` `` names the same thing as `name`.
        if tok.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
        let length = end - start
        guard length > 0 else { return false }
        outer: for name in buckets[ByteNameSet.bucket(length: length, first: t.bytes[start], count: buckets.count)] where name.count == length {
            for k in 0..<length where t.bytes[start + k] != name[k] { continue outer }
            return true
        }
        return false
    }
}
