/// The `--fix` edits of Objective-C's strong_self_capture: the blocks of a site hold self
/// weakly and make it strong again for their own run. Worked out during the analysis, while
/// the file's tree is at hand (findings get their edits after it is gone).
///
/// Two spellings, chosen per file: libextobjc's `@weakify(self)` / `@strongify(self)` when the
/// file already uses them, else `__weak typeof(self) weakSelf = self;` and a strong local in
/// the block, named as the file's own such declarations name them. A block is edited only
/// where the result means the same while self lives; anything less certain keeps its hint:
/// a statement that is not on its own line or sits under a `switch`, `super` in the block (it
/// reads self too), two strong selves of enclosing blocks, a `map:`-like block that reads an
/// instance variable (nil would crash it), and, for the `weakSelf` spelling, a self the code
/// does not spell (`RACObserve`'s observer).
struct ObjCWeakSelfFixer {
    let extractor: ObjCSiteExtractor
    let style: Style
    let lineEnding: String

    enum Style: Equatable {
        /// `@weakify(self)` before the statement, `@strongify(self)` first in the block: the
        /// block's `self` is then the strong local the macro declares.
        case weakify
        /// `__weak <typeof>(self) <weak> = self;` before, `__strong <typeof>(self) <strong> = <weak>;`
        /// first in the block, where `self` is spelled `<strong>`. (`typeof(self)` is not
        /// evaluated, so it captures nothing; `typeof(<weak>)` would keep `__weak` outside ARC,
        /// where `<strong>->_ivar` does not compile.)
        case weakSelf(typeOf: String, weak: String, strong: String)
    }

    /// The roles whose block returns nothing: there an early return skips the whole run.
    static let voidRoles: Set<String> = ["subscribeNext:", "error:", "completed:", "subscribeError:", "subscribeCompleted:",
                                         "doNext:", "doError:", "doCompleted:"]
    /// The roles whose block returns a signal: with self gone it returns an empty one (a
    /// command asserts that its block's signal is not nil).
    static let signalRoles: Set<String> = ["initWithSignalBlock:", "signalBlock:", "flattenMap:", "catch:", "then:", "defer:"]

    /// How a block of `role` leaves early when self is gone, if it can.
    static func earlyExit(role: String) -> String? {
        if voidRoles.contains(role) { return "return;" }
        if signalRoles.contains(role) { return "return [RACSignal empty];" }
        // `createSignal:`'s block returns the subscription's disposable: none, with self gone.
        if role == "createSignal:" { return "return nil;" }
        return nil
    }

    init(extractor: ObjCSiteExtractor) {
        self.extractor = extractor
        lineEnding = extractor.bytes.withUnsafeBufferPointer(FixApplier.lineEnding)
        style = Self.style(of: extractor)
    }

    var syntax: ObjCSyntax { extractor.syntax }
    var bytes: [UInt8] { extractor.bytes }

    /// The file's spelling: `@weakify` when it uses the macros; else the names and `typeof`
    /// of its own weak and strong self declarations, `weakSelf`/`strongSelf` by default.
    static func style(of extractor: ObjCSiteExtractor) -> Style {
        let bytes = extractor.bytes
        if bytes.withUnsafeBufferPointer({ b in ["@weakify(", "@strongify("].contains { ByteSearch.contains(b, Array($0.utf8)) } }) {
            return .weakify
        }
        var typeOf = "typeof", weak = "weakSelf", strong = "strongSelf"
        let nodes = extractor.syntax.nodes
        if let declaration = nodes.indices.first(where: { nodes[$0].kind == .varDecl && extractor.isSpelled($0) && extractor.isWeakVariable($0) && extractor.isSelfCopy($0) }) {
            weak = nodes[declaration].name
            let spelled = extractor.spelling(from: nodes[declaration].start, to: nodes[declaration].location)
            for candidate in ["__typeof__", "__typeof", "typeof"] where spelled.contains(candidate + "(") || spelled.contains(candidate + " (") {
                typeOf = candidate
                break
            }
        }
        if let alias = nodes.indices.first(where: { nodes[$0].kind == .varDecl && extractor.isSpelled($0) && extractor.isStrongSelfAlias($0) && !extractor.isSelfCopy($0) }) {
            strong = nodes[alias].name
        }
        return .weakSelf(typeOf: typeOf, weak: weak, strong: strong)
    }

