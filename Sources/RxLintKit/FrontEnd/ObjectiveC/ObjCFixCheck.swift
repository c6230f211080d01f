/// Objective-C's fixes are kept only when the fixed file, parsed again, proves them: no new
/// compiler error in the edited method, and no strong_self_capture left at the fixed sites or
/// new in that method. What libclang sees (macros, a name declared twice, a `typeof` the
/// language mode lacks) is checked by libclang itself, not guessed.
///
/// An edit changes one method body and nothing else, and a method body cannot change another
/// (an edit adds no preprocessor directive), so each method is judged on its own and all of
/// them in the same parse. That parse reads only what the edited methods need: the file with
/// the bodies of every other method blanked (spaces; line breaks kept), and within the edited
/// methods the statements no edit needs (`ObjCUntouchedStatements`). Its cost is the
/// declarations and the edited statements, not the whole file again. A method whose edits fail
/// together has them tried one by one (the first few), in later parses that hold only such
/// methods; edits that pass alone are then tried together. (Each try used to be a parse of
/// the whole file, so one failing edit made a large file cost ten parses.)
struct ObjCFixCheck {
    /// How many edits of one method are tried one by one when they fail together.
    static let separateTries = 3

    let parser: ClangParser
    let path: String
    let original: [UInt8]
    /// The first parse of `original`: its method bodies and where its errors are.
    let syntax: ObjCSyntax
    /// The team's names the first extraction read, read the same way in the proof's.
    var knowledge = ObjCTeamKnowledge()
    /// The names the original text may assign (`ObjCSiteExtractor.fileAssignedNames`): the
    /// proof's text has most bodies blanked, and a property it no longer sees set would look
    /// nil, its sites gone (an edit that left a capture would pass).
    var assignedNames: Set<String>?

    /// How many captures of each site strong_self_capture flags, from the site's facts alone:
    /// only those are worth an edit and its proof (a capture no rule reports would carry an
    /// edit nobody sees). Nothing is reported from here: the check pass judges the sites
    /// again, with the rules the run enables.
    static func flagged(_ sites: [ObjCSite]) -> [Int] {
        sites.map { StrongSelfCaptureRule.check($0).count }
    }

    /// The edits the fixer offers for the sites with a flagged capture, by site index.
    static func candidates(_ sites: [ObjCSite], flagged: [Int], extractor: ObjCSiteExtractor) -> [Int: FixEdit] {
        let reported = sites.indices.filter { flagged[$0] > 0 }
        guard !reported.isEmpty else { return [:] }
        let edits = ObjCWeakSelfFixer(extractor: extractor).edits(for: reported.map { sites[$0] })
        return Dictionary(uniqueKeysWithValues: edits.map { (reported[$0.key], $0.value) })
    }

    /// `sites` with each capture's proven edit (`ObjCCapture.provenFix`): a site's edit
    /// gives every block of the site a weak self, so it removes each of its captures.
    func provingFixes(of sites: [ObjCSite], extractor: ObjCSiteExtractor) -> [ObjCSite] {
        let flagged = Self.flagged(sites)
        var result = sites
        var check = self
        check.assignedNames = extractor.fileAssignedNames
        for (k, edit) in check.proven(Self.candidates(sites, flagged: flagged, extractor: extractor), sites: sites, flagged: flagged) {
            for c in result[k].captures.indices { result[k].captures[c].provenFix = edit }
        }
        return result
    }

