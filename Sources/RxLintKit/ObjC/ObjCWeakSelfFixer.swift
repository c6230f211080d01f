/// The `--fix` edits of Objective-C's strong_self_capture: the blocks of a site hold self
/// weakly and make it strong again for their own run. Worked out during the analysis, while
/// the file's tree is at hand (findings get their edits after it is gone).
///
/// Two spellings, chosen per file: libextobjc's `@weakify(self)` / `@strongify(self)` when the
/// file already uses them, else `__weak typeof(self) weakSelf = self;` and a strong local in
/// the block, named as the file's own such declarations name them. A block is edited only
/// where the result means the same while self lives; anything less certain keeps its hint:
/// a block inside another block, a statement that is not on its own line or sits under a
/// `switch`, `super` in the block (it reads self too), a strong self made elsewhere, a
/// value-returning block that reads an instance variable (nil would crash it), and, for the
/// `weakSelf` spelling, a self the code does not spell (`RACObserve`'s observer).
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
    static let signalRoles: Set<String> = ["initWithSignalBlock:", "signalBlock:", "flattenMap:", "catch:", "then:"]

    /// How a block of `role` leaves early when self is gone, if it can.
    static func earlyExit(role: String) -> String? {
        if voidRoles.contains(role) { return "return;" }
        if signalRoles.contains(role) { return "return [RACSignal empty];" }
        return nil
    }

    init(extractor: ObjCSiteExtractor) {
        self.extractor = extractor
        let bytes = extractor.bytes
        lineEnding = bytes.indices.dropFirst().contains { bytes[$0] == 0x0A && bytes[$0 - 1] == 0x0D } ? "\r\n" : "\n"
        style = Self.style(of: extractor)
    }

    private var syntax: ObjCSyntax { extractor.syntax }
    private var bytes: [UInt8] { extractor.bytes }

    /// The file's spelling: `@weakify` when it uses the macros; else the names and `typeof`
    /// of its own weak and strong self declarations, `weakSelf`/`strongSelf` by default.
    static func style(of extractor: ObjCSiteExtractor) -> Style {
        let bytes = extractor.bytes
        if bytes.withUnsafeBufferPointer({ b in ["@weakify(", "@strongify("].contains { Analyzer.contains(b, Array($0.utf8)) } }) {
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
    /// statement share one edit, with one weak declaration before the first of them.
    func edits(for sites: [ObjCSite]) -> [Int: FixEdit] {
        var groups: [Int: [Int]] = [:]
        for (k, site) in sites.enumerated() where !site.captures.isEmpty {
            let compound = Int(syntax.nodes[site.statement].parent)
            guard compound >= 0, syntax.nodes[compound].kind == .compoundStmt else { continue }
            groups[compound, default: []].append(k)
        }
        var result: [Int: FixEdit] = [:]
        for (compound, members) in groups {
            // Which sites can be fixed, and the first statement holding one of their edited
            // blocks (a block of a local the subscription reads, `RACSignal *valid = [… map:^…]`,
            // comes before the subscription): a weak self must be declared before it.
            var anchors: [Int: Int] = [:]
            // What the weak self is made from: `self`, or the strong self of an enclosing
            // block that the site's blocks use (`strongSelf`, `@strongify`'s `self`).
            var sources: [Int: String] = [:]
            var editedBlocks = Set<Int>()
            for k in members {
                let blocks = sites[k].captures.filter { !editedBlocks.contains($0.block) }
                let statements = [sites[k].statement] + blocks.map { extractor.statement(of: $0.block) }
                let blockEdits = blocks.map { blockReplacements($0.block, role: $0.role, weak: defaultWeakName) }
                let blockSources = Set(blockEdits.compactMap { $0?.source })
                guard statements.allSatisfy({ Int(syntax.nodes[$0].parent) == compound }),
                      let anchor = statements.min(by: { syntax.nodes[$0].start < syntax.nodes[$1].start }),
                      isFixablePlace(anchor), blockEdits.allSatisfy({ $0 != nil }), blockSources.count <= 1 else { continue }
                editedBlocks.formUnion(blocks.map(\.block))
                anchors[k] = anchor
                sources[k] = blockSources.first ?? "self"
            }
            // A site after a weak self already declared uses it, in an edit of its own; the
            // others share one new declaration before the first of them (made from what the
            // first one's blocks use: a site whose blocks use another is left alone).
            var sharing: [Int] = []
            for k in anchors.keys.sorted() {
                if let visible = visibleWeakSelf(before: anchors[k]!, in: compound) {
                    result[k] = edit(blocksOf: [k], in: sites, weak: visible, declaringBefore: nil)
                } else {
                    sharing.append(k)
                }
            }
            guard let first = sharing.min(by: { syntax.nodes[anchors[$0]!].start < syntax.nodes[anchors[$1]!].start }) else { continue }
            sharing = sharing.filter { sources[$0] == sources[first] }
            let shared = edit(blocksOf: sharing, in: sites, weak: defaultWeakName,
                              declaringBefore: (anchors[first]!, sources[first]!))
            for k in sharing { result[k] = shared }
        }
        return result
    }

    /// One edit for the blocks of `members` (each edited once), reading the weak self `weak`,
    /// with a new weak declaration (of `source`) before a statement when one is given.
    private func edit(blocksOf members: [Int], in sites: [ObjCSite], weak: String, declaringBefore declaration: (statement: Int, source: String)?) -> FixEdit {
        var replacements: [TextReplacement] = []
        if let declaration { replacements.append(declarationInsertion(before: declaration.statement, source: declaration.source)) }
        var editedBlocks = Set<Int>()
        for k in members {
            for capture in sites[k].captures where editedBlocks.insert(capture.block).inserted {
                replacements += blockReplacements(capture.block, role: capture.role, weak: weak)?.replacements ?? []
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

    /// The name of a weak self the fix can use, declared before `statement` in `compound` or
    /// a compound around it (`@weakify(self)`'s `self_weak_`, or a weak copy of self).
    private func visibleWeakSelf(before statement: Int, in compound: Int) -> String? {
        guard let method = syntax.ancestor(of: statement, in: [.instanceMethodDecl]) else { return nil }
        let statementStart = syntax.nodes[statement].start
        for k in syntax.descendants(of: method) where syntax.nodes[k].kind == .varDecl && syntax.nodes[k].start < statementStart {
            let isCandidate: Bool
            switch style {
            case .weakify: isCandidate = syntax.nodes[k].name == "self_weak_"
            case .weakSelf: isCandidate = extractor.isSpelled(k) && extractor.isWeakVariable(k) && extractor.isSelfCopy(k)
            }
            guard isCandidate, let scope = syntax.ancestor(of: k, in: [.compoundStmt]), isAncestor(scope, ofOrIs: compound) else { continue }
            return syntax.nodes[k].name
        }
        return nil
    }

    private func isAncestor(_ a: Int, ofOrIs b: Int) -> Bool {
        a <= b && b < Int(syntax.nodes[a].subtreeEnd)
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

    // MARK: The block

    /// The replacements that make `block` hold self weakly, or nil when that is not certain.
    /// A block that already starts with its strong self (`@strongify(self);`, `__strong … strongSelf
    /// = weakSelf;`) but reads self after it anyway (`_count++`) keeps that declaration: the
    /// reads go through it, and an early return follows it.
    private func blockReplacements(_ block: Int, role: String, weak: String) -> BlockEdit? {
        // The body is the block declaration's (libclang nests it under the block expression).
        let declaration = syntax.children(of: block).last { syntax.nodes[$0].kind == .unexposedDecl } ?? block
        guard let body = syntax.children(of: declaration).last, syntax.nodes[body].kind == .compoundStmt,
              Int(syntax.nodes[body].start) < bytes.count, bytes[Int(syntax.nodes[body].start)] == UInt8(ascii: "{") else { return nil }
        let range = syntax.nodes[block].start..<syntax.nodes[block].end
        guard !containsWord("super", from: Int(range.lowerBound), to: Int(range.upperBound)) else { return nil }
        let existing = existingStrongSelf(body)
        var selfName: String
        switch style {
        case .weakify: selfName = "self"
        case .weakSelf(_, _, let strong):
            selfName = strong
            if extractor.observeMacros.contains(where: { range.contains($0.lowerBound) }) { return nil }
        }
        if let existing { selfName = syntax.nodes[existing.variable].name }
        // A strong self of an enclosing block that this block uses: the weak self is made
        // from it, and this block's own strong self takes its name (so its uses read the new
        // one). With `@strongify` that name is `self`; another name (`MyVC *me = self`) would
        // need renaming there.
        guard let outer = outerStrongSelf(usedIn: block) else { return nil }
        if let alias = outer {
            switch style {
            case .weakify: guard alias == "self" else { return nil }
            case .weakSelf: selfName = alias
            }
            if existing != nil { return nil }
        }
        var replacements: [TextReplacement] = []
        var readsIvar = false
        for k in syntax.descendants(of: block) {
            let node = syntax.nodes[k]
            if let existing, existing.statement <= k, k < Int(syntax.nodes[existing.statement].subtreeEnd) { continue }
            switch node.kind {
            case .selfExpr where extractor.isImplicit(k):
                continue
            case .selfExpr:
                guard case .weakSelf = style else { continue }
                // A self the code does not spell (a macro's) cannot be renamed.
                guard spelling(from: node.start, to: node.end) == "self" else { return nil }
                if let existing, node.start < syntax.nodes[existing.statement].end { return nil }
                replacements.append(TextReplacement(start: Int(node.start), end: Int(node.end), text: selfName))
            case .memberRefExpr where node.referenced == .ivarDecl && extractor.readsImplicitSelf(k):
                let at = Int(node.location)
                guard spelling(from: node.location, to: node.location + Int32(node.name.utf8.count)) == node.name else { return nil }
                if let existing, node.location < syntax.nodes[existing.statement].end { return nil }
                readsIvar = true
                replacements.append(TextReplacement(start: at, end: at, text: selfName + "->"))
            case .varDecl, .parmDecl:
                // The block names its own local like the strong self the fix declares.
                if node.name == selfName { return nil }
            default:
                continue
            }
        }
        let exit = Self.earlyExit(role: role)
        // Sending to nil is harmless; reading an instance variable through nil crashes, and
        // only a block returning nothing or a signal can leave early.
        if readsIvar && exit == nil { return nil }
        let check = "if (!\(selfName)) \(exit ?? "")"
        if let existing {
            if exit != nil && !followedByNilCheck(existing.statement, name: selfName) {
                guard let insertion = lineInsertion(check, after: existing.statement) else { return nil }
                replacements.append(insertion)
            }
            return BlockEdit(replacements: replacements, source: nil)
        }
        var lines: [String]
        switch style {
        case .weakify: lines = ["@strongify(self);"]
        case .weakSelf(let typeOf, _, _): lines = ["__strong \(typeOf)(self) \(selfName) = \(weak);"]
        }
        if exit != nil { lines.append(check) }
        replacements.append(bodyInsertion(lines, body: body))
        return BlockEdit(replacements: replacements, source: outer)
    }

    /// A block's edit, and the strong self of an enclosing block it used (nil for none).
    struct BlockEdit {
        var replacements: [TextReplacement]
        var source: String?
    }

    /// The one strong self made outside `block` that it uses (`.some(nil)` when it uses
    /// none); nil when it uses two.
    private func outerStrongSelf(usedIn block: Int) -> String?? {
        let range = syntax.nodes[block].start..<syntax.nodes[block].end
        var found: String?
        for k in syntax.descendants(of: block) where syntax.nodes[k].kind == .declRefExpr {
            guard let declaration = extractor.declaration(referencedBy: k), !range.contains(syntax.nodes[declaration].start),
                  extractor.isStrongSelfAlias(declaration) else { continue }
            let name = syntax.nodes[declaration].name
            if let found, found != name { return nil }
            found = name
        }
        return .some(found)
    }

    /// The block's own strong self, declared by one of its first two statements (`@strongify`
    /// makes an `@autoreleasepool {}` first): the statement and the variable.
    private func existingStrongSelf(_ body: Int) -> (statement: Int, variable: Int)? {
        for statement in syntax.children(of: body).prefix(2) where syntax.nodes[statement].kind == .declStmt {
            for variable in syntax.children(of: statement) where syntax.nodes[variable].kind == .varDecl {
                switch style {
                case .weakify where syntax.nodes[variable].name == "self":
                    return (statement, variable)
                case .weakSelf where extractor.isStrongSelfAlias(variable) && !extractor.isSelfCopy(variable):
                    return (statement, variable)
                default:
                    continue
                }
            }
        }
        return nil
    }

    /// Whether the statement after `statement` already returns when `name` is nil.
    private func followedByNilCheck(_ statement: Int, name: String) -> Bool {
        var i = semicolon(after: statement).map { $0 + 1 } ?? Int(syntax.nodes[statement].end)
        while i < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[i]) { i += 1 }
        let rest = String(decoding: bytes[i..<min(bytes.count, i + 64)], as: UTF8.self).replacingOccurrences(of: " ", with: "")
        return rest.hasPrefix("if(!\(name))") || rest.hasPrefix("if(\(name)==nil)") || rest.hasPrefix("if(nil==\(name))")
    }

    /// The `;` that ends `statement` (a macro's statement ends before it).
    private func semicolon(after statement: Int) -> Int? {
        var i = max(0, Int(syntax.nodes[statement].end) - 1)
        while i < bytes.count, bytes[i] != UInt8(ascii: ";") {
            guard [0x20, 0x09, UInt8(ascii: ")")].contains(bytes[i]) || i < Int(syntax.nodes[statement].end) else { return nil }
            i += 1
        }
        return i < bytes.count ? i : nil
    }

    /// `text` as a line of its own after the line `statement` ends, indented as that line;
    /// after its `;` when more code follows on the line.
    private func lineInsertion(_ text: String, after statement: Int) -> TextReplacement? {
        guard let end = semicolon(after: statement) else { return nil }
        var i = end + 1
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D { i += 1 }
        guard i < bytes.count, bytes[i] == 0x0A else { return TextReplacement(start: end + 1, end: end + 1, text: " " + text) }
        var lineStart = Int(syntax.nodes[statement].start)
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        var indentEnd = lineStart
        while indentEnd < bytes.count, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
        let indent = String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
        return TextReplacement(start: i + 1, end: i + 1, text: indent + text + lineEnding)
    }

    /// `lines` first in the block's body: on lines of their own, indented as its first line,
    /// when the body starts on a later line; else after the `{`.
    private func bodyInsertion(_ lines: [String], body: Int) -> TextReplacement {
        let open = Int(syntax.nodes[body].start)
        var i = open + 1
        var sawNewline = false
        while i < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[i]) {
            if bytes[i] == 0x0A { sawNewline = true }
            i += 1
        }
        guard sawNewline, let indent = indentation(at: i) else {
            return TextReplacement(start: open + 1, end: open + 1, text: lines.map { " " + $0 }.joined())
        }
        let lineStart = i - indent.utf8.count
        return TextReplacement(start: lineStart, end: lineStart, text: lines.map { indent + $0 + lineEnding }.joined())
    }

    // MARK: Bytes

    /// The spaces and tabs before `offset` on its line, when nothing else precedes it there.
    private func indentation(at offset: Int) -> String? {
        var i = offset
        while i > 0, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 { i -= 1 }
        guard i == 0 || bytes[i - 1] == 0x0A else { return nil }
        return String(decoding: bytes[i..<offset], as: UTF8.self)
    }

    private func spelling(from start: Int32, to end: Int32) -> String {
        extractor.spelling(from: start, to: end)
    }

    private func startsWithWord(_ offset: Int, _ word: String) -> Bool {
        let w = Array(word.utf8)
        guard offset >= 0, offset + w.count <= bytes.count, Array(bytes[offset..<(offset + w.count)]) == w else { return false }
        return offset + w.count == bytes.count || !ObjCTextScan.isNameByte(bytes[offset + w.count])
    }

    /// Whether `word` appears as a whole identifier in `start..<end` (comments and strings
    /// included: a refusal too many costs less than an edit that keeps the cycle).
    private func containsWord(_ word: String, from start: Int, to end: Int) -> Bool {
        let w = Array(word.utf8)
        var i = max(0, start)
        while i + w.count <= min(end, bytes.count) {
            if bytes[i] == w[0], (i == 0 || !ObjCTextScan.isNameByte(bytes[i - 1])), startsWithWord(i, word) { return true }
            i += 1
        }
        return false
    }
}
