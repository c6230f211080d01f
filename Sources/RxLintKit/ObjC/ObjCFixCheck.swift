/// Objective-C's fixes are kept only when the fixed file, parsed again, proves them: no new
/// compiler error, and no strong_self_capture left at the fixed sites or new elsewhere. What
/// libclang sees (macros, a name declared twice, a `typeof` the language mode lacks) is
/// checked by libclang itself, not guessed. It costs one more parse of each file with a
/// fixable finding (a few more when its edits fail together).
struct ObjCFixCheck {
    static let rule = "strong_self_capture"
    /// How many edits are tried one by one when the whole set fails: each costs a parse.
    static let separateTries = 8

    let parser: ClangParser
    let path: String
    let original: [UInt8]
    let errorCount: Int

    /// The edits the fixer offers for the sites with a strong_self_capture finding, by site index.
    static func candidates(_ sites: [ObjCSite], diagnostics: [[Diagnostic]], extractor: ObjCSiteExtractor) -> [Int: FixEdit] {
        let reported = sites.indices.filter { k in diagnostics[k].contains { $0.rule == rule } }
        guard !reported.isEmpty else { return [:] }
        let edits = ObjCWeakSelfFixer(extractor: extractor).edits(for: reported.map { sites[$0] })
        return Dictionary(uniqueKeysWithValues: edits.map { (reported[$0.key], $0.value) })
    }

    /// The candidates whose fixed text passes: all together when they do, else those that
    /// pass alone (the first few) when they also pass together, else the first of them.
    func proven(_ candidates: [Int: FixEdit], sites: [ObjCSite], diagnostics perSite: [[Diagnostic]]) -> [Int: FixEdit] {
        guard !candidates.isEmpty else { return [:] }
        var distinct: [FixEdit] = []
        for k in candidates.keys.sorted() where !distinct.contains(candidates[k]!) { distinct.append(candidates[k]!) }
        let before = perSite.joined().filter { $0.rule == Self.rule }.count
        let recapturesBefore = sites.indices.filter { k in perSite[k].contains { $0.rule == Self.rule } }.reduce(0) { $0 + Self.recaptures(sites[$1]) }
        func passes(_ edits: [FixEdit]) -> Bool {
            let fixed = candidates.keys.filter { edits.contains(candidates[$0]!) }
            let removed = fixed.reduce(0) { total, k in total + perSite[k].filter { $0.rule == Self.rule }.count }
            return self.passes(edits, calls: fixed.map { sites[$0].callStart }, allowed: before - removed, recaptures: recapturesBefore)
        }
        if passes(distinct) { return candidates }
        // One edit alone was just tried.
        if distinct.count == 1 { return [:] }
        var kept = distinct.prefix(Self.separateTries).filter { passes([$0]) }
        // Edits that pass alone are offered together: they must pass together too.
        if kept.count > 1, !passes(kept) { kept = [kept[0]] }
        return candidates.filter { kept.contains($0.value) }
    }

    /// Whether the text with `edits` applied parses with no more errors, reports no
    /// strong_self_capture at the fixed `calls`, at most `allowed` of them in all, and no more
    /// blocks capturing a strong self of an enclosing block than `recaptures` (an unfixed
    /// inner subscription must not be left holding the strong self an outer edit declared).
    /// (Other rules may report more: a subscription whose block no longer holds self can show
    /// a leak of its own that the cycle hid, which the fix did not make.)
    private func passes(_ edits: [FixEdit], calls: [Int32], allowed: Int, recaptures: Int) -> Bool {
        let fixedText = FixApplier.apply(edits, to: original)
        guard case .success(let parsed) = BigStack.run({ parser.parse(path: path, bytes: fixedText) }),
              parsed.syntax.errorCount <= errorCount else { return false }
        let replacements = edits.flatMap(\.replacements)
        let movedCalls = Set(calls.map { Self.offset($0, after: replacements) })
        var count = 0
        var recaptured = 0
        for site in ObjCSiteExtractor(syntax: parsed.syntax, bytes: fixedText).sites() {
            let found = ObjCVerdicts.strongSelfCapture(site).count
            count += found
            if movedCalls.contains(site.callStart), found > 0 { return false }
            if found > 0 { recaptured += Self.recaptures(site) }
        }
        return count <= allowed && recaptured <= recaptures
    }

    /// How many of a site's blocks capture a strong self made in an enclosing block.
    static func recaptures(_ site: ObjCSite) -> Int {
        site.captures.filter { if case .recaptured = $0.reason { return true } else { return false } }.count
    }

    /// Where the byte at `offset` of the original is once `replacements` are made.
    static func offset(_ offset: Int32, after replacements: [TextReplacement]) -> Int32 {
        var moved = Int(offset)
        for r in replacements where r.end <= Int(offset) {
            moved += r.text.utf8.count - (r.end - r.start)
        }
        return Int32(moved)
    }
}