    /// The candidates that pass: per method, all its edits together when they do; else those
    /// that pass alone (of the first few) when they also pass together; else the first of them.
    func proven(_ candidates: [Int: FixEdit], sites: [ObjCSite], flagged: [Int]) -> [Int: FixEdit] {
        guard !candidates.isEmpty else { return [:] }
        let bodies = MethodBodies(syntax)
        var distinct: [FixEdit] = []
        var seen = Set<FixEdit>()
        for k in candidates.keys.sorted() where seen.insert(candidates[k]!).inserted { distinct.append(candidates[k]!) }
        // The method each edit is in. An edit outside every body, or across two (the fixer
        // makes none), has the whole file judged as one method (-1).
        var unitOf: [FixEdit: Int] = [:]
        for edit in distinct {
            let places = Set(edit.replacements.map { bodies.index(holding: $0.start) ?? -1 })
            unitOf[edit] = places.count == 1 ? places.first! : -1
        }
        let wholeFile = unitOf.values.contains(-1)
        if wholeFile { for edit in distinct { unitOf[edit] = -1 } }
        // Each method's findings, with the edit that fixes them.
        var findings: [Int: [ReportedSite]] = [:]
        for k in sites.indices {
            let count = flagged[k]
            guard count > 0, let unit = wholeFile ? -1 : bodies.index(holding: Int(sites[k].callStart)) else { continue }
            findings[unit, default: []].append(ReportedSite(count: count, call: sites[k].callStart, edit: candidates[k],
                                                            recaptures: Self.recaptures(sites[k])))
        }
        var methods: [Int: Method] = [:]
        for edit in distinct { methods[unitOf[edit]!, default: Method()].edits.append(edit) }
        var accepted: [FixEdit] = []
        while true {
            let trials = methods.compactMapValues { $0.trial }
            guard !trials.isEmpty else { break }
            let passing = passingUnits(trials, findings: findings, bodies: bodies, wholeFile: wholeFile)
            for unit in trials.keys {
                methods[unit]!.advance(passed: passing?.contains(unit) ?? false, brokeOut: passing == nil)
                if let done = methods[unit]!.accepted { accepted += done; methods[unit] = nil }
            }
        }
        let chosen = Set(accepted)
        return candidates.filter { chosen.contains($0.value) }
    }

    /// How many of a site's blocks capture a strong self made in an enclosing block.
    static func recaptures(_ site: ObjCSite) -> Int {
        site.captures.filter { if case .recaptured = $0.reason { return true } else { return false } }.count
    }

    /// A strong_self_capture site of a method: its findings, its call, the edit offered for it.
    private struct ReportedSite {
        var count: Int
        var call: Int32
        var edit: FixEdit?
        /// Its blocks that capture a strong self made in an enclosing block.
        var recaptures: Int
    }

    /// Which of a method's edits are being tried, and what is decided.
    private struct Method {
        var edits: [FixEdit] = []
        private var stage = Stage.together(nil)
        private var passedAlone: [Int] = []
        /// The edits kept, once decided.
        private(set) var accepted: [FixEdit]?

        private enum Stage {
            /// The edits at these indices (all when nil) together.
            case together([Int]?)
            case alone(Int)
        }

        /// The edits of the next parse.
        var trial: [FixEdit]? {
            guard accepted == nil else { return nil }
            switch stage {
            case .together(nil): return edits
            case .together(let some?): return some.map { edits[$0] }
            case .alone(let k): return [edits[k]]
            }
        }

        mutating func advance(passed: Bool, brokeOut: Bool) {
            // An edit of the parse broke out of its method: nothing of it can be trusted.
            if brokeOut { accepted = []; return }
            switch stage {
            case .together(nil):
                if passed { accepted = edits } else if edits.count == 1 { accepted = [] } else { stage = .alone(0) }
            case .together(let some?):
                accepted = passed ? some.map { edits[$0] } : [edits[some[0]]]
            case .alone(let k):
                if passed { passedAlone.append(k) }
                if k + 1 < min(edits.count, ObjCFixCheck.separateTries) {
                    stage = .alone(k + 1)
                } else if passedAlone.count > 1 {
                    stage = .together(passedAlone)
                } else {
                    accepted = passedAlone.map { edits[$0] }
                }
            }
        }
    }

