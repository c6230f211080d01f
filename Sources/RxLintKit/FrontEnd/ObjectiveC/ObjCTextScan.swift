/// What the analysis finds in an Objective-C file's bytes before asking libclang: where each
/// `@implementation` starts (the parse is entered there, not through the translation unit's
/// top level, which also lists every declaration of the precompiled stub), where each
/// `@interface` starts (the proof of fixes reads them: `ObjCUnneededInterfaces`), and where the
/// ReactiveObjC macros are used (`RAC(…)`, `RACObserve(…)`). Comments, strings and
/// character literals are skipped.
struct ObjCTextScan {
    var implementations: [Int] = []
    var interfaces: [Int] = []
    var macros: [(name: String, start: Int, end: Int)] = []

    static let macroNames: [[UInt8]] = ["RACObserve", "RAC"].map { Array($0.utf8) }

    init(_ bytes: [UInt8], work: ObjCWork? = nil) {
        // The scan reads each byte once.
        work?.add(bytes.count)
        let n = bytes.count
        let implementation = Array("@implementation".utf8), interface = Array("@interface".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            while i < n {
                if let skipped = ObjCSkippedText.skip(buffer, at: i, end: n) {
                    i = skipped.end
                    continue
                }
                switch buffer[i] {
                case UInt8(ascii: "@") where Self.matches(bytes, at: i, implementation):
                    implementations.append(i)
                    i += implementation.count
                    continue
                case UInt8(ascii: "@") where Self.matches(bytes, at: i, interface):
                    interfaces.append(i)
                    i += interface.count
                    continue
                case UInt8(ascii: "R") where i == 0 || !Self.isNameByte(buffer[i - 1]):
                    for name in Self.macroNames where Self.matches(bytes, at: i, name) {
                        var j = i + name.count
                        while j < n, buffer[j] == 0x20 || buffer[j] == 0x09 { j += 1 }
                        guard j < n, buffer[j] == UInt8(ascii: "(") else { continue }
                        // The end is found below, for all macros in one pass.
                        macros.append((String(decoding: name, as: UTF8.self), i, j))
                        break
                    }
                default:
                    break
                }
                i += 1
            }
        }
        closeMacros(bytes, work: work)
    }

    /// Each macro's end: one past the `)` that closes its `(` (the end of the file when none
    /// does), parentheses counted in the raw bytes. One pass with a stack: a search from each
    /// `(` would read the rest of the file once per unclosed macro.
    private mutating func closeMacros(_ bytes: [UInt8], work: ObjCWork?) {
        guard let first = macros.first?.end else { return }
        work?.add(bytes.count - first)
        // The macros are in the order of their `(`: which `(` opens one is known as the scan
        // reaches it, and each open parenthesis is kept as its macro (-1: none).
        var ends = [Int](repeating: bytes.count, count: macros.count)
        var stack: [Int] = []
        var next = 0
        bytes.withUnsafeBufferPointer { buffer in
            for i in first..<buffer.count {
                let b = buffer[i]
                guard b == UInt8(ascii: "(") || b == UInt8(ascii: ")") else { continue }
                if b == UInt8(ascii: "(") {
                    while next < macros.count, macros[next].end < i { next += 1 }
                    stack.append(next < macros.count && macros[next].end == i ? next : -1)
                } else if let macro = stack.popLast(), macro >= 0 {
                    ends[macro] = i + 1
                }
            }
        }
        for k in macros.indices { macros[k].end = ends[k] }
    }

    /// Whether `word` is spelled at `i` and no name byte follows it.
    static func matches(_ bytes: [UInt8], at i: Int, _ word: [UInt8]) -> Bool {
        guard ByteSearch.hasPrefix(bytes, at: i, word) else { return false }
        return i + word.count == bytes.count || !isNameByte(bytes[i + word.count])
    }

    static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
    }
}
