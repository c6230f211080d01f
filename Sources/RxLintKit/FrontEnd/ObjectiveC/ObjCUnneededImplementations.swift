/// The implementations the proof of fixes may leave out of its parse whole (blanked: spaces,
/// line breaks kept). Its parse already blanks the bodies of the methods no edit is in; a file
/// of many classes, of which few hold an edit, still paid for every other implementation's
/// method signatures and synthesized properties. An implementation is left out only where
/// nothing in it can serve the edited methods:
///
/// - none of its bodies is edited or read back (`MethodBodies.read`: it decides verdicts);
/// - it holds methods, instance variables, `@synthesize` and `@dynamic` and nothing else: a C
///   declaration lexically inside an `@implementation` is visible to the rest of the file,
///   so its text outside those must be the `@implementation Name (Category) : Super` line,
///   braces, `;`, comments and blanks, ended by `@end`;
/// - it holds no preprocessor directive (a `#define` there may serve later code);
/// - a class's implementation (not a category's) whose class the file also declares with
///   `@interface`: an implementation alone declares its class, which the edited code may name.
///
/// What leaving one out may change for the edited methods is only that their messages to its
/// methods are no longer known to the compiler by their signatures: that can add an error to
/// an edited method, which then keeps no edit, never remove one.
enum ObjCUnneededImplementations {
    private static let implementationWord = Array("@implementation".utf8), endWord = Array("@end".utf8)
    private static let endAfterAt = Array("end".utf8), interfaceWord = Array("@interface".utf8)
    private static let synthesizeWord = Array("@synthesize".utf8), dynamicWord = Array("@dynamic".utf8)

    /// The ranges of `syntax`'s implementations that can be left out, in order, when the bodies
    /// `needed` (indices into `bodies`) must stay.
    static func ranges(_ syntax: ObjCSyntax, bytes: [UInt8], bodies: MethodBodies, needed: Set<Int>, work: ObjCWork? = nil) -> [Range<Int>] {
        let nodes = syntax.nodes
        work?.add(nodes.count)
        var result: [Range<Int>] = []
        var declared: Set<String>?
        for k in nodes.indices where nodes[k].parent < 0 {
            let node = nodes[k]
            guard node.kind == .implementationDecl || node.kind == .categoryImplDecl,
                  node.start >= 0, node.start < node.end, Int(node.end) <= bytes.count else { continue }
            // libclang ends an implementation's extent after the `@` of its `@end`.
            var end = Int(node.end)
            if end >= 1, bytes[end - 1] == UInt8(ascii: "@"), ObjCTextScan.matches(bytes, at: end, Self.endAfterAt) { end += 3 }
            let range = Int(node.start)..<end
            guard ObjCTextScan.matches(bytes, at: range.lowerBound, Self.implementationWord),
                  range.count >= 4, ObjCTextScan.matches(bytes, at: range.upperBound - 4, Self.endWord),
                  !holdsNeededBody(range, bodies: bodies, needed: needed, work: work),
                  !ObjCUntouchedStatements.holdsDirective(bytes, range),
                  holdsOnlyMembers(k, range, syntax, bytes) else { continue }
            if node.kind == .implementationDecl {
                if declared == nil { declared = interfaceNames(in: bytes) }
                guard declared!.contains(node.name) else { continue }
            }
            result.append(range)
        }
        return result.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Whether a body in `range` is edited or read back. The bodies are in order and apart:
    /// from the first that ends after the range starts, while they start before it ends (a
    /// scan of every body per implementation grew with the square of a file of many classes).
    private static func holdsNeededBody(_ range: Range<Int>, bodies: MethodBodies, needed: Set<Int>, work: ObjCWork?) -> Bool {
        let ranges = bodies.ranges
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var b = low
        defer { work?.add(b - low + 1) }
        while b < ranges.count, ranges[b].lowerBound < range.upperBound {
            if needed.contains(b) || bodies.read.contains(b) { return true }
            b += 1
        }
        return false
    }

    /// The names the file's text declares with `@interface Name` (one pass over the text).
    private static func interfaceNames(in bytes: [UInt8]) -> Set<String> {
        let spelled = Self.interfaceWord
        let rarest = ByteSearch.rarestByteOffset(spelled)
        var names = Set<String>()
        bytes.withUnsafeBufferPointer { buffer in
            var from = 0
            while let at = ByteSearch.firstOffset(of: spelled, in: buffer, from: from, rarest: rarest) {
                var i = at + spelled.count
                while i < buffer.count, buffer[i] == 0x20 || buffer[i] == 0x09 || buffer[i] == 0x0A || buffer[i] == 0x0D { i += 1 }
                let first = i
                while i < buffer.count, ObjCTextScan.isNameByte(buffer[i]) { i += 1 }
                if i > first { names.insert(String(decoding: buffer[first..<i], as: UTF8.self)) }
                from = max(i, at + 1)
            }
        }
        return names
    }

    /// Whether implementation `k` (spanning `range`) holds only members, and its text outside
    /// them only its opening line, braces, `;`, comments and blanks before `@end`.
    private static func holdsOnlyMembers(_ k: Int, _ range: Range<Int>, _ syntax: ObjCSyntax, _ bytes: [UInt8]) -> Bool {
        var covered: [Range<Int>] = []
        for child in syntax.children(of: k) {
            let node = syntax.nodes[child]
            let span = Int(node.start)..<Int(node.end)
            // A property synthesized without `@synthesize` is listed at its declaration.
            if node.kind == .other, !span.overlaps(range) { continue }
            guard span.lowerBound >= range.lowerBound, span.upperBound <= range.upperBound - 4, !span.isEmpty else { return false }
            switch node.kind {
            case .instanceMethodDecl, .classMethodDecl, .ivarDecl, .classRef:
                break
            case .other where ObjCTextScan.matches(bytes, at: span.lowerBound, Self.synthesizeWord)
                || ObjCTextScan.matches(bytes, at: span.lowerBound, Self.dynamicWord):
                break
            default:
                return false
            }
            covered.append(span)
        }
        covered.sort { $0.lowerBound < $1.lowerBound }
        // The opening line: `@implementation Name`, a category's `(Name)`, a superclass (the
        // `classRef` child, when libclang gives one).
        guard var i = ObjCOpeningLine.end(bytes, from: range.lowerBound + Self.implementationWord.count, limit: range.upperBound, protocols: false,
                                          reference: { i in covered.first.flatMap { $0.lowerBound == i ? $0.upperBound : nil } })
        else { return false }
        // Between and after the members: braces (the instance variables'), `;`, comments, blanks.
        for span in covered where span.upperBound > i {
            guard span.lowerBound >= i, ObjCUntouchedStatements.isFiller(bytes, i..<span.lowerBound, braces: true) else { return false }
            i = span.upperBound
        }
        return ObjCUntouchedStatements.isFiller(bytes, i..<(range.upperBound - 4), braces: true)
    }
}