    /// The methods (by body index, -1 for the whole file) that pass with the edits of
    /// `trials` applied: no more errors in them than before, no strong_self_capture at a fixed
    /// call, and no more of them than before less those the edits fix. Nil when the parse has
    /// more errors outside the edited methods than the file had outside every method (an edit
    /// broke out of its method).
    private func passingUnits(_ trials: [Int: [FixEdit]], findings: [Int: [ReportedSite]], bodies: MethodBodies, wholeFile: Bool) -> Set<Int>? {
        let editedUnits = Set(trials.keys)
        let edits = trials.values.flatMap { $0 }
        var text = original
        parser.work?.add(2 * text.count)
        let blanked = wholeFile ? [] : bodies.blank(&text, keeping: editedUnits)
        // The implementations that hold nothing the edited methods need, whole.
        if !wholeFile {
            ObjCUntouchedStatements.blank(&text, ObjCUnneededImplementations.ranges(syntax, bytes: original, bodies: bodies, needed: editedUnits, work: parser.work))
        }
        // Within the edited methods, the statements no edit needs (see `ObjCUntouchedStatements`).
        var leftOut: [Range<Int>] = []
        if !wholeFile {
            let statements = ObjCUntouchedStatements(syntax: syntax, bytes: original, work: parser.work)
            for (u, tried) in trials.sorted(by: { $0.key < $1.key }) {
                leftOut += statements.removable(body: bodies.nodes[u], replacements: tried.flatMap(\.replacements))
            }
            ObjCUntouchedStatements.blank(&text, leftOut)
            // The interfaces nothing left to parse names, the edits' new text included.
            ObjCUntouchedStatements.blank(&text, ObjCUnneededInterfaces.ranges(syntax.interfaces, text: text,
                                                                              added: edits.flatMap(\.replacements).map { Array($0.text.utf8) },
                                                                              work: parser.work))
        }
        func isLeftOut(_ offset: Int32) -> Bool {
            var low = 0, high = leftOut.count
            while low < high {
                let mid = (low + high) / 2
                if leftOut[mid].upperBound <= Int(offset) { low = mid + 1 } else { high = mid }
            }
            return low < leftOut.count && leftOut[low].contains(Int(offset))
        }
        let shift = OffsetShift(edits.flatMap(\.replacements).sorted { ($0.start, $0.end) < ($1.start, $1.end) })
        text = FixApplier.apply(edits, to: text)
        // Each edited method's range in the fixed text, in order (the shift keeps the order).
        let fixedRanges: [(range: Range<Int32>, unit: Int)] = editedUnits.sorted().map { u in
            (shift.moved(Int32(bodies.ranges[u].lowerBound))..<shift.moved(Int32(bodies.ranges[u].upperBound)), u)
        }
        // Only the implementations of the edited methods are read back, and those of the
        // bodies that decide their sites (`MethodBodies.read`: a getter, a `dispatch_once`
        // class method, a disposal in another class), which the first parse read too.
        let within = wholeFile ? nil : (fixedRanges.map { Int($0.range.lowerBound)..<Int($0.range.upperBound) }
            + bodies.read.subtracting(editedUnits).map { u in
                Int(shift.moved(Int32(bodies.ranges[u].lowerBound)))..<Int(shift.moved(Int32(bodies.ranges[u].upperBound)))
            }).sorted { $0.lowerBound < $1.lowerBound }
        guard case .success(let parsed) = BigStack.run({ parser.parse(path: path, bytes: text, within: within) }) else { return [] }
        func unit(atFixed offset: Int32) -> Int? {
            if wholeFile { return -1 }
            var low = 0, high = fixedRanges.count
            while low < high {
                let mid = (low + high) / 2
                if fixedRanges[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
            }
            return low < fixedRanges.count && fixedRanges[low].range.contains(offset) ? fixedRanges[low].unit : nil
        }
        var errorsAfter: [Int: Int] = [:]
        var elsewhere = 0
        for offset in parsed.syntax.errorOffsets {
            if let u = unit(atFixed: offset) { errorsAfter[u, default: 0] += 1 } else { elsewhere += 1 }
        }
        // Outside the edited methods the text is the file's but for the blanked bodies, which
        // have no errors left: no more errors there than the file had outside those bodies.
        let before = bodies.errors(in: wholeFile ? [] : editedUnits, blanked: blanked, syntax.errorOffsets)
        if !wholeFile, elsewhere > before.elsewhere { return nil }
        var findingsAfter: [Int: Int] = [:]
        var recapturesAfter: [Int: Int] = [:]
        var failed = Set<Int>()
        var fixedCalls: [Int: Set<Int32>] = [:]
        for (u, tried) in trials {
            let applied = Set(tried)
            fixedCalls[u] = Set((findings[u] ?? []).filter { $0.edit.map(applied.contains) ?? false }.map { shift.moved($0.call) })
        }
        for site in ObjCSiteExtractor(syntax: parsed.syntax, bytes: text, work: parser.work, knowledge: knowledge,
                                          assignedNames: assignedNames ?? ObjCSiteExtractor.assignedNames(in: original)).sites() {
            let found = StrongSelfCaptureRule.check(site).count
            guard found > 0, let u = unit(atFixed: site.callStart) else { continue }
            findingsAfter[u, default: 0] += found
            recapturesAfter[u, default: 0] += Self.recaptures(site)
            if fixedCalls[u]?.contains(site.callStart) == true { failed.insert(u) }
        }
        var passing = Set<Int>()
        for (u, tried) in trials where !failed.contains(u) {
            let applied = Set(tried)
            let errorsBefore = wholeFile ? syntax.errorOffsets.count : before.inside[u, default: 0]
            let errorsNow = wholeFile ? parsed.syntax.errorOffsets.count : errorsAfter[u, default: 0]
            // The sites of the statements left out are not in this parse: not counted before either.
            let own = (findings[u] ?? []).filter { !isLeftOut($0.call) }
            let allowed = own.reduce(0) { $0 + $1.count } - own.filter { $0.edit.map(applied.contains) ?? false }.reduce(0) { $0 + $1.count }
            // An unfixed inner subscription must not be left holding the strong self an outer
            // edit declared: no more such blocks than before.
            let recapturesBefore = own.reduce(0) { $0 + $1.recaptures }
            if errorsNow <= errorsBefore, findingsAfter[u, default: 0] <= allowed,
               recapturesAfter[u, default: 0] <= recapturesBefore { passing.insert(u) }
        }
        return passing
    }
}

/// Moves offsets of a text through sorted replacements, in logarithmic time per offset.
struct OffsetShift {
    /// The replacements' ends, in order, and the total growth of the text up to each.
    private let ends: [Int]
    private let growth: [Int]

