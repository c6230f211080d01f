/// How deeply a file nests brackets, parentheses and braces (strings, characters and
/// comments skipped), read before libclang sees it: libclang's parser recurses per level and
/// exhausts its thread's stack on inputs nested thousands deep, which would end the process.
enum ObjCNesting {
    /// The compiler's own limit (`-fbracket-depth`): code nested deeper does not compile, so
    /// no real file is refused.
    static let limit = 256

    /// Whether the nesting of `bytes` ever goes past `limit`.
    static func exceedsLimit(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = limit) -> Bool {
        var depth = 0
        var i = 0
        let n = bytes.count
        while i < n {
            if let skipped = ObjCSkippedText.skip(bytes, at: i, end: n) {
                i = skipped.end
                continue
            }
            switch bytes[i] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
            i += 1
        }
        return false
    }
}