    /// The edit of each site (by index in `sites`) this fixer can make. Sites of one compound
    /// statement share one edit, with one weak declaration before the first of them. A site
    /// inside a block another site's edit gives a strong self is fixed in the same edit, its
    /// weak self made from that strong self (the outer edit would otherwise turn its `self`s
    /// into the outer strong self, which its block would then capture); when it cannot be,
    /// the outer site is not fixed either.
    func edits(for sites: [ObjCSite]) -> [Int: FixEdit] {
        var result = plainEdits(for: sites, sources: [:])
        let nestings = self.nestings(sites)
        guard !nestings.isEmpty else { return result }
        // The inner sites' weak selves are made from the outer blocks' strong selves.
        var sources: [Int: String] = [:]
        var outerNames: [Int: String] = [:]
        for n in nestings where result[n.outer] != nil && result[n.inner] != nil {
            guard let role = sites[n.outer].captures.first(where: { $0.block == n.block })?.role,
                  let outer = blockEdit(n.block, role: role) else { continue }
            outerNames[n.inner] = outer.selfName
            sources[n.inner] = style == .weakify ? "self" : outer.selfName
        }
        if !sources.isEmpty { result = plainEdits(for: sites, sources: sources) }
        for n in nestings {
            guard let outerEdit = result[n.outer] else { continue }
            let innerBlocks = sites[n.inner].captures.map { Int(syntax.nodes[$0.block].start)..<Int(syntax.nodes[$0.block].end) }
            guard let innerEdit = result[n.inner], let name = outerNames[n.inner],
                  sites[n.inner].captures.allSatisfy({ blockEdit($0.block, role: $0.role)?.selfName == name }) else {
                // The inner blocks would keep the outer strong self: neither is fixed.
                let inner = result[n.inner]
                for k in Array(result.keys) where result[k] == outerEdit || (inner != nil && result[k] == inner) { result[k] = nil }
                continue
            }
            // The outer edit's renames inside the inner blocks are the inner edit's too.
            let outerPart = outerEdit.replacements.filter { r in !innerBlocks.contains { $0.contains(r.start) } }
            let merged = FixEdit(description: outerEdit.description,
                                 replacements: (outerPart + innerEdit.replacements).sorted { ($0.start, $0.end) < ($1.start, $1.end) })
            for k in Array(result.keys) where result[k] == outerEdit || result[k] == innerEdit { result[k] = merged }
        }
        return result
    }

    /// Each site (`inner`) whose statement lies inside a block of another site (`outer`) that
    /// holds self, with the innermost such block; outermost sites first.
    private func nestings(_ sites: [ObjCSite]) -> [(outer: Int, block: Int, inner: Int)] {
        var found: [(outer: Int, block: Int, inner: Int)] = []
        for k in sites.indices {
            let at = syntax.nodes[sites[k].statement].start
            var best: (outer: Int, block: Int)?
            for j in sites.indices where j != k {
                for capture in sites[j].captures where !sites[k].captures.contains(where: { $0.block == capture.block }) {
                    let block = syntax.nodes[capture.block]
                    guard block.start <= at, at < block.end else { continue }
                    if let b = best, syntax.nodes[b.block].end - syntax.nodes[b.block].start <= block.end - block.start { continue }
                    best = (j, capture.block)
                }
            }
            if let best { found.append((best.outer, best.block, k)) }
        }
        return found.sorted { syntax.nodes[sites[$0.outer].statement].start < syntax.nodes[sites[$1.outer].statement].start }
    }