    init(_ sorted: [TextReplacement]) {
        var ends: [Int] = []
        var growth: [Int] = []
        var total = 0
        ends.reserveCapacity(sorted.count)
        growth.reserveCapacity(sorted.count)
        for r in sorted {
            total += r.text.utf8.count - (r.end - r.start)
            ends.append(r.end)
            growth.append(total)
        }
        self.ends = ends
        self.growth = growth
    }

    /// `offset` moved by every replacement that ends at or before it.
    func moved(_ offset: Int32) -> Int32 {
        // The number of ends <= offset (ends are sorted, as the replacements do not overlap).
        var low = 0, high = ends.count
        while low < high {
            let mid = (low + high) / 2
            if ends[mid] <= Int(offset) { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? offset : offset + Int32(growth[low - 1])
    }
}

/// The method bodies of a parsed file (`{` … `}` of each instance and class method), in order.
struct MethodBodies {
    let ranges: [Range<Int>]
    /// The `compoundStmt` node of each body, in the parse the bodies were read from.
    let nodes: [Int]
    /// The bodies that are never blanked: they decide the verdicts of sites in other methods,
    /// so the proving parse must see them as the first parse did. A method that disposes or
    /// terminates something (a subscription a stop method disposes is no cycle); a getter
    /// returning an instance variable (`- (VM *)viewModel { return _viewModel; }`: self's
    /// storage, which `ObjCSiteExtractor.accessorStep` reads); a class method that makes its
    /// object with `dispatch_once` (an object made once for the process, `processLifetimeObject`).
    let read: Set<Int>

    init(_ syntax: ObjCSyntax) {
        var ranges: [(range: Range<Int>, node: Int)] = []
        var deciding: [Int32] = []
        // Fields read in place: a copy of each node would retain and release its two strings.
        let nodes = syntax.nodes
        for k in nodes.indices {
            let kind = nodes[k].kind
            if kind == .compoundStmt, nodes[k].parent >= 0 {
                let owner = nodes[Int(nodes[k].parent)].kind
                if owner == .instanceMethodDecl || owner == .classMethodDecl, nodes[k].start < nodes[k].end {
                    ranges.append((Int(nodes[k].start)..<Int(nodes[k].end), k))
                }
            } else if kind == .messageExpr,
                      ReactiveObjCCatalog.disposals.contains(nodes[k].name) || ReactiveObjCCatalog.terminations.contains(nodes[k].name) {
                deciding.append(nodes[k].start)
            } else if kind == .returnStmt, Self.returnsInstanceVariable(k, in: syntax),
                      let method = syntax.ancestor(of: k, in: [.instanceMethodDecl, .blockExpr]),
                      syntax.nodes[method].kind == .instanceMethodDecl, !syntax.nodes[method].name.contains(":") {
                deciding.append(nodes[k].start)
            } else if kind == .declRefExpr, nodes[k].name == "dispatch_once",
                      let method = syntax.ancestor(of: k, in: [.classMethodDecl, .instanceMethodDecl]),
                      syntax.nodes[method].kind == .classMethodDecl, !syntax.nodes[method].name.contains(":") {
                deciding.append(nodes[k].start)
            }
        }
        ranges.sort { $0.range.lowerBound < $1.range.lowerBound }
        // Bodies never nest; a range overlapping the previous one (a macro's) is dropped.
        var kept: [Range<Int>] = []
        var bodyNodes: [Int] = []
        for r in ranges where kept.last.map({ $0.upperBound <= r.range.lowerBound }) ?? true {
            kept.append(r.range)
            bodyNodes.append(r.node)
        }
        self.ranges = kept
        self.nodes = bodyNodes
        var read = Set<Int>()
        for offset in deciding {
            if let k = Self.index(holding: Int(offset), in: kept) { read.insert(k) }
        }
        self.read = read
    }

    /// Whether `return` statement `r` gives an instance variable (`return _viewModel;`).
    private static func returnsInstanceVariable(_ r: Int, in syntax: ObjCSyntax) -> Bool {
        guard let value = syntax.lastChild(of: r) else { return false }
        let target = syntax.unwrapped(value)
        return syntax.nodes[target].kind == .memberRefExpr && syntax.nodes[target].referenced == .ivarDecl
    }

    /// The index of the body holding `offset`.
    func index(holding offset: Int) -> Int? {
        Self.index(holding: offset, in: ranges)
    }

    private static func index(holding offset: Int, in ranges: [Range<Int>]) -> Int? {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].contains(offset) ? low : nil
    }

    /// The errors at `offsets` inside each of `units`, and those elsewhere but in the
    /// `blanked` bodies.
    func errors(in units: Set<Int>, blanked: Set<Int>, _ offsets: [Int32]) -> (inside: [Int: Int], elsewhere: Int) {
        var inside: [Int: Int] = [:]
        var elsewhere = 0
        for offset in offsets {
            let k = index(holding: Int(offset))
            if let k, units.contains(k) {
                inside[k, default: 0] += 1
            } else if k.map({ !blanked.contains($0) }) ?? true {
                elsewhere += 1
            }
        }
        return (inside, elsewhere)
    }

    /// Replaces the inside of every body but `keeping`'s with spaces (line breaks kept, so
    /// lines and `__LINE__` stay), where that is safe: the body is spelled `{`…`}` in the file,
    /// holds no preprocessor directive (a `#define` there may serve later code) and decides
    /// nothing for other methods.
    /// Returns the bodies blanked.
    func blank(_ text: inout [UInt8], keeping: Set<Int>) -> Set<Int> {
        var blanked = Set<Int>()
        text.withUnsafeMutableBufferPointer { bytes in
            for (k, range) in ranges.enumerated() where !keeping.contains(k) && !read.contains(k) {
                guard range.lowerBound >= 0, range.upperBound <= bytes.count, range.count >= 2,
                      bytes[range.lowerBound] == UInt8(ascii: "{"), bytes[range.upperBound - 1] == UInt8(ascii: "}") else { continue }
                let inside = (range.lowerBound + 1)..<(range.upperBound - 1)
                guard !ObjCUntouchedStatements.holdsDirective(bytes, inside) else { continue }
                for i in inside where bytes[i] != 0x0A && bytes[i] != 0x0D { bytes[i] = 0x20 }
                blanked.insert(k)
            }
        }
        return blanked
    }
}
