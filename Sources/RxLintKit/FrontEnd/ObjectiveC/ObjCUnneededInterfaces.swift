/// The `@interface` declarations the proof of fixes may leave out of its parse whole (blanked:
/// spaces, line breaks kept). Once the bodies and implementations nothing edited needs are
/// blanked, a file of many classes still had every class's interface parsed again, and clang
/// gives each property its accessors as it reads it: in a file of generated view models, most
/// of what remained. An interface is left out only when nothing the proof parses can name
/// what it declares:
///
/// - it holds properties, methods and instance variables and nothing else: a C declaration
///   written inside an `@interface` (a `typedef`, an `enum`) belongs to the whole file, so its
///   text outside those must be the `@interface Name (Category) : Super <Protocols>` line,
///   braces, visibility keywords, `;`, comments and blanks, ended by `@end`;
/// - it holds no preprocessor directive (a `#define` there may serve later code);
/// - no name it declares (the class, each property and its accessors, each part of each
///   selector, each instance variable) is spelled in the text that stays: the rest of the
///   proof's text, the edits' new texts, and the interfaces kept, since what one declares may
///   name another (its superclass, a property's class).
///
/// A name reached otherwise (pasted by a macro of another file) would only make the proof's
/// parse report an error, which rejects an edit; it never lets a wrong one pass.
enum ObjCUnneededInterfaces {
    private static let interfaceWord = Array("@interface".utf8), endWord = Array("@end".utf8), endAfterAt = Array("end".utf8)
    private static let visibilityWords = ["@public", "@private", "@protected", "@package"].map { Array($0.utf8) }

    /// libclang's kinds of the children an interface may hold and still be left out: its
    /// properties, methods and instance variables, and the references of its opening line
    /// (superclass, protocols, a category's class).
    private static let memberKinds: Set<Int32> = [
        ObjCKind.propertyDecl.rawValue, ObjCKind.instanceMethodDecl.rawValue, ObjCKind.classMethodDecl.rawValue,
        ObjCKind.ivarDecl.rawValue,
    ]
    private static let referenceKinds: Set<Int32> = [40, 41, ObjCKind.classRef.rawValue]

    /// The ranges of `interfaces` that `text` (the proof's text, blanked as it will be parsed)
    /// does not need, in order. `added` holds the edits' new texts, whose names count as spelled.
    static func ranges(_ interfaces: [ObjCInterfaceDeclaration], text: [UInt8], added: [[UInt8]], work: ObjCWork? = nil) -> [Range<Int>] {
        // The interfaces that may be left out, with the names each declares.
        var candidates: [(range: Range<Int>, names: [[UInt8]])] = []
        for interface in interfaces {
            guard let range = extent(interface, text), let names = declaredNames(interface, range, text) else { continue }
            candidates.append((range, names))
        }
        guard !candidates.isEmpty else { return [] }
        candidates.sort { $0.range.lowerBound < $1.range.lowerBound }
        // Candidates overlapping (a malformed file): none of them is left out.
        var apart: [(range: Range<Int>, names: [[UInt8]])] = []
        for candidate in candidates {
            if let last = apart.last, last.range.upperBound > candidate.range.lowerBound {
                if last.range.overlaps(candidate.range) { apart.removeLast() }
                continue
            }
            apart.append(candidate)
        }
        candidates = apart
        // Which candidates declare each name, by the name's hash: the proof's text holds many
        // names, and none of them is made a string.
        var declaring: [UInt64: [(name: [UInt8], holders: [Int])]] = [:]
        for (k, candidate) in candidates.enumerated() {
            for name in candidate.names {
                let h = name.withUnsafeBufferPointer { hash($0, 0..<$0.count) }
                if let at = declaring[h]?.firstIndex(where: { $0.name == name }) {
                    declaring[h]![at].holders.append(k)
                } else {
                    declaring[h, default: []].append((name, [k]))
                }
            }
        }
        var needed = [Bool](repeating: false, count: candidates.count)
        var pending: [Int] = []
        // A name spelled where it stays: what declares it stays too (once; the name is then done).
        func spelled(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            let h = hash(bytes, range)
            guard let entries = declaring[h],
                  let at = entries.firstIndex(where: { $0.name.elementsEqual(bytes[range]) }) else { return }
            for k in entries[at].holders where !needed[k] {
                needed[k] = true
                pending.append(k)
            }
            if entries.count == 1 { declaring[h] = nil } else { declaring[h]!.remove(at: at) }
        }
        for new in added { new.withUnsafeBufferPointer { forEachName(in: $0, 0..<$0.count, work: work, spelled) } }
        text.withUnsafeBufferPointer { bytes in
            // The text outside every candidate, then each needed candidate's own, once.
            var from = 0
            for candidate in candidates {
                forEachName(in: bytes, from..<candidate.range.lowerBound, work: work, spelled)
                from = candidate.range.upperBound
            }
            forEachName(in: bytes, from..<bytes.count, work: work, spelled)
            while let k = pending.popLast() {
                forEachName(in: bytes, candidates[k].range, work: work, spelled)
            }
        }
        return candidates.indices.filter { !needed[$0] }.map { candidates[$0].range }
    }

