/// Finding an ASCII needle in text by its UTF-8 bytes. Foundation's `range(of:)` bridges
/// every call through NSString, which cost more than the rest of handling a suppression
/// comment when a file has one on every line.
enum TextSearch {
    /// The first occurrence of `needle` in `text`.
    static func first(_ needle: StaticString, in text: Substring) -> Range<Substring.Index>? {
        occurrences(needle, in: text, fromEnd: false)
    }

    /// The last occurrence of `needle` in `text`.
    static func last(_ needle: StaticString, in text: Substring) -> Range<Substring.Index>? {
        occurrences(needle, in: text, fromEnd: true)
    }

    private static func occurrences(_ needle: StaticString, in text: Substring, fromEnd: Bool) -> Range<Substring.Index>? {
        let n = needle.utf8CodeUnitCount
        let p = needle.utf8Start
        let bytes = text.utf8
        guard n > 0, bytes.count >= n else { return nil }
        var found: Substring.Index?
        var i = bytes.startIndex
        var remaining = bytes.count
        while remaining >= n {
            if bytes[i] == p[0] {
                var j = bytes.index(after: i)
                var k = 1
                while k < n, bytes[j] == p[k] { j = bytes.index(after: j); k += 1 }
                if k == n {
                    found = i
                    if !fromEnd { break }
                }
            }
            i = bytes.index(after: i)
            remaining -= 1
        }
        guard let start = found else { return nil }
        return start..<bytes.index(start, offsetBy: n)
    }
}
