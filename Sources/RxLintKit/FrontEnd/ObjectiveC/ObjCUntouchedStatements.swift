/// The statements of an edited method that the proof of its edits may leave out of its parse
/// (blanked: spaces, line breaks kept). Most of an edited method is other subscriptions, as
/// dear to parse as the edited ones; a statement can be left out only where it cannot change
/// what the edited statements compile to, nor how their sites are judged:
///
/// - Only the method's own statements (the children of its body) are candidates; one that an
///   edit touches (a replacement inside it, or text inserted between it and the statement
///   before) is kept whole.
/// - Declarations are kept (an edit's weak self may clash with a later one), and so are
///   statements that overlap one (a macro that expands to several, `@weakify`).
/// - A method with a label, `goto`, or `switch` keeps everything: a new `__weak` variable
///   makes a jump across it an error.
/// - Statements that dispose or terminate something are kept (they decide verdicts), and so
///   is each statement that names a local an edited statement names or declares, then a local
///   such a statement names, until none is added: a local's later uses, reassignments and
///   disposal decide what its subscription is judged to be.
/// - A statement that names something, not declared in the method, by a name an edit's text
///   holds is kept (the edit's new local would take that name over).
/// - A statement where the first parse found an error is kept, so the method's errors are
///   those of the kept text.
/// - Nothing is left out of a method whose statements do not cover its text (anything but
///   spaces, `;` and comments between them: tokens error recovery dropped), that holds a
///   preprocessor directive, or whose text an edit touches outside every statement.
struct ObjCUntouchedStatements {
    let syntax: ObjCSyntax
    let bytes: [UInt8]
    /// Where the nodes and bytes read are counted, when someone measures them (`ObjCWork`).
    var work: ObjCWork?

    /// The ranges (of the original text) of `body`'s statements that can be left out with
    /// `replacements` (all in that body) applied, in order.
    func removable(body: Int, replacements: [TextReplacement]) -> [Range<Int>] {
        let nodes = syntax.nodes
        let bodyNode = nodes[body]
        guard bodyNode.start >= 0, bodyNode.end - bodyNode.start >= 2, Int(bodyNode.end) <= bytes.count else { return [] }
        let inside = Int(bodyNode.start + 1)..<Int(bodyNode.end - 1)
        guard
              bytes[inside.lowerBound - 1] == UInt8(ascii: "{"), bytes[inside.upperBound] == UInt8(ascii: "}"),
              !holdsDirective(inside) else { return [] }
        // Jumps, labels and switches anywhere in the method.
        work?.walk(syntax.descendants(of: body).count + inside.count)
        for k in syntax.descendants(of: body) {
            switch nodes[k].kind {
            case .labelStmt, .gotoStmt, .indirectGotoStmt, .switchStmt, .caseStmt, .defaultStmt: return []
            default: continue
            }
        }
        // The statements, grouped where they overlap (one macro's expansion).
        var groups: [(range: Range<Int>, members: [Int])] = []
        for k in syntax.children(of: body) {
            let start = Int(nodes[k].start), end = Int(nodes[k].end)
            guard start >= inside.lowerBound, end <= inside.upperBound, start < end else { return [] }
            if let last = groups.last, start < last.range.upperBound {
                guard start >= last.range.lowerBound else { return [] }
                groups[groups.count - 1].range = last.range.lowerBound..<max(end, last.range.upperBound)
                groups[groups.count - 1].members.append(k)
            } else {
                guard groups.last.map({ $0.range.upperBound <= start }) ?? true else { return [] }
                groups.append((start..<end, [k]))
            }
        }
        guard !groups.isEmpty, coversText(inside, groups.map(\.range)) else { return [] }
        // The first group that ends at or after `offset` (ends are in order).
        func group(endingFrom offset: Int) -> Int? {
            var low = 0, high = groups.count
            while low < high {
                let mid = (low + high) / 2
                if groups[mid].range.upperBound < offset { low = mid + 1 } else { high = mid }
            }
            return low < groups.count ? low : nil
        }
        // The group each replacement touches: the one it is in or just after, else the first
        // after it (text inserted before a statement).
        var edited = Set<Int>()
        for r in replacements {
            guard let g = group(endingFrom: r.start), r.end <= groups[g].range.upperBound else { return [] }
            edited.insert(g)
            // An insertion at a statement's end and the next one's start touches both.
            if g + 1 < groups.count, r.end >= groups[g + 1].range.lowerBound { edited.insert(g + 1) }
        }
        let editNames = Self.identifiers(in: replacements)
        // What each group declares, names, and whether it is kept for itself.
        var facts: [(locals: Set<Int32>, kept: Bool)] = []
        facts.reserveCapacity(groups.count)
        // Each error of the method belongs to the statement it is in or just after (`expected
        // ';'`); one between statements may come from either side: nothing is left out.
        var erroneous = Set<Int>()
        for e in syntax.errorOffsets where Int(e) >= inside.lowerBound && Int(e) <= inside.upperBound {
            guard let g = group(endingFrom: Int(e)), Int(e) >= groups[g].range.lowerBound else { return [] }
            erroneous.insert(g)
        }
        for (g, group) in groups.enumerated() {
            var locals = Set<Int32>()
            var kept = edited.contains(g) || erroneous.contains(g)
            for member in group.members {
                if nodes[member].kind == .declStmt { kept = true }
                for k in member..<Int(nodes[member].subtreeEnd) {
                    let node = nodes[k]
                    switch node.kind {
                    case .varDecl:
                        locals.insert(node.location)
                    case .declRefExpr, .memberRefExpr:
                        if node.referencedStart >= 0, inside.contains(Int(node.referencedStart)) {
                            locals.insert(node.referencedStart)
                        } else if editNames.contains(node.name) {
                            kept = true
                        }
                    case .messageExpr:
                        if ReactiveObjCCatalog.disposals.contains(node.name) || ReactiveObjCCatalog.terminations.contains(node.name) {
                            kept = true
                        }
                    default:
                        break
                    }
                }
            }
            facts.append((locals, kept))
        }
        // The locals of the edited statements, and of every statement that names one of them.
        var naming: [Int32: [Int]] = [:]
        for (g, fact) in facts.enumerated() { for local in fact.locals { naming[local, default: []].append(g) } }
        var relevant = Set<Int32>()
        var pending: [Int32] = []
        var keep = edited
        func add(_ g: Int) {
            for local in facts[g].locals where relevant.insert(local).inserted { pending.append(local) }
        }
        for g in edited.sorted() { add(g) }
        while let local = pending.popLast() {
            for g in naming[local] ?? [] where keep.insert(g).inserted { add(g) }
        }
        // (A lone `;`, such as the one after `@weakify(…)`, is not worth blanking.)
        return groups.indices.filter { g in
            !keep.contains(g) && !facts[g].kept && !groups[g].members.allSatisfy { nodes[$0].kind == .nullStmt }
        }.map { groups[$0].range }
    }