    /// `edits(for:)` without the nesting: each site's weak self made from `self`, from the
    /// strong self of an enclosing block its blocks already use, or from `sources[k]`.
    private func plainEdits(for sites: [ObjCSite], sources overrides: [Int: String]) -> [Int: FixEdit] {
        var groups: [Int: [Int]] = [:]
        for (k, site) in sites.enumerated() where !site.captures.isEmpty {
            let compound = Int(syntax.nodes[site.statement].parent)
            guard compound >= 0, syntax.nodes[compound].kind == .compoundStmt else { continue }
            groups[compound, default: []].append(k)
        }
        var result: [Int: FixEdit] = [:]
        var weakSelves: [Int: [Int]]?
        var scopeNames: [Int: Set<String>]?
        for (compound, members) in groups {
            // Which sites can be fixed, and the first statement holding one of their edited
            // blocks (a block of a local the subscription reads, `RACSignal *valid = [… map:^…]`,
            // comes before the subscription): a weak self must be declared before it.
            var anchors: [Int: Int] = [:]
            // What the weak self is made from: `self`, or the strong self of an enclosing
            // block that the site's blocks use (`strongSelf`, `@strongify`'s `self`).
            var sources: [Int: String] = [:]
            // Each block's edit, worked out once; a block two sites share is edited once.
            var blockEdits: [Int: BlockEdit] = [:]
            for k in members {
                let blocks = sites[k].captures.filter { blockEdits[$0.block] == nil }
                let statements = [sites[k].statement] + blocks.map { extractor.statement(of: $0.block) }
                let edits = blocks.map { blockEdit($0.block, role: $0.role) }
                let blockSources = Set(edits.compactMap { $0?.source })
                guard statements.allSatisfy({ Int(syntax.nodes[$0].parent) == compound }),
                      let anchor = statements.min(by: { syntax.nodes[$0].start < syntax.nodes[$1].start }),
                      isFixablePlace(anchor), edits.allSatisfy({ $0 != nil }), blockSources.count <= 1 else { continue }
                for (capture, edit) in zip(blocks, edits) { blockEdits[capture.block] = edit }
                anchors[k] = anchor
                sources[k] = blockSources.first ?? overrides[k] ?? "self"
            }
            // A site after a weak self already declared uses it, in an edit of its own; the
            // others share one new declaration before the first of them (made from what the
            // first one's blocks use: a site whose blocks use another is left alone).
            var sharing: [Int] = []
            for k in anchors.keys.sorted() {
                if let visible = visibleWeakSelf(before: anchors[k]!, in: compound, weakSelves: &weakSelves) {
                    result[k] = edit(blocksOf: [k], in: sites, blockEdits: blockEdits, weak: visible, declaringBefore: nil)
                } else {
                    sharing.append(k)
                }
            }
            guard let first = sharing.min(by: { syntax.nodes[anchors[$0]!].start < syntax.nodes[anchors[$1]!].start }) else { continue }
            // The scope already declares the name (a weak self after these sites, which they
            // cannot use): a second declaration does not compile, so no edit.
            if declares(defaultWeakName, in: compound, names: &scopeNames) { continue }
            sharing = sharing.filter { sources[$0] == sources[first] }
            let shared = edit(blocksOf: sharing, in: sites, blockEdits: blockEdits, weak: defaultWeakName,
                              declaringBefore: (anchors[first]!, sources[first]!))
            for k in sharing { result[k] = shared }
        }
        return result
    }

    /// One edit for the blocks of `members` (each edited once), reading the weak self `weak`,
    /// with a new weak declaration (of `source`) before a statement when one is given.
    private func edit(blocksOf members: [Int], in sites: [ObjCSite], blockEdits: [Int: BlockEdit], weak: String,
                      declaringBefore declaration: (statement: Int, source: String)?) -> FixEdit {
        var replacements: [TextReplacement] = []
        if let declaration { replacements.append(declarationInsertion(before: declaration.statement, source: declaration.source)) }
        var editedBlocks = Set<Int>()
        for k in members {
            for capture in sites[k].captures where editedBlocks.insert(capture.block).inserted {
                if let blockEdit = blockEdits[capture.block] { replacements += self.replacements(of: blockEdit, weak: weak) }
            }
        }
        replacements.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        return FixEdit(description: description, replacements: replacements)
    }

    /// The name a new weak declaration gets.
    private var defaultWeakName: String {
        if case .weakSelf(_, let weak, _) = style { return weak }
        return "self_weak_"
    }

    private var description: String {
        switch style {
        case .weakify:
            return "Hold self weakly: `@weakify(self)` before the statement, `@strongify(self)` and an early return in the block"
        case .weakSelf(let typeOf, let weak, let strong):
            return "Hold self weakly: `__weak \(typeOf)(self) \(weak)` before the statement, a strong `\(strong)` and an early return in the block"
        }
    }