    /// The interface's range in `text` from `@interface` to its `@end`, when the text there
    /// is spelled so and holds no directive.
    private static func extent(_ interface: ObjCInterfaceDeclaration, _ text: [UInt8]) -> Range<Int>? {
        guard interface.start >= 0, interface.start < interface.end, Int(interface.end) <= text.count else { return nil }
        // libclang ends the extent after the `@` of `@end`.
        var end = Int(interface.end)
        if end >= 1, text[end - 1] == UInt8(ascii: "@"), ObjCTextScan.matches(text, at: end, endAfterAt) { end += 3 }
        let range = Int(interface.start)..<end
        guard range.count >= interfaceWord.count + endWord.count,
              ObjCTextScan.matches(text, at: range.lowerBound, interfaceWord),
              ObjCTextScan.matches(text, at: range.upperBound - endWord.count, endWord),
              !ObjCUntouchedStatements.holdsDirective(text, range) else { return nil }
        return range
    }

    /// The names `interface` declares, when it holds only members and its text outside them
    /// is its opening line and filler; nil otherwise (it stays).
    private static func declaredNames(_ interface: ObjCInterfaceDeclaration, _ range: Range<Int>, _ text: [UInt8]) -> [[UInt8]]? {
        var names: [[UInt8]] = []
        if !interface.name.isEmpty { names.append(Array(interface.name.utf8)) }
        var members: [Range<Int>] = []
        var references: [Range<Int>] = []
        for member in interface.members {
            let span = Int(member.start)..<Int(member.end)
            guard span.lowerBound >= range.lowerBound, span.upperBound <= range.upperBound - endWord.count, !span.isEmpty else { return nil }
            if referenceKinds.contains(member.kind) {
                // A category's class is what it declares to the rest of the file (a class's
                // `classRef` is its superclass, which it only names).
                if interface.isCategory, member.kind == ObjCKind.classRef.rawValue { names.append(Array(member.name.utf8)) }
                references.append(span)
                continue
            }
            guard memberKinds.contains(member.kind) else { return nil }
            members.append(span)
            let spelled = Array(member.name.utf8)
            switch member.kind {
            case ObjCKind.propertyDecl.rawValue:
                names.append(spelled)
                // Its setter `setName:`. The accessors clang declares for it, custom names
                // (`getter=isOn`) included, are listed as methods at the property.
                if let first = spelled.first {
                    let upper = first >= 0x61 && first <= 0x7A ? first - 0x20 : first
                    names.append(Array("set".utf8) + [upper] + spelled.dropFirst())
                }
            case ObjCKind.instanceMethodDecl.rawValue, ObjCKind.classMethodDecl.rawValue:
                names += spelled.split(separator: UInt8(ascii: ":")).map(Array.init)
            default:
                names.append(spelled)
            }
        }
        members.sort { $0.lowerBound < $1.lowerBound }
        guard let afterLine = ObjCOpeningLine.end(text, from: range.lowerBound + interfaceWord.count, limit: range.upperBound - endWord.count,
                                                  protocols: true, reference: { i in references.first(where: { $0.lowerBound == i })?.upperBound })
        else { return nil }
        var i = afterLine
        for span in members {
            if span.upperBound <= i { continue }
            guard span.lowerBound >= i, isFiller(text, i..<span.lowerBound) else { return nil }
            i = span.upperBound
        }
        guard isFiller(text, i..<(range.upperBound - endWord.count)) else { return nil }
        return names
    }

    /// Whether `range` holds only braces, `;`, visibility keywords, comments and blanks.
    private static func isFiller(_ text: [UInt8], _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            if let word = visibilityWords.first(where: { ObjCTextScan.matches(text, at: i, $0) }), i + word.count <= range.upperBound {
                i += word.count
                continue
            }
            guard let after = ObjCUntouchedStatements.fillerEnd(text, from: i, upTo: range.upperBound, braces: true), after > i else { return false }
            i = after
        }
        return true
    }

    /// Calls `body` with each name spelled in `range` of `bytes` (a run of name bytes that does
    /// not start with a digit), strings and comments included: a name they hold keeps what
    /// declares it, which can only keep more than needed.
    private static func forEachName(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, work: ObjCWork?,
                                    _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void) {
        guard !range.isEmpty else { return }
        work?.add(range.count)
        var i = range.lowerBound
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        while i < range.upperBound {
            // Most of the proof's text is blanked: eight spaces at a time.
            while i + 8 <= range.upperBound, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0x2020_2020_2020_2020 { i += 8 }
            guard i < range.upperBound else { break }
            let b = bytes[i]
            guard ObjCTextScan.isNameByte(b) else { i += 1; continue }
            let first = i
            while i < range.upperBound, ObjCTextScan.isNameByte(bytes[i]) { i += 1 }
            if !(b >= 0x30 && b <= 0x39) { body(bytes, first..<i) }
        }
    }

    /// FNV-1a of a name's bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for i in range { h = (h ^ UInt64(bytes[i])) &* 0x100000001b3 }
        return h
    }
}