    /// Whether a line in `range` starts (after blanks) with `#`: a `#define` in a statement
    /// left out may serve a later one.
    private func holdsDirective(_ range: Range<Int>) -> Bool {
        Self.holdsDirective(bytes, range)
    }

    /// Whether a line in `range` of `bytes` starts (after blanks) with `#` (also asked of the
    /// proof's text before a body is blanked whole).
    static func holdsDirective<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ range: Range<Int>) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var lineStart = true
        for i in range {
            let b = bytes[i]
            if b == 0x0A { lineStart = true; continue }
            if b == 0x20 || b == 0x09 || b == 0x0D { continue }
            if lineStart && b == UInt8(ascii: "#") { return true }
            lineStart = false
        }
        return false
    }

    /// Whether everything in `inside` outside `ranges` (in order) is spaces, `;` or comments.
    private func coversText(_ inside: Range<Int>, _ ranges: [Range<Int>]) -> Bool {
        var from = inside.lowerBound
        for r in ranges + [inside.upperBound..<inside.upperBound] {
            guard isFiller(from..<r.lowerBound) else { return false }
            from = r.upperBound
        }
        return true
    }

    private func isFiller(_ range: Range<Int>) -> Bool {
        Self.isFiller(bytes, range, braces: false)
    }

    /// Whether `range` of `bytes` is blanks, `;`, comments (and with `braces`, `{` and `}`) only.
    static func isFiller(_ bytes: [UInt8], _ range: Range<Int>, braces: Bool) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            guard let next = fillerEnd(bytes, from: i, upTo: range.upperBound, braces: braces) else { return false }
            i = next
        }
        return true
    }

    /// Where the filler starting at `i` (a blank, `;`, with `braces` a brace, or a comment)
    /// ends, before `end`; nil when none starts there (a line comment continued with `\`,
    /// an unclosed block comment).
    static func fillerEnd(_ bytes: [UInt8], from i: Int, upTo end: Int, braces: Bool) -> Int? {
        let b = bytes[i]
        if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C || b == UInt8(ascii: ";") { return i + 1 }
        if braces, b == UInt8(ascii: "{") || b == UInt8(ascii: "}") { return i + 1 }
        guard b == UInt8(ascii: "/"), i + 1 < end else { return nil }
        if bytes[i + 1] == UInt8(ascii: "/") {
            // A line comment ends at the line's end; one continued with `\` is not filler.
            var j = i + 2
            while j < end, bytes[j] != 0x0A {
                if bytes[j] == UInt8(ascii: "\\") { return nil }
                j += 1
            }
            return j
        }
        guard bytes[i + 1] == UInt8(ascii: "*") else { return nil }
        var j = i + 2
        while j + 1 < end, !(bytes[j] == UInt8(ascii: "*") && bytes[j + 1] == UInt8(ascii: "/")) { j += 1 }
        return j + 1 < end ? j + 2 : nil
    }

    /// Every identifier in the replacements' texts but `self` (which no edit declares at the
    /// method's level): a superset of the names an edit declares.
    static func identifiers(in replacements: [TextReplacement]) -> Set<String> {
        var names = Set<String>()
        for r in replacements {
            var current: [UInt8] = []
            for b in Array(r.text.utf8) + [0x20] {
                let isLetter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
                if isLetter || (!current.isEmpty && b >= 0x30 && b <= 0x39) {
                    current.append(b)
                } else if !current.isEmpty {
                    names.insert(String(decoding: current, as: UTF8.self))
                    current = []
                }
            }
        }
        names.remove("self")
        return names
    }

    /// Replaces `ranges` of `text` with spaces, line breaks kept (lines and `__LINE__` stay).
    static func blank(_ text: inout [UInt8], _ ranges: [Range<Int>]) {
        text.withUnsafeMutableBufferPointer { bytes in
            for range in ranges {
                for i in range where bytes[i] != 0x0A && bytes[i] != 0x0D { bytes[i] = 0x20 }
            }
        }
    }
}
