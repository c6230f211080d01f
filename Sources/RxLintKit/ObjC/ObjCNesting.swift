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
            switch bytes[i] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[i]
                i += 1
                while i < n, bytes[i] != quote, bytes[i] != UInt8(ascii: "\n") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "/"):
                while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
                i += 2
                while i + 1 < n, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 1
            default:
                break
            }
            i += 1
        }
        return false
    }
}
