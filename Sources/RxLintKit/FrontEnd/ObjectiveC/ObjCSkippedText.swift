/// The parts of C text that hold no code: `//` and `/* */` comments, string and character
/// literals. Every byte scan of Objective-C that runs without libclang (comments for
/// suppressions, `@implementation` and macro uses, nesting depth, a selector's text) steps
/// over them the same way, here.
///
/// C comments do not nest (the first `*/` ends one); a literal ends at its closing quote (a
/// backslash escapes the next byte) or, unterminated, at the end of its line, as the compiler
/// reads it.
enum ObjCSkippedText {
    enum Kind {
        case lineComment
        case blockComment
        case literal
    }

    /// When a comment or a literal starts at `i`, its kind and the offset just past it (a line
    /// comment ends before its line break), never beyond `end`; else nil.
    @inline(__always)
    static func skip(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> (kind: Kind, end: Int)? {
        let b = bytes[i]
        if b == slash, i + 1 < end {
            if bytes[i + 1] == slash {
                var j = i + 2
                while j < end, bytes[j] != newline { j += 1 }
                return (.lineComment, j)
            }
            if bytes[i + 1] == star {
                var j = i + 2
                while j + 1 < end, !(bytes[j] == star && bytes[j + 1] == slash) { j += 1 }
                return (.blockComment, min(end, j + 2))
            }
            return nil
        }
        if b == quote || b == apostrophe {
            var j = i + 1
            while j < end, bytes[j] != b, bytes[j] != newline { j += bytes[j] == backslash ? 2 : 1 }
            return (.literal, min(end, j + 1))
        }
        return nil
    }

    private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")
}