    // MARK: The statement

    /// Whether a declaration can go on its own line before `statement`: it starts its line,
    /// is in an instance method, and is no `case` of a `switch` (a jump past a weak variable
    /// into its scope does not compile).
    private func isFixablePlace(_ statement: Int) -> Bool {
        guard let method = syntax.ancestor(of: statement, in: [.instanceMethodDecl, .classMethodDecl]),
              syntax.nodes[method].kind == .instanceMethodDecl else { return false }
        let start = Int(syntax.nodes[statement].start)
        guard start > 0, start < bytes.count, indentation(at: start) != nil else { return false }
        let compound = Int(syntax.nodes[statement].parent)
        let owner = Int(syntax.nodes[compound].parent)
        if owner >= 0, startsWithWord(Int(syntax.nodes[owner].start), "switch") { return false }
        return !startsWithWord(start, "case") && !startsWithWord(start, "default")
    }

    /// Whether `compound` itself declares a variable `name`. `names` holds each scope's
    /// declared names, read once per file.
    private func declares(_ name: String, in compound: Int, names: inout [Int: Set<String>]?) -> Bool {
        if names == nil {
            var byScope: [Int: Set<String>] = [:]
            extractor.work?.walk(syntax.nodes.count)
            for k in syntax.nodes.indices where syntax.nodes[k].kind == .varDecl {
                guard let scope = syntax.ancestor(of: k, in: [.compoundStmt]) else { continue }
                byScope[scope, default: []].insert(syntax.nodes[k].name)
            }
            names = byScope
        }
        return names?[compound]?.contains(name) ?? false
    }

    /// The name of a weak self the fix can use, declared before `statement` in `compound` or
    /// a compound around it (`@weakify(self)`'s `self_weak_`, or a weak copy of self): the
    /// first such declaration of the method. `weakSelves` holds them by scope, read once per
    /// file (a walk of the method per site would cost its sites times its size).
    private func visibleWeakSelf(before statement: Int, in compound: Int, weakSelves: inout [Int: [Int]]?) -> String? {
        guard let method = syntax.ancestor(of: statement, in: [.instanceMethodDecl]) else { return nil }
        if weakSelves == nil {
            var byScope: [Int: [Int]] = [:]
            extractor.work?.walk(syntax.nodes.count)
            for k in syntax.nodes.indices where syntax.nodes[k].kind == .varDecl {
                let isCandidate: Bool
                switch style {
                case .weakify: isCandidate = syntax.nodes[k].name == "self_weak_"
                case .weakSelf: isCandidate = extractor.isSpelled(k) && extractor.isWeakVariable(k) && extractor.isSelfCopy(k)
                }
                guard isCandidate, let scope = syntax.ancestor(of: k, in: [.compoundStmt]) else { continue }
                byScope[scope, default: []].append(k)
            }
            weakSelves = byScope
        }
        let statementStart = syntax.nodes[statement].start
        // The scopes that hold `compound`, up to the method: in each, its first declaration
        // (they are in file order) if it comes before the statement; the earliest of those.
        var best: Int?
        var scope = compound
        while scope > method {
            extractor.work?.walk(1)
            if syntax.nodes[scope].kind == .compoundStmt, let first = weakSelves?[scope]?.first,
               syntax.nodes[first].start < statementStart, first < best ?? Int.max {
                best = first
            }
            scope = Int(syntax.nodes[scope].parent)
            if scope < 0 { break }
        }
        return best.map { syntax.nodes[$0].name }
    }

    private func declarationInsertion(before statement: Int, source: String) -> TextReplacement {
        let start = Int(syntax.nodes[statement].start)
        let indent = indentation(at: start) ?? ""
        let lineStart = start - indent.utf8.count
        let text: String
        switch style {
        case .weakify: text = "@weakify(self);"
        case .weakSelf(let typeOf, let weak, _): text = "__weak \(typeOf)(self) \(weak) = \(source);"
        }
        return TextReplacement(start: lineStart, end: lineStart, text: indent + text + lineEnding)
    }
}
