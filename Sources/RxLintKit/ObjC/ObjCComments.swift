/// The comments of an Objective-C file, found by bytes (no libclang needed): for suppression
/// directives, which must work the same with or without a parse.
enum ObjCComments {
    /// Each `//…` and `/*…*/` comment as a token, skipping string and character literals.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        var result: [Token] = []
        var i = 0
        let n = bytes.count
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
        let backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        while i < n {
            let b = bytes[i]
            if b == slash, i + 1 < n, bytes[i + 1] == slash {
                let start = i
                while i < n, bytes[i] != newline { i += 1 }
                result.append(Token(kind: .lineComment, start: Int32(start), end: Int32(i)))
            } else if b == slash, i + 1 < n, bytes[i + 1] == star {
                let start = i
                i += 2
                // C comments do not nest: the first `*/` ends it.
                while i < n, !(bytes[i] == star && i + 1 < n && bytes[i + 1] == slash) { i += 1 }
                i = min(n, i + 2)
                result.append(Token(kind: .blockComment, start: Int32(start), end: Int32(i)))
            } else if b == quote || b == apostrophe {
                i += 1
                while i < n, bytes[i] != b, bytes[i] != newline {
                    i += bytes[i] == backslash ? 2 : 1
                }
                i += 1
            } else {
                i += 1
            }
        }
        return result
    }
}
